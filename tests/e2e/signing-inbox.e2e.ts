import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import type { RecordEvidence } from '../../src/api/evidence';
import type { InboxPage } from '../../src/api/inbox';
import type { SapFormDetail } from '../../src/api/sap';
import { demoToken, launchBrowser, resetDemo } from './support/harness';
import { api, confirmDialog, openAs } from './support/sap-helpers';
import { demoUrl } from './support/servers';

/**
 * The inbox's own batch approval under the forms' signing policies, in a real browser: the PIN asked once for the
 * forms that need it, a drawn form refused with a message in the user's language, a tap form signed at once.
 */
const base = demoUrl();
const PIN = '482916';
let zh: BrowserContext;

beforeAll(async () => {
  zh = await launchBrowser({ viewport: 'phone', locale: 'zh-CN' });
});
afterAll(() => zh?.close());
beforeEach(() => resetDemo(base));

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = await demoToken(base, '10001');
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

/** The oldest SAP inbox item of each signing policy. */
async function onePerPolicy(): Promise<Record<string, { id: string; key: string }>> {
  const rows = (await call<InboxPage>('GET', '/api/inbox/items?pageSize=100&area=sap')).rows;
  const found: Record<string, { id: string; key: string }> = {};
  for (const row of rows) {
    const { signing } = await api<SapFormDetail>(base, '10001', `/sap/forms/${row.id}`);
    found[signing.policy] ??= row;
    if (Object.keys(found).length === 3) return found;
  }
  throw new Error('no inbox item of every policy');
}

describe('inbox batch approval and signing policies', () => {
  it('asks the PIN once for the PIN forms, refuses the drawn one in Chinese and approves the tap one', async () => {
    await call('POST', '/gateway/bpm/signing/pin', { pin: PIN });
    const forms = await onePerPolicy();
    const { page, errors } = await openAs(zh, base, '10001', '/pages/inbox/inbox');
    await page.locator('[data-filter="sap"]').click();
    await page.getByRole('button', { name: '多选' }).click();
    for (const form of Object.values(forms)) await page.getByLabel(`选择 ${form.id}`).check();
    await page.getByRole('button', { name: '同意（3）' }).click();
    await confirmDialog(page, '确定');
    const dialog = page.getByRole('dialog', { name: '签署密码' });
    await dialog.getByLabel('签署密码').fill(PIN);
    await dialog.getByRole('button', { name: '签署' }).click();
    const results = page.getByTestId('batch-results');
    await results.locator('[data-ok="false"]').waitFor();
    const failed = results.locator('[data-ok="false"]');
    expect(await failed.count()).toBe(1);
    expect(await failed.textContent()).toContain(forms.drawn.id);
    expect(await failed.textContent()).toContain('需要手写签名：请打开后单独签署');
    expect(await failed.textContent()).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{4,}/);
    const policyOf = async (id: string) =>
      (await api<RecordEvidence>(base, '10001', `/evidence/sap/${id}`)).entries.map((e) => e.policy);
    expect(await policyOf(forms.confirm.id)).toEqual(['confirm']);
    expect(await policyOf(forms.tap.id)).toEqual(['tap']);
    expect(await policyOf(forms.drawn.id)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
