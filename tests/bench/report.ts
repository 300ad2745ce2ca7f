import type { Page } from 'playwright-core';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../../docs/BENCHMARKS.md', import.meta.url));

/**
 * Replaces (or appends) one bench's marked section of docs/BENCHMARKS.md, `<!-- name:start -->` to
 * `<!-- name:end -->`, so each bench owns its figures and never touches another's.
 */
export function writeSection(name: string, lines: string[]): string {
  const section = [`<!-- ${name}:start -->`, ...lines, `<!-- ${name}:end -->`].join('\n');
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  const marker = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  writeFileSync(FILE, marker.test(current) ? current.replace(marker, section) : `${current.trimEnd()}\n\n${section}\n`);
  return section;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const ms = (n: number) => `${Math.round(n)} ms`;

export interface RouteTiming {
  /** From the hash change to the frame that shows `ready`. */
  ms: number;
  /** Longest main-thread task meanwhile (PerformanceObserver 'longtask'; 0 = none over 50 ms). */
  longestTaskMs: number;
  /** Elements in the widget's shadow root afterwards. */
  nodes: number;
}

/** Runs in the page: switches the hash to `route` and waits for `ready` inside the widget, timing it. */
export function timeRoute(page: Page, route: string, ready: string): Promise<RouteTiming> {
  return page.evaluate(
    async ({ route, ready }) => {
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
      observer.observe({ type: 'longtask', buffered: false });
      const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
      const t0 = performance.now();
      location.hash = `#${route}`;
      const ms = await new Promise<number>((resolve, reject) => {
        const stop = setTimeout(() => reject(new Error(`not ready: ${ready}`)), 60_000);
        const check = () => {
          if (root.querySelector(ready)) {
            clearTimeout(stop);
            // The frame that shows it.
            requestAnimationFrame(() => resolve(performance.now() - t0));
          } else requestAnimationFrame(check);
        };
        check();
      });
      await new Promise((r) => setTimeout(r, 300));
      observer.disconnect();
      return { ms, longestTaskMs: Math.max(0, ...tasks), nodes: root.querySelectorAll('*').length };
    },
    { route, ready },
  );
}
