import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { RecordEvidence } from '../../src/api/evidence';
import { demoToken, launchBrowser, resetDemo, seedRecords } from './support/harness';
import { audit } from './support/axe';
import { api, confirmDialog, englishBrowser, openAs } from './support/sap-helpers';
import { drawZigzag } from './support/signing-helpers';
import { demoUrl } from './support/servers';

/**
 * Signing in SRM, QMS and GS001P, in a real browser against the demo server: the same PIN and pad dialogs as a
 * SAP form, the evidence beside the flow, and a tampered chain shown broken in Chinese.
 */
const base = demoUrl();
const PIN = '482916';
let phone: BrowserContext;

beforeAll(async () => {
  phone = await englishBrowser({ viewport: 'phone' });
});
afterAll(() => phone?.close());
beforeEach(() => resetDemo(base));

async function setPin(userNo: string) {
  const token = await demoToken(base, userNo);
  await fetch(`${base}/gateway/bpm/signing/pin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ pin: PIN }),
  });
}

const evidenceOf = (area: string, id: string, userNo = '10001') =>
  api<RecordEvidence>(base, userNo, `/evidence/${area}/${id}`);

/** A case waiting for 10001 whose processing page is `type`. */
async function waiting(area: string, type: string) {
  const found = (await seedRecords(base)).find(
    (r) => r.area === area && r.type === type && r.status === 'under review' && r.assignee === '10001',
  );
  if (!found) throw new Error(`no waiting ${area} ${type}`);
  return found;
}

async function signWithPin(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Signing PIN' });
  await dialog.getByLabel('Signing PIN').fill(PIN);
  await dialog.getByRole('button', { name: 'Sign' }).click();
}

describe('signing in SRM, QMS and GS001P', () => {
  it('an SRM payment-term change asks for the PIN; its evidence shows, and a tampered entry breaks it in Chinese', async () => {
    await setPin('10001');
    const record = await waiting('srm', 'processingInfoPay');
    const { page, errors } = await openAs(phone, base, '10001', record.route);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirmDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Signing PIN' });
    await dialog.getByLabel('Signing PIN').fill('000000');
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await dialog.getByText('Wrong PIN. 4 tries left.').waitFor();
    expect((await evidenceOf('srm', record.id)).entries).toEqual([]);
    await signWithPin(page);
    await page.getByRole('status').filter({ hasText: 'Done' }).waitFor();
    const evidence = page.getByTestId('evidence');
    await evidence.getByText('Record intact').waitFor();
    await evidence.getByText('Step 1: approved').waitFor();
    expect((await evidenceOf('srm', record.id)).entries).toMatchObject([{ policy: 'confirm', signerNo: '10001' }]);
    expect(errors).toEqual([]);
    await page.close();

    await fetch(`${base}/demo/tamper`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ area: 'srm', id: record.id }),
    });
    const zh = await launchBrowser({ viewport: 'phone', locale: 'zh-CN' });
    const { page: zhPage } = await openAs(zh, base, '10001', record.route);
    await zhPage.getByTestId('evidence').getByText('记录在第 1 步断裂：有记录在写入后被更改').waitFor();
    await zh.close();
  });

  it('a QMS mould case asks for the PIN before its judgment is recorded', async () => {
    await setPin('10001');
    const record = await waiting('qms', 'processingInfoMqi');
    const { page, errors } = await openAs(phone, base, '10001', record.route);
    await page.getByLabel('Comment').fill('模具入子已更換');
    await page.getByRole('button', { name: 'Return', exact: true }).click();
    await confirmDialog(page);
    await page.getByRole('dialog', { name: 'Signing PIN' }).waitFor();
    expect(await audit(page)).toEqual([]);
    await signWithPin(page);
    await page.getByTestId('evidence').getByText('Record intact').waitFor();
    expect((await evidenceOf('qms', record.id)).entries).toMatchObject([{ meaning: 'returned', policy: 'confirm' }]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a GS001P final decision is drawn, then the PIN chosen on first need; the drawing shows in its evidence', async () => {
    const record = (await seedRecords(base)).find(
      (r) => r.area === 'gs001p' && r.title?.startsWith('Business final confirmation'),
    )!;
    const { page, errors } = await openAs(phone, base, '10002', `/pages/GS001P/detail?id=${record.id}`);
    await page.getByRole('button', { name: 'Confirm development' }).click();
    await confirmDialog(page);
    const pad = page.getByRole('dialog', { name: 'Draw your signature' });
    await pad.getByRole('button', { name: 'Next' }).click();
    await pad.getByText('Draw your signature or type your name first.').waitFor();
    await drawZigzag(page);
    await pad.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signing PIN' });
    await dialog.getByLabel('New PIN (6 digits)').fill(PIN);
    await dialog.getByLabel('New PIN again').fill(PIN);
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await expect.poll(() => page.getByTestId('gs-status').textContent()).toContain('In development');
    const evidence = page.getByTestId('evidence');
    await evidence.getByText('Record intact').waitFor();
    await evidence.getByRole('img', { name: /Drawn signature of/ }).waitFor();
    const { entries } = await evidenceOf('gs001p', record.id, '10002');
    expect(entries).toMatchObject([{ policy: 'drawn', meaning: 'approved', signerNo: '10002' }]);
    expect(entries[0].imageDigest).toMatch(/^[0-9a-f]{64}$/);
    await evidence.getByRole('button', { name: 'Open sealed PDF' }).click();
    await page.getByTestId('sealed-pdf').locator('canvas').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
