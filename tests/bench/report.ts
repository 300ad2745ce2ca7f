import type { CDPSession, Page } from 'playwright-core';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../../docs/BENCHMARKS.md', import.meta.url));

/** The benches' sections, in the order the file shows them. */
export const SECTIONS = ['viewers', 'sap', 'lighthouse', 'peers', 'server', 'deeplink'] as const;
export type SectionName = (typeof SECTIONS)[number];

const HEADER = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (`tests/bench/run.ts`; `npm run bench -- sap` runs one bench): each bench replaces',
  'its own section and the file is rewritten whole, so it holds the latest figures only. Every page is measured',
  'in headless Chromium against the demo server on localhost; each section names its runs, its throttling and',
  'the machine it ran on. On a machine shared with other work, times are upper bounds: the ratios measured',
  'side by side (Preact / React, the client / uni-app) are the figures to compare.',
];

/** The machine a section was measured on, said under its figures. */
export function machine(): string {
  const cpu = cpus();
  const memory = Math.round(totalmem() / 2 ** 30);
  return `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${memory} GB, Node ${process.version}.`;
}

const marker = (name: string) => new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`);

/**
 * Puts one bench's section into docs/BENCHMARKS.md and rewrites the file whole: the header, then every section in
 * `SECTIONS` order, the others as the file held them. Nothing else survives, so the file never grows a log.
 */
export function writeSection(name: SectionName, lines: string[], file = FILE): string {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const section = [`<!-- ${name}:start -->`, ...lines, '', machine(), `<!-- ${name}:end -->`].join('\n');
  const sections = SECTIONS.map((n) => (n === name ? section : current.match(marker(n))?.[0])).filter(Boolean);
  writeFileSync(file, `${[HEADER.join('\n'), ...sections].join('\n\n')}\n`);
  return section;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const ms = (n: number) => `${Math.round(n)} ms`;

export interface RouteTiming {
  /** From the hash change to the frame that shows `ready`. */
  ms: number;
  /** Longest main-thread task meanwhile (PerformanceObserver 'longtask'; 0 = none over 50 ms). */
  longestTaskMs: number;
  /** Main-thread tasks over 50 ms meanwhile. */
  longTasks: number;
  /** Elements matching `count` in the frame that shows `ready`, and after settling (0 without `count`). */
  countAtReady: number;
  countSettled: number;
  /** Elements in the widget's shadow root afterwards. */
  nodes: number;
}

export interface RouteOptions {
  /** A selector whose matches are counted when `ready` shows and after settling (e.g. pages drawn). */
  count?: string;
  /** How long to keep watching for long tasks after `ready` shows; 300 ms unless told. */
  settleMs?: number;
}

/** Runs in the page: switches the hash to `route` and waits for `ready` inside the widget, timing it. */
export function timeRoute(page: Page, route: string, ready: string, options: RouteOptions = {}): Promise<RouteTiming> {
  return page.evaluate(
    async ({ route, ready, count, settleMs }) => {
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push(e.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
      const t0 = performance.now();
      location.hash = `#${route}`;
      const counted = () => (count ? root.querySelectorAll(count).length : 0);
      let countAtReady = 0;
      const ms = await new Promise<number>((resolve, reject) => {
        const stop = setTimeout(() => reject(new Error(`not ready: ${ready}`)), 120_000);
        const check = () => {
          if (root.querySelector(ready)) {
            clearTimeout(stop);
            countAtReady = counted();
            // The frame that shows it.
            requestAnimationFrame(() => resolve(performance.now() - t0));
          } else requestAnimationFrame(check);
        };
        check();
      });
      await new Promise((r) => setTimeout(r, settleMs ?? 300));
      observer.disconnect();
      return {
        ms,
        longestTaskMs: Math.max(0, ...tasks),
        longTasks: tasks.length,
        countAtReady,
        countSettled: counted(),
        nodes: root.querySelectorAll('*').length,
      };
    },
    { route, ready, count: options.count, settleMs: options.settleMs },
  );
}

export interface TaskTrace {
  /** Longest main-thread task in thread time (CPU time of the renderer's main thread, throttling included). */
  longestMs: number;
  /** Main-thread tasks over 50 ms of thread time. */
  over50: number;
}

/**
 * Traces `fn` and measures the page's main-thread tasks by thread time (the trace's `tdur`) rather than wall time:
 * on a loaded machine the wall time of a task also counts the time other processes had the CPU, which the page
 * did not cause. CPU throttling still counts (Chromium's throttle keeps the thread busy), so with a throttled
 * CPU the figures are those of the slow CPU.
 */
export async function traceTasks(cdp: CDPSession, fn: () => Promise<unknown>): Promise<TaskTrace> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: object[] }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
  try {
    await fn();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
  }
  // The renderer main thread that ran the most.
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || !mains.has(`${e.pid}:${e.tid}`)) continue;
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), (e.tdur ?? e.dur ?? 0) / 1000]);
  }
  const tasks =
    [...byThread.values()].sort((a, b) => b.reduce((x, y) => x + y, 0) - a.reduce((x, y) => x + y, 0))[0] ?? [];
  return { longestMs: Math.max(0, ...tasks), over50: tasks.filter((t) => t > 50).length };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
