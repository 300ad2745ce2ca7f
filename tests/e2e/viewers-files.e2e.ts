import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, resetDemo, seedRecords } from './support/harness';
import { openAs, watermarkUser } from './support/srm-helpers';
import { demoUrl } from './support/servers';
import { type Watch, watchContext, watchPage } from '../hostile/browser';
import { show } from './support/viewer-helpers';

/**
 * The file viewers in SRM and QMS routes: a PDF page really drawn on a canvas (and only the pages
 * near the view), zoom 1 to 4, spreadsheet cells from a 10,000-row sheet with its tabs, xls and csv, an image,
 * the unsupported type message and clear errors for broken files. All under the strict CSP: no violations.
 */
const base = demoUrl();
const INSPECTION = '/pages/SRM/fileReview/showExcel?name=incoming-inspection-2024.xlsx';
let ctx: BrowserContext;
let page: Page;
let errors: string[];
let watch: Watch;

// One tab for the file, loaded once on the SRM list: each test opens its file by route as a link in the app
// would. The viewers change nothing stored. Content-Security-Policy violations are recorded from the first script.
beforeAll(async () => {
  await resetDemo(base);
  ctx = await launchBrowser({ locale: 'zh-CN' });
  await watchContext(ctx);
  ({ page, errors } = await openAs(ctx, base, '10001', '/pages/SRM/index/index'));
  watch = watchPage(page);
});
afterAll(() => ctx?.close());
beforeEach(() => {
  errors.length = 0;
});

/** Opens route unless the tab shows it already (a test may look further at what the test before opened). */
async function showOnce(route: string): Promise<void> {
  if ((await page.evaluate(() => location.hash)) !== `#${route}`) await show(page, route);
}

/** Colours of a drawn canvas: a blank one has a single colour. */
async function canvasColours(page: Page, pageNumber: number): Promise<number> {
  return page.locator(`[data-page="${pageNumber}"] canvas`).evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  });
}

describe('PDF', () => {
  it('draws the first page of the 50-page file on a canvas, off the main thread, without drawing them all', async () => {
    await show(page, '/pages/SRM/fileReview/showPDF?name=supplier-quality-manual.pdf');
    const viewer = page.getByTestId('pdf-viewer');
    await viewer.waitFor();
    await expect.poll(() => viewer.getAttribute('data-pages')).toBe('50');
    await page.locator('[data-page="1"][data-drawn]').waitFor();
    expect(await canvasColours(page, 1)).toBeGreaterThan(5);
    await page.getByText('第 1 页，共 50 页').waitFor();
    const drawn = await page.locator('[data-page] canvas').count();
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(8);
    // pdf.js runs its worker from our origin (CSP worker-src 'self').
    expect(page.workers().some((w) => w.url().endsWith('/pdf.worker.js'))).toBe(true);
    expect(await watermarkUser(page)).toBe('10001');
    expect(errors).toEqual([]);
  });

  it('draws a far page when it scrolls into view and releases the first', async () => {
    await show(page, '/pages/QMS/fileReview/showPDF?name=supplier-quality-manual.pdf');
    await page.locator('[data-page="1"][data-drawn]').waitFor();
    await page.locator('[data-page="40"]').scrollIntoViewIfNeeded();
    await page.locator('[data-page="40"][data-drawn]').waitFor();
    expect(await canvasColours(page, 40)).toBeGreaterThan(5);
    await expect.poll(() => page.locator('[data-page="1"] canvas').count()).toBe(0);
    await page.getByText('共 50 页', { exact: false }).waitFor();
  });

  it('zooms from 1x to 4x and no further, with the canvas within the phone cap', async () => {
    await show(page, '/pages/SRM/fileReview/showPDF?name=evaluation-report.pdf');
    await page.locator('[data-page="1"][data-drawn]').waitFor();
    const zoomIn = page.getByRole('button', { name: '放大' });
    for (let i = 0; i < 6; i++) if (await zoomIn.isEnabled()) await zoomIn.click();
    await expect.poll(() => page.getByTestId('pdf-viewer').getAttribute('data-zoom')).toBe('4');
    expect(await zoomIn.isDisabled()).toBe(true);
    const width = await page.locator('[data-page="1"]').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(1000);
    await expect
      .poll(async () =>
        page
          .locator('[data-page="1"] canvas')
          .evaluate((c) => (c as HTMLCanvasElement).width * (c as HTMLCanvasElement).height),
      )
      .toBeGreaterThan(2_000_000);
    const pixels = await page
      .locator('[data-page="1"] canvas')
      .evaluate((c) => (c as HTMLCanvasElement).width * (c as HTMLCanvasElement).height);
    expect(pixels).toBeLessThanOrEqual(5_242_880);
    await page.getByRole('button', { name: '适应宽度' }).click();
    await expect.poll(() => page.getByTestId('pdf-viewer').getAttribute('data-zoom')).toBe('1');
  });

  it('a broken PDF shows a clear error, not a blank page', async () => {
    await show(page, '/pages/SRM/fileReview/showPDF?name=inspection-report-broken.pdf');
    await page.getByTestId('file-broken').getByText('此文件已损坏或不完整，无法显示。').waitFor();
    expect(errors.filter((e) => /Content Security Policy/.test(e))).toEqual([]);
  });
});

describe('spreadsheets', () => {
  it('shows the cells of the 10,000-row sheet with its frozen header row and only the visible rows in the DOM', async () => {
    await show(page, INSPECTION);
    const grid = page.getByRole('grid');
    await grid.getByRole('gridcell', { name: 'IQC-00001', exact: true }).waitFor();
    // Rows 1 to 10,001 plus the row of column letters.
    expect(await grid.getAttribute('aria-rowcount')).toBe('10002');
    await grid.getByRole('columnheader', { name: 'A', exact: true }).waitFor();
    await grid.getByRole('gridcell', { name: 'Supplier code' }).waitFor();
    expect(await grid.getByRole('gridcell').count()).toBeLessThan(1200);
    // Jump to the end: the last record is there, the file's frozen header row still on top.
    await grid.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await grid.getByRole('gridcell', { name: 'IQC-10000', exact: true }).waitFor();
    const header = await grid.getByRole('gridcell', { name: 'Record', exact: true }).boundingBox();
    const gridBox = await grid.boundingBox();
    expect(header!.y - gridBox!.y).toBeLessThan(30);
    // Right under the row of column letters, as in Excel.
    const letters = await grid.getByRole('columnheader', { name: 'A', exact: true }).boundingBox();
    expect(Math.abs(header!.y - (letters!.y + letters!.height))).toBeLessThan(2);
    expect(await grid.getByRole('gridcell').count()).toBeLessThan(1200);
    expect(page.workers().some((w) => w.url().endsWith('/sheet.worker.js'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('switches sheets with tabs; cell text with markup stays text', async () => {
    // The workbook the test before read, if it is still open: reading 10,000 rows again shows nothing new.
    await showOnce(INSPECTION);
    await page.getByRole('tab', { name: 'Inspection' }).waitFor();
    await page.getByRole('tab', { name: 'Summary' }).click();
    await page.getByRole('gridcell', { name: '蘇州恒通塑膠製品有限公司' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('gridcell', { name: '<img src=x onerror=alert(1)> must show as text' }).waitFor();
    expect(await page.locator('[data-esign-root] img[src="x"]').count()).toBe(0);
  });

  it('opens an old xls workbook from a QMS case and a UTF-8 csv', async () => {
    await show(page, '/pages/QMS/fileReview/showExcel?name=audit-checklist.xls');
    await page.getByRole('gridcell', { name: 'IQC-00001', exact: true }).waitFor();
    expect(await page.getByRole('grid').getAttribute('aria-rowcount')).toBe('202');
    expect(await page.getByRole('tab').count()).toBe(3);
    await show(page, '/pages/SRM/fileReview/showExcel?name=delivery-records.csv');
    await page.getByRole('gridcell', { name: 'Delivery no.' }).waitFor();
    await page.getByRole('gridcell', { name: '東莞精密五金有限公司' }).first().waitFor();
    expect(await page.getByRole('grid').getAttribute('aria-rowcount')).toBe('502');
  });

  it('a truncated workbook shows a clear error', async () => {
    await show(page, '/pages/SRM/fileReview/showExcel?name=price-list-broken.xlsx');
    await page.getByTestId('file-broken').getByText('此文件已损坏或不完整，无法显示。').waitFor();
  });
});

describe('images and other files', () => {
  it('opens an image with zoom from 1x to 4x', async () => {
    await show(page, '/pages/SRM/fileReview/showPDF?name=defect-photo.png');
    await page.getByTestId('image-viewer').getByRole('img', { name: 'defect-photo.png' }).waitFor();
    const zoomIn = page.getByRole('button', { name: '放大' });
    for (let i = 0; i < 8; i++) if (await zoomIn.isEnabled()) await zoomIn.click();
    await page.getByText('400%').waitFor();
    expect(await zoomIn.isDisabled()).toBe(true);
  });

  it('any other type says it cannot be viewed', async () => {
    await show(page, '/pages/QMS/fileReview/showPDF?name=connector-housing.dwg');
    await page.getByTestId('file-unsupported').getByText('该文件类型不支持查看', { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a file name with a path in it is refused', async () => {
    await show(page, '/pages/SRM/fileReview/showPDF?name=..%2F..%2Fetc%2Fpasswd');
    await page.getByTestId('error-view').waitFor();
  });

  it('every sample file in /demo/seed opens from its route: drawn, unsupported or broken as its type says', async () => {
    const files = (await seedRecords(base)).filter((r) => r.area === 'file');
    expect(new Set(files.map((f) => f.type))).toEqual(
      new Set(['pdf', 'xlsx', 'xls', 'csv', 'image', 'unsupported', 'corrupt']),
    );
    const expected: Record<string, string> = {
      pdf: '[data-page="1"][data-drawn]',
      xlsx: '[role="gridcell"]',
      xls: '[role="gridcell"]',
      csv: '[role="gridcell"]',
      image: '[data-testid="image-viewer"] img',
      unsupported: '[data-testid="file-unsupported"]',
      corrupt: '[data-testid="file-broken"]',
    };
    // The file's tab, each file opened by its route as a link in the app would: the viewers and their workers under
    // the demo's strict Content-Security-Policy, watched for violations from the first script on (of every test).
    // The 50,000-row workbook is the bench's (tests/bench/viewers.bench.ts): building it alone takes seconds.
    for (const f of files.filter((x) => x.id !== 'shipments-50000.xlsx')) {
      // Back to the list between files (show), so the file before cannot stand in for this one.
      await show(page, f.route);
      await page.locator(expected[f.type]).first().waitFor();
      expect(await page.evaluate(() => window.__cspViolations ?? []), f.route).toEqual([]);
    }
    expect(watch.consoleCsp).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);
});
