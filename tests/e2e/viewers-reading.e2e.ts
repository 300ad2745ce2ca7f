import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, resetDemo } from './support/harness';
import { openAs } from './support/srm-helpers';
import { demoUrl, reactUrl } from './support/servers';
import { show } from './support/viewer-helpers';

/**
 * Reading what you sign, in both builds: a PDF page's text is in the accessibility tree in reading order, can be
 * selected and copied, and is searched across the whole document (a word on a page never drawn is found, listed
 * with its page, gone to and marked); a scan says it cannot be searched; a photo zoomed to 4x is moved to each
 * corner by touch, mouse and keys and stops at its edges. Under the demo's strict CSP, with no console error.
 */
const CJK_PDF = `/pages/SRM/fileReview/showPDF?name=${encodeURIComponent('供應商品質手冊（中文，12 頁）.pdf')}`;
const SCAN_PDF = `/pages/SRM/fileReview/showPDF?name=${encodeURIComponent('來料檢驗單（掃描件）.pdf')}`;
const PHOTO = '/pages/SRM/fileReview/showPDF?name=defect-photo.png';
const SHOTS = process.env.SHOTS_DIR;

let ctx: BrowserContext;
beforeAll(async () => {
  ctx = await launchBrowser({ locale: 'zh-CN' });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
});
afterAll(() => ctx?.close());

async function rect(l: Locator) {
  return l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });
}

describe.each([
  ['Preact', demoUrl()],
  ['React', reactUrl()],
])('%s build', (_build, base) => {
  // One tab per build, loaded once: the tests read, search and move pictures, and change nothing stored.
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    await resetDemo(base);
    ({ page, errors } = await openAs(ctx, base, '10001', CJK_PDF));
  });
  afterAll(() => page?.close());
  beforeEach(() => {
    errors.length = 0;
  });

  it("a screen reader reads a PDF page's text in order", async () => {
    const first = page.locator('[data-page="1"][data-text]');
    await first.waitFor();
    const tree = await first.ariaSnapshot();
    expect(tree).toContain('第 1 页');
    const order = ['供應商品質手冊', '1.1', '1.2', '1.9', '1.10', '第 1 頁，共 12 頁'].map((s) => tree.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(errors).toEqual([]);
  });

  it('a clause is selected with the mouse and copied', async () => {
    await page.locator('[data-page="1"][data-text]').waitFor();
    const number = page.locator('[data-page="1"] span', { hasText: /^1\.3$/ });
    const clause = page.locator('[data-page="1"] span', { hasText: '供應商應保存' }).nth(2);
    const a = await rect(number);
    const b = await rect(clause);
    await page.mouse.move(a.left + 1, (a.top + a.bottom) / 2);
    await page.mouse.down();
    await page.mouse.move(b.right - 1, (b.top + b.bottom) / 2, { steps: 8 });
    await page.mouse.up();
    const selected = await page.evaluate(() => document.getSelection()?.toString() ?? '');
    expect(selected).toContain('供應商應保存適用範圍之紀錄五年');
    await page.keyboard.press('Control+C');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('供應商應保存適用範圍之紀錄五年');
    if (SHOTS && _build === 'Preact') await page.screenshot({ path: `${SHOTS}/pdf-selected-clause.png` });
    await page.evaluate(() => document.getSelection()?.removeAllRanges());
    expect(errors).toEqual([]);
  });

  it('finds a word on a page not yet drawn, lists it with its page, goes there and marks it', async () => {
    await page.locator('[data-page="1"][data-text]').waitFor();
    expect(await page.locator('[data-page="9"][data-drawn]').count()).toBe(0);
    await page.getByRole('button', { name: '在此文档中搜索' }).click();
    await page.getByRole('searchbox', { name: '要查找的字词' }).fill('耐焊接熱');
    await page.getByRole('button', { name: '查找', exact: true }).click();
    await page.getByTestId('pdf-search-status').getByText('找到 1 处').waitFor();
    const hit = page.getByRole('list', { name: '找到的位置' }).getByRole('button');
    expect(await hit.count()).toBe(1);
    expect(await hit.textContent()).toContain('第 9 页');
    await hit.click();
    const mark = page.locator('[data-page="9"] mark');
    await mark.waitFor();
    expect(await mark.textContent()).toBe('耐焊接熱');
    // The mark is in view, over the drawn words.
    const view = await rect(page.getByRole('document', { name: 'PDF 文档' }));
    const m = await rect(mark);
    expect(m.top).toBeGreaterThanOrEqual(view.top);
    expect(m.bottom).toBeLessThanOrEqual(view.bottom);
    // A word on several pages: every page listed.
    await page.getByRole('searchbox', { name: '要查找的字词' }).fill('公差');
    await page.getByRole('button', { name: '查找', exact: true }).click();
    await page.getByTestId('pdf-search-status').getByText('找到 8 处').waitFor();
    if (SHOTS && _build === 'Preact') await page.screenshot({ path: `${SHOTS}/pdf-search-hits.png` });
    expect(errors).toEqual([]);
  });

  it('a scanned PDF says it cannot be searched', async () => {
    await show(page, SCAN_PDF);
    await page.locator('[data-page="1"][data-drawn]').waitFor();
    await page.getByRole('button', { name: '在此文档中搜索' }).click();
    await page.getByTestId('pdf-search-status').getByText('此 PDF 没有文字（可能是扫描件），无法搜索。').waitFor();
  });

  describe('a photo zoomed to 4x', () => {
    let stage: Locator;
    let img: Locator;
    beforeAll(async () => {
      await show(page, PHOTO);
      stage = page.getByTestId('image-stage');
      img = stage.getByRole('img', { name: 'defect-photo.png' });
      await img.waitFor();
      const zoomIn = page.getByRole('button', { name: '放大' });
      for (let i = 0; i < 6; i++) if (await zoomIn.isEnabled()) await zoomIn.click();
      await page.locator('[data-testid="image-stage"][data-scale="4"]').waitFor();
    });
    /**
     * Which corner of the stage the picture's matching corner sits in (within a pixel), once it has eased there;
     * "gap" if the picture stopped short of covering the stage, or lost its 4x.
     */
    const corner = () =>
      expect.poll(
        async () => {
          const s = await rect(stage);
          const i = await rect(img);
          const near = (a: number, b: number) => Math.abs(a - b) <= 1;
          if (process.env.DEBUG_PAN) console.log(JSON.stringify({ s, i }));
          if ((await stage.getAttribute('data-scale')) !== '4') return 'not 4x';
          if (i.left > s.left + 1 || i.right < s.right - 1) return 'gap';
          const v = near(i.top, s.top) ? 'top' : near(i.bottom, s.bottom) ? 'bottom' : 'middle';
          const h = near(i.left, s.left) ? 'left' : near(i.right, s.right) ? 'right' : 'centre';
          return `${v} ${h}`;
        },
        { timeout: 10_000 },
      );
    /** A point 10 px inside the stage's edge in the direction (dx, dy) from its centre (0 keeps the centre). */
    const along = (s: { left: number; top: number; right: number; bottom: number }, dx: number, dy: number) => ({
      x: dx > 0 ? s.right - 10 : dx < 0 ? s.left + 10 : (s.left + s.right) / 2,
      y: dy > 0 ? s.bottom - 10 : dy < 0 ? s.top + 10 : (s.top + s.bottom) / 2,
    });

    it('follows the mouse to each corner and stops at its edges', async () => {
      const s = await rect(stage);
      // From one side of the stage to the other, four times: more than the 4x picture's room to move.
      const drag = async (dx: number, dy: number) => {
        for (let n = 0; n < 4; n++) {
          const from = along(s, -dx, -dy);
          const to = along(s, dx, dy);
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(to.x, to.y, { steps: 10 });
          await page.mouse.up();
        }
      };
      await drag(1, 1);
      await corner().toBe('top left');
      await drag(-1, 0);
      await corner().toBe('top right');
      await drag(0, -1);
      await corner().toBe('bottom right');
      await drag(1, 0);
      await corner().toBe('bottom left');
      if (SHOTS && _build === 'Preact') await page.screenshot({ path: `${SHOTS}/photo-4x-corner.png` });
      expect(errors).toEqual([]);
    });

    it('follows one finger to each corner; swipes in a row are not taken for a double tap', async () => {
      const cdp = await ctx.newCDPSession(page);
      const s = await rect(stage);
      const swipe = async (dx: number, dy: number) => {
        for (let n = 0; n < 4; n++) {
          const from = along(s, -dx, -dy);
          const to = along(s, dx, dy);
          const at = (k: number) => [
            { x: from.x + ((to.x - from.x) * k) / 10, y: from.y + ((to.y - from.y) * k) / 10, id: 1 },
          ];
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
          for (let k = 1; k <= 10; k++)
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        }
      };
      await swipe(1, 1);
      await corner().toBe('top left');
      await swipe(-1, 0);
      await corner().toBe('top right');
      await swipe(0, -1);
      await corner().toBe('bottom right');
      await swipe(1, 0);
      await corner().toBe('bottom left');
      await cdp.detach();
    });

    it('moves with the arrow keys to each corner', async () => {
      await stage.focus();
      const press = async (key: string) => {
        for (let i = 0; i < 40; i++) await page.keyboard.press(key);
      };
      await press('ArrowLeft');
      await press('ArrowUp');
      await corner().toBe('top left');
      await press('ArrowRight');
      await corner().toBe('top right');
      await press('ArrowDown');
      await corner().toBe('bottom right');
      await press('ArrowLeft');
      await corner().toBe('bottom left');
      await page.keyboard.press('0');
      await expect.poll(() => stage.getAttribute('data-scale')).toBe('1');
    });
  });
});
