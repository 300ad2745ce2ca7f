import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, resetDemo, seedRecords } from './support/harness';
import { demoUrl, reactUrl } from './support/servers';
import { reusedTab } from './support/tab';

/**
 * The demo server as a browser sees it: headers and policy of the host pages, the demo index. Product flows live
 * in the client's own e2e files.
 */

const base = demoUrl();
const reactBase = reactUrl();
let ctx: BrowserContext;

beforeAll(async () => {
  ctx = await launchBrowser({ viewport: 'desktop' });
});
afterAll(() => ctx?.close());
beforeEach(() => resetDemo(base));
// Every page loads into the one tab of the file (support/tab.ts).
const tab = reusedTab(() => ctx);

/** Policy violations are reported as console errors starting like this in Chromium. */
const cspViolations = (errors: string[]) => errors.filter((e) => /Content Security Policy/i.test(e));

describe('host pages', () => {
  /** What a page shows beyond the policy, checked on the same load. */
  const more: Record<string, (page: Page) => Promise<void>> = {
    '/': async (page) => {
      expect(await page.locator('[data-esign-mount]').count(), 'one mount point configured by data attributes').toBe(1);
      // The server names this build's hashed loader chunk (what loader.js re-exports), so no launch waits on loader.js.
      expect(
        await page.locator('script[type=module]').evaluateAll((s) => s.map((e) => e.getAttribute('src'))),
        'the module script is the hashed loader chunk',
      ).toEqual([expect.stringMatching(/^\/chunks\/loader-[\w-]+\.js$/)]);
    },
    '/portal.html': async (page) => {
      const hostile = await page.evaluate(() => {
        const div = document.querySelector('.portal-card')!;
        return { boxSizing: getComputedStyle(div).boxSizing, fontSize: getComputedStyle(div).fontSize };
      });
      expect(hostile, 'the portal carries hostile global CSS in its own stylesheet').toEqual({
        boxSizing: 'content-box',
        fontSize: '20px',
      });
      expect(await page.locator('#esign-panel').count()).toBe(1);
    },
  };
  for (const [name, path, also] of [
    ['messaging web view', '/', ', with one mount point configured by data attributes'],
    ['SRM variant', '/srm/', ''],
    ['intranet portal', '/portal.html', ', and carries hostile global CSS in its own stylesheet'],
    ['demo index', '/demo.html', ''],
  ] as const) {
    it(`${name} (${path}) is served no-cache under the strict policy, with nothing inline${also}`, async () => {
      const { page, response, errors } = await tab.open(base + path);
      const headers = response!.headers();
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['content-security-policy']).toMatch(/default-src 'self'; script-src 'self'; style-src 'self';/);
      expect(headers['content-security-policy']).not.toMatch(/unsafe/);
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-content-type-options']).toBe('nosniff');

      const inline = await page.evaluate(() => ({
        scripts: [...document.querySelectorAll('script')].filter((s) => !s.src).length,
        styles: document.querySelectorAll('style, [style]').length,
        stylesheets: [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')),
      }));
      expect(inline.scripts).toBe(0);
      expect(inline.styles).toBe(0);
      // Absolute paths, so the /srm/ copy finds them too.
      for (const href of inline.stylesheets) expect(href).toMatch(/^\//);
      await more[path]?.(page);
      expect(cspViolations(errors)).toEqual([]);
    });
  }
});

describe('caching of the build', () => {
  for (const [name, url] of [
    ['preact', () => base],
    ['react', () => reactBase],
  ] as const) {
    it(`${name}: loader and embed revalidate, hashed chunks are immutable`, async () => {
      for (const file of ['/loader.js', '/embed.js']) {
        const res = await fetch(url() + file);
        expect(res.status, file).toBe(200);
        expect(res.headers.get('cache-control'), file).toBe('no-cache');
        expect(res.headers.get('content-type'), file).toMatch(/^text\/javascript/);
      }
      // The loader names its lazy chunks; whichever folder is served, ask for one of them.
      const loader = await (await fetch(`${url()}/loader.js`)).text();
      const chunk = /chunks\/[\w.-]+\.js/.exec(loader)?.[0];
      expect(chunk, 'the loader imports hashed chunks').toBeTruthy();
      const res = await fetch(`${url()}/${chunk}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });
  }
});

describe('demo index', () => {
  it('lists every seeded record as a launch link for its assignee, grouped by area, and the demo accounts with links to the portal and the SRM variant', async () => {
    const records = await seedRecords(base);
    expect(records.length).toBeGreaterThan(0);
    const { page, errors } = await tab.open(`${base}/demo.html`);
    await page.locator('#records[data-state=ready]').waitFor();

    for (const area of new Set(records.map((r) => r.area))) {
      const section = page.locator(`section.area[data-area="${area}"]`);
      expect(await section.locator('tbody tr').count(), area).toBe(records.filter((r) => r.area === area).length);
    }
    for (const record of records) {
      const href = `/demo/launch?${new URLSearchParams({ userNo: record.assignee, via: 'authorization', to: record.route })}`;
      expect(await page.locator(`a[href="${href}"]`).count(), record.id).toBe(1);
    }
    // Seeded titles contain markup on purpose; the page shows it as text.
    expect(await page.locator('#records img').count()).toBe(0);
    // The demo accounts, and links to the portal and the SRM variant.
    const accounts = page.locator('section[aria-labelledby=accounts-title]');
    for (const account of ['10001', '10002', 'S0001']) {
      expect(await accounts.getByRole('cell', { name: account, exact: true }).count(), account).toBe(1);
    }
    expect(await page.locator('a[href="/portal.html"]').count(), 'link to the portal').toBe(1);
    expect(await page.locator('a[href="/srm/"]').count(), 'link to the SRM variant').toBe(1);
    expect(errors).toEqual([]);
  });

  it('opens a record in the host page at its route', async () => {
    const [notice] = (await seedRecords(base)).filter((r) => r.type === 'notice');
    const { page } = await tab.open(`${base}/demo.html`);
    await page.locator('#records[data-state=ready]').waitFor();
    await page.locator(`section.area[data-area=app] tr:has-text("${notice.id}") a.open`).click();
    await page.waitForURL((url) => url.hash === `#${notice.route}`);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

// The launch redirects (status, target, token and route in the address) are HTTP: demo/server/app.test.ts.
