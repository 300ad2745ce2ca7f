// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoServer, type DemoServer } from '../../app';
import type { RecordEvidence } from '../../../../src/api/evidence';
import type { BatchResult, SapFormDetail } from '../../../../src/api/sap';
import type { PinStatus } from '../../../../src/api/signing';
import { buildPng } from '../../areas/sample-files';

/** The signing PIN: set once, changed with the old one, hashed, locked after five wrong, asked by the policy. */
let server: DemoServer;
let now = Date.UTC(2025, 5, 2, 1, 0, 0);
const PIN = '907153';
const OTHER = '318264';

beforeAll(async () => {
  server = await createDemoServer({ port: 0, flood: false, build: 'preact', clock: () => now });
}, 60_000);
afterAll(() => server.close());
beforeEach(async () => {
  now = Date.UTC(2025, 5, 2, 1, 0, 0);
  await server.reset();
}, 30_000);
afterEach(() => vi.restoreAllMocks());

async function auth(userNo = '10001') {
  const { token } = (await (await fetch(`${server.url}/demo/token?userNo=${userNo}`)).json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'x-access-token': token };
}

async function call<T>(method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}/gateway/bpm${path}`, {
    method,
    headers: { ...(await auth()), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = JSON.parse(text) as { code: number; message: string; data: T };
  return { status: res.status, text, ...json };
}

async function waiting(list: string): Promise<SapFormDetail[]> {
  const page = await call<{ rows: Array<{ id: string; canApprove: boolean }> }>(
    'GET',
    `/sap/forms?list=${list}&status=underApproval&pageSize=100`,
  );
  const ids = page.data.rows.filter((r) => r.canApprove).map((r) => r.id);
  return Promise.all(ids.map(async (id) => (await call<SapFormDetail>('GET', `/sap/forms/${id}`)).data));
}
const withPolicy = async (list: string, policy: string) =>
  (await waiting(list)).filter((f) => f.signing.policy === policy);
const png = () => `data:image/png;base64,${Buffer.from(buildPng(60, 30)).toString('base64')}`;
const entries = async (id: string) => (await call<RecordEvidence>('GET', `/evidence/sap/${id}`)).data.entries;

describe('setting and changing the PIN', () => {
  it('sets the PIN once, keeps only a hash and never echoes it', async () => {
    expect((await call<PinStatus>('GET', '/signing/pin')).data).toMatchObject({ isSet: false, remaining: 5 });
    const set = await call<PinStatus>('POST', '/signing/pin', { pin: PIN });
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({ isSet: true, lockedUntil: 0 });
    expect(set.text).not.toContain(PIN);
    expect(server.storeText()).not.toContain(PIN);
    expect(server.storeText()).toMatch(/scrypt\$/);
    const again = await call('POST', '/signing/pin', { pin: OTHER });
    expect([again.status, again.code]).toEqual([409, 5107]);
  });

  it('changes the PIN only with the old one, counting a wrong old PIN', async () => {
    await call('POST', '/signing/pin', { pin: PIN });
    const wrong = await call<{ remaining: number }>('PUT', '/signing/pin', { oldPin: OTHER, pin: '111111' });
    expect([wrong.status, wrong.code, wrong.data.remaining]).toEqual([403, 5105, 4]);
    expect(wrong.text).not.toContain(OTHER);
    const ok = await call<PinStatus>('PUT', '/signing/pin', { oldPin: PIN, pin: OTHER });
    expect(ok.data).toMatchObject({ isSet: true, remaining: 5 });
    const old = await call('PUT', '/signing/pin', { oldPin: PIN, pin: '222222' });
    expect(old.code).toBe(5105);
  });

  it('answers a change before any PIN with 5106', async () => {
    const res = await call('PUT', '/signing/pin', { oldPin: PIN, pin: OTHER });
    expect([res.status, res.code]).toEqual([409, 5106]);
  });

  it('answers 400 to a malformed PIN and changes nothing', async () => {
    const before = server.storeDigest();
    for (const pin of ['12345', '1234567', 'abcdef', '１２３４５６', ' 12345', 123456, null, '']) {
      const res = await call('POST', '/signing/pin', { pin });
      expect(res.status, String(pin)).toBe(400);
    }
    expect((await call('POST', '/signing/pin', { pin: PIN, extra: 1 })).status).toBe(400);
    const [po] = await withPolicy('pucOrder', 'confirm');
    expect((await call('POST', `/sap/forms/${po.id}/approve`, { pin: '12ab56' })).status).toBe(400);
    expect((await call('POST', '/sap/batch/approve', { ids: [po.id], pin: '1' })).status).toBe(400);
    expect(server.storeDigest()).toBe(before);
  });
});

describe('the PIN at signing', () => {
  it('asks a confirm form for the PIN: missing 5103, wrong 5105, right signs', async () => {
    const [po] = await withPolicy('pucOrder', 'confirm');
    const body = { contentDigest: po.signing.contentDigest };
    const unset = await call('POST', `/sap/forms/${po.id}/approve`, { ...body, pin: PIN });
    expect([unset.status, unset.code]).toEqual([409, 5106]);
    await call('POST', '/signing/pin', { pin: PIN });
    const missing = await call('POST', `/sap/forms/${po.id}/approve`, body);
    expect([missing.status, missing.code]).toEqual([403, 5103]);
    const wrong = await call('POST', `/sap/forms/${po.id}/approve`, { ...body, pin: OTHER });
    expect([wrong.status, wrong.code]).toEqual([403, 5105]);
    expect(await entries(po.id)).toEqual([]);
    const ok = await call('POST', `/sap/forms/${po.id}/approve`, { ...body, pin: PIN });
    expect(ok.status).toBe(200);
    expect(ok.text).not.toContain(PIN);
    expect((await entries(po.id)).at(-1)?.policy).toBe('confirm');
    expect(server.storeText()).not.toContain(PIN);
  });

  it('asks a drawn form for the drawing and the PIN', async () => {
    await call('POST', '/signing/pin', { pin: PIN });
    const [scrap] = await withPolicy('fixedAssets', 'drawn');
    const noImage = await call('POST', `/sap/forms/${scrap.id}/approve`, { pin: PIN });
    expect([noImage.status, noImage.code]).toEqual([403, 5108]);
    const noPin = await call('POST', `/sap/forms/${scrap.id}/approve`, { signatureImage: png() });
    expect(noPin.code).toBe(5103);
    const ok = await call('POST', `/sap/forms/${scrap.id}/approve`, { signatureImage: png(), pin: PIN });
    expect(ok.status).toBe(200);
  });

  it('locks after five wrong PINs until the time it reports, even for the right one', async () => {
    await call('POST', '/signing/pin', { pin: PIN });
    const [po] = await withPolicy('pucOrder', 'confirm');
    const codes: number[] = [];
    let last: { code: number; data: unknown } | undefined;
    for (let i = 0; i < 5; i++) {
      last = await call('POST', `/sap/forms/${po.id}/approve`, { pin: OTHER });
      codes.push(last.code);
    }
    expect(codes).toEqual([5105, 5105, 5105, 5105, 1003]);
    const lockEnd = now + 15 * 60_000;
    expect(last?.data).toEqual({ lockedUntil: lockEnd });
    const right = await call('POST', `/sap/forms/${po.id}/approve`, { pin: PIN });
    expect(right.data).toEqual({ lockedUntil: lockEnd });
    expect((await call<PinStatus>('GET', '/signing/pin')).data).toMatchObject({ lockedUntil: lockEnd, remaining: 0 });
    expect(await entries(po.id)).toEqual([]);
    now = lockEnd + 1;
    expect((await call('POST', `/sap/forms/${po.id}/approve`, { pin: PIN })).status).toBe(200);
  });

  it('asks a batch for the PIN once and refuses a wrong one for the whole batch', async () => {
    await call('POST', '/signing/pin', { pin: PIN });
    const [po] = await withPolicy('pucOrder', 'confirm');
    const [tap] = await withPolicy('pucOrder', 'tap');
    const none = await call<BatchResult[]>('POST', '/sap/batch/approve', { ids: [po.id, tap.id] });
    expect(none.data).toEqual([
      expect.objectContaining({ id: po.id, ok: false, code: 5103 }),
      expect.objectContaining({ id: tap.id, ok: true }),
    ]);
    const wrong = await call('POST', '/sap/batch/approve', { ids: [po.id], pin: OTHER });
    expect([wrong.status, wrong.code]).toEqual([403, 5105]);
    expect((await call<PinStatus>('GET', '/signing/pin')).data.remaining).toBe(4);
    const ok = await call<BatchResult[]>('POST', '/sap/batch/approve', { ids: [po.id], pin: PIN });
    expect(ok.data).toEqual([expect.objectContaining({ id: po.id, ok: true })]);
  });

  it('never writes the PIN to the console', async () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) => vi.spyOn(console, m));
    const write = vi.spyOn(process.stdout, 'write');
    await call('POST', '/signing/pin', { pin: PIN });
    const [po] = await withPolicy('pucOrder', 'confirm');
    await call('POST', `/sap/forms/${po.id}/approve`, { pin: OTHER });
    await call('POST', `/sap/forms/${po.id}/approve`, { pin: PIN });
    const written = [...spies, write].flatMap((s) => s.mock.calls.map((c) => JSON.stringify(c))).join('\n');
    expect(written).not.toContain(PIN);
    expect(written).not.toContain(OTHER);
  });
});
