import { loadavg } from 'node:os';
import { median, traceTasks, timeRoute, writeSection, type TaskTrace } from './report';
import type { Page } from 'playwright-core';
import { createDemoServer } from '../../demo/server/app';
import { launchBrowser, launchUrl } from '../e2e/support/harness';

/**
 * Viewer benchmarks, in real Chromium against the demo server and the built client:
 * - PDF: time from opening the viewer route to page 1 drawn, for the 50-page and the 300-page file; how many
 *   pages were drawn by then and a moment later (only those near the view may be); the longest main-thread task.
 * - spreadsheet: time to the first rows of the 10,000-row and the 50,000-row workbook; then large jumps (to 20%,
 *   55%, 90%, 35% and the end of the sheet, each timed until the rows under the view show their cells) and a
 *   steady scroll (150 frames of 120 px); the longest main-thread task and the count of tasks over 50 ms
 *   (PerformanceObserver 'longtask') while opening, jumping and scrolling.
 * RUNS cold opens (a fresh tab) each, without and with 4x CPU throttling (a phone); every run's value is written,
 * with the median. Run: npm run build:all && npx tsx tests/bench/run.ts viewers. Writes its section of
 * docs/BENCHMARKS.md.
 */

const RUNS = Number(process.env.VIEWERS_BENCH_RUNS ?? 3);
const pdf = (name: string) => `/pages/SRM/fileReview/showPDF?name=${encodeURIComponent(name)}`;
const excel = (name: string) => `/pages/SRM/fileReview/showExcel?name=${encodeURIComponent(name)}`;
const ALL_CASES = [
  { kind: 'pdf', label: 'PDF, 50 pages', route: pdf('supplier-quality-manual.pdf') },
  { kind: 'pdf', label: 'PDF, 300 pages', route: pdf('品質手冊（全 300 頁）#2 & 附錄+A, 最終版.pdf') },
  { kind: 'sheet', label: 'Sheet, 10,000 rows', route: excel('incoming-inspection-2024.xlsx') },
  { kind: 'sheet', label: 'Sheet, 50,000 rows', route: excel('shipments-50000.xlsx') },
] as const;
/**
 * A quick check while working on one viewer (VIEWERS_BENCH_ONLY="300 pages", VIEWERS_BENCH_CPU=4) prints its
 * runs and leaves docs/BENCHMARKS.md alone; the figures there always come from a full run.
 */
const ONLY = process.env.VIEWERS_BENCH_ONLY;
const CASES = ALL_CASES.filter((c) => !ONLY || c.label.includes(ONLY));
const THROTTLES = process.env.VIEWERS_BENCH_CPU ? [Number(process.env.VIEWERS_BENCH_CPU)] : [1, 4];
const PARTIAL = !!(ONLY || process.env.VIEWERS_BENCH_CPU);
const READY = { pdf: '[data-page="1"][data-drawn]', sheet: '[role="gridcell"]' };
const DRAWN = '[data-page][data-drawn]';

interface Scroll {
  /** Each jump, until the rows under the view show their cells. */
  jumpsMs: number[];
  jumpLongestMs: number;
  jumpLongTasks: number;
  steadyLongestMs: number;
  steadyLongTasks: number;
  /** Frames per second the steady scroll reached, and frames where the row under the view had no cells yet. */
  steadyFps: number;
  blankFrames: number;
}

interface Sample {
  firstMs: number;
  longestTaskMs: number;
  longTasks: number;
  drawnAtFirst: number;
  drawnSettled: number;
  /** The same tasks by thread time (traceTasks): what the page cost, without the machine's other load. */
  openCpu: TaskTrace;
  scroll?: Scroll;
  scrollCpu?: TaskTrace;
}

/** Large jumps, then a steady scroll, in the sheet's grid; long tasks counted for each part. */
export function scrollSheet(page: Page): Promise<Scroll> {
  return page.evaluate(async () => {
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push(e.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
    const grid = root.querySelector('[role="grid"]') as HTMLElement;
    const rows = Number(root.querySelector('[data-testid="sheet-viewer"]')!.getAttribute('data-rows'));
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    // A row a few rows into the view (rows are 28 px; the letters row and a frozen header sit above).
    const underView = () => Math.min(rows - 1, Math.floor(grid.scrollTop / 28) + 5);
    // A row shows its cells as elements, or in the drawing the viewer shows over them while the user scrolls
    // (src/viewers/sheet/scrollDrawing.ts: `data-rows` names the rows it drew with their cells).
    const drawn = (r: number) => {
      const canvas = root.querySelector('canvas');
      const [first, last] = (canvas?.style.display === 'block' && canvas.dataset.rows?.split(':').map(Number)) || [];
      return first !== undefined && r >= first && r <= last;
    };
    const shown = (r: number) =>
      drawn(r) || !!root.querySelector(`[role="row"][aria-rowindex="${r + 2}"] [role="gridcell"]`);
    const jumpTo = async (fraction: number) => {
      const t0 = performance.now();
      grid.scrollTop = fraction * (grid.scrollHeight - grid.clientHeight);
      const target = underView();
      while (!shown(target)) {
        if (performance.now() - t0 > 60_000) throw new Error(`row ${target} never showed`);
        await frame();
      }
      await frame();
      return performance.now() - t0;
    };
    // Until the grid's elements show where the scroll rested (the drawing gone): their catching up is part of the
    // scroll, and its tasks are counted with it.
    const settled = async () => {
      const t0 = performance.now();
      do await new Promise((r) => setTimeout(r, 100));
      while (root.querySelector('canvas')?.style.display === 'block' && performance.now() - t0 < 30_000);
      await new Promise((r) => setTimeout(r, 200));
    };
    const jumpsMs: number[] = [];
    for (const f of [0.2, 0.55, 0.9, 0.35, 1]) jumpsMs.push(await jumpTo(f));
    await settled();
    const jumpTasks = tasks.splice(0);
    await jumpTo(0.1);
    await settled();
    tasks.length = 0;
    const frames = 150;
    let blankFrames = 0;
    const t1 = performance.now();
    for (let i = 0; i < frames; i++) {
      grid.scrollTop += 120;
      await frame();
      if (!shown(underView())) blankFrames++;
    }
    const steadyFps = frames / ((performance.now() - t1) / 1000);
    await settled();
    observer.disconnect();
    return {
      jumpsMs,
      jumpLongestMs: Math.max(0, ...jumpTasks),
      jumpLongTasks: jumpTasks.length,
      steadyLongestMs: Math.max(0, ...tasks),
      steadyLongTasks: tasks.length,
      steadyFps,
      blankFrames,
    };
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
        let open!: Awaited<ReturnType<typeof timeRoute>>;
        const openCpu = await traceTasks(cdp, async () => {
          open = await timeRoute(
            page,
            c.route,
            READY[c.kind],
            c.kind === 'pdf' ? { count: DRAWN, settleMs: 1500 } : {},
          );
        });
        const sample: Sample = {
          openCpu,
          firstMs: open.ms,
          longestTaskMs: open.longestTaskMs,
          longTasks: open.longTasks,
          drawnAtFirst: open.countAtReady,
          drawnSettled: open.countSettled,
        };
        if (c.kind === 'sheet')
          sample.scrollCpu = await traceTasks(cdp, async () => (sample.scroll = await scrollSheet(page)));
        out[n].push(sample);
        console.log(
          `[viewers] x${throttle} ${c.label} run ${i + 1}: ${JSON.stringify(sample, (_, v) => (typeof v === 'number' ? Math.round(v) : v))}`,
        );
        await page.close();
      }
    }
  } finally {
    await ctx.close();
    await server.close();
  }
  return out;
}

/** "median (run 1, run 2, ...)". */
const runs = (xs: number[], unit = ' ms') =>
  `${Math.round(median(xs))}${unit} (${xs.map((x) => Math.round(x)).join(', ')})`;
const count = (xs: number[]) => runs(xs, '');

export async function runViewersBench(): Promise<string> {
  // Said with the figures: load on the shared machine moves the times.
  const loadAtStart = loadavg()[0];
  const pdfRows: string[] = [];
  const sheetRows: string[] = [];
  const scrollRows: string[] = [];
  for (const throttle of THROTTLES) {
    const samples = await measure(throttle);
    const label = throttle === 1 ? 'none' : `÷${throttle} (phone)`;
    for (const [n, c] of CASES.entries()) {
      const s = samples[n];
      if (c.kind === 'pdf') {
        pdfRows.push(
          `| ${label} | ${c.label} | ${runs(s.map((x) => x.firstMs))} | ${count(s.map((x) => x.drawnAtFirst))} | ${count(s.map((x) => x.drawnSettled))} | ${runs(s.map((x) => x.longestTaskMs))} | ${count(s.map((x) => x.longTasks))} | ${runs(s.map((x) => x.openCpu.longestMs))} | ${count(s.map((x) => x.openCpu.over50))} |`,
        );
        continue;
      }
      const sc = s.map((x) => x.scroll!);
      const cpu = s.map((x) => x.scrollCpu!);
      sheetRows.push(
        `| ${label} | ${c.label} | ${runs(s.map((x) => x.firstMs))} | ${runs(s.map((x) => x.longestTaskMs))} | ${count(s.map((x) => x.longTasks))} | ${runs(s.map((x) => x.openCpu.longestMs))} | ${count(s.map((x) => x.openCpu.over50))} |`,
      );
      scrollRows.push(
        `| ${label} | ${c.label} | ${sc.map((x) => x.jumpsMs.map((j) => Math.round(j)).join(' / ')).join('; ')} | ${runs(sc.map((x) => x.jumpLongestMs))} | ${count(sc.map((x) => x.jumpLongTasks))} | ${runs(sc.map((x) => x.steadyLongestMs))} | ${count(sc.map((x) => x.steadyLongTasks))} | ${count(sc.map((x) => x.steadyFps))} | ${count(sc.map((x) => x.blankFrames))} | ${runs(cpu.map((x) => x.longestMs))} | ${count(cpu.map((x) => x.over50))} |`,
      );
    }
  }
  if (PARTIAL) return [...pdfRows, ...sheetRows, ...scrollRows].join('\n');
  return writeSection('viewers', [
    '## File viewers',
    '',
    `${RUNS} cold opens of each file (390 x 844, Preact build). Each cell: the median, then every run's value in`,
    `brackets. One-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end: other work makes times`,
    'upper bounds; page counts do not depend on load. Times run from the hash change to the viewer route.',
    'Long tasks: `longtask` entries over 50 ms of wall time (0 = none), which count time other processes held the CPU;',
    '"thread time": the same tasks by the main thread\'s own CPU time in a Chromium trace (`tdur`), without that',
    'load. CPU ÷4: `Emulation.setCPUThrottlingRate` 4, a mid-range phone. Files: `demo/server/areas/sample-files.ts`',
    'and `real-world-files.ts`.',
    '',
    '### PDF: page 1',
    '',
    '| CPU | file | page 1 drawn | pages drawn at that moment | pages drawn 1.5 s later | longest task | tasks > 50 ms | longest task, thread time | tasks > 50 ms, thread time |',
    '|---|---|---|---|---|---|---|---|---|',
    ...pdfRows,
    '',
    '### Spreadsheet: opening',
    '',
    '| CPU | file | first rows | longest task | tasks > 50 ms | longest task, thread time | tasks > 50 ms, thread time |',
    '|---|---|---|---|---|---|---|',
    ...sheetRows,
    '',
    '### Spreadsheet: scrolling',
    '',
    'Jumps: to 20%, 55%, 90%, 35% and the end of the sheet, each timed until the rows under the view show their',
    'cells (runs separated by ";"). Steady: 150 frames of 120 px each. Blank frames: frames in which the row under',
    "the view had not got its cells yet. The tasks of each part are counted until the grid's elements have caught up",
    'where the scroll rested (the drawing of the scroll gone).',
    '',
    '| CPU | file | jumps | longest task (jumps) | tasks > 50 ms (jumps) | longest task (steady) | tasks > 50 ms (steady) | frames/s (steady) | blank frames | longest task, thread time (jumps and steady) | tasks > 50 ms, thread time |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...scrollRows,
    '',
    "PDF parsing runs in pdf.js's worker and the spreadsheet parse in the sheet worker; the main thread only draws",
    'the pages near the view and the cells on screen.',
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await runViewersBench());
}
