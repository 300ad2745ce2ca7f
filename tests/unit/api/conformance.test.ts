// @vitest-environment node
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
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
// A write check changes the store: the next test starts from the seed even when this one failed half-way.
afterEach(() => demo.reset(), 30_000);

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
  results.filter((r) => r.verdict !== 'pass' && r.verdict !== 'not checked').map((r) => `${r.id}: ${r.verdict}`);
const unchecked = (results: EndpointResult[]) =>
  results.filter((r) => r.verdict === 'not checked').map((r) => `${r.id}: ${r.skipped.join('; ')}`);
/** What the kit cannot check on the demo server without --write-record, and says so. */
const IDEMPOTENCY_UNCHECKED = 'idempotency: no record id to aim at without creating data (see --write-record)';
const DEMO_UNCHECKED = [
  `sap.batchApprove: ${IDEMPOTENCY_UNCHECKED}`,
  `sap.apply: ${IDEMPOTENCY_UNCHECKED}`,
  `gs001p.save: ${IDEMPOTENCY_UNCHECKED}`,
  'salary.login: not called: a wrong salary password counts towards the lock',
  'flow.download: not opened: no file found on a listed record',
  // The seeded decisions predate the evidence chain; a decision taken through the server has it (--write-record).
  'evidence.sealed: not opened: no listed record has signing evidence',
  'signing.changePin: a wrong PIN and the lock: they lock this account for signing (see --pin-lock)',
];

it('the demo server conforms on every endpoint, and the run leaves the store as it was', async () => {
  const before = demo.storeDigest();
  const results = await runConformance({ base: demo.url, user: '10001', password: 'demo' });
  expect(failures(results), formatTable(results)).toEqual([]);
  expect(unchecked(results), formatTable(results)).toEqual(DEMO_UNCHECKED);
  expect(results.map((r) => r.id).sort()).toEqual([...CONTRACT.map((e) => e.id), 'session: newtoken'].sort());
  expect(demo.storeDigest()).toBe(before);
}, 60_000);

it('a supplier account on the SRM login conforms too', async () => {
  const results = await runConformance({ base: demo.url, user: 'S0001', password: 'demo', system: 'srm' });
  expect(failures(results), formatTable(results)).toEqual([]);
  // A supplier sees no SAP, GS001P or inbox record: those lists are empty, and said to be not checked, never passed.
  expect(unchecked(results)).toEqual(
    expect.arrayContaining([
      'sap.list: rows and paging: the list is empty',
      'sap.detail: not opened: sap.list listed no record',
      'gs001p.list: rows and paging: the list is empty',
      'inbox.list: rows and paging: the list is empty',
    ]),
  );
  expect(unchecked(results), unchecked(results).join('\n')).toHaveLength(20);
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
    expect(results.map((r) => r.id).sort()).toEqual([...CONTRACT.map((e) => e.id), 'session: newtoken'].sort());
    const passing = results.filter((r) => r.verdict === 'pass').length;
    expect(table).toContain(`${passing} pass, 9 fail, 4 not reachable, ${unchecked(results).length} not checked`);
  } finally {
    await broken.close();
  }
}, 60_000);

async function demoToken(userNo: string): Promise<string> {
  return ((await (await fetch(`${demo.url}/demo/token?userNo=${userNo}`)).json()) as { token: string }).token;
}

it('--token checks an SSO-only server without the password login, and says the login was not checked', async () => {
  const results = await runConformance({ base: demo.url, token: await demoToken('10001') });
  expect(failures(results), formatTable(results)).toEqual([]);
  expect(unchecked(results)).toEqual([
    'main.login: a token was given: the password login is not used',
    'main.logout: not called: it would end the token that was given',
    ...DEMO_UNCHECKED,
  ]);
}, 60_000);

it('a server it cannot sign in to still gets every check that needs none: each endpoint must refuse without a token', async () => {
  // Answers everything with `data: 42`: every endpoint is named, not only the public ones.
  const app = new Hono();
  app.all('*', (c) => c.json({ type: 'success', success: 1, code: 200, message: 'ok', data: 42 }));
  const fake = await listen(app);
  try {
    const results = await runConformance({ base: fake.url, user: '10001', password: 'demo' });
    const byId = new Map(results.map((r) => [r.id, r]));
    for (const entry of CONTRACT) {
      const r = byId.get(entry.id)!;
      expect(r.verdict, `${entry.id}\n${formatTable(results)}`).toBe('fail');
      if (!entry.public)
        expect(r.reasons.join('\n')).toContain('without a token: expected HTTP 401 code 401, got HTTP 200 code 200');
    }
    expect(byId.get('session: newtoken')!.verdict).toBe('not checked');
  } finally {
    await fake.close();
  }
}, 60_000);

it('--origin checks every preflight with each header the client sends, and the exposed newtoken', async () => {
  const origin = 'https://portal.example.com';
  const hosted = await createDemoServer({ port: 0, build: 'preact', allowedOrigins: [origin], demo: true });
  try {
    const ok = await runConformance({ base: hosted.url, user: '10001', password: 'demo', origin });
    expect(failures(ok), formatTable(ok)).toEqual([]);
    expect(ok.find((r) => r.id === 'sap.approve')!.passed).toContain(
      `preflight from ${origin}: POST with Authorization, X-Access-Token, Content-Type, Idempotency-Key`,
    );
    expect(ok.find((r) => r.id === 'session: newtoken')!.passed).toContain(`answers ${origin} across origins`);

    // A gateway that forgets Idempotency-Key in its preflight answer, and a host page it does not know.
    const app = new Hono();
    app.all('*', async (c) => {
      const upstream = await fetch(new URL(new URL(c.req.url).pathname + new URL(c.req.url).search, hosted.url), {
        method: c.req.method,
        headers: c.req.raw.headers,
        body: ['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) ? undefined : await c.req.arrayBuffer(),
      });
      const headers = new Headers(upstream.headers);
      headers.delete('content-encoding');
      headers.delete('content-length');
      if (c.req.method === 'OPTIONS')
        headers.set('access-control-allow-headers', 'Authorization, X-Access-Token, Content-Type');
      const body = upstream.status === 204 ? null : await upstream.arrayBuffer();
      return new Response(body, { status: upstream.status, headers });
    });
    const gateway = await listen(app);
    try {
      const bad = await runConformance({ base: gateway.url, user: '10001', password: 'demo', origin });
      const approve = bad.find((r) => r.id === 'sap.approve')!;
      expect(approve.verdict).toBe('fail');
      expect(approve.reasons).toContain(`preflight from ${origin}: Access-Control-Allow-Headers lacks idempotency-key`);
      const stranger = await runConformance({
        base: hosted.url,
        user: '10001',
        password: 'demo',
        origin: 'https://elsewhere.example.com',
      });
      expect(stranger.find((r) => r.id === 'main.me')!.reasons.join('\n')).toContain(
        'Access-Control-Allow-Origin is missing',
      );
    } finally {
      await gateway.close();
    }
  } finally {
    await hosted.close();
  }
}, 120_000);

it('--write-record approves a test form once under one Idempotency-Key and takes its uploaded file away again', async () => {
  const token = await demoToken('10001');
  const list = await fetch(`${demo.url}/gateway/bpm/sap/forms?list=pds&status=underApproval&pageSize=100`, {
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
  });
  const form = ((await list.json()).data.rows as Array<{ id: string; canApprove: boolean }>).find((f) => f.canApprove)!;
  const results = await runConformance({ base: demo.url, user: '10001', password: 'demo', writeRecord: form.id });
  expect(failures(results), formatTable(results)).toEqual([]);
  const approve = results.find((r) => r.id === 'sap.approve')!;
  expect(approve.passed).toEqual(
    expect.arrayContaining(['idempotent repeat: same key, same answer', 'the approval took effect']),
  );
  expect(results.find((r) => r.id === 'sap.upload')!.passed).toContain('the uploaded file is listed');
  const files = await fetch(`${demo.url}/gateway/bpm/sap/forms/${form.id}/files`, {
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
  });
  expect(((await files.json()).data as Array<{ name: string }>).map((f) => f.name)).not.toContain(
    'conformance-check.txt',
  );
}, 120_000);

it('--pin-lock: a wrong PIN answers 5105 with fewer tries each time, then signing locks; malformed PINs are 400s', async () => {
  const results = await runConformance({ base: demo.url, user: '10002', password: 'demo', pinLock: true });
  expect(failures(results), formatTable(results)).toEqual([]);
  const pin = results.find((r) => r.id === 'signing.changePin')!;
  expect(pin.verdict).toBe('pass');
  expect(pin.passed).toEqual(
    expect.arrayContaining([
      'malformed old PIN: HTTP 400 code 400',
      'a wrong PIN answers 5105 with one try fewer left each time',
      'the last wrong try locks signing until a time the status reports too',
    ]),
  );
  expect(results.find((r) => r.id === 'signing.setPin')!.passed).toContain('malformed PIN "12345a": HTTP 400 code 400');
}, 120_000);

it('--write-record: an approval carrying another content digest is refused 409 code 5101 and signs nothing', async () => {
  const token = await demoToken('10001');
  const list = await fetch(`${demo.url}/gateway/bpm/sap/forms?list=pds&status=underApproval&pageSize=100`, {
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
  });
  const form = ((await list.json()).data.rows as Array<{ id: string; canApprove: boolean }>).find((f) => f.canApprove)!;
  const results = await runConformance({ base: demo.url, user: '10001', password: 'demo', writeRecord: form.id });
  const approve = results.find((r) => r.id === 'sap.approve')!;
  expect(approve.passed, formatTable(results)).toContain(
    'an approval carrying another content digest: HTTP 409 code 5101',
  );
  expect(approve.reasons, formatTable(results)).toEqual([]);
  const evidence = await fetch(`${demo.url}/gateway/bpm/evidence/sap/${form.id}`, {
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
  });
  const answer = await evidence.text();
  expect((JSON.parse(answer) as { data?: { entries?: unknown[] } }).data?.entries, answer).toHaveLength(1);
}, 120_000);

it('runs from the built package file: npx esign-conformance', async () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  execFileSync('npm', ['run', '--silent', 'build:conformance'], { cwd: root, stdio: 'ignore' });
  const bin = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).bin['esign-conformance'];
  const run = (args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      execFile(process.execPath, [`${root}${bin}`, ...args], { cwd: tmpdir() }, (error, stdout) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout }),
      );
    });
  const good = await run(['--base', demo.url, '--token', await demoToken('10001')]);
  expect(good.code, good.out).toBe(0);
  expect(good.out).toMatch(/\d+ pass, 0 fail, 0 not reachable, 9 not checked/);
  expect((await run(['--base', demo.url])).code).toBe(2);
}, 120_000);
