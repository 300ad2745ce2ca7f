// @vitest-environment node
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { createDemoServer, type DemoServer } from '../../../demo/server/app';
import { formatTable, runConformance, type EndpointResult } from '../../../scripts/conformance/kit';
import { CONTRACT } from '../../../src/api/schema';

for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

/**
 * The conformance kit, run as CI runs it: against the demo server (everything passes, nothing is left behind),
 * and against a deliberately broken server, where it must name exactly the endpoints that are wrong.
 */
let demo: DemoServer;
beforeAll(async () => {
  demo = await createDemoServer({ port: 0, build: 'preact' });
}, 60_000);
afterAll(() => demo.close());

function listen(app: Hono): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

const failures = (results: EndpointResult[]) =>
  results.filter((r) => r.verdict !== 'pass').map((r) => `${r.id}: ${r.verdict}`);

it('the demo server conforms on every endpoint, and the run leaves the store as it was', async () => {
  const before = demo.storeDigest();
  const results = await runConformance({ base: demo.url, user: '10001', password: 'demo' });
  expect(failures(results), formatTable(results)).toEqual([]);
  expect(results.map((r) => r.id)).toEqual([...CONTRACT.map((e) => e.id), 'session: newtoken']);
  expect(demo.storeDigest()).toBe(before);
}, 60_000);

it('a supplier account on the SRM login conforms too', async () => {
  const results = await runConformance({ base: demo.url, user: 'S0001', password: 'demo', system: 'srm' });
  expect(failures(results), formatTable(results)).toEqual([]);
}, 60_000);

it('a broken server: wrong shapes, no newtoken for browsers, pages of 20, a 404 sent as 200, a service down', async () => {
  // A gateway in front of the demo server that breaks four things on purpose.
  const app = new Hono();
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const method = c.req.method;
    const forward = new URL(url.pathname + url.search, demo.url);
    if (url.pathname === '/api/notices' && !url.searchParams.has('pageSize'))
      forward.searchParams.set('pageSize', '20');
    const upstream = await fetch(forward, {
      method,
      headers: c.req.raw.headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer(),
    });
    const headers = new Headers(upstream.headers);
    headers.delete('access-control-expose-headers');
    headers.delete('content-encoding');
    headers.delete('content-length');
    if (!/json/.test(headers.get('content-type') ?? ''))
      return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers });
    const body = (await upstream.json()) as { code: number; data: Record<string, unknown> | null };
    let status = upstream.status;
    if (url.pathname === '/api/user/me' && body.data) body.data.userNo = Number(body.data.userNo);
    if (url.pathname.startsWith('/gateway/bpm/sap/forms/') && status === 404) status = 200;
    return new Response(JSON.stringify(body), { status, headers });
  });
  const broken = await listen(app);
  const down = await listen(new Hono());
  await down.close();
  try {
    const results = await runConformance({
      base: broken.url,
      user: '10001',
      password: 'demo',
      services: { qms: `${down.url}/qms-gateway/qmsv2-web` },
    });
    const table = formatTable(results);
    expect(failures(results), table).toEqual([
      'main.me: fail',
      'main.notices: fail',
      'sap.detail: fail',
      'sap.flow: fail',
      'sap.approve: fail',
      'sap.reject: fail',
      'sap.addSigner: fail',
      'sap.files: fail',
      'qms.home: not reachable',
      'qms.list: not reachable',
      'qms.detail: not reachable',
      'qms.file: not reachable',
      'session: newtoken: fail',
    ]);
    const reasons = (id: string) => results.find((r) => r.id === id)!.reasons.join('\n');
    expect(reasons('main.me')).toMatch(/read: answer does not match the schema \(data\.userNo: /);
    expect(reasons('main.notices')).toContain('paging: pageSize 20 without a pageSize asked, expected 30');
    expect(reasons('sap.detail')).toContain(
      'unknown record: expected HTTP 404 code 404, got HTTP 200 code 404 (an error envelope sent with HTTP 200',
    );
    expect(reasons('qms.home')).toMatch(/no answer \(ECONNREFUSED\)/);
    expect(reasons('session: newtoken')).toContain('newtoken is not listed in Access-Control-Expose-Headers');
    expect(table).toMatch(/^main\.me\s+GET \/api\/user\/me\s+FAIL$/m);
    // Every endpoint of the contract is in the table (a new endpoint is reported, not skipped or crashed on), and
    // the summary counts what the table shows: the 9 failures and 4 unreachable listed above, every other one passes.
    expect(results.map((r) => r.id)).toEqual([...CONTRACT.map((e) => e.id), 'session: newtoken']);
    const passing = results.length - 13;
    expect(passing).toBe(CONTRACT.length + 1 - 13);
    expect(table).toContain(`${passing} pass, 9 fail, 4 not reachable`);
  } finally {
    await broken.close();
  }
}, 60_000);
