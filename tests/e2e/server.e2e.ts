import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser, launchUrl, openPage, resetDemo, seedRecords } from './support/harness';
import { demoUrl, reactUrl } from './support/servers';

/**
 * The demo server as a browser sees it: headers and policy of the host pages, the demo index, launch
 * redirects. Product flows live in the client's own e2e files.
 */

const base = demoUrl();
const reactBase = reactUrl();
let ctx: BrowserContext;

beforeAll(async () => {
  ctx = await launchBrowser({ viewport: 'desktop' });
});
afterAll(() => ctx?.close());
beforeEach(() => resetDemo(base));

/** Policy violations are reported as console errors starting like this in Chromium. */
const cspViolations = (errors: string[]) => errors.filter((e) => /Content Security Policy/i.test(e));

describe('host pages', () => {
  for (const [name, path] of [
    ['messaging web view', '/'],
    ['SRM variant', '/srm/'],
    ['intranet portal', '/portal.html'],
    ['demo index', '/demo.html'],
  ] as const) {
    it(`${name} (${path}) is served no-cache under the strict policy, with nothing inline`, async () => {
      const { page, response, errors } = await openPage(ctx, base + path);
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
      expect(cspViolations(errors)).toEqual([]);
      await page.close();
    });
  }

  it('the messaging web view offers one mount point configured by data attributes', async () => {
    const { page } = await openPage(ctx, `${base}/`);
    expect(await page.locator('[data-esign-mount]').count()).toBe(1);
    // The server names this build's hashed loader chunk (what loader.js re-exports), so no launch waits on loader.js.
    expect(await page.locator('script[type=module]').evaluateAll((s) => s.map((e) => e.getAttribute('src')))).toEqual([
      expect.stringMatching(/^\/chunks\/loader-[\w-]+\.js$/),
    ]);
    await page.close();
  });

  it('the portal carries hostile global CSS in its own stylesheet', async () => {
    const { page } = await openPage(ctx, `${base}/portal.html`);
    const hostile = await page.evaluate(() => {
      const div = document.querySelector('.portal-card')!;
      return { boxSizing: getComputedStyle(div).boxSizing, fontSize: getComputedStyle(div).fontSize };
    });
    expect(hostile).toEqual({ boxSizing: 'content-box', fontSize: '20px' });
    expect(await page.locator('#esign-panel').count()).toBe(1);
    await page.close();
  });
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
  it('lists every seeded record as a launch link for its assignee, grouped by area', async () => {
    const records = await seedRecords(base);
    expect(records.length).toBeGreaterThan(0);
    const { page, errors } = await openPage(ctx, `${base}/demo.html`);
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
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a record in the host page at its route', async () => {
    const [notice] = (await seedRecords(base)).filter((r) => r.type === 'notice');
    const { page } = await openPage(ctx, `${base}/demo.html`);
    await page.locator('#records[data-state=ready]').waitFor();
    await page.locator(`section.area[data-area=app] tr:has-text("${notice.id}") a.open`).click();
    await page.waitForURL((url) => url.hash === `#${notice.route}`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('lists the demo accounts and links the portal and the SRM variant', async () => {
    const { page } = await openPage(ctx, `${base}/demo.html`);
    const accounts = page.locator('section[aria-labelledby=accounts-title]');
    for (const account of ['10001', '10002', 'S0001']) {
      expect(await accounts.getByRole('cell', { name: account, exact: true }).count(), account).toBe(1);
    }
    expect(await page.locator('a[href="/portal.html"]').count()).toBe(1);
    expect(await page.locator('a[href="/srm/"]').count()).toBe(1);
    await page.close();
  });
});

describe('launch redirects', () => {
  /** The address the browser was redirected to, hash included, before the client tidies it. */
  async function landing(url: string): Promise<URL> {
    const page = await ctx.newPage();
    const response = await page.goto(url);
    const redirect = await response!.request().redirectedFrom()?.response();
    await page.close();
    expect(redirect?.status()).toBe(302);
    expect(response!.status()).toBe(200);
    return new URL(redirect!.headers().location, url);
  }

  it('via=authorization puts the token in the address and the route in the hash', async () => {
    const to = '/pages/notice/notice?id=N0005';
    const url = await landing(launchUrl(base, { userNo: '10001', to }));
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('Authorization')).toBeTruthy();
    expect(url.hash).toBe(`#${to}`);
  });

  it('via=srm lands under /srm/', async () => {
    const url = await landing(launchUrl(base, { userNo: 'S0001', via: 'srm', to: '/pages/SRM/index/index' }));
    expect(url.pathname).toBe('/srm/');
    expect(url.hash).toBe('#/pages/SRM/index/index');
  });

  it('via=wxwork passes route, token, user and phone as the messaging app does', async () => {
    const url = await landing(launchUrl(base, { userNo: '10001', via: 'wxwork', to: '/pages/SAP/index' }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      wxworkredirect_uri: '/pages/SAP/index',
      userNo: '10001',
      phone: '13800000001',
    });
    expect(url.searchParams.get('token')).toBeTruthy();
  });
});
