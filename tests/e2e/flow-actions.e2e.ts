import { describe, expect, it } from 'vitest';
import type { SapFormSummary } from '../../src/api/sap';
import type { Page as ApiPage } from '../../src/api/define';
import { resetDemo, seedRecords } from './support/harness';
import { audit } from './support/axe';
import { tapSignedOrder } from './support/quality-a11y-helpers';
import { api, confirmDialog, englishBrowser, openAs } from './support/sap-helpers';
import { sendSheet } from './support/flow-helpers';
import { phoneSuite } from './support/phone-suite';
import { demoUrl, reactUrl } from './support/servers';

/** The routing actions in a real browser: the right person succeeds through the action sheet, the wrong one is not offered it. */

const base = demoUrl();
const phone = phoneSuite(base, englishBrowser);

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
    const { page, errors } = await openAs(phone(), url, '10001', route(f));
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
    const { page } = await openAs(phone(), base, f.applicantNo, route(f));
    await page.getByTestId('flow-timeline').waitFor();
    expect(await page.getByRole('button', { name: 'Transfer' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog', { name: 'Withdraw' }).getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('flow-timeline').locator('[data-meaning="withdraw"]').count()).toBe(1);
    await page.close();
  });

  it('a comment keeps its text through a server error and posts with a photo on retry', async () => {
    const f = await waitingForm();
    const { page } = await openAs(phone(), base, '10001', route(f));
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

  it('a signer added before signs first, then the form comes back to the one who added them', async () => {
    const order = tapSignedOrder(await seedRecords(base));
    const at = `/pages/SAP/processingInfo/purchaseOrder?id=${order.id}`;
    const mine = await openAs(phone(), base, '10001', at);
    await sendSheet(mine.page, 'Add signer before', '41001');
    const timeline = mine.page.getByTestId('flow-timeline');
    await expect.poll(() => timeline.locator('[data-state="current"]').textContent()).toContain('王建國');
    expect(await mine.page.getByTestId('flow-from').last().textContent()).toMatch(/^Added by .+ to sign first$/);
    expect(await mine.page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await mine.page.close();

    const added = await openAs(phone(), base, '41001', at);
    await added.page.getByRole('button', { name: 'Approve' }).click();
    await confirmDialog(added.page);
    await added.page.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
    await added.page.close();

    const back = await openAs(phone(), base, '10001', at);
    await back.page.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await back.page.getByTestId('flow-timeline').locator('[data-state="current"]').textContent()).toContain(
      '陳志明',
    );
    expect([...mine.errors, ...added.errors, ...back.errors]).toEqual([]);
    await back.page.close();
  });

  it('a copy shows as unread, and as read with its time once the person opens the record', async () => {
    const f = await waitingForm();
    const mine = await openAs(phone(), base, '10001', route(f));
    await sendSheet(mine.page, 'CC', '41001');
    const cc = mine.page.getByTestId('flow-cc');
    await expect.poll(() => cc.textContent()).toMatch(/王建國 \(copied by .+\) has not read it yet/);
    await mine.page.close();

    // The copied person opens it read-only: no decision is offered to them.
    const copied = await openAs(phone(), base, '41001', route(f));
    await copied.page.getByTestId('flow-timeline').waitFor();
    expect(await copied.page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await copied.page.close();

    const again = await openAs(phone(), base, '10001', route(f));
    await expect
      .poll(() => again.page.getByTestId('flow-cc').textContent())
      .toMatch(/王建國 \(copied by .+\) read it at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect([...mine.errors, ...copied.errors, ...again.errors]).toEqual([]);
    await again.page.close();
  });

  it('sending back to the applicant keeps the form under approval and waiting on them; a comment is needed', async () => {
    const f = await waitingForm();
    const { page, errors } = await openAs(phone(), base, '10001', route(f));
    await page.getByRole('button', { name: 'Send back to a step' }).click();
    const sheet = page.getByRole('dialog', { name: 'Send back to a step' });
    await sheet.getByLabel('Send back to step').selectOption({ index: 0 });
    await sheet.getByRole('button', { name: 'Send' }).click();
    // Without a comment nothing is sent, and the sheet says why.
    await sheet.getByText('Please enter a comment or reason.').waitFor();
    await sheet.getByLabel(/^Comment/).fill('請補上報價單');
    await sheet.getByRole('button', { name: 'Send' }).click();
    await sheet.waitFor({ state: 'detached' });
    const current = page.getByTestId('flow-timeline').locator('[data-state="current"]');
    await expect.poll(() => current.getAttribute('data-role')).toBe('applicant');
    expect(await page.getByTestId('flow-from').last().textContent()).toMatch(/^Sent back by /);
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    const detail = await api<{ status: string }>(base, '10001', `/sap/forms/${f.id}`);
    expect(detail.status).toBe('underApproval');
    expect(errors).toEqual([]);
    await page.close();
  });
});
