import { median, ms, timeRoute, writeSection } from './report';
import type { Page } from 'playwright-core';
import { createDemoServer } from '../../demo/server/app';
import { launchBrowser, launchUrl } from '../e2e/support/harness';

/**
 * Viewer benchmarks, in real Chromium against the demo server and the built client:
 * - PDF: time from opening the viewer route to the first page drawn, for the 50-page and the 300-page file;
 * - spreadsheet: time to the first rows of the 10,000-row and the 50,000-row workbook, the longest main-thread
 *   task (PerformanceObserver 'longtask') while it opens and while scrolling it from top to bottom.
 * Each figure is the median of RUNS cold opens (a fresh tab), without and with 4x CPU throttling (a phone).
 * Run: npm run build && tsx tests/bench/viewers.bench.ts  (or through npm run bench). Writes its section of
 * docs/BENCHMARKS.md.
 */

const RUNS = 3;
const pdf = (name: string) => `/pages/SRM/fileReview/showPDF?name=${encodeURIComponent(name)}`;
const excel = (name: string) => `/pages/SRM/fileReview/showExcel?name=${encodeURIComponent(name)}`;
const CASES = [
  { kind: 'pdf', label: 'PDF, 50 pages', route: pdf('supplier-quality-manual.pdf') },
  { kind: 'pdf', label: 'PDF, 300 pages', route: pdf('品質手冊（全 300 頁）#2 & 附錄+A, 最終版.pdf') },
  { kind: 'sheet', label: 'Sheet, 10,000 rows', route: excel('incoming-inspection-2024.xlsx') },
  { kind: 'sheet', label: 'Sheet, 50,000 rows', route: excel('shipments-50000.xlsx') },
] as const;
const READY = { pdf: '[data-page="1"][data-drawn]', sheet: '[role="gridcell"]' };

interface Sample {
  firstMs: number;
  longestTaskMs: number;
  scrollLongestTaskMs?: number;
}

/** Switches the hash from the warm SRM home to the viewer and times it (first frame that shows `ready`). */
async function openViewer(page: Page, route: string, ready: string): Promise<Sample> {
  const { ms, longestTaskMs } = await timeRoute(page, route, ready);
  return { firstMs: ms, longestTaskMs };
}

/** Scrolls the grid from top to bottom in 60 frames and reports the longest main-thread task meanwhile. */
async function scrollSheet(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    const grid = document.querySelector('[data-esign-mount]')!.shadowRoot!.querySelector('[role="grid"]') as HTMLElement;
    const steps = 60;
    for (let i = 1; i <= steps; i++) {
      grid.scrollTop = (grid.scrollHeight * i) / steps;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    await new Promise((r) => setTimeout(r, 500));
    observer.disconnect();
    return Math.max(0, ...tasks);
  });
}

async function measure(throttle: number): Promise<Sample[][]> {
  const server = await createDemoServer({ port: 0, build: 'preact' });
  const ctx = await launchBrowser({ viewport: 'phone', locale: 'zh-CN' });
  // tsx keeps function names with a __name helper that the page does not have.
  await ctx.addInitScript('window.__name = (f) => f');
  const out: Sample[][] = CASES.map(() => []);
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const [n, c] of CASES.entries()) {
        // A fresh tab each run: the viewer chunk, the library and the worker load cold from the (local) server.
        const page = await ctx.newPage();
        const cdp = await ctx.newCDPSession(page);
        await page.goto(launchUrl(server.url, { userNo: '10001', via: 'srm', to: '/pages/SRM/index/index' }));
        await page.locator('[data-case]').first().waitFor();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        const sample = await openViewer(page, c.route, READY[c.kind]);
        if (c.kind === 'sheet') sample.scrollLongestTaskMs = await scrollSheet(page);
        out[n].push(sample);
        await page.close();
      }
    }
  } finally {
    await ctx.close();
    await server.close();
  }
  return out;
}

export async function runViewersBench(): Promise<string> {
  const rows: string[] = [];
  for (const throttle of [1, 4]) {
    const samples = await measure(throttle);
    const label = throttle === 1 ? 'no throttling' : `CPU ÷${throttle} (phone)`;
    for (const [n, c] of CASES.entries()) {
      const s = samples[n];
      const scroll = c.kind === 'sheet' ? ms(median(s.map((x) => x.scrollLongestTaskMs ?? 0))) : '–';
      rows.push(`| ${label} | ${c.label} | ${ms(median(s.map((x) => x.firstMs)))} | ${ms(median(s.map((x) => x.longestTaskMs)))} | ${scroll} |`);
    }
  }
  return writeSection('viewers', [
    '## File viewers',
    '',
    `Medians of ${RUNS} cold opens in headless Chromium (390 x 844, demo server on localhost, ${new Date().toISOString().slice(0, 10)}),`,
    'measured from the hash change to the viewer route. Longest task: PerformanceObserver `longtask` (0 = none over',
    '50 ms). Scrolling: the grid from top to bottom in 60 frames. Source: `tests/bench/viewers.bench.ts`; the files',
    'are generated by `demo/server/areas/sample-files.ts` and `real-world-files.ts`.',
    '',
    '| CPU | file | first page drawn / first rows | longest task while opening | longest task scrolling top to bottom |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    'PDF parsing runs in pdf.js\'s worker and the spreadsheet parse in the sheet worker; the main thread only draws',
    'the pages near the view and the cells on screen (a 300-page PDF draws page 1 and its neighbours, nothing more).',
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await runViewersBench());
}
