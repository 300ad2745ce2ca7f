import { existsSync } from 'node:fs';
import { type Browser, chromium, type BrowserContext, type Page, type Response } from 'playwright-core';
import type { FaultSpec } from '../../../demo/server/core/faults';
import type { SeedRecord } from '../../../demo/server/core/types';

export type { FaultSpec, SeedRecord };

/** Phone: the messaging app's web view. Desktop: the intranet portal. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface LaunchOptions {
  viewport?: keyof typeof VIEWPORTS | { width: number; height: number };
  /** Browser locale, e.g. 'zh-CN', 'zh-TW', 'en-US', 'ja-JP'. Default 'zh-TW'. */
  locale?: string;
  /** e.g. the messaging app's web view, whose user agent carries "wxwork". */
  userAgent?: string;
  /** prefers-color-scheme of the browser; the demo pages mount with theme scheme 'auto'. Default light. */
  colorScheme?: 'light' | 'dark';
}

/** The browser people use: CHROME_PATH, else Debian's Chromium. The benches measure in it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The Chromium the browser tests drive: CHROME_PATH, else Debian's headless shell when it is installed. The shell
 * is the same engine and version without the browser's window UI (its address bar alone starts two pages of its
 * own in every window), so a test's page load costs about a third of the processor time.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Debian's Chromium in a container: no sandbox, no GPU, nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium: in the e2e run, the one global-setup.ts started for this worker (a context has storage
 * and cache of its own, so nothing leaks between tests or files); elsewhere (benches), one started here.
 */
function browser(): Promise<Browser> {
  shared ??= (async () => {
    if (process.env.VITEST_POOL_ID) {
      const { inject } = await import('vitest');
      const endpoints = inject('browserEndpoints');
      const worker = Number(process.env.VITEST_POOL_ID);
      if (endpoints?.length) {
        const connected = await chromium.connect(endpoints[(worker - 1) % endpoints.length]);
        // A lost connection is not kept for the next file: it connects afresh.
        connected.on('disconnected', () => {
          shared = undefined;
        });
        return connected;
      }
    }
    return chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_FLAGS,
    });
  })();
  return shared;
}

/** Closes every context a file left open, so nothing it opened keeps running while the next file runs. */
export async function closeContexts(): Promise<void> {
  if (!shared) return;
  for (const context of (await shared).contexts()) await context.close().catch(() => undefined);
}

/** A fresh context (its own cookies, storage and cache) in the worker's Chromium. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserContext> {
  const viewport = typeof options.viewport === 'object' ? options.viewport : VIEWPORTS[options.viewport ?? 'phone'];
  return (await browser()).newContext({
    viewport,
    locale: options.locale ?? 'zh-TW',
    userAgent: options.userAgent,
    colorScheme: options.colorScheme ?? 'light',
  });
}

export interface OpenedPage {
  page: Page;
  /** The main document's response (after redirects), for status and headers. */
  response: Response | null;
  /** Console errors (CSP violations included) and uncaught page errors, in order. Assert it stays empty. */
  errors: string[];
}

/** Opens url in a new tab of ctx, recording errors from the very first script on. */
export async function openPage(ctx: BrowserContext, url: string): Promise<OpenedPage> {
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  const response = await page.goto(url);
  return { page, response, errors };
}

export interface LaunchSpec {
  userNo: string;
  /** authorization: token in the address; wxwork: as the messaging app opens it; srm: the /srm/ variant. */
  via?: 'authorization' | 'wxwork' | 'srm';
  /** Hash route with its query, default '/pages/index/index'. */
  to?: string;
}

/** The address that signs in as userNo and opens the route (GET /demo/launch redirects). */
export function launchUrl(base: string, spec: LaunchSpec): string {
  const query = new URLSearchParams({ userNo: spec.userNo, via: spec.via ?? 'authorization' });
  if (spec.to) query.set('to', spec.to);
  return `${base}/demo/launch?${query}`;
}

async function demoCall(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** Seed data back, faults cleared, clock offset and announced version back to default. Sessions survive. */
export async function resetDemo(base: string): Promise<void> {
  await demoCall(base, 'POST', '/demo/reset');
}

/** The next `times` (default 1) API responses under spec.path behave as the spec says. */
export async function fault(base: string, spec: FaultSpec): Promise<void> {
  await demoCall(base, 'POST', '/demo/fault', spec);
}

export async function clearFaults(base: string): Promise<void> {
  await demoCall(base, 'DELETE', '/demo/fault');
}

/** A valid access token for userNo, for API calls made by the test itself. */
export async function demoToken(base: string, userNo: string): Promise<string> {
  return ((await demoCall(base, 'GET', `/demo/token?userNo=${encodeURIComponent(userNo)}`)) as { token: string }).token;
}

/** Moves the server clock forward by ms; the areas' time rules run at once. Returns the new server time. */
export async function advanceClock(base: string, ms: number): Promise<number> {
  return ((await demoCall(base, 'POST', '/demo/clock', { offsetMs: ms })) as { now: number }).now;
}

/** What mainApi.version announces, e.g. to show the update dialog. */
export async function setServerVersion(base: string, version: string, versionCode: number): Promise<void> {
  await demoCall(base, 'POST', '/demo/version', { version, versionCode });
}

/** Every seeded record with the route that opens it (GET /demo/seed). */
export async function seedRecords(base: string): Promise<SeedRecord[]> {
  return (await demoCall(base, 'GET', '/demo/seed')) as SeedRecord[];
}
