import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, launchUrl, resetDemo, seedRecords } from './harness';
import {
  SIGNED_OUT,
  openRoute,
  routeAddresses,
  settle,
  switchLocale,
  unlockSalary,
  type TestLocale,
} from './quality-a11y-helpers';
import { LANGUAGE_RULES, audit, type Finding } from './axe';
import { labelMismatches } from './label-in-name';
import { smallTargets } from './touch-targets';
import { demoUrl, reactUrl } from './servers';
import { watchContext, watchPage, type Watch } from '../../hostile/browser';

/**
 * The axe suite of issue 6, run by quality-a11y.e2e.ts (en and zh-Hans, light) and quality-a11y-hant-ja.e2e.ts
 * (zh-Hant light, ja dark): two files, so the two e2e workers share the four passes. Language and palette are
 * independent, so each language is walked once and the dark palette in one of them; every axe rule runs once per
 * palette (en light, ja dark) and the rules a language can change in every language. Each page it opens is also
 * checked for Label in Name (label-in-name.ts), which axe does not check, and in the English pass for touch
 * target sizes (touch-targets.ts): one walk, every check.
 *
 * axe-core (WCAG 2.x A and AA rules and axe's best practices) finds no violation on any
 * route of ROUTES.md, in each of the four languages, signed in as 10001 (the manager with data everywhere) and,
 * for the login pages, signed out. Pages that show one record open a real seeded record. One browser context per
 * language: the language is switched through storage and a reload, pages are opened by their hash.
 * The app renders inside an open shadow root; quality-a11y.e2e.ts first proves axe looks inside it.
 * The same walk watches the demo's strict Content-Security-Policy and the page's errors (issue 6, Security): a
 * route that breaks the policy or throws fails here, named (quality-security-csp.e2e.ts proves the watch can fail).
 */
// A11Y_BUILD=react runs the same checks against the React build.
export const a11yBase = (): string => (process.env.A11Y_BUILD === 'react' ? reactUrl() : demoUrl());

interface Checked {
  axe: Finding[];
  labelInName: string[];
  smallTargets: unknown[];
  csp: string[];
  errors: string[];
}

/**
 * One walk: a language, the palette the browser prefers, whether every axe rule runs or only those a language
 * can change (LANGUAGE_RULES: structure and colour are walked in full once per palette), and whether touch
 * targets are measured too.
 */
export interface Pass {
  locale: TestLocale;
  scheme: 'light' | 'dark';
  rules: 'all' | 'language';
  touch?: boolean;
}

/**
 * What a page fails: axe's violations, the controls whose name leaves out their visible text, policy violations
 * and page errors since the last check (taken, so that each route answers for its own).
 */
async function check(page: Page, watch: Watch, pass: Pass): Promise<Checked> {
  const csp = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
  return {
    axe: await audit(page, pass.rules === 'language' ? LANGUAGE_RULES : undefined),
    labelInName: await labelMismatches(page),
    smallTargets: pass.touch ? await smallTargets(page) : [],
    csp: [...csp, ...watch.consoleCsp.splice(0)],
    errors: watch.errors.splice(0),
  };
}
const CLEAN: Checked = { axe: [], labelInName: [], smallTargets: [], csp: [], errors: [] };

/**
 * Every route of ROUTES.md (and the login pages signed out, and a dialog) through axe, once per pass, with the
 * browser preferring the pass's scheme (the demo pages mount with theme scheme 'auto'; the root's data-scheme is
 * checked, so a dark run that silently rendered light fails).
 */
export async function axeSuite(passes: readonly Pass[]): Promise<void> {
  const base = a11yBase();
  const routes = routeAddresses(await seedRecords(base));

  describe.each(passes)('axe, $locale, $scheme scheme', (pass) => {
    const { locale, scheme: colorScheme } = pass;
    let ctx: BrowserContext;
    let page: Page;
    let watch: Watch;

    beforeAll(async () => {
      await resetDemo(base);
      ctx = await launchBrowser({ locale: 'en-US', colorScheme });
      await watchContext(ctx);
      page = await ctx.newPage();
      watch = watchPage(page);
      await page.goto(`${base}/#/pages/login/login?clear=1`);
      await switchLocale(page, locale);
    });
    afterAll(() => ctx?.close());

    it.each(SIGNED_OUT)('signed out: %s', async (path) => {
      await openRoute(page, path);
      expect(await page.locator('[data-esign-root]').getAttribute('data-scheme')).toBe(colorScheme);
      expect(await check(page, watch, pass)).toEqual(CLEAN);
    });

    it('signed out: the SRM variant login (/srm/, watermark)', async () => {
      await page.goto(`${base}/srm/#/pages/SRM/login/login`);
      await settle(page);
      expect(await check(page, watch, pass)).toEqual(CLEAN);
      await page.goto(`${base}/#/pages/login/login`);
      await settle(page);
    });

    describe('signed in as 10001', () => {
      beforeAll(async () => {
        await page.goto(launchUrl(base, { userNo: '10001' }));
        await page.locator(`[data-esign-root][lang="${locale}"]`).waitFor();
        await settle(page);
      });

      it.each(routes)('$address', async ({ path, address }) => {
        if (path === '/pages/salary/index') await unlockSalary(page);
        await openRoute(page, address);
        expect(await check(page, watch, pass)).toEqual(CLEAN);
      });

      it('a confirmation dialog (log out, on the my tab)', async () => {
        await openRoute(page, '/pages/my/my');
        await page.locator('[data-esign-root] main button').last().click();
        await page.getByRole('dialog').waitFor();
        await settle(page);
        expect(await check(page, watch, pass)).toEqual(CLEAN);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      });
    });
  });
}
