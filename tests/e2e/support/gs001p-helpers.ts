import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, launchUrl, type LaunchOptions } from './harness';

/** Shared steps of the GS001P, salary, binding and development e2e files. */

/** The client in English from the first screen (the first launch would otherwise pick zh-Hans, SPEC 1). */
export async function englishBrowser(options: LaunchOptions = {}): Promise<BrowserContext> {
  const ctx = await launchBrowser({ locale: 'en-US', ...options });
  await ctx.addInitScript(() => {
    if (!localStorage.getItem('isSetDefaultLang')) {
      localStorage.setItem('Locale', 'en');
      localStorage.setItem('isSetDefaultLang', 'true');
    }
  });
  return ctx;
}

/**
 * Serves the messaging web view with the demo flag (data-demo: demo hints and the outbox) or without it, as a
 * production host would mount the widget.
 */
export async function hostMode(page: Page, demo: boolean): Promise<void> {
  await page.route(/\/(\?[^#]*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/ data-demo(?=[\s>])/g, '');
    const body = demo ? html.replace('data-esign-mount', 'data-esign-mount data-demo') : html;
    await route.fulfill({ response, body });
  });
}

export interface Opened {
  page: Page;
  errors: string[];
}

function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // Failed requests the test provoked are logged by Chromium itself; page errors are what count.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** Signs in as userNo (a fresh token on the server's clock) and opens route. */
export async function openAs(
  ctx: BrowserContext,
  base: string,
  userNo: string,
  route: string,
  demo?: boolean,
): Promise<Opened> {
  const page = await ctx.newPage();
  const errors = watch(page);
  if (demo !== undefined) await hostMode(page, demo);
  await page.goto(launchUrl(base, { userNo, to: route }));
  await page.locator('h1').first().waitFor();
  return { page, errors };
}

/** Opens route without signing in. */
export async function openAnonymous(ctx: BrowserContext, base: string, route: string, demo?: boolean): Promise<Opened> {
  const page = await ctx.newPage();
  const errors = watch(page);
  if (demo !== undefined) await hostMode(page, demo);
  await page.goto(`${base}/#${route}`);
  await page.locator('h1').first().waitFor();
  return { page, errors };
}

/** Accepts the confirmation dialog that is open now. */
export async function acceptDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}
