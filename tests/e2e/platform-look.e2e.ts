import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, launchUrl, openPage, resetDemo } from './support/harness';
import { demoUrl } from './support/servers';

/** SPEC 9 colours and sizes, read from the rendered page. */
const base = demoUrl();
let ctx: BrowserContext;
/** One tab for the file: the tab bar's page, then the language page by hash, then one load per language. */
let page: Page;

beforeAll(async () => {
  ctx = await launchBrowser({ locale: 'zh-CN' });
  await resetDemo(base);
  page = (await openPage(ctx, launchUrl(base, { userNo: '10001' }))).page;
});
afterAll(() => ctx?.close());

describe('shell look (SPEC 9)', () => {
  it('tab bar 50px, #7A7E83 unselected and #1d8dfc selected; navigation bar #1d8dfc', async () => {
    const home = page.getByRole('link', { name: '首页' });
    await home.waitFor();
    const bar = await page
      .getByRole('navigation')
      .filter({ has: home })
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(bar).toBe(50);
    expect(await home.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(29, 141, 252)');
    expect(await page.getByRole('link', { name: '我的' }).evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(122, 126, 131)',
    );
    const nav = await page
      .getByRole('heading', { name: '首页' })
      .evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
    expect(nav).toBe('rgb(29, 141, 252)');
  });

  it('a toast shows at the bottom of the screen', async () => {
    await page.evaluate(() => (location.hash = '/pages/langSetting/langSetting'));
    await page.getByRole('radio', { name: '繁體中文' }).click();
    const toast = page.getByRole('status').filter({ hasText: '語言已切換' });
    await toast.waitFor();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThan(844 / 2);
  });

  it("draws Han characters with each language's own glyphs: the CJK fonts follow the language", async () => {
    // Traditional Chinese and Japanese in a simplified Chinese font show the wrong glyph shapes (src/ui/styles/tokens.ts).
    const expected = {
      'zh-Hans': 'Noto Sans CJK SC',
      'zh-Hant': 'Noto Sans CJK TC',
      ja: 'Noto Sans CJK JP',
      en: 'Noto Sans CJK SC',
    };
    for (const [locale, font] of Object.entries(expected)) {
      // Set before the load, by way of the site's health answer: the page starts in that language.
      await page.goto(`${base}/healthz`);
      await page.evaluate((l) => {
        localStorage.setItem('isSetDefaultLang', 'true');
        localStorage.setItem('Locale', l);
      }, locale);
      await page.goto(`${base}/#/pages/setting/setting`);
      const heading = page.locator('[data-esign-root] h1').first();
      await heading.waitFor();
      const family = await heading.evaluate((el) => getComputedStyle(el).fontFamily);
      const others = Object.values(expected).filter((f) => f !== font);
      expect({ locale, has: family.includes(`"${font}"`), others: others.filter((f) => family.includes(f)) }).toEqual({
        locale,
        has: true,
        others: [],
      });
    }
  });
});
