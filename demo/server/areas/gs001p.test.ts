// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../app';
import { DAY_MS } from '../core/dates';
import { buildPng } from './sample-files';

for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

let server: DemoServer;
const tokens: Record<string, string> = {};
const now = Date.UTC(2025, 5, 2, 1, 0, 0);
beforeAll(async () => {
  server = await createDemoServer({ port: 0, flood: false, build: 'preact', clock: () => now });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  for (const key of Object.keys(tokens)) delete tokens[key];
});

async function token(userNo: string) {
  tokens[userNo] ??= (
    (await (await fetch(`${server.url}/demo/token?userNo=${userNo}`)).json()) as { token: string }
  ).token;
  return tokens[userNo];
}
async function api(userNo: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const t = await token(userNo);
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t}`, 'x-access-token': t, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}
const seeds = async () =>
  (
    (await (await fetch(`${server.url}/demo/seed`)).json()) as Array<{
      area: string;
      id: string;
      status: string;
      title: string;
    }>
  ).filter((s) => s.area === 'gs001p');

const complete = {
  customer: '比亞迪汽車',
  endCustomer: 'Tesla',
  importance: 'high',
  evaluationType: 'newProduct',
  applicationField: 'automotive',
  supplyLevel: 'tier1',
  productName: 'FPC 0.3mm 51P',
  targetPrice: '0.85',
  currency: 'CNY',
  annualVolume: '500000',
  sopDate: '2026-03-01',
  responsibleEngineer: 'E0101',
};

describe('GS001P demo server', () => {
  it('seeds every status, one case closed automatically at start for being untouched over three months', async () => {
    const statuses = new Set((await seeds()).map((s) => s.status));
    for (const s of [
      'draft',
      'signing:engineer',
      'signing:supervisor',
      'returned',
      'confirming',
      'developing',
      'closed',
      'closed:auto',
    ])
      expect(statuses).toContain(s);
    const untouched = (await seeds()).find((s) => s.status === 'closed:auto')!;
    const detail = await api('10002', 'GET', `/gs001p/cases/${untouched.id}`);
    expect(detail.data.closure).toMatchObject({ reason: 'noReply', auto: true });
    expect(detail.data.history.at(-1)).toMatchObject({ role: 'system', action: 'autoClose' });
    expect(detail.data.actions).toEqual(['reopen']);
  });

  it('moving the clock closes the 80-day case once 3 months have passed, not before', async () => {
    const near = (await seeds()).find((s) => s.title.startsWith('Awaiting customer reply'))!;
    const before = await api('10002', 'GET', `/gs001p/cases/${near.id}`);
    expect(before.data.status).toBe('confirming');
    expect(before.data.autoCloseAt).toBeTruthy();
    await fetch(`${server.url}/demo/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs: 5 * DAY_MS }),
    });
    delete tokens['10002']; // a day-long token does not outlive the clock moving by days
    expect((await api('10002', 'GET', `/gs001p/cases/${near.id}`)).data.status).toBe('confirming');
    await fetch(`${server.url}/demo/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs: 10 * DAY_MS }),
    });
    delete tokens['10002'];
    const after = await api('10002', 'GET', `/gs001p/cases/${near.id}`);
    expect(after.data).toMatchObject({
      status: 'closed',
      autoClosed: true,
      closure: { reason: 'noReply', auto: true },
    });
    expect(after.data.closure.unchangedSince).toBe(before.data.statusChangedAt);
  });

  it('pages by 30, searches and filters by status', async () => {
    const first = await api('10002', 'GET', '/gs001p/cases?page=1');
    expect(first.data.rows).toHaveLength(30);
    expect(first.data.total).toBeGreaterThan(30);
    const drafts = await api('10002', 'GET', '/gs001p/cases?status=draft');
    expect(drafts.data.rows.every((r: { status: string }) => r.status === 'draft')).toBe(true);
    const search = await api('10002', 'GET', `/gs001p/cases?keyword=${encodeURIComponent('FAKRA')}`);
    expect(search.data.rows.length).toBeGreaterThan(0);
    expect(search.data.rows.every((r: { productName: string }) => r.productName.includes('FAKRA'))).toBe(true);
    const todo = await api('10001', 'GET', '/gs001p/cases?scope=todo');
    expect(todo.data.rows.every((r: { assignee: string }) => r.assignee === '10001')).toBe(true);
  });

  it('create is idempotent; submit needs every required field and a drawing', async () => {
    const key = { 'idempotency-key': 'k-create-1' };
    const a = await api('10002', 'POST', '/gs001p/cases', { fields: { customer: 'X' } }, key);
    const b = await api('10002', 'POST', '/gs001p/cases', { fields: { customer: 'X' } }, key);
    expect(a.data.id).toBe(b.data.id);
    expect(a.data).toMatchObject({ status: 'draft', actions: ['save', 'submit'] });
    const missing = await api('10002', 'POST', `/gs001p/cases/${a.data.id}/submit`, { fields: { customer: 'X' } });
    expect(missing).toMatchObject({ success: 0, code: 4102 });
    expect(missing.message).toContain('drawing');
    const noDrawing = await api('10002', 'POST', `/gs001p/cases/${a.data.id}/submit`, { fields: complete });
    expect(noDrawing.message).toBe('Missing or invalid: drawing');
    // The fields were saved anyway: nothing typed is lost on a refused submit.
    expect((await api('10002', 'GET', `/gs001p/cases/${a.data.id}`)).data.fields.productName).toBe('FPC 0.3mm 51P');
  });

  it('close without development refuses a missing reason and records the chosen one', async () => {
    const confirming = (await seeds()).find((s) => s.title === 'Business final confirmation')!;
    expect((await api('10002', 'POST', `/gs001p/cases/${confirming.id}/act`, { action: 'close' })).code).toBe(4103);
    expect(
      (await api('10002', 'POST', `/gs001p/cases/${confirming.id}/act`, { action: 'close', reason: 'other' })).code,
    ).toBe(4103);
    expect(
      (await api('10001', 'POST', `/gs001p/cases/${confirming.id}/act`, { action: 'close', reason: 'highUnitCost' }))
        .code,
    ).toBe(4101);
    // A final decision is signed with a drawing and the signing PIN (docs/DECISIONS.md, "Signing policies").
    await fetch(`${server.url}/gateway/bpm/signing/pin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await token('10002')}`,
        'x-access-token': await token('10002'),
      },
      body: JSON.stringify({ pin: '135790' }),
    });
    const closed = await api('10002', 'POST', `/gs001p/cases/${confirming.id}/act`, {
      action: 'close',
      reason: 'other',
      reasonText: '客戶自製',
      pin: '135790',
      signatureImage: `data:image/png;base64,${Buffer.from(buildPng(40, 20)).toString('base64')}`,
    });
    expect(closed.data).toMatchObject({
      status: 'closed',
      closure: { reason: 'other', text: '客戶自製', auto: false },
    });
    const reopened = await api('10002', 'POST', `/gs001p/cases/${confirming.id}/act`, {
      action: 'reopen',
      comment: '客戶重新詢價',
    });
    expect(reopened.data).toMatchObject({ status: 'developing', closure: null });
  });

  it('an approve repeated with the same key is done once', async () => {
    const signing = (await seeds()).find((s) => s.status === 'signing:engineer')!;
    const key = { 'idempotency-key': 'k-approve-1' };
    const first = await api('10001', 'POST', `/gs001p/cases/${signing.id}/act`, { action: 'approve' }, key);
    const again = await api('10001', 'POST', `/gs001p/cases/${signing.id}/act`, { action: 'approve' }, key);
    expect(first.data.step).toBe('supervisor');
    expect(again.data.step).toBe('supervisor');
    expect(first.data.history.filter((h: { action: string }) => h.action === 'approve')).toHaveLength(1);
  });
});
