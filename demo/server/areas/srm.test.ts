// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../app';

for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

/** SRM and QMS demo areas over HTTP: visibility, lists, the sign flow, idempotency, judgments, seeds, files. */
let server: DemoServer;
beforeAll(async () => {
  server = await createDemoServer({ port: 0, flood: false, build: 'preact', clock: () => Date.UTC(2025, 5, 2, 1) });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function token(userNo: string) {
  return ((await (await fetch(`${server.url}/demo/token?userNo=${userNo}`)).json()) as { token: string }).token;
}
async function call(userNo: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const t = await token(userNo);
  const res = await fetch(server.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${t}`, 'x-access-token': t, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    type,
    json: type.includes('json') ? await res.json() : null,
    bytes: type.includes('json') ? null : new Uint8Array(await res.arrayBuffer()),
  };
}
const SRM = '/gateway/esign-srm';
const QMS = '/qms-gateway/qmsv2-web';

describe('SRM demo area', () => {
  it('lists by kind and scope; to-do is exactly the cases whose current step is mine', async () => {
    const todo = (await call('10001', `${SRM}/cases?list=eval&scope=todo&pageSize=100`)).json.data;
    const all = (await call('10001', `${SRM}/cases?list=eval&scope=all`)).json.data;
    expect(all.total).toBe(34);
    expect(all.rows).toHaveLength(30);
    expect(todo.total).toBeGreaterThan(0);
    expect(todo.rows.every((r: { mine: boolean; kind: string }) => r.mine && r.kind === 'eval')).toBe(true);
    expect((await call('10001', `${SRM}/cases?list=bogus`)).status).toBe(400);
  });

  it('a supplier sees only its own company everywhere', async () => {
    const rows = (await call('S0001', `${SRM}/cases?list=todo&scope=all&pageSize=100`)).json.data.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r: { supplierCode: string }) => r.supplierCode))).toEqual(new Set(['S0001']));
    const other = (await call('10001', `${SRM}/cases?list=eval&scope=all&keyword=S0002`)).json.data.rows[0];
    expect((await call('S0001', `${SRM}/cases/${other.id}`)).status).toBe(404);
    expect((await call('S0001', `${SRM}/suppliers`)).json.data.rows.map((s: { code: string }) => s.code)).toEqual([
      'S0001',
    ]);
    const own = rows[0];
    expect((await call('S0001', `${SRM}/cases/${own.id}/actions`, { action: 'approve', comment: '' })).status).toBe(
      403,
    );
  });

  it('approve moves on once per idempotency key; return needs a comment', async () => {
    const id = (await call('10001', `${SRM}/cases?list=eval&scope=todo`)).json.data.rows[0].id;
    expect((await call('10001', `${SRM}/cases/${id}/actions`, { action: 'return', comment: ' ' })).status).toBe(400);
    const key = { 'idempotency-key': 'k-1' };
    const first = (await call('10001', `${SRM}/cases/${id}/actions`, { action: 'approve', comment: 'ok' }, key)).json
      .data;
    const again = (await call('10001', `${SRM}/cases/${id}/actions`, { action: 'approve', comment: 'ok' }, key)).json
      .data;
    expect(again).toEqual(first);
    expect(first.flow.filter((s: { result?: string; comment?: string }) => s.comment === 'ok')).toHaveLength(1);
    expect(first.actions).toEqual([]);
  });

  it('return sends the case to the applicant; the applicant is current, pending signature submission', async () => {
    const id = (await call('10001', `${SRM}/cases?list=nsr&scope=todo`)).json.data.rows[0].id;
    const c = (await call('10001', `${SRM}/cases/${id}/actions`, { action: 'return', comment: '請補件' })).json.data;
    expect(c.reviewState).toBe('pendingSubmission');
    expect(c.signState).toBe(0);
    expect(c.flow.find((s: { state: string }) => s.state === 'current')).toMatchObject({
      role: 'applicant',
      userNo: '10002',
    });
  });

  it('seeds every state and kind into /demo/seed, and every sample file with its viewer route', async () => {
    const seed = (await (await fetch(`${server.url}/demo/seed`)).json()) as Array<{
      area: string;
      type: string;
      status: string;
      route: string;
      supplierCode?: string;
    }>;
    const srm = seed.filter((r) => r.area === 'srm');
    expect(new Set(srm.map((r) => r.status)).size).toBe(5);
    expect(srm.every((r) => r.supplierCode && r.route.startsWith(`/pages/SRM/processingInfo/${r.type}?id=`))).toBe(
      true,
    );
    const files = seed.filter((r) => r.area === 'file');
    expect(new Set(files.map((f) => f.type))).toEqual(
      new Set(['pdf', 'xlsx', 'xls', 'csv', 'image', 'unsupported', 'corrupt']),
    );
    expect(files.every((f) => /^\/pages\/SRM\/fileReview\/show(PDF|Excel)\?name=/.test(f.route))).toBe(true);
  });

  it('serves the generated files with their types; the PDF has 50 pages', async () => {
    const pdf = await call('10001', `${SRM}/files/supplier-quality-manual.pdf`);
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes!.slice(0, 8))).toBe('%PDF-1.4');
    expect(new TextDecoder('latin1').decode(pdf.bytes!)).toContain('/Count 50');
    expect((await call('10001', `${QMS}/files/defect-photo.png`)).type).toBe('image/png');
    expect((await call('10001', `${SRM}/files/nope.pdf`)).status).toBe(404);
  });
});

describe('QMS demo area', () => {
  it('judging needs a judgment, and the last step a recognition category; then the case closes', async () => {
    const rows = (await call('10001', `${QMS}/cases?types=idr,pdr,market,mqi,mqp&scope=todo&pageSize=100`)).json.data
      .rows;
    let last: { id: string } | undefined;
    for (const r of rows) if ((await call('10001', `${QMS}/cases/${r.id}`)).json.data.finalStep) last = r;
    expect(last).toBeDefined();
    const judge = (body: object) =>
      call('10001', `/qms-gateway/bpm/tasks/${last!.id}/judgment`, { comment: '', ...body });
    expect((await judge({ action: 'approve' })).status).toBe(400);
    expect((await judge({ action: 'approve', judgment: 'scrap' })).status).toBe(400);
    const done = (await judge({ action: 'approve', judgment: 'scrap', recognition: 'unrecognized' })).json.data;
    expect(done).toMatchObject({
      reviewState: 'closedCase',
      signState: 1,
      finalJudgment: 'scrap',
      recognition: 'unrecognized',
      canJudge: false,
    });
  });

  it('home counts match the to-do lists; suppliers see their own company only', async () => {
    const home = (await call('10001', `${QMS}/home`)).json.data;
    const idr = (await call('10001', `${QMS}/cases?types=idr&scope=todo`)).json.data.total;
    expect(home.todo.idr).toBe(idr);
    const mine = (await call('S0001', `${QMS}/cases?types=idr,pdr,market,mqi,mqp&scope=all&pageSize=100`)).json.data
      .rows;
    expect(new Set(mine.map((r: { supplierCode: string }) => r.supplierCode))).toEqual(new Set(['S0001']));
    expect((await call('10001', `${QMS}/cases?types=nope`)).status).toBe(400);
  });
});
