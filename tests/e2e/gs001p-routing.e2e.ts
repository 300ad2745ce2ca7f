import { describe, expect, it } from 'vitest';
import { audit } from './support/axe';
import { seedRecords } from './support/harness';
import { acceptDialog, englishBrowser, openAs } from './support/gs001p-helpers';
import { phoneSuite } from './support/phone-suite';
import { demoUrl } from './support/servers';

/**
 * GS001P's routing in a real browser, through the one flow view and action sheet: the engineer transfers the step
 * with a reason and the new engineer approves; a comment with a photo; withdraw by business; the wrong person is
 * offered nothing and the server refuses them.
 */
const base = demoUrl();
const phone = phoneSuite(base, englishBrowser);

/** Waits on responsible engineer 10001 (陳志明); business 10002 created it, supervisor M0201 follows. */
const atEngineer = async () =>
  (await seedRecords(base)).find((r) => r.area === 'gs001p' && r.title === 'Signing: responsible engineer 10001')!.id;
const processing = (id: string) => `/pages/GS001P/processingInfo?id=${id}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('GS001P routing', () => {
  it('the engineer transfers the step with a reason (sheet axe clean); the new engineer approves', async () => {
    const id = await atEngineer();
    const mine = await openAs(phone(), base, '10001', processing(id));
    await mine.page.getByRole('button', { name: 'Transfer' }).click();
    const sheet = mine.page.getByRole('dialog', { name: 'Transfer' });
    await sheet.getByLabel('Search by name or job number').fill('E0101');
    await sheet.getByRole('radio', { name: /E0101/ }).check();
    expect(await audit(mine.page)).toEqual([]);
    await sheet.getByLabel('Comment or reason (required)').fill('出差，請王建國評估');
    await sheet.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => mine.page.getByTestId('flow-from').last().textContent())
      .toMatch(/Transferred from 陳志明 to 王建國/);
    await expect.poll(() => mine.page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(mine.errors).toEqual([]);
    await mine.page.close();

    const next = await openAs(phone(), base, 'E0101', processing(id));
    await next.page.getByLabel('Comment').first().fill('結構可行');
    await next.page.getByRole('button', { name: 'Approve' }).click();
    await acceptDialog(next.page);
    await expect
      .poll(() => next.page.getByTestId('gs-status').textContent())
      .toContain('Signing · Supervisor approval');
    const timeline = next.page.getByTestId('flow-timeline');
    await expect.poll(() => timeline.locator('[data-meaning="transfer"]').count()).toBe(1);
    // The status line and the timeline are drawn from separate reads: wait for the timeline to move on too.
    await expect.poll(() => timeline.locator('[data-state="current"]').textContent()).toContain('張雅婷');
    expect(next.errors).toEqual([]);
    await next.page.close();
  });

  it('business comments with a photo, which opens in the image viewer; hostile text stays text', async () => {
    const id = await atEngineer();
    const { page, errors } = await openAs(phone(), base, '10002', `/pages/GS001P/detail?id=${id}`);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Comment' });
    await sheet.getByLabel('Comment or reason (required)').fill('<img src=x onerror=alert(1)> 客戶樣品照片');
    await sheet.getByLabel(/Photos or files/).setInputFiles({ name: '樣品.png', mimeType: 'image/png', buffer: PNG });
    await sheet.getByRole('button', { name: 'Send' }).click();
    const thread = page.getByTestId('flow-comments');
    await expect
      .poll(() => thread.locator('p').first().textContent())
      .toBe('<img src=x onerror=alert(1)> 客戶樣品照片');
    await thread.getByRole('button', { name: 'Open 樣品.png' }).click();
    await page.getByRole('dialog', { name: '樣品.png' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('business withdraws while signing: the case is a draft again and can be edited', async () => {
    const id = await atEngineer();
    const { page, errors } = await openAs(phone(), base, '10002', `/pages/GS001P/detail?id=${id}`);
    expect(await page.getByRole('button', { name: 'Transfer' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog', { name: 'Withdraw' }).getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('gs-status').textContent()).toContain('Draft');
    await expect.poll(() => page.getByTestId('flow-timeline').locator('[data-meaning="withdraw"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the wrong person is offered no action and the server refuses them (403)', async () => {
    const id = await atEngineer();
    // M0201 is the supervisor, waiting after the engineer: may read, may not act yet.
    const { page } = await openAs(phone(), base, 'M0201', processing(id));
    await page.getByTestId('flow-timeline').waitFor();
    for (const name of ['Approve', 'Transfer', 'Add signer before', 'Send back'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    const status = await page.evaluate(async (caseId) => {
      const token = await (await fetch('/demo/token?userNo=M0201')).json();
      const res = await fetch(`/gateway/bpm/flow/gs001p/${caseId}/actions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token.token}`,
          'x-access-token': token.token,
          'idempotency-key': 'wrong-person-1',
        },
        body: JSON.stringify({ area: 'gs001p', id: caseId, action: 'transfer', userNo: 'E0101', comment: 'x' }),
      });
      return [res.status, (await res.json()).code];
    }, id);
    expect(status).toEqual([403, 403]);
    await page.close();
  });
});
