import { describe, expect, it } from 'vitest';
import { englishBrowser, openAs } from './support/gs001p-helpers';
import { sendSheet } from './support/flow-helpers';
import { phoneSuite } from './support/phone-suite';
import { demoUrl } from './support/servers';

/**
 * The routing actions on the SRM and QMS case pages, through the same flow view and action sheet as SAP
 * (flow-actions.e2e.ts) and GS001P (gs001p-routing.e2e.ts): a transfer on a new-supplier report, a copy with
 * its read receipt and a send back on an IDR case. Seeded cases waiting on 10001 (陳志明).
 */
const base = demoUrl();
const phone = phoneSuite(base, englishBrowser);

const NSR = '/pages/SRM/processingInfo/processingInfoNsr?id=NSR20240001';
const IDR = '/pages/QMS/processingInfo/processingInfoIdr?id=IDR20240001';

describe('routing on the SRM and QMS case pages', () => {
  it('SRM: the signer transfers a new-supplier report; the new signer is offered the decision', async () => {
    const mine = await openAs(phone(), base, '10001', NSR);
    // 41001 already waits later in this flow, so the step goes to someone outside it.
    await sendSheet(mine.page, 'Transfer', '10105', '出差，請許志豪審核');
    await expect
      .poll(() => mine.page.getByTestId('flow-from').last().textContent())
      .toMatch(/Transferred from 陳志明 to 許志豪/);
    expect(await mine.page.getByRole('button', { name: 'Transfer', exact: true }).count()).toBe(0);
    await mine.page.close();

    const next = await openAs(phone(), base, '10105', NSR);
    await next.page.getByRole('button', { name: 'Transfer', exact: true }).waitFor();
    expect([...mine.errors, ...next.errors]).toEqual([]);
    await next.page.close();
  });

  it('QMS: a copy is read-only for the copied person and shows read; a send back waits on the applicant', async () => {
    const mine = await openAs(phone(), base, '10001', IDR);
    await sendSheet(mine.page, 'CC', '41001');
    await expect
      .poll(() => mine.page.getByTestId('flow-cc').textContent())
      .toMatch(/王建國 \(copied by .+\) has not read it yet/);
    await mine.page.close();

    const copied = await openAs(phone(), base, '41001', IDR);
    await copied.page.getByTestId('flow-timeline').waitFor();
    expect(await copied.page.getByRole('button', { name: 'Transfer', exact: true }).count()).toBe(0);
    await copied.page.close();

    const again = await openAs(phone(), base, '10001', IDR);
    await expect
      .poll(() => again.page.getByTestId('flow-cc').textContent())
      .toMatch(/王建國 \(copied by .+\) read it at/);
    await again.page.getByRole('button', { name: 'Send back to a step' }).click();
    const sheet = again.page.getByRole('dialog', { name: 'Send back to a step' });
    await sheet.getByLabel('Send back to step').selectOption({ index: 0 });
    await sheet.getByLabel(/^Comment/).fill('請補上不良照片');
    await sheet.getByRole('button', { name: 'Send' }).click();
    await sheet.waitFor({ state: 'detached' });
    const current = again.page.getByTestId('flow-timeline').locator('[data-state="current"]');
    await expect.poll(() => current.getAttribute('data-role')).toBe('applicant');
    expect(await again.page.getByTestId('flow-from').last().textContent()).toMatch(/^Sent back by /);
    expect([...mine.errors, ...copied.errors, ...again.errors]).toEqual([]);
    await again.page.close();
  });
});
