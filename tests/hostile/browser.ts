import type { BrowserContext, Page } from 'playwright-core';
import { FLAG } from './corpus';

/**
 * Browser-side watchers for the security e2e files: a payload that runs sets window.__pwned or opens a dialog; a
 * Content-Security-Policy violation fires `securitypolicyviolation`. Both are recorded from the first script on.
 */

declare global {
  interface Window {
    __pwned?: unknown;
    __cspViolations?: string[];
  }
}

/** Installs the watchers in every page of ctx (call once, before opening pages). */
export async function watchContext(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

export interface Watch {
  dialogs: string[];
  errors: string[];
  consoleCsp: string[];
  /** Every console line of any type, for the token checks. */
  console: string[];
}

export function watchPage(page: Page): Watch {
  const watch: Watch = { dialogs: [], errors: [], consoleCsp: [], console: [] };
  page.on('dialog', (d) => {
    watch.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (e) => watch.errors.push(e.message));
  page.on('console', (m) => {
    watch.console.push(m.text());
    if (/Content.Security.Policy/i.test(m.text())) watch.consoleCsp.push(m.text());
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) watch.errors.push(m.text());
  });
  return watch;
}

export interface Observed {
  pwned: boolean;
  csp: string[];
  /** document.scrollingElement.scrollWidth */
  pageWidth: number;
  /** The widget root's scrollWidth and clientWidth. */
  rootScroll: number;
  rootClient: number;
}

export async function observe(page: Page): Promise<Observed> {
  return page.evaluate((flag) => {
    const root =
      document.querySelector('[data-esign-mount]')?.shadowRoot?.querySelector('[data-esign-root]') ??
      document.querySelector('[data-esign-root]');
    return {
      pwned: (window as unknown as Record<string, unknown>)[flag] !== undefined,
      csp: window.__cspViolations ?? [],
      pageWidth: document.scrollingElement!.scrollWidth,
      rootScroll: (root as HTMLElement | null)?.scrollWidth ?? -1,
      rootClient: (root as HTMLElement | null)?.clientWidth ?? -1,
    };
  }, FLAG);
}

/** Lets lazy chunks, images and late renders happen before looking. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(150);
}
