import { median, ms, timeRoute, writeSection } from './report';
import type { Page } from 'playwright-core';
import { createDemoServer, type Build } from '../../demo/server/app';
import { launchBrowser, launchUrl } from '../e2e/support/harness';

/**
 * SAP benchmarks (issue 3), in real Chromium with the CPU throttled 4x (Emulation.setCPUThrottlingRate, a
 * mid-range phone), against the demo server and the built client, Preact and React builds side by side:
 * - processing info of the purchase order with 200 line items: from the hash change to the header and the
 *   first line items drawn, and the longest main-thread task meanwhile;
 * - scrolling the PDS list to 300 forms: pages of 30 load as the list scrolls; time until 300 rows are in the
 *   list, the longest task, and the DOM nodes of the list at the end.
 * Each figure is the median of RUNS runs in a fresh tab with the app already started (the SAP home).
 * Run: npm run bench (all benches), or after a build: tsx tests/bench/sap.bench.ts. SAP_BENCH_ORDER=react-first
 * measures the React build first, to check that the order does not bias the figures.
 */

const RUNS = 3;
const THROTTLE = 4;
const PO = '/pages/SAP/processingInfo/purchaseOrder?id=4500012345';
const LIST = '/pages/SAP/PDSProcessing/PDSProcessing';

interface Sample {
  ms: number;
  longestTaskMs: number;
  nodes: number;
}

/** Scrolls the list's scroll container down, frame after frame, until `rows` forms are listed. */
function scrollList(page: Page, rows: number): Promise<Sample> {
  return page.evaluate(async (rows) => {
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
    const scroller = root.querySelector('main') as HTMLElement;
    const count = () => root.querySelectorAll('[data-form-id]').length;
    const t0 = performance.now();
    const deadline = t0 + 120_000;
    while (count() < rows) {
      if (performance.now() > deadline) throw new Error(`only ${count()} rows`);
      // A fast fling: 600 px a frame, as a thumb would, so the list sees its end come into view page after page.
      scroller.scrollTop = Math.min(scroller.scrollTop + 600, scroller.scrollHeight);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    const ms = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 300));
    observer.disconnect();
    return { ms, longestTaskMs: Math.max(0, ...tasks), nodes: root.querySelectorAll('ul *').length };
  }, rows);
}

async function measure(build: Build): Promise<{ po: Sample[]; list: Sample[] }> {
  const server = await createDemoServer({ port: 0, build });
  const ctx = await launchBrowser({ viewport: 'phone', locale: 'zh-CN' });
  // tsx keeps function names with a __name helper that the page does not have.
  await ctx.addInitScript('window.__name = (f) => f');
  const out = { po: [] as Sample[], list: [] as Sample[] };
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const kind of ['po', 'list'] as const) {
        const page = await ctx.newPage();
        const cdp = await ctx.newCDPSession(page);
        await page.goto(launchUrl(server.url, { userNo: '10001', to: '/pages/SAP/index' }));
        await page.locator('a[href*="PDSProcessing"]').first().waitFor();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
        if (kind === 'po') {
          out.po.push(await timeRoute(page, PO, '[data-testid="cards-items"] li'));
        } else {
          await timeRoute(page, LIST, '[data-form-id]');
          out.list.push(await scrollList(page, 300));
        }
        await page.close();
      }
    }
  } finally {
    await ctx.close();
    await server.close();
  }
  return out;
}

export async function runSapBench(): Promise<string> {
  const rows: string[] = [];
  for (const build of (process.env.SAP_BENCH_ORDER === 'react-first' ? ['react', 'preact'] : ['preact', 'react']) as Build[]) {
    const { po, list } = await measure(build);
    rows.push(
      `| ${build === 'preact' ? 'Preact (default)' : 'React'} | ${ms(median(po.map((s) => s.ms)))} | ${ms(median(po.map((s) => s.longestTaskMs)))} | ${median(po.map((s) => s.nodes))} | ${ms(median(list.map((s) => s.ms)))} | ${ms(median(list.map((s) => s.longestTaskMs)))} | ${median(list.map((s) => s.nodes))} |`,
    );
  }
  return writeSection('sap', [
    '## SAP approval workspace',
    '',
    `Medians of ${RUNS} runs in headless Chromium, CPU throttled ${THROTTLE}x (390 x 844, demo server on localhost,`,
    `${new Date().toISOString().slice(0, 10)}), each in a fresh tab with the app started on the SAP home. Longest task: PerformanceObserver`,
    '`longtask` (0 = none over 50 ms). Source: `tests/bench/sap.bench.ts`.',
    '',
    '| Build | PO with 200 line items: header and first items drawn | longest task | DOM nodes | PDS list: scroll to 300 forms (10 pages of 30) | longest task | list DOM nodes at 300 |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Line items render 20 at a time as the user scrolls (src/forms LineItems), so a 200-line order never builds',
    'all its cards at once; the list adds pages of 30 as its end comes into view.',
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await runSapBench());
}
