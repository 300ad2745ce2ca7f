import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../../../demo/server/app';
import {
  countTimers,
  hostPage,
  measure,
  PLAIN_PORTAL,
  portalServer,
  REACT_CLIENT,
  REACT_PORTAL,
  REACT19_PORTAL,
  REACT_SERVER,
  VUE_PORTAL,
  type LeakFigures,
} from './embed-hosts';
import { demoToken, launchBrowser, seedRecords, VIEWPORTS } from './harness';
import { PO_ID } from './quality-a11y-helpers';

/**
 * Issue 28's portals on the packed package (tests/e2e/embed-package.e2e.ts): installed with React 18 and Vue 3 in
 * a new project, bundled by esbuild, served from their own origin, against an API origin whose CORS allows the
 * portal's origin and answers preflights from the client's header list only (src/api/cors.ts).
 */
const run = promisify(execFile);
const USER = '10001';

export function portalTests(tarball: () => string): void {
  let dir: string;
  let api: DemoServer;
  let portal: Awaited<ReturnType<typeof portalServer>>;
  let props: { apiBase: string; token: string; userNo: string };
  let ssr = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'esign-portals-'));
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'portals', private: true, type: 'module' }));
    await run(
      'npm',
      [
        'install',
        tarball(),
        'react@18.3.1',
        'react-dom@18.3.1',
        'vue@3.5.45',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
      ],
      { cwd: dir },
    );
    const sources = {
      'portal.js': REACT_PORTAL,
      'server.js': REACT_SERVER,
      'client.js': REACT_CLIENT,
      'vue.js': VUE_PORTAL,
      'plain.js': PLAIN_PORTAL,
    };
    await mkdir(join(dir, 'src'));
    for (const [name, code] of Object.entries(sources)) await writeFile(join(dir, 'src', name), code);
    const define = {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    };
    await build({
      entryPoints: ['client.js', 'vue.js', 'plain.js'].map((f) => join(dir, 'src', f)),
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(dir, 'out'),
      absWorkingDir: dir,
      define,
      logLevel: 'silent',
    });
    // The React 19 portal: a project of its own (one React per project), the same package, React 19 as its peer.
    const r19 = join(dir, 'react19');
    await mkdir(join(r19, 'src'), { recursive: true });
    await writeFile(join(r19, 'package.json'), JSON.stringify({ name: 'portal19', private: true, type: 'module' }));
    await run(
      'npm',
      ['install', tarball(), 'react@19.3.1', 'react-dom@19.3.1', '--prefer-offline', '--no-audit', '--no-fund'],
      {
        cwd: r19,
      },
    );
    await writeFile(join(r19, 'src/portal.js'), REACT19_PORTAL);
    await build({
      entryPoints: [join(r19, 'src/portal.js')],
      bundle: true,
      format: 'esm',
      outdir: join(r19, 'out'),
      absWorkingDir: r19,
      define,
      logLevel: 'silent',
    });
    // The server side: the package and React resolved by Node from node_modules, as a server-rendering portal does.
    await build({
      entryPoints: [join(dir, 'src/server.js')],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      outfile: join(dir, 'out/server.mjs'),
      absWorkingDir: dir,
      logLevel: 'silent',
    });
    portal = await portalServer(dir, (path) => pages[path]?.());
    api = await createDemoServer({ port: 0, build: 'preact', allowedOrigins: [portal.url] });
    portal.setApi(api.url);
    props = { apiBase: api.url, token: await demoToken(api.url, USER), userNo: USER };
    const render = `const { render } = await import('./out/server.mjs'); process.stdout.write(render(${JSON.stringify(props)}));`;
    ssr = (await run(process.execPath, ['--input-type=module', '-e', render], { cwd: dir })).stdout;
  }, 300_000);
  afterAll(async () => {
    await Promise.all([api?.close(), portal?.close()]);
    await rm(dir, { recursive: true, force: true });
  });

  const pages: Record<string, () => string> = {
    '/react.html': () => hostPage('React portal', '/out/client.js', props, ssr),
    '/vue.html': () => hostPage('Vue portal', '/out/vue.js', props),
    '/plain.html': () => hostPage('Plain portal', '/out/plain.js', props),
    '/react19.html': () => hostPage('React 19 portal', '/react19/out/portal.js', props),
  };

  async function open(ctx: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await ctx.newPage();
    const errors: string[] = [];
    // A failed load is reported below with its address; the console's own line about it names none.
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('requestfailed', (r) => errors.push(`failed ${r.url()}`));
    await page.goto(`${portal.url}${path}`);
    return { page, errors };
  }

  const address = (page: Page) => page.evaluate(() => [location.pathname + location.hash, history.length]);
  const widgetRoute = (page: Page) =>
    page.evaluate(() => (window as unknown as { widget: { route: string } }).widget.route);

  it('React 18, rendered on the server and hydrated: the host signs in, the widget routes in memory, the host keeps its routes', async () => {
    // Importing the package on the server threw nothing; the widget's element is there, empty, for hydration.
    expect(ssr).toContain('Portal orders');
    const ctx = await launchBrowser({ viewport: 'desktop', locale: 'en-US' });
    try {
      const { page, errors } = await open(ctx, '/react.html');
      // Signed in by the host's session: the to-do count arrives, and no login page of the widget ever shows.
      await expect.poll(() => page.locator('#badge').textContent(), { timeout: 30_000 }).toMatch(/^\d+$/);
      expect(await page.getByLabel('Password').count()).toBe(0);
      await expect.poll(() => page.locator('#route').textContent()).toBe('/pages/index/index');
      const before = await address(page);
      await page.evaluate(() =>
        (window as unknown as { widget: { navigate(r: string): void } }).widget.navigate('/pages/SAP/index'),
      );
      await expect.poll(() => page.locator('#route').textContent()).toBe('/pages/SAP/index');
      // Back inside the widget goes back inside the widget.
      await page.locator('[data-esign-root]').getByRole('button', { name: 'Back' }).first().click();
      await expect.poll(() => page.locator('#route').textContent()).toBe('/pages/index/index');
      expect(await address(page)).toEqual(before);
      // The host's own router moves the host's page, not the widget.
      await page.locator('nav').first().getByRole('link', { name: 'Reports' }).click();
      await expect.poll(() => page.locator('#host-page').textContent()).toBe('Portal reports');
      expect(await widgetRoute(page)).toBe('/pages/index/index');
      expect(await address(page)).toEqual(['/react.html#/portal/reports', (before[1] as number) + 1]);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('React 19 beside it: the host signs in by getToken, the widget routes in memory, the host keeps its routes', async () => {
    const ctx = await launchBrowser({ viewport: 'phone', locale: 'en-US' });
    try {
      const { page, errors } = await open(ctx, '/react19.html');
      expect(await page.locator('#host-page').textContent()).toBe('React 19 #/portal/home');
      await expect.poll(() => page.locator('#badge').textContent(), { timeout: 30_000 }).toMatch(/^\d+$/);
      expect(await page.evaluate(() => (window as unknown as { tokenAsks: number }).tokenAsks)).toBe(1);
      expect(await page.getByLabel('Password').count()).toBe(0);
      const before = await address(page);
      await page.evaluate(() =>
        (window as unknown as { widget: { navigate(r: string): void } }).widget.navigate('/pages/SAP/index'),
      );
      await expect.poll(() => page.locator('#route').textContent()).toBe('/pages/SAP/index');
      expect(await address(page)).toEqual(before);
      await page.getByRole('link', { name: 'Help' }).click();
      await expect.poll(() => page.locator('#host-page').textContent()).toBe('React 19 #/portal/help');
      expect(await widgetRoute(page)).toBe('/pages/SAP/index');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('Vue 3 with <esign-widget>: attributes, the session property and esign:* events; a changed attribute updates it', async () => {
    const ctx = await launchBrowser({ viewport: 'phone', locale: 'en-US' });
    try {
      const { page, errors } = await open(ctx, '/vue.html');
      await expect.poll(() => page.locator('#badge').textContent(), { timeout: 30_000 }).toMatch(/^\d+$/);
      expect(await page.locator('#route').textContent()).toBe('/pages/index/index');
      expect(await page.locator('[data-esign-root]').getAttribute('lang')).toBe('en');
      await page.evaluate(() => (window as unknown as { setWidgetLocale(l: string): void }).setWidgetLocale('ja'));
      await expect.poll(() => page.locator('[data-esign-root]').getAttribute('lang')).toBe('ja');
      expect((await address(page))[0]).toBe('/vue.html');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('through strict CORS from the portal origin: approves, returns and uploads', async () => {
    const seed = await seedRecords(api.url);
    const waiting = (type: string) =>
      // The 200-line order asks for the signing PIN (signing.e2e.ts): the portal signs with a tap.
      seed.filter(
        (r) => r.type === type && r.status === 'under approval' && !r.id.startsWith('FI0009') && r.id !== PO_ID,
      );
    const [approve] = waiting('purchaseOrder');
    const [back] = waiting('materialOrder');
    const ctx = await launchBrowser({ viewport: 'desktop', locale: 'en-US' });
    try {
      const { page, errors } = await open(ctx, '/react.html');
      // The writes that went to the API's origin with their idempotency key: each one passed a preflight that
      // allowed the header (a custom header on a cross-origin write is never sent without one).
      const keyed: string[] = [];
      page.on('requestfinished', async (r) => {
        const answered = await r.response();
        if (r.method() === 'POST' && r.url().startsWith(api.url) && r.headers()['idempotency-key'] && answered?.ok())
          keyed.push(new URL(r.url()).pathname);
      });
      await expect.poll(() => page.locator('#badge').textContent(), { timeout: 30_000 }).toMatch(/^\d+$/);
      const go = async (route: string) => {
        await page.evaluate(
          (r) => (window as unknown as { widget: { navigate(r: string): void } }).widget.navigate(r),
          route,
        );
        await expect.poll(() => page.locator('#route').textContent()).toBe(route);
      };
      const widget = page.locator('[data-esign-root]');
      const ok = () => widget.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await go(approve.route);
      await widget.getByRole('button', { name: 'Approve' }).click();
      await ok();
      await widget.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
      await go(back.route);
      await widget.getByLabel('Comment').fill('Price above the last order.');
      await widget.getByRole('button', { name: 'Return' }).click();
      await ok();
      await expect.poll(() => widget.getByTestId('form-status').textContent()).toBe('Returned');
      await go(`/pages/SAP/file/fileList?id=${approve.id}`);
      await widget.getByRole('link', { name: 'Add attachment' }).click();
      await widget
        .getByLabel('Choose a file')
        .setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(32 * 1024, 37) });
      await widget.getByRole('button', { name: 'Upload' }).click();
      await ok();
      await widget.getByText('quote.pdf').waitFor({ timeout: 15_000 });
      expect(keyed.length).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it(`50 mounts and unmounts from the portal's own code leave nothing behind (${VIEWPORTS.phone.width} px, then ${VIEWPORTS.desktop.width} px)`, async () => {
    const ctx = await launchBrowser({ viewport: 'phone', locale: 'en-US' });
    try {
      await ctx.addInitScript(countTimers);
      const { page, errors } = await open(ctx, '/plain.html');
      const cycles = (n: number) =>
        page.evaluate(async (count) => {
          const { portal } = window as unknown as { portal: { open(): Promise<void>; close(): void } };
          for (let i = 0; i < count; i++) {
            await portal.open();
            portal.close();
          }
        }, n);
      const pending = () =>
        page.evaluate(() => (window as unknown as { pendingTimers: Set<number> }).pendingTimers.size);
      // Every timer a mount and unmount set has run or been cleared.
      const settled = () => expect.poll(pending, { timeout: 15_000 }).toBe(0);
      const expectNothingLeft = (start: LeakFigures, end: LeakFigures) => {
        expect(end.windowListeners).toBe(start.windowListeners);
        expect(end.documentListeners).toBe(start.documentListeners);
        expect(end.timers).toBeLessThanOrEqual(start.timers);
        // No node of an unmounted widget stays behind, not even its mount element and shadow root: one node a
        // cycle would be 50.
        expect(end.nodes - start.nodes).toBeLessThan(10);
        expect(end.jsListeners - start.jsListeners).toBeLessThan(50);
        expect(end.heap - start.heap).toBeLessThan(1_000_000);
      };
      // Warm: every chunk, dictionary and style the widget loads once per page is there before the baseline.
      await cycles(5);
      await settled();
      const start: LeakFigures = await measure(page);
      await cycles(50);
      await settled();
      const phone: LeakFigures = await measure(page);
      console.log(`leaks at ${VIEWPORTS.phone.width} px: ${JSON.stringify({ start, end: phone })}`);
      expectNothingLeft(start, phone);
      // The login page the portal mounts runs the same code at either width (the width only sets the client's
      // big-screen flag, which that page never reads), so the 50 cycles above carry the count; ten more at the
      // desktop width show that a mount there leaves nothing either.
      await page.setViewportSize(VIEWPORTS.desktop);
      await cycles(10);
      await settled();
      const desktop: LeakFigures = await measure(page);
      console.log(`leaks at ${VIEWPORTS.desktop.width} px: ${JSON.stringify({ start: phone, end: desktop })}`);
      expectNothingLeft(phone, desktop);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 180_000);
}
