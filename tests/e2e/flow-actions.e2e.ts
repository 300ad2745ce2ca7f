import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import type { SapFormSummary } from '../../src/api/sap';
import type { Page as ApiPage } from '../../src/api/define';
import { resetDemo } from './support/harness';
import { audit } from './support/axe';
import { api, englishBrowser, openAs } from './support/sap-helpers';
import { demoUrl, reactUrl } from './support/servers';

/** The routing actions in a real browser: the right person succeeds through the action sheet, the wrong one is not offered it. */

const base = demoUrl();
let phone: BrowserContext;

beforeAll(async () => {
  phone = await englishBrowser({ viewport: 'phone' });
});
afterAll(() => phone?.close());
beforeEach(() => resetDemo(base));

/** A purchase order 10001 may sign, on the given server (each build's server keeps its own store). */
async function waitingForm(server = base): Promise<SapFormSummary> {
  const page = await api<ApiPage<SapFormSummary>>(server, '10001', '/sap/forms?list=pds&status=underApproval');
  return page.rows.find((r) => r.canApprove && r.type === 'purchaseOrder')!;
}
const route = (f: SapFormSummary) => `/pages/SAP/processingInfo/${f.type}?id=${f.id}`;

describe('flow actions', () => {
  it.each([
    ['preact', base],
    ['react', reactUrl()],
  ])('%s: the current signer transfers through the sheet (axe clean); the flow shows "from"', async (_build, url) => {
    await resetDemo(url);
    const f = await waitingForm(url);
    const { page, errors } = await openAs(phone, url, '10001', route(f));
    await page.getByRole('button', { name: 'Transfer' }).click();
    const sheet = page.getByRole('dialog', { name: 'Transfer' });
    await sheet.getByLabel('Search by name or job number').fill('41001');
    await sheet.getByRole('radio', { name: /41001/ }).check();
    expect(await audit(page)).toEqual([]);
    await sheet.getByLabel('Comment or reason (required)').fill('出差，請王建國代簽');
    await sheet.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByTestId('flow-from').last().textContent())
      .toMatch(/Transferred from .+ to 王建國/);
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the applicant is offered withdraw, not transfer, and withdraws', async () => {
    const f = await waitingForm();
    const { page } = await openAs(phone, base, f.applicantNo, route(f));
    await page.getByTestId('flow-timeline').waitFor();
    expect(await page.getByRole('button', { name: 'Transfer' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog', { name: 'Withdraw' }).getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('flow-timeline').locator('[data-meaning="withdraw"]').count()).toBe(1);
    await page.close();
  });

  it('a comment keeps its text through a server error and posts with a photo on retry', async () => {
    const f = await waitingForm();
    const { page } = await openAs(phone, base, '10001', route(f));
    await page.getByRole('button', { name: 'Comment' }).click();
    const sheet = page.getByRole('dialog', { name: 'Comment' });
    await sheet.getByLabel('Comment or reason (required)').fill('<b>請看</b> 現場照片');
    await sheet.getByLabel(/Photos or files/).setInputFiles({
      name: '現場.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.route('**/flow/sap/*/actions', (r) => r.fulfill({ status: 500, body: '{}' }), { times: 1 });
    await sheet.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alertdialog').getByRole('button').click();
    expect(await sheet.getByLabel('Comment or reason (required)').inputValue()).toBe('<b>請看</b> 現場照片');
    await sheet.getByRole('button', { name: 'Send' }).click();
    const thread = page.getByTestId('flow-comments');
    await expect.poll(() => thread.locator('p').first().textContent()).toBe('<b>請看</b> 現場照片');
    await thread.getByRole('button', { name: 'Open 現場.png' }).click();
    await page.getByRole('dialog', { name: '現場.png' }).waitFor();
    await page.close();
  });
});
