import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { demoToken, launchBrowser, resetDemo } from './harness';
import { demoUrl } from './servers';

/**
 * The frame of the SRM and QMS e2e files: one zh-CN browser for the file, fresh demo data before each test and
 * no pages left open after it. `browser.ctx` is set once the browser is up.
 */
export function reviewSuite(): { base: string; browser: { ctx: BrowserContext } } {
  const base = demoUrl();
  const browser = {} as { ctx: BrowserContext };
  beforeAll(async () => {
    browser.ctx = await launchBrowser({ locale: 'zh-CN' });
  });
  afterAll(() => browser.ctx?.close());
  beforeEach(() => resetDemo(base));
  afterEach(async () => {
    for (const page of browser.ctx.pages()) await page.close();
  });
  return { base, browser };
}

/** A GET straight to a demo gateway as `userNo`: what the server answers, whatever the client would show. */
export async function gatewayGet(base: string, gateway: string, path: string, userNo: string) {
  const token = await demoToken(base, userNo);
  const res = await fetch(`${base}${gateway}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
  });
  return { status: res.status, body: await res.json() };
}
