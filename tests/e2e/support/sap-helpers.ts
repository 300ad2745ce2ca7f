import type { BrowserContext, Page } from 'playwright-core';
import { demoToken, launchBrowser, launchUrl, type LaunchOptions } from './harness';

/** Shared steps of the SAP e2e files: an English UI, a signed-in page, and direct API reads for assertions. */

/** The client in English from the first screen (the first launch would otherwise pick zh-Hans, SPEC 1). */
export async function englishBrowser(options: LaunchOptions = {}): Promise<BrowserContext> {
  const ctx = await launchBrowser(options);
  await ctx.addInitScript(() => {
    localStorage.setItem('Locale', 'en');
    localStorage.setItem('isSetDefaultLang', 'true');
  });
  return ctx;
}

/** Signs in as userNo and opens route; waits for the page title. Returns the page and the errors it logged. */
export async function openAs(
  ctx: BrowserContext,
  base: string,
  userNo: string,
  route: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // Failed requests the test provoked (faults, 4xx) are logged by Chromium itself; page errors are what count.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  await page.goto(launchUrl(base, { userNo, to: route }));
  await page.locator('h1').first().waitFor();
  return { page, errors };
}

/** Opens another route in the same tab, as a link from the host would. */
export async function go(page: Page, base: string, route: string): Promise<void> {
  await page.goto(`${base}/#${route}`);
  await page.locator('h1').first().waitFor();
}

export async function api<T>(base: string, userNo: string, path: string): Promise<T> {
  const token = await demoToken(base, userNo);
  const res = await fetch(`${base}/gateway/bpm${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
  });
  return ((await res.json()) as { data: T }).data;
}

/** Confirms the open confirmation dialog with its confirm button. */
export async function confirmDialog(page: Page, name: RegExp | string = 'OK'): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name }).click();
}
