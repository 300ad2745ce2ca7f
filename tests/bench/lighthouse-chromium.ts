import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/harness';
import { KEYS } from '../../src/session/storage';

/**
 * A Chromium that Lighthouse drives through its debugging port, in a fresh profile. We start it ourselves (no
 * chrome-launcher) so that the same profile can be signed in first: Lighthouse keeps local storage between its
 * runs (its default storage reset clears caches and service workers, not local storage), so every audited
 * page opens with the session in place, as it does for a signed-in user, while the HTTP cache starts cold.
 */
export interface DebugChromium {
  port: number;
  close(): Promise<void>;
}

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForDebugger(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('chromium debugging port did not open');
}

export async function startChromium(): Promise<DebugChromium> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'esign-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${dir}`, 'about:blank'],
    // Its own process group, so that closing it ends its helpers too (they keep writing into the profile).
    { stdio: 'ignore', detached: true },
  );
  await waitForDebugger(port, child);
  return {
    port,
    async close() {
      const group = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      };
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        group('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      }
      group('SIGKILL');
      // A profile folder left in the temp directory costs nothing; a bench run lost to it (a helper still writing
      // on a loaded machine: ENOTEMPTY) costs every figure measured before it.
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`[bench] left ${dir}: ${String(error)}`);
      }
    },
  };
}

/**
 * Signs the profile in through the demo launch address (the token goes to local storage and leaves the
 * address), waits until home has kept what it showed, then closes the tab, leaving the browser to Lighthouse.
 */
export async function signIn(port: number, launch: string, ready: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(launch);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    // A returning user's launch: home has kept what it showed (src/account/lastHome.ts), which a launch by token
    // alone does once the profile has named the user; closing before that measured a first launch instead.
    await page.waitForFunction((key) => !!JSON.parse(localStorage.getItem(key) ?? 'null')?.owner, KEYS.lastKnown, {
      timeout: 30_000,
    });
    await page.close();
  } finally {
    // Connected over CDP: this disconnects and leaves the browser and its default profile running.
    await browser.close();
  }
}

/** The Lighthouse performance figures the benches report. */
export interface LhFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

/** One Lighthouse performance run against `url` in the Chromium listening on `port`. */
export async function audit(port: number, url: string): Promise<LhFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance.score ?? 0,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
  };
}
