import { describe, expect, it } from 'vitest';
import { demoToken } from './support/harness';
import { gatewayGet, reviewSuite } from './support/review-helpers';
import { confirmDialog, openAs, watermarkUser } from './support/srm-helpers';

/**
 * SRM actions (issue 4): approve with confirmation, a return needs a comment, special conclusion gives sign
 * state 2; and the supplier account S0001 sees only its own company's cases, enforced by the server.
 */
const { base, browser } = reviewSuite();

const api = (path: string, userNo: string) => gatewayGet(base, '/gateway/esign-srm', path, userNo);

interface Detail {
  id: string;
  actions: string[];
  flow: Array<{ state: string; role: string }>;
}

/** A supplier evaluation waiting for 10001 that matches `want` (the seed spreads them over every step). */
async function myCase(want: (d: Detail) => boolean): Promise<string> {
  const rows = (await api('/cases?list=eval&scope=todo&pageSize=100', '10001')).body.data.rows as Array<{ id: string }>;
  for (const row of rows) {
    const detail = (await api(`/cases/${row.id}`, '10001')).body.data as Detail;
    if (want(detail)) return detail.id;
  }
  throw new Error('no such seeded case');
}
const waiting = (d: Detail) => d.flow.filter((s) => s.state === 'waiting').length;

describe('SRM approval', () => {
  it('approves after confirmation: the step is signed and the case moves to the next signer', async () => {
    const id = await myCase((d) => waiting(d) > 0);
    const { page, errors } = await openAs(
      browser.ctx,
      base,
      '10001',
      `/pages/SRM/processingInfo/processingInfo?id=${id}`,
    );
    await page.getByRole('button', { name: '同意' }).click();
    await page.getByRole('dialog').getByText('同意此案并提交下一位签核人？').waitFor();
    // Cancel first: nothing is sent.
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    expect((await api(`/cases/${id}`, '10001')).body.data.actions).toContain('approve');

    await page.getByLabel('签核意见').fill('同意，請持續改善交期。');
    await page.getByRole('button', { name: '同意' }).click();
    await confirmDialog(page);
    await page.getByText('已完成').waitFor();
    await expect.poll(() => page.getByRole('button', { name: '同意' }).count()).toBe(0);
    const flow = page.locator('li[data-state="done"]');
    await flow.filter({ hasText: '同意，請持續改善交期。' }).waitFor();
    expect(await page.locator('li[data-state="current"]').count()).toBe(1);
    expect((await api(`/cases/${id}`, '10001')).body.data.mine).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the last signer closes the case: closed case, sign state 1', async () => {
    const id = await myCase((d) => waiting(d) === 0);
    const { page } = await openAs(browser.ctx, base, '10001', `/pages/SRM/processingInfo/processingInfo?id=${id}`);
    await page.locator('li[data-role="notification"][data-state="current"]').waitFor();
    await page.getByRole('button', { name: '同意' }).click();
    await confirmDialog(page);
    await page.getByTestId('case-head').getByText('已结案').first().waitFor();
    await page.getByTestId('case-head').getByText('1 · 已结案').waitFor();
  });

  it('returning needs a comment, kept through a reload; with one it goes back to the applicant as pending signature submission', async () => {
    const id = await myCase(() => true);
    const { page } = await openAs(browser.ctx, base, '10001', `/pages/SRM/processingInfo/processingInfo?id=${id}`);
    await page.getByRole('button', { name: '退回', exact: true }).click();
    await page.getByText('请填写签核意见：退回或特殊结案时必填。').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByLabel('签核意见').fill('评分依据不足，请补充现场照片。');
    // The comment is a draft of this case: a reload keeps it until the action is done.
    await page.reload();
    await expect.poll(() => page.getByLabel('签核意见').inputValue()).toBe('评分依据不足，请补充现场照片。');
    await page.getByRole('button', { name: '退回', exact: true }).click();
    await page.getByRole('dialog').getByText('将此案退回申请人？').waitFor();
    await confirmDialog(page);
    await page.getByTestId('case-head').getByText('待送签').waitFor();
    await page.locator('li[data-role="applicant"][data-state="current"]').waitFor();
    await page.getByText('评分依据不足，请补充现场照片。').waitFor();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `esign.draft.approve.10001.srm.case.${id}`),
    ).toBeNull();
  });

  it('the approver concludes a case specially: sign state 2', async () => {
    const id = await myCase((d) => d.actions.includes('specialConclude'));
    const { page } = await openAs(browser.ctx, base, '10001', `/pages/SRM/processingInfo/processingInfo?id=${id}`);
    await page.getByLabel('签核意见').fill('客户指定，特殊结案。');
    await page.getByRole('button', { name: '特殊结案' }).click();
    await confirmDialog(page);
    await page.getByTestId('case-head').getByText('2 · 特殊结案').waitFor();
  });

  it('a closed case has no actions, and the server refuses one as moved on', async () => {
    const { page } = await openAs(browser.ctx, base, '10001', '/pages/SRM/processingInfo/processingInfo?id=SE20240003');
    await page.getByTestId('case-head').waitFor();
    expect(await page.getByRole('button', { name: '同意' }).count()).toBe(0);
    const token = await demoToken(base, '10001');
    const res = await fetch(`${base}/gateway/esign-srm/cases/SE20240003/actions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-access-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve', comment: '' }),
    });
    // SE20240003 is closed: the record moved on (409), which the page reads as "already handled".
    expect(res.status).toBe(409);
  });
});

describe('supplier account S0001', () => {
  it('sees only its own company in every list, the finder and the watermark', async () => {
    const { page, errors } = await openAs(browser.ctx, base, 'S0001', '/pages/SRM/index/index');
    await page.getByRole('button', { name: '全部', exact: true }).click();
    await page.locator('[data-case]').first().waitFor();
    const suppliers = await page.locator('[data-case]').allInnerTexts();
    expect(suppliers.length).toBeGreaterThan(0);
    for (const text of suppliers) expect(text).toContain('S0001');
    expect(await page.getByText('待您签核').count()).toBe(0);
    expect(await watermarkUser(page)).toBe('S0001');

    await page.getByRole('link', { name: '查询供应商' }).click();
    await page.locator('[data-supplier]').first().waitFor();
    expect(
      await page.locator('[data-supplier]').evaluateAll((els) => els.map((e) => e.getAttribute('data-supplier'))),
    ).toEqual(['S0001']);
    expect(errors).toEqual([]);
  });

  it("another company's case or supplier is not found, and the API agrees", async () => {
    const { page } = await openAs(browser.ctx, base, 'S0001', '/pages/SRM/processingInfo/processingInfo?id=SE20240002');
    // SPEC 8: the error in the single-button modal, and the page keeps its retry view behind it.
    await page.getByRole('alertdialog').getByText('内容不存在，请重试').waitFor();
    await page.getByTestId('error-view').waitFor();
    expect(await page.getByTestId('case-head').count()).toBe(0);
    expect((await api('/cases/SE20240002', 'S0001')).status).toBe(404);
    expect((await api('/suppliers/S0002', 'S0001')).status).toBe(404);
    const all = (await api('/cases?list=todo&scope=all&pageSize=100', 'S0001')).body.data.rows as Array<{
      supplierCode: string;
    }>;
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((r) => r.supplierCode))).toEqual(new Set(['S0001']));
  });

  it('opens its own case read-only', async () => {
    const { page } = await openAs(browser.ctx, base, 'S0001', '/pages/SRM/processingInfo/processingInfo?id=SE20240001');
    await page.getByTestId('case-head').getByText('SE20240001').waitFor();
    expect(await page.getByRole('button', { name: '同意' }).count()).toBe(0);
  });
});
