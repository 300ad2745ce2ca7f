import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, launchUrl, resetDemo, seedRecords } from './harness';
import { LOCALES, SALARY_PASSWORD, SIGNED_OUT, openRoute, routeAddresses, settle, switchLocale } from './quality-a11y-helpers';

/**
 * Issue 6, accessibility: axe-core (WCAG 2.x A and AA rules and axe's best practices) finds no violation on any
 * route of ROUTES.md, in each of the four languages, signed in as 10001 (the manager with data everywhere) and,
 * for the login pages, signed out. Pages that show one record open a real seeded record. One browser context per
 * language: the language is switched through storage and a reload, pages are opened by their hash.
 * The app renders inside an open shadow root; the first test proves axe looks inside it.
 */
// A11Y_BUILD=react runs the same checks against the React build.
const base = process.env.A11Y_BUILD === 'react' ? inject('reactUrl') : inject('baseUrl');
const seed = await seedRecords(base);
const routes = routeAddresses(seed);

interface Finding {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  summary: string;
}

async function audit(page: Page): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' >> ')),
    summary: (v.nodes[0]?.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
  }));
}

/** The salary pages open behind a second password kept in memory; type it (any language: by field type). */
async function unlockSalary(page: Page) {
  await openRoute(page, '/pages/salary/login');
  await page.locator('input[type=password]').fill(SALARY_PASSWORD);
  await page.locator('input[type=password]').press('Enter');
  await page.locator('[data-testid=salary-net]').waitFor();
  await settle(page);
}

describe('axe sees inside the widget', () => {
  it('reports a nameless button planted in the shadow root, and nothing once it is gone', async () => {
    await resetDemo(base);
    const ctx = await launchBrowser({ locale: 'en-US' });
    try {
      const page = await ctx.newPage();
      await page.goto(launchUrl(base, { userNo: '10001', to: '/pages/setting/setting' }));
      await settle(page);
      await page.evaluate(() => {
        const root = document.querySelector('[data-esign-mount]')!.shadowRoot!.querySelector('[data-esign-root] main')!;
        const planted = document.createElement('button');
        planted.id = 'planted';
        root.append(planted);
      });
      const found = await audit(page);
      expect(found.find((f) => f.rule === 'button-name')?.targets[0]).toContain('#planted');
      await page.evaluate(() => document.querySelector('[data-esign-mount]')!.shadowRoot!.getElementById('planted')!.remove());
      expect(await audit(page)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

describe.each(LOCALES)('axe, %s', (locale) => {
  let ctx: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await resetDemo(base);
    ctx = await launchBrowser({ locale: 'en-US' });
    page = await ctx.newPage();
    await page.goto(`${base}/#/pages/login/login?clear=1`);
    await switchLocale(page, locale);
  });
  afterAll(() => ctx?.close());

  it.each(SIGNED_OUT)('signed out: %s', async (path) => {
    await openRoute(page, path);
    expect(await audit(page)).toEqual([]);
  });

  it('signed out: the SRM variant login (/srm/, watermark)', async () => {
    await page.goto(`${base}/srm/#/pages/SRM/login/login`);
    await settle(page);
    expect(await audit(page)).toEqual([]);
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
      expect(await audit(page)).toEqual([]);
    });

    it('a confirmation dialog (log out, on the my tab)', async () => {
      await openRoute(page, '/pages/my/my');
      await page.locator('[data-esign-root] main button').last().click();
      await page.getByRole('dialog').waitFor();
      await settle(page);
      expect(await audit(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    });
  });
});
