import { describe, expect, it } from 'vitest';
import { openPage, seedRecords } from './support/harness';
import { gatewayGet, reviewSuite } from './support/review-helpers';
import { confirmDialog, openAs, pullToRefresh, watermarkUser } from './support/srm-helpers';

/**
 * QMS (issue 4): login, home with to-do counts, the two lists, processing info of the five types with review
 * and sign states, judgments with confirmation (the final one with a recognition category), SPEC 6 roles in
 * the sign flow, and the supplier account's own-company view.
 */
const { base, browser } = reviewSuite();

const api = (path: string, userNo = '10001') => gatewayGet(base, '/qms-gateway/qmsv2-web', path, userNo);

interface Detail {
  id: string;
  type: string;
  canJudge: boolean;
  finalStep: boolean;
}

async function myCase(types: string, want: (d: Detail) => boolean): Promise<Detail> {
  const rows = (await api(`/cases?types=${types}&scope=todo&pageSize=100`)).body.data.rows as Array<{ id: string }>;
  for (const row of rows) {
    const detail = (await api(`/cases/${row.id}`)).body.data as Detail;
    if (want(detail)) return detail;
  }
  throw new Error('no such seeded case');
}

/** The case types signed with a tap (mould and process cases ask for the signing PIN: signing-areas.e2e.ts). */
const TAP_TYPES = 'idr,pdr,market';

const ROUTE: Record<string, string> = { idr: 'Idr', pdr: 'Pdr', market: 'Market', mqi: 'Mqi', mqp: 'Mqp' };
const route = (d: { type: string; id: string }) =>
  `/pages/QMS/processingInfo/processingInfo${ROUTE[d.type]}?id=${d.id}`;

describe('QMS login, home and lists', () => {
  it('the QMS login leads to the QMS home with to-do counts per type', async () => {
    const { page, errors } = await openPage(browser.ctx, `${base}/srm/#/pages/QMS/login/login?clear=1`);
    await page.getByRole('heading', { name: '质量管理' }).waitFor();
    await page.getByLabel('账号').fill('10001');
    await page.getByLabel('密码', { exact: true }).fill('demo');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByTestId('todo-idr').waitFor();
    const home = (await api('/home')).body.data;
    for (const type of ['idr', 'pdr', 'market', 'mqi', 'mqp']) {
      expect(await page.getByTestId(`todo-${type}`).innerText()).toBe(String(home.todo[type]));
    }
    expect(home.todo.idr).toBeGreaterThan(0);
    expect(await watermarkUser(page)).toBe('10001');
    expect(errors).toEqual([]);
  });

  for (const [path, title, types] of [
    ['/pages/QMS/index/index', '异常案件', /^(MARKET|MQI|MQP)/],
    ['/pages/QMS/index/indexIdrPdr', 'IDR / PDR', /^(IDR|PDR)/],
  ] as const) {
    it(`${path} lists its types, filters by type and scope, and pulls to refresh`, async () => {
      const { page, errors } = await openAs(browser.ctx, base, '10001', path);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      await page.locator('[data-case]').first().waitFor();
      const ids = await page
        .locator('[data-case]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-case') ?? ''));
      for (const id of ids) expect(id).toMatch(types);
      await page.getByRole('button', { name: '全部', exact: true }).click();
      await expect.poll(() => page.locator('[data-case]').count()).toBeGreaterThan(ids.length);
      const first = path.endsWith('indexIdrPdr') ? 'PDR' : 'MQI';
      await page.getByRole('button', { name: first, exact: true }).click();
      await expect
        .poll(async () =>
          (
            await page.locator('[data-case]').evaluateAll((els) => els.map((e) => e.getAttribute('data-case') ?? ''))
          ).every((id) => id.startsWith(first)),
        )
        .toBe(true);
      let calls = 0;
      page.on('request', (r) => r.url().includes('/cases?') && calls++);
      await pullToRefresh(page);
      await expect.poll(() => calls).toBeGreaterThan(0);
      expect(await watermarkUser(page)).toBe('10001');
      expect(errors).toEqual([]);
    });
  }
});

describe('QMS processing info', () => {
  it('every type opens with its review and sign states, judgment summary and SPEC 6 roles', async () => {
    const records = (await seedRecords(base)).filter((r) => r.area === 'qms');
    expect(new Set(records.map((r) => r.type))).toEqual(
      new Set([
        'processingInfoIdr',
        'processingInfoPdr',
        'processingInfoMarket',
        'processingInfoMqi',
        'processingInfoMqp',
      ]),
    );
    const roles: Record<string, string[]> = {
      processingInfoIdr: ['QC 组长', 'QC 负责人', '采购确认人', '品保主管'],
      processingInfoPdr: ['QC 组长', '生管确认人', '品保主管'],
      processingInfoMarket: ['采购确认人', 'QC 负责人', '品保主管'],
      processingInfoMqi: ['负责工程师', '采购确认人', '品保主管', '主管核准'],
      processingInfoMqp: ['QC 负责人', '生管确认人', '品保主管', '主管核准'],
    };
    // One tab, each case opened by its route as a link in the app would; the head names the case it shows.
    const { page, errors } = await openAs(browser.ctx, base, '10001', '/pages/QMS/index/index');
    for (const type of Object.keys(roles)) {
      const closed = records.find((r) => r.type === type && r.status === 'closed case')!;
      await page.evaluate((hash) => (location.hash = hash), closed.route);
      await page.getByTestId('case-head').getByText(closed.id).waitFor();
      await page.getByTestId('case-head').locator('[data-state="closedCase"]').getByText('已结案').waitFor();
      await page.getByTestId('case-head').getByText('1 · 已结案').waitFor();
      const summary = page.getByTestId('judgment-summary');
      // A closed case has its final judgment and recognition category, as labels.
      expect(await summary.innerText()).toMatch(/最终判定\s*(挑选|报废|特采|退货|返工|紧急放行)/);
      expect(await summary.innerText()).toMatch(/认定类别\s*(紧急允收|一般允收|不认定)/);
      for (const role of roles[type])
        await page.locator('li[data-role]').getByText(role, { exact: true }).first().waitFor();
      expect(await watermarkUser(page)).toBe('10001');
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a pending-submission case shows the return in its sign flow', async () => {
    const record = (await seedRecords(base)).find(
      (r) => r.area === 'qms' && r.status === 'pending signature submission',
    )!;
    const { page } = await openAs(browser.ctx, base, '10001', record.route);
    await page.getByTestId('case-head').getByText('待送签').waitFor();
    await page.locator('li[data-state="done"]').getByText('已退回', { exact: true }).first().waitFor();
  });
});

describe('QMS judgment', () => {
  it('records a judgment after confirmation and passes the case to the next role', async () => {
    const target = await myCase(TAP_TYPES, (d) => d.canJudge && !d.finalStep);
    const { page, errors } = await openAs(browser.ctx, base, '10001', route(target));
    await page.getByRole('button', { name: '提交判定' }).click();
    await page.getByText('请选择判定。').waitFor();
    await page.getByLabel('挑选').check();
    await page.getByRole('button', { name: '提交判定' }).click();
    await page.getByRole('dialog').getByText('提交判定“挑选”并交下一位签核？').waitFor();
    await confirmDialog(page);
    await page.getByText('判定已提交').waitFor();
    await expect.poll(() => page.getByRole('button', { name: '提交判定' }).count()).toBe(0);
    expect(await page.getByTestId('judgment-summary').innerText()).toMatch(/评估结果\s*挑选/);
    await page.locator('li[data-state="done"]').getByText('判定：挑选').waitFor();
    expect((await api(`/cases/${target.id}`)).body.data.canJudge).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the final judgment needs a recognition category and closes the case', async () => {
    const target = await myCase(TAP_TYPES, (d) => d.canJudge && d.finalStep);
    const { page } = await openAs(browser.ctx, base, '10001', route(target));
    await page.getByText('您是最后一位签核人', { exact: false }).waitFor();
    await page.getByLabel('特采').check();
    await page.getByRole('button', { name: '提交判定' }).click();
    await page.getByText('请选择认定类别。').waitFor();
    await page.getByLabel('紧急允收').check();
    await page.getByRole('button', { name: '提交判定' }).click();
    await page.getByRole('dialog').getByText('提交最终判定“特采”（紧急允收）并结案？').waitFor();
    await confirmDialog(page);
    await page.getByTestId('case-head').getByText('1 · 已结案').waitFor();
    const summary = await page.getByTestId('judgment-summary').innerText();
    expect(summary).toMatch(/最终判定\s*特采/);
    expect(summary).toMatch(/认定类别\s*紧急允收/);
  });

  it('returning needs a comment and sends the case back to the applicant', async () => {
    const target = await myCase('idr,pdr', (d) => d.canJudge);
    const { page } = await openAs(browser.ctx, base, '10001', route(target));
    await page.getByRole('button', { name: '退回', exact: true }).click();
    await page.getByText('请填写签核意见：退回时必填。').first().waitFor();
    await page.getByLabel('签核意见').fill('不良照片与数量不符。');
    await page.getByRole('button', { name: '退回', exact: true }).click();
    await confirmDialog(page);
    await page.getByTestId('case-head').getByText('待送签').waitFor();
  });
});

describe('QMS for the supplier account', () => {
  it('S0001 sees its own company only and cannot judge', async () => {
    const { page } = await openAs(browser.ctx, base, 'S0001', '/pages/QMS/index/indexIdrPdr');
    await page.getByRole('button', { name: '全部', exact: true }).click();
    await page.locator('[data-case]').first().waitFor();
    for (const text of await page.locator('[data-case]').allInnerTexts()) expect(text).toContain('S0001');
    const first = await page.locator('[data-case]').first().getAttribute('data-case');
    await page.locator('[data-case]').first().click();
    await page.getByTestId('case-head').getByText(first!).waitFor();
    expect(await page.getByRole('button', { name: '提交判定' }).count()).toBe(0);
    const other = (await api('/cases?types=idr,pdr,market,mqi,mqp&scope=all&pageSize=100')).body.data.rows.find(
      (r: { supplierCode: string }) => r.supplierCode !== 'S0001',
    );
    expect((await api(`/cases/${other.id}`, 'S0001')).status).toBe(404);
    expect(await watermarkUser(page)).toBe('S0001');
  });
});
