// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from './app';
import { LOCK_MS, MAX_WRONG } from './core/lockout';
import type { RequestLogLine } from './core/request-log';

/** Sign-in guessing, floods, request bodies with unknown keys, secrets at rest and logs of the reference server. */
let server: DemoServer;
let now = Date.UTC(2025, 5, 2, 1, 0, 0);
const logs: RequestLogLine[] = [];
beforeAll(async () => {
  server = await createDemoServer({ port: 0, build: 'preact', clock: () => now, log: (line) => logs.push(line) });
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.reset(), 60_000);

const login = async (account: string, password: string) =>
  (
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password }),
    })
  ).json();

describe('sign-in guessing', () => {
  it('locks an account after five wrong passwords until a time, then the right one clears it', async () => {
    for (let i = 1; i < MAX_WRONG; i++) expect((await login('10002', 'guess')).code).toBe(1001);
    const locked = await login('10002', 'guess');
    expect(locked).toMatchObject({ success: 0, code: 1003, data: { lockedUntil: now + LOCK_MS } });
    expect((await login('10002', 'demo')).code).toBe(1003);
    now += LOCK_MS;
    expect((await login('10002', 'demo')).success).toBe(1);
    // Cleared: four more wrong ones do not lock.
    for (let i = 1; i < MAX_WRONG; i++) expect((await login('10002', 'guess')).code).toBe(1001);
    expect((await login('10002', 'demo')).success).toBe(1);
  }, 60_000);

  it('locks the address guessing across accounts, whichever account it tries next', async () => {
    for (const account of ['10001', '10002', 'S0001', 'nobody', '10001']) await login(account, 'guess');
    expect((await login('10001', 'demo')).code).toBe(1003);
    now += LOCK_MS;
  }, 60_000);

  it('keeps no sign-in or salary password in clear in the store', async () => {
    const values = server.storeText().split('\n');
    expect(values).not.toContain('demo');
    expect(values).not.toContain('salary123');
    expect(values.filter((v) => v.startsWith('scrypt$')).length).toBeGreaterThan(3);
  }, 60_000);

  it('logs each request as one structured line without tokens or passwords', async () => {
    logs.length = 0;
    const grant = await login('10001', 'demo');
    const token = grant.data.access_token as string;
    await fetch(`${server.url}/api/user/me?t=${token}`, {
      headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
    });
    expect(logs.map((l) => [l.method, l.path, l.status])).toEqual([
      ['POST', '/api/auth/login', 200],
      ['GET', '/api/user/me', 200],
    ]);
    const text = JSON.stringify(logs);
    expect(text).not.toContain(token);
    expect(text).not.toContain('demo');
  }, 60_000);
});

describe('request bodies', () => {
  const call = async (path: string, body: unknown) => {
    const token = ((await (await fetch(`${server.url}/demo/token?userNo=10001`)).json()) as { token: string }).token;
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-access-token': token },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  };

  it('refuses unknown keys with a 400 that names them, and changes nothing', async () => {
    const before = server.storeDigest();
    const out = await call('/api/auth/logout', { colour: 'red' });
    expect(out.status).toBe(400);
    expect(out.json.message).toContain('colour');
    const gs = await call('/api/gs001p/cases', { fields: { productName: 'x', colour: 'red' } });
    expect(gs.status).toBe(400);
    expect(gs.json.message).toContain('fields.colour');
    expect(server.storeDigest()).toBe(before);
  }, 60_000);

  it('refuses a GS001P submit whose fields hold only unknown keys instead of submitting the stored draft', async () => {
    const draft = await call('/api/gs001p/cases', { fields: { productName: 'Bracket' } });
    expect(draft.json.success).toBe(1);
    const out = await call(`/api/gs001p/cases/${draft.json.data.id}/submit`, { fields: { prodName: 'Bracket 2' } });
    expect(out.status).toBe(400);
    expect(out.json.message).toContain('fields.prodName');
  }, 60_000);
});

describe('floods and plain mode', () => {
  it('answers a flood from one address with 429 and Retry-After', async () => {
    const small = await createDemoServer({ port: 0, build: 'preact', flood: { perSecond: 1, burst: 5 }, demo: false });
    try {
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await fetch(`${small.url}/api/app/version?platform=h5`));
      expect(answers.slice(0, 5).map((r) => r.status)).not.toContain(429);
      const last = answers[6];
      expect(last.status).toBe(429);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await small.close();
    }
  }, 60_000);

  it('without the demo: no /demo routes, no seeded accounts, health and readiness answer', async () => {
    const plain = await createDemoServer({ port: 0, build: 'preact', demo: false });
    try {
      expect((await fetch(`${plain.url}/demo/reset`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${plain.url}/demo/seed`)).status).toBe(404);
      const res = await fetch(`${plain.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: '10001', password: 'demo' }),
      });
      expect((await res.json()).code).toBe(1002);
      expect(await (await fetch(`${plain.url}/healthz`)).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`${plain.url}/readyz`)).json()).toEqual({ status: 'ready' });
    } finally {
      await plain.close();
    }
  }, 60_000);
});
