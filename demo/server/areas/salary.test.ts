// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../app';
import { LOCK_MS, MAX_WRONG as MAX_ATTEMPTS } from '../core/lockout';
import { pastMonths, SALARY_DEMO_PASSWORD, SALARY_IDLE_MS, tokenAlive } from './salary';

for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

describe('salary rules (pure)', () => {
  const t0 = Date.UTC(2025, 5, 2, 1, 0, 0);

  it('a salary token lives five minutes after its last use', () => {
    expect(tokenAlive(t0, t0 + SALARY_IDLE_MS - 1)).toBe(true);
    expect(tokenAlive(t0, t0 + SALARY_IDLE_MS)).toBe(false);
  });

  it('lists the twelve months before the current one, newest first, across a year end', () => {
    const months = pastMonths(Date.UTC(2025, 1, 15), 12);
    expect(months[0]).toBe('2025-01');
    expect(months[1]).toBe('2024-12');
    expect(months).toHaveLength(12);
    expect(months[11]).toBe('2024-02');
  });
});

describe('salary endpoints', () => {
  let server: DemoServer;
  let now = Date.UTC(2025, 5, 2, 1, 0, 0);
  beforeAll(async () => {
    server = await createDemoServer({ port: 0, flood: false, build: 'preact', clock: () => now });
  }, 60_000);
  afterAll(() => server.close());
  beforeEach(() => server.reset(), 60_000);

  const call = async (path: string, body: unknown, token: string, method = 'POST') => {
    const res = await fetch(server.url + path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-access-token': token },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });
    return { res, json: await res.json() };
  };
  const signIn = async (account = '10001') => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: 'demo' }),
    });
    return (await res.json()).data.access_token as string;
  };

  it('needs the session token as well as the salary password', async () => {
    const res = await fetch(`${server.url}/api/salary/login`, {
      method: 'POST',
      body: JSON.stringify({ password: 'salary123' }),
    });
    expect(res.status).toBe(401);
  });

  it('opens with the salary password and serves slips no-store, with totals that add up', async () => {
    const token = await signIn();
    const { json: login } = await call('/api/salary/login', { password: 'salary123' }, token);
    expect(login.data).toMatchObject({ status: 'ok', idleMs: SALARY_IDLE_MS });
    const salaryToken = login.data.salaryToken as string;
    const { json: months } = await call('/api/salary/months', { salaryToken }, token);
    expect(months.data).toHaveLength(12);
    const { res, json: slip } = await call('/api/salary/slip', { salaryToken, month: months.data[0] }, token);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cents = (lines: Array<{ amount: number }>) => lines.reduce((a, l) => a + Math.round(l.amount * 100), 0);
    expect(cents(slip.data.earnings)).toBe(Math.round(slip.data.totalEarnings * 100));
    expect(cents(slip.data.deductions)).toBe(Math.round(slip.data.totalDeductions * 100));
    expect(Math.round(slip.data.net * 100)).toBe(cents(slip.data.earnings) - cents(slip.data.deductions));
  });

  it('locks after five wrong passwords and says until when; status reports it', async () => {
    const token = await signIn('10002');
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      const { json } = await call('/api/salary/login', { password: 'nope' }, token);
      expect(json.data).toMatchObject({ status: 'wrongPassword', remaining: MAX_ATTEMPTS - i });
    }
    const { json: locked } = await call('/api/salary/login', { password: 'nope' }, token);
    expect(locked.data).toEqual({ status: 'locked', lockedUntil: now + LOCK_MS, now });
    const { json: right } = await call('/api/salary/login', { password: 'salary123' }, token);
    expect(right.data.status).toBe('locked');
    const { json: status } = await call('/api/salary/status', undefined, token, 'GET');
    expect(status.data).toMatchObject({ hasPassword: true, lockedUntil: now + LOCK_MS, remaining: 0 });
    now += LOCK_MS;
    expect((await call('/api/salary/login', { password: 'salary123' }, token)).json.data.status).toBe('ok');
    const { json: cleared } = await call('/api/salary/status', undefined, token, 'GET');
    expect(cleared.data).toMatchObject({ lockedUntil: 0, remaining: MAX_ATTEMPTS });
  });

  it('keeps only hashes of salary passwords and tokens in the store', async () => {
    const token = await signIn();
    const salaryToken = (await call('/api/salary/login', { password: SALARY_DEMO_PASSWORD }, token)).json.data
      .salaryToken as string;
    const dump = server.storeText();
    expect(dump).not.toContain(SALARY_DEMO_PASSWORD);
    expect(dump).not.toContain(salaryToken);
    expect(dump).toMatch(/scrypt\$/);
  });

  it('a salary token dies after five idle minutes, and at logout; it is never valid for another user', async () => {
    const token = await signIn();
    const other = await signIn('10002');
    const salaryToken = (await call('/api/salary/login', { password: 'salary123' }, token)).json.data.salaryToken;
    expect((await call('/api/salary/months', { salaryToken }, other)).json.code).toBe(3101);
    now += SALARY_IDLE_MS - 1000;
    expect((await call('/api/salary/months', { salaryToken }, token)).json.success).toBe(1);
    now += SALARY_IDLE_MS;
    expect((await call('/api/salary/months', { salaryToken }, token)).json.code).toBe(3101);
    const second = (await call('/api/salary/login', { password: 'salary123' }, token)).json.data.salaryToken;
    await call('/api/salary/logout', { salaryToken: second }, token);
    expect((await call('/api/salary/months', { salaryToken: second }, token)).json.code).toBe(3101);
  });

  it('the supplier has no salary password', async () => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'S0001', password: 'demo', system: 'srm' }),
    });
    const token = (await res.json()).data.access_token;
    expect((await call('/api/salary/login', { password: 'salary123' }, token)).json.data.status).toBe('noPassword');
  });
});
