import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { SapFile } from '../../src/api/sap';
import { CSV_TEXT, evaluationRow } from '../../demo/server/areas/real-world-files';
import { sampleFile } from '../../demo/server/areas/sample-files';
import { demoToken, resetDemo, seedRecords } from './support/harness';
import { api, confirmDialog, englishBrowser, openAs as openSap } from './support/sap-helpers';
import { openAs } from './support/srm-helpers';
import { demoUrl } from './support/servers';
import { show } from './support/viewer-helpers';

/** An attachment row is named by what it shows, then its action: "name · size · … · Open". */
const openRow = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · .* · Open$`);

/**
 * Files as people really have them, through the whole path in Chromium: attachments of every area open in the
 * viewer (SAP attachments, GS001P files, SRM and QMS case files) with download as the second action; names in
 * any script upload, list, open and download with their exact name; sheets look as Excel shows them (letters,
 * numbers, true position, merged cells, hidden rows and columns, formatted values, the file's frozen panes);
 * Big5, GBK, Shift-JIS and UTF-16 CSVs read correctly, with a choice of encoding; a 300-page PDF shows page 1
 * without drawing the rest; truncated, renamed and empty files say they are damaged. Fixtures:
 * demo/server/areas/real-world-files.ts.
 */
const base = demoUrl();
let ctx: BrowserContext;

beforeAll(async () => {
  ctx = await englishBrowser();
});
afterAll(() => ctx?.close());
beforeEach(() => resetDemo(base));
afterEach(async () => {
  for (const page of ctx.pages()) if (page !== tab) await page.close();
});

/**
 * One tab, loaded once on the SRM list, for the tests that only look at files: each opens its file by route as a
 * link in the app would (through the list, so the file before cannot stand in for it).
 */
let tab: Page | undefined;
/** The tab's console and page errors since the test began. */
const tabErrors: string[] = [];
beforeEach(() => {
  tabErrors.length = 0;
});
async function inTab(route: string): Promise<Page> {
  if (!tab) {
    const opened = await openAs(ctx, base, '10001', '/pages/SRM/index/index');
    tab = opened.page;
    tab.on('console', (m) => m.type() === 'error' && tabErrors.push(`console: ${m.text()}`));
    tab.on('pageerror', (e) => tabErrors.push(`page: ${e.message}`));
  }
  await tab.setViewportSize({ width: 390, height: 844 });
  await show(tab, route);
  return tab;
}

/** A name with everything people put in names: CJK, full-width punctuation, kana, Hangul, emoji, #, &, +, commas. */
const NAME = '供應商 評鑑（最終）【A】：#2 & 附件+B, カナ 한글 😀.xlsx';
const showExcel = (name: string) => `/pages/SRM/fileReview/showExcel?name=${encodeURIComponent(name)}`;
const showPdf = (name: string) => `/pages/SRM/fileReview/showPDF?name=${encodeURIComponent(name)}`;

/** The box of a cell by its address (data-cell), and of a column letter. */
const cell = (page: Page, address: string) => page.locator(`[data-cell="${address}"]`).first();
const letter = (grid: Locator, name: string) => grid.getByRole('columnheader', { name, exact: true });

/** The 50,000-row sheet on a phone-sized page, its first cell shown. */
async function openLongSheet(context: BrowserContext): Promise<{ page: Page; grid: Locator }> {
  const { page } = await openAs(context, base, '10001', showExcel('shipments-50000.xlsx'));
  await page.setViewportSize({ width: 390, height: 844 });
  const grid = page.getByRole('grid');
  // Reading 50,000 rows takes a loaded machine far longer than a page's usual wait, and a hook gets no retry.
  await grid.getByRole('gridcell', { name: 'IQC-00001', exact: true }).waitFor({ timeout: 120_000 });
  return { page, grid };
}

async function downloadName(page: Page, click: () => Promise<void>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file.suggestedFilename();
}

describe('every attachment opens in the viewer; download is the second action', () => {
  it('SAP: a freshly uploaded file with a name in any script lists, opens at once, and downloads with its exact name', async () => {
    const form = (await seedRecords(base)).find(
      (r) => r.area === 'sap' && r.type === 'purchaseOrder' && r.status === 'under approval',
    )!;
    const { page, errors } = await openSap(ctx, base, '10001', `/pages/SAP/file/fileList?id=${form.id}`);
    await page.getByRole('link', { name: 'Add attachment' }).click();
    const xlsx = sampleFile('供應商 評鑑 清單.xlsx')!.bytes;
    await page.getByLabel('Choose a file').setInputFiles({
      name: NAME,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(xlsx),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    // SPEC 5: "submit data" is confirmed first.
    await confirmDialog(page);
    await page.waitForURL((u) => u.hash.includes('/pages/SAP/file/fileList'), { timeout: 30_000 });
    // Listed with its exact name, on the server too.
    await page.getByText(NAME, { exact: true }).waitFor();
    const stored = (await api<SapFile[]>(base, '10001', `/sap/forms/${form.id}/files`)).find((f) => f.name === NAME)!;
    expect(stored).toBeTruthy();
    // Tapping it opens the viewer (not a download): the sheet, titled with the exact name.
    await page.getByRole('button', { name: openRow(NAME) }).click();
    await page.waitForURL((u) => u.hash.includes(`file=${stored.id}`));
    await page.getByRole('heading', { name: NAME }).waitFor();
    await page.getByRole('gridcell', { name: '供應商代碼' }).waitFor();
    // Download from the viewer and from the list: the exact name both times.
    expect(await downloadName(page, () => page.getByRole('button', { name: `Download ${NAME}` }).click())).toBe(NAME);
    await page.goBack();
    expect(await downloadName(page, () => page.getByRole('button', { name: `Download ${NAME}` }).click())).toBe(NAME);
    // The header carries the name as RFC 5987 filename* (UTF-8, percent-encoded) and an ASCII fallback.
    const token = await demoToken(base, '10001');
    const res = await fetch(`${base}/gateway/bpm/sap/files/${stored.id}`, {
      headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
    });
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(NAME);
    expect(errors).toEqual([]);
  });

  it('SAP: the seeded attachments of a form open in their viewers (PDF, sheet, image) from the processing page', async () => {
    const form = (await seedRecords(base)).find(
      (r) => r.area === 'sap' && r.type === 'purchaseOrder' && r.status === 'under approval',
    )!;
    const files = await api<SapFile[]>(base, '10001', `/sap/forms/${form.id}/files`);
    expect(files.length).toBeGreaterThan(0);
    const { page } = await openSap(ctx, base, '10001', `/pages/SAP/file/fileList?id=${form.id}`);
    for (const f of files) {
      await page.getByRole('button', { name: openRow(f.name) }).click();
      const ready = /\.pdf$/.test(f.name)
        ? '[data-page="1"][data-drawn]'
        : /\.xlsx$/.test(f.name)
          ? '[role="gridcell"]'
          : '[data-testid="image-viewer"] img';
      await page.locator(ready).first().waitFor();
      await page.goBack();
      await page.getByRole('button', { name: openRow(f.name) }).waitFor();
    }
  });

  it('GS001P: an uploaded file opens in the viewer from the case and downloads with its exact name', async () => {
    const returned = (await seedRecords(base)).find((r) => r.area === 'gs001p' && r.title === 'Returned to business')!;
    const { page, errors } = await openSap(ctx, base, returned.assignee, returned.route);
    const name = '試作品 写真（第2版）#1 & 검사.png';
    const png = sampleFile('defect-photo.png')!.bytes;
    await page.getByTestId('upload-other').setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from(png) });
    await page.getByText(name, { exact: true }).waitFor();
    await page.getByRole('button', { name: openRow(name) }).click();
    await page.waitForURL((u) => u.hash.includes('/pages/GS001P/detail') && u.hash.includes('file='));
    await page.getByTestId('image-viewer').getByRole('img', { name }).waitFor();
    expect(await downloadName(page, () => page.getByRole('button', { name: `Download ${name}` }).click())).toBe(name);
    // The drawing seeded with the case is a PDF: it opens too.
    await page.goBack();
    const drawing = page.getByRole('button', { name: /^GS\d+-drawing-A\.pdf · .* · Open$/ });
    await drawing.click();
    await page.locator('[data-page="1"][data-drawn]').waitFor();
    expect(errors).toEqual([]);
  });

  it('SRM and QMS: a case file opens from the list; the arrow downloads it with its exact name', async () => {
    const srm = (await seedRecords(base)).find(
      (r) => r.area === 'srm' && r.route.includes('/processingInfo/processingInfo?'),
    )!;
    const { page } = await openAs(ctx, base, srm.assignee, srm.route);
    // A file link is named by what it shows: the file's name, then its size.
    const link = page.getByRole('link', { name: /\.(pdf|xlsx|xls|csv|png)\s*[\d.]+ [KM]B$/ }).first();
    await link.waitFor();
    const fileName = (await link.textContent())!.replace(/\s*[\d.]+ [KM]B$/, '');
    expect(await downloadName(page, () => page.getByRole('button', { name: `Download ${fileName}` }).click())).toBe(
      fileName,
    );
    await link.click();
    await page.waitForURL((u) => u.hash.includes('/pages/SRM/fileReview/'));
    await page
      .locator('[data-page="1"][data-drawn], [role="gridcell"], [data-testid="image-viewer"] img')
      .first()
      .waitFor();
  });
});

describe('file names', () => {
  it('names in any script open, with the exact name as the title', async () => {
    for (const name of [
      '供應商 評鑑 清單.xlsx',
      '入库记录【GBK】#2.csv',
      '納品書_シフトJIS & 検収.csv',
      '검사 기록 UTF-16.csv',
      'サプライヤー一覧 😀.csv',
    ]) {
      const page = await inTab(showExcel(name));
      await page.getByRole('heading', { name, exact: true }).waitFor();
      await page.getByRole('gridcell').first().waitFor();
    }
  });

  it('refuses only paths, control characters and over-long names', async () => {
    for (const bad of ['../../etc/passwd', 'a\\b.pdf', '..', 'a\u0007b.pdf', `${'長'.repeat(260)}.pdf`]) {
      // Through the list between names (inTab), so the refusal before cannot stand in for this one.
      const page = await inTab(showPdf(bad));
      await page.getByTestId('error-view').waitFor();
    }
  });
});

describe('sheets as Excel shows them', () => {
  it('letters and row numbers; a table from B3 is at B3; a sheet without frozen panes freezes no note row', async () => {
    const page = await inTab(showExcel('供應商 評鑑 清單.xlsx'));
    const errors = tabErrors;
    await page.getByRole('tab', { name: 'Offset' }).click();
    const grid = page.getByRole('grid');
    const note = cell(page, 'B3');
    await note.waitFor();
    expect(await note.textContent()).toBe('Note: figures are provisional until month-end closing.');
    // B3 sits under the letter B and beside the row number 3.
    const [b, box, three] = [
      await letter(grid, 'B').boundingBox(),
      await note.boundingBox(),
      await grid.getByRole('rowheader', { name: '3', exact: true }).boundingBox(),
    ];
    expect(Math.abs(b!.x - box!.x)).toBeLessThan(1);
    expect(Math.abs(three!.y - box!.y)).toBeLessThan(1);
    await letter(grid, 'A').waitFor();
    expect(await page.getByTestId('sheet-viewer').getAttribute('data-frozen')).toBe('0,0');
    // Scrolled down, the note rows go away with the rest: nothing was taken for a header.
    await page.setViewportSize({ width: 390, height: 300 });
    await grid.evaluate((el) => (el.scrollTop = 200));
    await expect.poll(async () => (await note.boundingBox())?.y ?? -1e9).toBeLessThan((await grid.boundingBox())!.y);
    expect(errors).toEqual([]);
  });

  it('merged cells span, hidden rows and columns are hidden, values are formatted, frozen panes stay', async () => {
    const page = await inTab(showExcel('供應商 評鑑 清單.xlsx'));
    const grid = page.getByRole('grid');
    const title = cell(page, 'B1');
    await title.waitFor();
    expect(await page.getByTestId('sheet-viewer').getAttribute('data-frozen')).toBe('5,2');
    // The title spans B1:I1: from letter B to the end of letter I (H is hidden and takes no room).
    expect(await title.getAttribute('aria-colspan')).toBe('8');
    // Column I in view (the grid goes on with empty columns after it, as in Excel).
    await grid.evaluate((el) => (el.scrollLeft = 300));
    await expect
      .poll(async () => {
        const [t, i] = [await title.boundingBox(), await letter(grid, 'I').boundingBox()];
        return Math.round(t!.x + t!.width - (i!.x + i!.width));
      })
      .toBe(0);
    expect(await letter(grid, 'H').count()).toBe(0);
    expect(await grid.getByRole('rowheader', { name: '4', exact: true }).count()).toBe(0);
    await grid.getByRole('rowheader', { name: '5', exact: true }).waitFor();
    // Formatted as in Excel.
    const row = evaluationRow(0);
    await grid.evaluate((el) => (el.scrollLeft = 0));
    expect(await cell(page, 'C6').textContent()).toBe(row.name);
    for (const [address, text] of [
      ['D6', '2024/7/1'],
      ['F6', '85.0%'],
      ['G6', 'NT$120,000'],
      ['I6', '¥50,000'],
    ]) {
      await grid.evaluate((el, x) => (el.scrollLeft = x), address === 'I6' ? 300 : 0);
      expect(await cell(page, address).textContent()).toBe(text);
    }
    // Frozen panes: scrolled down and right, the header row 5 and column B stay where they were.
    await grid.evaluate((el) => {
      el.scrollLeft = 0;
      el.scrollTop = 0;
    });
    const header = await cell(page, 'C5').boundingBox();
    const code = await cell(page, 'B6').boundingBox();
    await grid.evaluate((el) => (el.scrollTop = 600));
    await cell(page, 'B30').waitFor();
    expect((await cell(page, 'C5').boundingBox())!.y).toBeCloseTo(header!.y, 0);
    await grid.evaluate((el) => (el.scrollLeft = 400));
    await expect.poll(async () => (await cell(page, 'B30').boundingBox())!.x).toBeCloseTo(code!.x, 0);
  });

  describe('the 50,000-row sheet, read once and scrolled back to its top before each test', () => {
    let longCtx: BrowserContext;
    let long: { page: Page; grid: Locator };
    beforeAll(async () => {
      // Its own context: the file's afterEach closes the other tabs. Reading 50,000 rows is the slow part.
      longCtx = await englishBrowser();
      long = await openLongSheet(longCtx);
    }, 180_000);
    afterAll(() => longCtx?.close());
    beforeEach(async () => {
      await long.grid.evaluate((el) => (el.scrollTop = 0));
      await expect.poll(() => long.grid.evaluate((el) => el.querySelector('canvas')!.style.display)).toBe('');
      await long.grid.getByRole('gridcell', { name: 'IQC-00001', exact: true }).waitFor();
    });

    it('a scroll in progress is drawn with the rows under the view; where it rests the cells take over, and the drawing goes', async () => {
      const { page, grid } = long;
      // A steady scroll of 30 frames of 120 px, as a finger's.
      const during = await grid.evaluate(async (el) => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
        for (let i = 0; i < 30; i++) {
          el.scrollTop += 120;
          await frame();
        }
        await frame();
        const canvas = el.querySelector('canvas')!;
        // Dark pixels in the drawing: its texts and numbers.
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let ink = 0;
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 128) ink++;
        return { shown: canvas.style.display, rows: canvas.dataset.rows ?? '', top: el.scrollTop, ink };
      });
      expect(during.shown).toBe('block');
      const [first, last] = during.rows.split(':').map(Number);
      // 3,600 px down, under the frozen header row: the first row in view is row 130 (index 129).
      expect(during.top).toBe(3600);
      expect(first).toBe(129);
      expect(last - first).toBeGreaterThan(20);
      expect(during.ink).toBeGreaterThan(2000);
      // At rest the grid's own cells show the same rows (what assistive technology reads), and the drawing is gone.
      await expect.poll(() => grid.evaluate((el) => el.querySelector('canvas')!.style.display)).toBe('');
      expect(await cell(page, 'A131').textContent()).toBe('IQC-00130');
      expect(await cell(page, `A${last + 1}`).textContent()).toBe(`IQC-${String(last).padStart(5, '0')}`);
    });

    it('a steady scroll, drawn by moving the picture and adding the rows that came into view, shows what the view drawn whole shows', async () => {
      const { grid } = long;
      const result = await grid.evaluate(async (el) => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
        const canvas = el.querySelector('canvas')!;
        const picture = async () => {
          // Until the drawing shows every row in view with its cells.
          for (let i = 0; i < 200 && !canvas.dataset.rows; i++) await frame();
          return {
            rows: canvas.dataset.rows ?? '',
            pixels: canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data,
          };
        };
        // 20 frames of 57 px (two rows and a pixel: the rows' lines and texts land between those of the frame before).
        for (let i = 0; i < 20; i++) {
          el.scrollTop += 57;
          await frame();
        }
        const moved = await picture();
        const at = el.scrollTop;
        // Away and back, each more than half the view: drawn whole.
        el.scrollTop = at + 5000;
        await frame();
        el.scrollTop = at;
        await frame();
        const whole = await picture();
        let differ = 0;
        for (let i = 0; i < moved.pixels.length; i++) if (moved.pixels[i] !== whole.pixels[i]) differ++;
        let ink = 0;
        for (let i = 0; i < whole.pixels.length; i += 4) if (whole.pixels[i] < 128) ink++;
        return { at, moved: moved.rows, whole: whole.rows, differ, ink, shown: canvas.style.display };
      });
      expect(result.at).toBe(1140);
      expect(result.shown).toBe('block');
      expect(result.moved).not.toBe('');
      expect(result.whole).toBe(result.moved);
      expect(result.ink).toBeGreaterThan(2000);
      expect(result.differ).toBe(0);
    });

    it('after a jump the rows left behind leave the page as one element, and the new place fills a few rows per frame, one row first', async () => {
      const { page, grid } = long;
      await expect.poll(() => grid.evaluate((el) => el.querySelector('canvas')!.style.display)).toBe('');
      // Each render of the grid is one batch of changes: rows taken down one by one, and rows put up, per batch.
      const seen = await grid.evaluate(async (el) => {
        const batches: { added: number; removedRows: number }[] = [];
        const rowsIn = (nodes: NodeList) =>
          [...nodes].reduce(
            (n, node) =>
              n +
              (node instanceof Element
                ? (node.matches('[role="row"]') ? 1 : 0) + node.querySelectorAll('[role="row"]').length
                : 0),
            0,
          );
        const observer = new MutationObserver((records) => {
          let added = 0;
          let removedRows = 0;
          for (const record of records) {
            added += rowsIn(record.addedNodes);
            removedRows += [...record.removedNodes].filter(
              (node) => node instanceof Element && node.matches('[role="row"]'),
            ).length;
          }
          if (added || removedRows) batches.push({ added, removedRows });
        });
        observer.observe(el, { childList: true, subtree: true });
        el.scrollTop = el.scrollHeight / 2;
        const t0 = performance.now();
        do await new Promise((r) => setTimeout(r, 50));
        while (
          (el.querySelector('canvas')!.style.display === 'block' || performance.now() - t0 < 400) &&
          performance.now() - t0 < 20_000
        );
        observer.disconnect();
        return { batches, top: el.scrollTop };
      });
      // Not one of the hundred-odd rows of the first place was taken down on its own: they went with their box.
      expect(seen.batches.reduce((n, b) => n + b.removedRows, 0)).toBe(0);
      expect(seen.batches[0].added).toBeLessThanOrEqual(2);
      expect(seen.batches.length).toBeGreaterThan(2);
      const first = Math.floor(seen.top / 28) + 2;
      expect(await cell(page, `A${first + 2}`).textContent()).toBe(`IQC-${String(first + 1).padStart(5, '0')}`);
    });

    it("where a jump rests, the rows each render adds are laid out in the render's own task, not in the frame after it", async () => {
      const { page, grid } = long;
      await expect.poll(() => grid.evaluate((el) => el.querySelector('canvas')!.style.display)).toBe('');
      const cdp = await page.context().newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline', transferMode: 'ReportEvents' });
      await grid.evaluate(async (el) => {
        el.scrollTop = el.scrollHeight / 2;
        const t0 = performance.now();
        do await new Promise((r) => setTimeout(r, 50));
        while (
          (el.querySelector('canvas')!.style.display === 'block' || performance.now() - t0 < 400) &&
          performance.now() - t0 < 20_000
        );
      });
      await cdp.send('Tracing.end');
      await done;
      // The page's main thread: each task, and the layouts of a row or more (a row and its cells are 27 elements here;
      // the frame of the jump itself and the one that takes the drawing away lay out 14 or 15: the scroll, the drawing).
      const main = events.find(
        (e) =>
          e.ph === 'M' &&
          e.name === 'thread_name' &&
          e.args?.name === 'CrRendererMain' &&
          events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'Layout'),
      )!;
      const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
      const tasks = mine.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
      const big = mine.filter((e) => e.name === 'Layout' && (e.args?.beginData?.dirtyObjects ?? 0) >= 20);
      const taskOf = (e: TraceEvent) => tasks.find((t) => t.ts <= e.ts && e.ts <= t.ts + (t.dur ?? 0));
      const inFrames = big.filter((e) => taskOf(e)?.args?.src_func === 'ScheduledActionSendBeginMainFrame');
      // The new place filled over several renders, each laying its rows out itself; no frame had rows to lay out.
      expect(big.length - inFrames.length).toBeGreaterThan(2);
      expect(inFrames).toEqual([]);
    });
  });
});

describe('CSV encodings', () => {
  it.each([
    ['出貨明細（Big5）.csv', 'big5', 'Traditional Chinese (Big5)'],
    ['入库记录【GBK】#2.csv', 'gbk', 'Simplified Chinese (GBK/GB18030)'],
    ['納品書_シフトJIS & 検収.csv', 'shift_jis', 'Japanese (Shift-JIS)'],
    ['검사 기록 UTF-16.csv', 'utf-16le', 'Unicode (UTF-16 LE)'],
    ['批次說明 utf-16be.csv', 'utf-16be', 'Unicode (UTF-16 BE)'],
  ] as const)('%s shows its text, read as %s', async (name, source, label) => {
    const page = await inTab(showExcel(name));
    const grid = page.getByRole('grid');
    for (const text of CSV_TEXT[source][1].slice(0, 3))
      await grid.getByRole('gridcell', { name: text, exact: true }).first().waitFor();
    const select = page.getByLabel('Text encoding');
    expect(await select.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0].textContent)).toBe(
      `${label} (detected)`,
    );
    expect(await page.getByTestId('encoding-unsure').count()).toBe(0);
  });

  it('the user can read the file in another encoding and back', async () => {
    const page = await inTab(showExcel('出貨明細（Big5）.csv'));
    const grid = page.getByRole('grid');
    const supplier = CSV_TEXT.big5[1][2];
    await grid.getByRole('gridcell', { name: supplier }).first().waitFor();
    await page.getByLabel('Text encoding').selectOption('gb18030');
    await expect.poll(() => grid.getByRole('gridcell', { name: supplier }).count()).toBe(0);
    await page.getByLabel('Text encoding').selectOption('big5');
    await grid.getByRole('gridcell', { name: supplier }).first().waitFor();
  });
});

describe('big and broken files', () => {
  it('a 300-page PDF shows page 1 without drawing the rest', async () => {
    const page = await inTab(showPdf('品質手冊（全 300 頁）#2 & 附錄+A, 最終版.pdf'));
    const errors = tabErrors;
    await page.locator('[data-page="1"][data-drawn]').waitFor();
    expect(await page.getByTestId('pdf-viewer').getAttribute('data-pages')).toBe('300');
    expect(await page.locator('[data-page] canvas').count()).toBeLessThan(6);
    expect(errors).toEqual([]);
  });

  it.each([
    '檢驗報告（截斷）.pdf',
    'meeting-notes（其實是文字）.pdf',
    '空白檔案.pdf',
    '空白表格.xlsx',
    'price-list-broken.xlsx',
  ])('%s says it is damaged and offers the download', async (name) => {
    const route = /\.xlsx$/.test(name) ? showExcel(name) : showPdf(name);
    const page = await inTab(route);
    const broken = page.getByTestId('file-broken');
    await broken.getByText('This file is damaged or incomplete and cannot be shown.').waitFor();
    expect(await downloadName(page, () => broken.getByRole('button', { name: `Download ${name}` }).click())).toBe(name);
  });

  it('a type the viewers do not open says so and offers the download', async () => {
    const page = await inTab('/pages/QMS/fileReview/showPDF?name=connector-housing.dwg');
    const message = page.getByTestId('file-unsupported');
    await message.getByText('This file type does not support viewing.').waitFor();
    expect(
      await downloadName(page, () => message.getByRole('button', { name: 'Download connector-housing.dwg' }).click()),
    ).toBe('connector-housing.dwg');
  });
});

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; src_func?: string; beginData?: { dirtyObjects?: number } };
}
