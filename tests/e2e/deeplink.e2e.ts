import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { demoToken, fault, launchBrowser, resetDemo, seedRecords, type SeedRecord } from './support/harness';
import { demoUrl, reactUrl } from './support/servers';

/**
 * The tap on a messaging-app message that opens one record (loader/deepLink.ts). Beside the shell, the loader's
 * deep-link chunk starts the record's read and asks for the page's whole module closure; the page takes the read
 * over. A signed-in link names the route in its query, so the host page already names that closure
 * (demo/server/core/preload.ts). Asserted by structure, never by time: the read is asked for once and before the shell chunk has arrived,
 * and the page's files are all asked for while the shell is still held back at the network. Each build's demo
 * server has its own store: every test resets and reads the server it opens.
 */
const WXWORK_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36 wxwork/4.1.22';
const RECORD_PAGE = /\/pages\/(SAP\/.*processingInfo|SRM\/processingInfo\/|QMS\/processingInfo\/|GS001P\/detail)/;
const AREAS = ['sap', 'srm', 'qms', 'gs001p'];
const isScript = (r: Request) => r.resourceType() === 'script' || /\/chunks\/.*\.js$/.test(r.url());

/**
 * The network of the describe's one page, in the order the browser reported it, from the last `reset` on: each
 * test reuses the page (a new one would cost a renderer), and every open starts with a full load of its own.
 */
function watch(page: Page) {
  let log: { what: 'ask' | 'done'; request: Request }[] = [];
  let recordPath = '';
  page.on('request', (request) => log.push({ what: 'ask', request }));
  page.on('requestfinished', (request) => log.push({ what: 'done', request }));
  const isRecord = (r: Request) => new URL(r.url()).pathname === recordPath;
  return {
    /** Forgets what was seen; from now on the reads of recordPath count. */
    reset: (path: string) => {
      log = [];
      recordPath = path;
    },
    reads: () => log.filter((e) => e.what === 'ask' && isRecord(e.request)),
    scriptsAskedSince: (mark: number) =>
      log
        .slice(mark)
        .filter((e) => e.what === 'ask' && isScript(e.request))
        .map((e) => new URL(e.request.url()).pathname),
  };
}

/** The API path of a record's read, as its page asks for it. */
const API: Record<string, (id: string) => string> = {
  sap: (id) => `/gateway/bpm/sap/forms/${id}`,
  srm: (id) => `/gateway/esign-srm/cases/${id}`,
  qms: (id) => `/qms-gateway/qmsv2-web/cases/${id}`,
  gs001p: (id) => `/api/gs001p/cases/${id}`,
};

describe.each([
  ['Preact', demoUrl],
  ['React', reactUrl],
])('the chat deep link, %s build', (_build, url) => {
  let ctx: BrowserContext;
  let base: string;
  let records: SeedRecord[];
  /**
   * The message's link names the route; signed out, the messaging login brings the user back with a token
   * (`?wxworkredirect_uri=…&token=…`), the address a signed-in tap also arrives with.
   */
  const link = (route: string, token?: string) =>
    token
      ? `${base}/?${new URLSearchParams({ wxworkredirect_uri: route, token, userNo: '10001' })}`
      : `${base}/#${route}`;

  let page: Page;
  let net: ReturnType<typeof watch>;
  let errors: string[] = [];

  beforeAll(async () => {
    base = url();
    ctx = await launchBrowser({ userAgent: WXWORK_UA, locale: 'zh-CN' });
    page = await ctx.newPage();
    net = watch(page);
    page.on('pageerror', (e) => errors.push(e.message));
    await resetDemo(base);
    const all = await seedRecords(base);
    records = AREAS.map(
      (area) => all.find((r) => r.area === area && r.assignee === '10001' && RECORD_PAGE.test(r.route))!,
    );
  });
  afterAll(() => ctx?.close());
  beforeEach(() => resetDemo(base));
  afterEach(() => page.unrouteAll({ behavior: 'ignoreErrors' }));

  /**
   * A launch of `address` in the page, watching the reads of `id`'s record. By way of the server's health answer:
   * an address that differs from the current one in its hash only would not load the page again.
   */
  async function launch(address: string, id: string): Promise<void> {
    await page.goto(`${base}/healthz`);
    // As in a new tab: the messaging login's loop guard of an earlier open is not this launch's.
    await page.evaluate(() => sessionStorage.clear());
    net.reset(API[records.find((r) => r.id === id)!.area](id));
    errors = [];
    await page.goto(address);
  }

  /** Holds the shell's chunk at the network until the returned function is called. */
  async function holdShell(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/chunks\/shell-[^/]+\.js$/, async (route) => (await held, route.continue()));
    return release;
  }

  /** The record on screen in its page: an SAP form's summary painted before the framework has given way. */
  async function shown(id: string) {
    await page.getByText(id).first().waitFor();
    await page.locator('[data-first-paint]').waitFor({ state: 'detached' });
  }

  async function open(route: string, id: string, address = link(route)) {
    await launch(address, id);
    await shown(id);
  }

  it('every area’s record opens from a messaging-app link, signed out and then signed in; read once', async () => {
    for (const record of records) {
      expect(record, 'a seeded record of every area').toBeTruthy();
      await ctx.clearCookies();
      await page.goto(`${base}/healthz`);
      await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
      // Signed out: through the messaging login, back with a token, to the record.
      await open(record.route, record.id);
      expect(net.reads(), `${record.route}: read once`).toHaveLength(1);
      expect(errors).toEqual([]);
      // Signed in: the stored session opens it at once.
      await open(record.route, record.id);
      expect(net.reads(), `${record.route}: read once, signed in`).toHaveLength(1);
      expect(errors).toEqual([]);
    }
  }, 240_000);

  it('the page’s files are asked for in one wave: all of them before the shell has arrived', async () => {
    const record = records[0];
    const release = await holdShell();
    await launch(link(record.route, await demoToken(base, '10001')), record.id);
    // What the page has asked for by name: the loader's script and every modulepreload link.
    const named = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel=modulepreload], script[src]')].map(
          (e) => new URL('href' in e ? e.href : e.src).pathname,
        ),
      );
    // The shell has not arrived: yet the record's read, the area's chunk and its dictionaries are asked for.
    await expect.poll(() => net.reads().length, { timeout: 20_000 }).toBe(1);
    await expect
      .poll(async () => (await named()).some((p) => /\/chunks\/sap-/.test(p)), { timeout: 20_000 })
      .toBe(true);
    const before = await named();
    const dictionaries = /\/chunks\/(?:kit\.)?(?:en|ja|zh-Hans|zh-Hant)-[^/]+\.js$/;
    expect(before.filter((p) => dictionaries.test(p)).length).toBeGreaterThan(2);
    release();
    await shown(record.id);
    // Every script the form ran was named before the shell arrived: no further wave of script before it shows.
    // What the shell loads once the first screen has rendered (src/shell/warmup.ts) may already be on its way.
    // The deep-link chunk is the loader's own request, beside the shell's.
    const afterRender = /\/chunks\/(?:deepLink|warmup|ModalHost|ToastHost|NotFound|failures|request|main|actions)-/;
    expect(net.scriptsAskedSince(0).filter((p) => !before.includes(p) && !afterRender.test(p))).toEqual([]);
    expect(net.reads()).toHaveLength(1);
  });

  it('an SAP form’s summary shows before the framework has arrived, and its page then takes that place', async () => {
    const record = records[0];
    const release = await holdShell();
    await launch(link(record.route, await demoToken(base, '10001')), record.id);
    // The shell is held at the network: what shows is the paint (widgets/sap/paint.ts), in the user's language.
    await page.getByRole('heading', { level: 2, name: record.id }).waitFor();
    expect(await page.locator('[data-first-paint]').count()).toBe(1);
    const summary = page.getByRole('region', { name: '表单' });
    expect(await summary.getByTestId('form-status').textContent()).toBe('签核中');
    expect(await summary.getByText('申请人').count()).toBe(1);
    expect(await page.getByRole('button', { name: '核准', exact: true }).count()).toBe(0);
    release();
    // The page with the decision, and one summary: the paint has given way, nothing shows twice.
    await page.getByRole('button', { name: '核准', exact: true }).waitFor();
    expect(await page.locator('[data-first-paint]').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: record.id }).count()).toBe(1);
    expect(net.reads()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('a form painted first whose page cannot load gives way to the failure view and its retry', async () => {
    const record = records[0];
    await page.route(/\/chunks\/sap-[^/]+\.js$/, (route) => route.abort());
    await launch(link(record.route, await demoToken(base, '10001')), record.id);
    await page.getByRole('button', { name: '重试', exact: true }).waitFor();
    expect(await page.locator('[data-first-paint]').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: record.id }).count()).toBe(0);
  });

  it('an expired token in the link: the messaging login signs in again and the record opens; no modal', async () => {
    const record = records[0];
    await open(record.route, record.id, link(record.route, 'expired-token'));
    // The launch read with the rejected token, then the page's own read with the new session.
    expect(net.reads()).toHaveLength(2);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a failed launch read shows once, and the page does not ask a second time by itself', async () => {
    const record = records[0];
    await fault(base, { path: API.sap(record.id), status: 500, body: { type: 'error', success: 0, message: 'boom' } });
    await launch(link(record.route, await demoToken(base, '10001')), record.id);
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    await alert.getByRole('button').first().click();
    await alert.waitFor({ state: 'hidden' });
    await page.waitForTimeout(500);
    expect(await alert.count()).toBe(0);
    expect(net.reads()).toHaveLength(1);
  });

  // Last in the block: the page keeps the installed clock for the rest of its life.
  it('a launch read answered more than 10 s before the page asks is not used: the page reads afresh', async () => {
    const record = records[0];
    // The page's own clock, faked: it runs on as usual, and jumps 11 s while the area's chunk is held back.
    await page.clock.install();
    const answered = () =>
      page.evaluate(() => (globalThis as { __esignLaunchRead?: { answered?: number } }).__esignLaunchRead?.answered);
    // The area's chunk, asked for by the page itself on a signed-in link, arrives 11 s after the launch read's answer.
    await page.route(/\/chunks\/sap-[^/]+\.js$/, async (route) => {
      await expect.poll(answered, { timeout: 30_000 }).toBeGreaterThan(0);
      await page.clock.fastForward(11_000);
      await route.continue();
    });
    await launch(link(record.route, await demoToken(base, '10001')), record.id);
    // An SAP form's summary is painted from the fresh answer at once; the page, 11 s later, reads afresh.
    await expect.poll(() => net.reads().length, { timeout: 40_000 }).toBe(2);
    await shown(record.id);
    expect(net.reads()).toHaveLength(2);
  }, 60_000);
});
