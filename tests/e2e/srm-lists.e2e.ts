import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser, launchUrl, resetDemo, seedRecords } from './support/harness';
import { demoUrl } from './support/servers';
import { pullToRefresh, watermarkImage, watermarkUser } from './support/srm-helpers';
import { reusedTab } from './support/tab';
import kitZhHans from '../../src/i18n/kit/kit.zh-Hans';
import srmZhHans from '../../widgets/srm/i18n/zh-Hans';

/**
 * SRM as the manager 10001 sees it under /srm/ (issue 4): login and system choice, the five lists, processing
 * info of each kind with the SPEC 9 constants as labels, the supplier finder, and the watermark on every page.
 */
const base = demoUrl();
let ctx: BrowserContext;
beforeAll(async () => {
  ctx = await launchBrowser({ locale: 'zh-CN' });
});
afterAll(() => ctx?.close());
beforeEach(() => resetDemo(base));

// Every test loads its page into the one tab of the file (support/tab.ts).
const tab = reusedTab(() => ctx);
const openAs = (userNo: string, to: string) => tab.open(launchUrl(base, { userNo, via: 'srm', to }));

describe('SRM login and system choice', () => {
  it('signs in at the SRM login with the watermark, chooses SRM, then QMS', async () => {
    const { page, errors } = await tab.open(`${base}/srm/#/pages/SRM/login/login`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('heading', { name: '供应商与质量' }).waitFor();
    await page.getByRole('button', { name: '语言' }).waitFor();
    await page.getByLabel('账号').fill('10001');
    await page.getByLabel('密码', { exact: true }).fill('demo');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('heading', { name: '选择系统' }).waitFor();
    expect(await watermarkUser(page)).toBe('10001');
    expect(await watermarkImage(page)).toMatch(/^url\("data:image\/png/);
    await page.getByRole('button', { name: /供应商管理（SRM）/ }).click();
    await page.getByRole('heading', { name: '供应商评鉴' }).waitFor();
    expect(page.url()).toContain('/srm/#/pages/SRM/index/index');
    await page.getByRole('link', { name: '切换系统' }).click();
    await page.getByRole('button', { name: /质量管理（QMS）/ }).click();
    await page.getByRole('heading', { name: '质量管理' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a supplier account signs in at the SRM login and the watermark shows its number', async () => {
    const { page } = await tab.open(`${base}/srm/#/pages/SRM/login/login?clear=1`);
    await page.getByLabel('账号').fill('S0001');
    await page.getByLabel('密码', { exact: true }).fill('demo');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('heading', { name: '选择系统' }).waitFor();
    expect(await watermarkUser(page)).toBe('S0001');
  });
});

describe('SRM lists', () => {
  const LISTS: Array<[string, string, RegExp]> = [
    ['/pages/SRM/index/index', '供应商评鉴', /^SE/],
    ['/pages/SRM/index/index-newSupplierReport', '新供应商评估报告', /^NSR/],
    ['/pages/SRM/index/index-pay', '付款条件申请', /^PT/],
    ['/pages/SRM/todoList/todoList', '待办清单', /^(SE|NSR|PT)/],
    ['/pages/SRM/inSampleAll/inSampleAll', '样品评估中', /^(SE|NSR)/],
  ];
  for (const [route, title, ids] of LISTS) {
    it(`${route} lists its cases with states, under the watermark`, async () => {
      const { page, errors } = await openAs('10001', route);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      const cards = page.locator('[data-case]');
      await cards.first().waitFor();
      const shown = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-case') ?? ''));
      expect(shown.length).toBeGreaterThan(0);
      for (const id of shown) expect(id).toMatch(ids);
      expect(await page.locator('[data-state]').count()).toBeGreaterThan(0);
      expect(await watermarkUser(page)).toBe('10001');
      expect(errors).toEqual([]);
    });
  }

  it('to-do shows only cases waiting for me; "all" shows every state and pages by 30', async () => {
    const { page } = await openAs('10001', '/pages/SRM/index/index');
    await page.locator('[data-case]').first().waitFor();
    expect(await page.getByText('待您签核').count()).toBe(await page.locator('[data-case]').count());
    await page.getByRole('button', { name: '全部', exact: true }).click();
    await expect.poll(() => page.locator('[data-case]').count()).toBe(30);
    const states = new Set(
      await page.locator('[data-case] [data-state]').evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))),
    );
    expect([...states].sort()).toEqual([
      'closedCase',
      'pendingSubmission',
      'selfClosing',
      'speciallyConcluded',
      'underReview',
    ]);
    // The next page arrives on scroll: 34 evaluations in all.
    await page.locator('[data-case]').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-case]').count()).toBe(34);
  });

  it('pull to refresh reloads the list', async () => {
    const { page } = await openAs('10001', '/pages/SRM/index/index');
    await page.locator('[data-case]').first().waitFor();
    let calls = 0;
    const count = (r: { url(): string }) => r.url().includes('/cases?') && calls++;
    page.on('request', count);
    await pullToRefresh(page);
    await expect.poll(() => calls).toBeGreaterThan(0);
    page.off('request', count);
  });
});

describe('SRM processing info', () => {
  it('supplier evaluation: score gauge with band, light, constants and sign flow roles in the user language', async () => {
    const { page, errors } = await openAs('10001', '/pages/SRM/processingInfo/processingInfo?id=SE20240001');
    await page.getByTestId('case-head').waitFor();
    const gauge = page.getByTestId('score-gauge');
    expect(await gauge.getAttribute('data-band')).toBe('A');
    expect(await page.getByRole('meter').getAttribute('aria-valuetext')).toBe('分数 95.5／100，等级 A（优秀）');
    await page.getByText('绿灯：核准').first().waitFor();
    for (const label of [
      '审核中',
      '0 · 签核中',
      '营业性质',
      '评鉴方式',
      '供应商问卷',
      '样品评估',
      '资格认定',
      '车用',
      '签核流程',
      '申请人',
      '审核人',
      '会审成员',
      '核准人',
      '知会人员',
    ]) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    expect(await watermarkUser(page)).toBe('10001');
    expect(errors).toEqual([]);
  });

  it('the bands follow SPEC 9 at their edges (90 A, 80 B, 65 C, under 65 D)', async () => {
    const want: Record<string, string> = { SE20240002: 'A', SE20240004: 'B', SE20240006: 'C', SE20240007: 'D' };
    const { page } = await openAs('10001', '/pages/SRM/index/index');
    for (const [id, band] of Object.entries(want)) {
      await page.evaluate((hash) => (location.hash = hash), `/pages/SRM/processingInfo/processingInfo?id=${id}`);
      await page.getByTestId('case-head').getByText(id).waitFor();
      expect(await page.getByTestId('score-gauge').getAttribute('data-band')).toBe(band);
    }
  });

  it('new-supplier report and payment-term application open with their own sections', async () => {
    const nsr = await openAs('10001', '/pages/SRM/processingInfo/processingInfoNsr?id=NSR20240001');
    await nsr.page.getByRole('heading', { name: '新供应商评估报告' }).waitFor();
    await nsr.page.getByText('稽核人', { exact: true }).first().waitFor();
    const pay = await openAs('10001', '/pages/SRM/processingInfo/processingInfoPay?id=PT20240001');
    await pay.page.getByRole('heading', { name: '付款条件', exact: true }).waitFor();
    await pay.page.getByText('申请付款条件').waitFor();
    await pay.page.getByText('业务', { exact: true }).first().waitFor();
    expect(await pay.page.getByTestId('score-gauge').count()).toBe(0);
  });

  it('audit findings show problem class and quantity unit as labels', async () => {
    const { page } = await openAs('10001', '/pages/SRM/processingInfo/processingInfo?id=SE20240004');
    await page.locator('[data-problem]').first().waitFor();
    const text = await page.locator('[data-problem]').allInnerTexts();
    // The label/value join comes from the dictionary (zh-Hans uses the full-width colon), never hard-coded.
    const quantityLabel = kitZhHans.join.labelValue
      .replace('{{label}}', srmZhHans.srm.problem.quantity)
      .replace('{{value}}', '');
    const escaped = quantityLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(text.join('\n')).toMatch(
      new RegExp(`(严重|主要|轻微)[\\s\\S]*${escaped}\\d+ (PCS（个）|PIN（针）|KG（千克）|M（米）)`),
    );
  });

  it('every seeded SRM case opens from its /demo/seed route', async () => {
    const records = (await seedRecords(base)).filter((r) => r.area === 'srm');
    expect(new Set(records.map((r) => r.type))).toEqual(
      new Set(['processingInfo', 'processingInfoNsr', 'processingInfoPay']),
    );
    expect(new Set(records.map((r) => r.status))).toEqual(
      new Set([
        'under review',
        'closed case',
        'specially concluded',
        'self-closing case',
        'pending signature submission',
      ]),
    );
    // One tab, each case opened by its route as a link in the app would; the head names the case it shows.
    const { page } = await openAs('10001', '/pages/SRM/index/index');
    for (const r of records.filter((_, i) => i % 6 === 0)) {
      await page.evaluate((hash) => (location.hash = hash), r.route);
      await page.getByTestId('case-head').getByText(r.id).waitFor();
    }
  });
});

describe('supplier finder', () => {
  it('searches by code or name and opens the supplier with its cases', async () => {
    const { page } = await openAs('10001', '/pages/SRM/findSupplier/processingInfo');
    await page.locator('[data-supplier]').first().waitFor();
    await page.getByLabel('供应商名称或代码').fill('恒通');
    await expect.poll(() => page.locator('[data-supplier]').count()).toBe(1);
    await page.getByLabel('供应商名称或代码').fill('S0003');
    await expect
      .poll(() => page.locator('[data-supplier]').evaluateAll((els) => els.map((e) => e.getAttribute('data-supplier'))))
      .toEqual(['S0003']);
    await page.locator('[data-supplier="S0003"]').click();
    await page.getByTestId('supplier-head').getByText('Nihon Terminal Co., Ltd.').waitFor();
    await page.getByText('代理商').first().waitFor();
    expect(await page.locator('[data-case]').count()).toBeGreaterThan(0);
    expect(await watermarkUser(page)).toBe('10001');
  });

  it('hostile supplier text renders as text and wraps inside a phone screen', async () => {
    const { page, errors } = await openAs('10001', '/pages/SRM/findSupplier/processingInfo?code=S0009');
    await page.getByTestId('supplier-head').waitFor();
    await page.getByText('<img src=x onerror=alert(1)>', { exact: false }).first().waitFor();
    expect(await page.locator('[data-esign-root] img[src="x"]').count()).toBe(0);
    const overflow = await page.evaluate(() => {
      const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
      const main = root.querySelector('main')!;
      return main.scrollWidth - main.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});
