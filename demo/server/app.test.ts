// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from './app';
import { ACCESS_LIFETIME_MS, ROTATION_GRACE_MS } from './core/tokens';

// tests/unit/setup.ts clears web storage before every test; Node has none, so give it something to clear.
// Remove once the setup guards with `globalThis.localStorage?.clear()`.
for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

/** A real server on a free port: the tests speak HTTP to it exactly as the client does. */
let server: DemoServer;
let now = Date.UTC(2025, 5, 2, 1, 0, 0);

beforeAll(async () => {
  server = await createDemoServer({ port: 0, flood: false, build: 'preact', clock: () => now });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const url = (path: string) => server.url + path;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'x-access-token': token });

async function login(account = '10001', system?: 'main' | 'srm') {
  const res = await post('/api/auth/login', { account, password: 'demo', system });
  return (await res.json()).data.access_token as string;
}

describe('envelope', () => {
  it('wraps handler results in the success envelope', async () => {
    const res = await fetch(url('/api/user/me'), { headers: auth(await login()) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      type: 'success',
      success: 1,
      code: 200,
      data: { userNo: '10001', userName: '陳志明', phone: '13800000001' },
    });
  });

  it('answers login failures with HTTP 200 and codes 1001 and 1002', async () => {
    const wrong = await post('/api/auth/login', { account: '10001', password: 'nope' });
    expect(wrong.status).toBe(200);
    expect(await wrong.json()).toMatchObject({
      type: 'error',
      success: 0,
      code: 1001,
      message: 'Incorrect account or password.',
    });
    const unknown = await post('/api/auth/login', { account: '99999', password: 'demo' });
    expect(await unknown.json()).toMatchObject({
      success: 0,
      code: 1002,
      message: 'The user information cannot be found.',
    });
  });

  it('refuses the supplier on the employee login and accepts it on the SRM login', async () => {
    const main = await post('/api/auth/login', { account: 'S0001', password: 'demo', system: 'main' });
    expect(await main.json()).toMatchObject({ success: 0, code: 1001 });
    const menu = await fetch(url('/api/user/menu'), { headers: auth(await login('S0001', 'srm')) });
    expect((await menu.json()).data.map((m: { area: string }) => m.area)).toEqual(['srm', 'qms']);
  });

  it('answers unknown API paths and missing records with a 404 envelope', async () => {
    const token = await login();
    const missing = await fetch(url('/api/notices/NOPE'), { headers: auth(token) });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ type: 'error', success: 0, code: 404 });
    const unknown = await fetch(url('/gateway/bpm/no/such/path'), { headers: auth(token) });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe(404);
  });
});

describe('auth', () => {
  const notLoggedIn = { type: 'error', success: 0, code: 401, message: 'You are not logged in, please try again.' };

  it('answers 401 without a token, with an unknown one, or with only one of the two headers', async () => {
    const token = await login();
    const variants: Array<Record<string, string>> = [
      {},
      auth('unknown'),
      { authorization: `Bearer ${token}` },
      { 'x-access-token': token },
    ];
    for (const headers of variants) {
      const res = await fetch(url('/api/user/me'), { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject(notLoggedIn);
    }
  });

  it('answers 401 once the token expired and after logout', async () => {
    const token = await login();
    now += ACCESS_LIFETIME_MS + 1;
    expect((await fetch(url('/api/user/me'), { headers: auth(token) })).status).toBe(401);
    const fresh = await login();
    expect((await post('/api/auth/logout', {}, auth(fresh))).status).toBe(200);
    expect((await fetch(url('/api/user/me'), { headers: auth(fresh) })).status).toBe(401);
  });
});

describe('newtoken rotation', () => {
  it('sends a fresh token once less than half of the lifetime remains, and keeps the old one 5 minutes', async () => {
    const token = await login();
    const early = await fetch(url('/api/user/me'), { headers: auth(token) });
    expect(early.headers.get('newtoken')).toBeNull();

    now += ACCESS_LIFETIME_MS / 2 + 1;
    const aging = await fetch(url('/api/user/me'), { headers: auth(token) });
    const fresh = aging.headers.get('newtoken');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);
    expect(aging.headers.get('access-control-expose-headers')).toContain('newtoken');

    // A request already in flight with the old token gets the same successor, not yet another token.
    const again = await fetch(url('/api/user/me'), { headers: auth(token) });
    expect(again.headers.get('newtoken')).toBe(fresh);
    const withFresh = await fetch(url('/api/user/me'), { headers: auth(fresh!) });
    expect(withFresh.status).toBe(200);
    expect(withFresh.headers.get('newtoken')).toBeNull();

    now += ROTATION_GRACE_MS + 1;
    expect((await fetch(url('/api/user/me'), { headers: auth(token) })).status).toBe(401);
    expect((await fetch(url('/api/user/me'), { headers: auth(fresh!) })).status).toBe(200);
  });
});

describe('fault injection', () => {
  it('affects only `times` matching responses under the path prefix', async () => {
    const token = await login();
    await post('/demo/fault', { path: '/api/notices', status: 500, body: { code: 100 }, times: 2 });
    const me = await fetch(url('/api/user/me'), { headers: auth(token) });
    expect(me.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(url('/api/notices'), { headers: auth(token) });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ code: 100 });
    }
    expect((await fetch(url('/api/notices'), { headers: auth(token) })).status).toBe(200);
  });

  it('sends a string body raw, as malformed JSON', async () => {
    await post('/demo/fault', { path: '*', status: 200, body: '{"type":"succ' });
    const res = await fetch(url('/api/user/me'));
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.text()).toBe('{"type":"succ');
  });

  it('adds headers to the real answer when no status or body is given', async () => {
    const token = await login();
    await post('/demo/fault', { path: '/api/user/me', headers: { newtoken: 'injected' } });
    const res = await fetch(url('/api/user/me'), { headers: auth(token) });
    expect(res.headers.get('newtoken')).toBe('injected');
    expect((await res.json()).data.userNo).toBe('10001');
  });

  it('drops the connection without a response', async () => {
    await post('/demo/fault', { path: '/api', network: 'drop' });
    await expect(fetch(url('/api/user/me'))).rejects.toThrow();
    expect((await fetch(url('/api/user/me'))).status).toBe(401);
  });

  it('holds a delayed answer until the delay ends or the faults are cleared, then answers for real', async () => {
    const token = await login();
    await post('/demo/fault', { path: '/api/user/me', delayMs: 60_000 });
    let answered = false;
    const held = fetch(url('/api/user/me'), { headers: auth(token) }).then((res) => {
      answered = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    await fetch(url('/demo/fault'), { method: 'DELETE' });
    const res = await held;
    expect(res.status).toBe(200);
    expect((await res.json()).data.userNo).toBe('10001');
  });

  it('is cleared by DELETE /demo/fault and never touches non-API paths', async () => {
    await post('/demo/fault', { path: '*', status: 503, times: 0 });
    expect((await fetch(url('/demo/seed'))).status).toBe(200);
    expect((await fetch(url('/api/user/me'))).status).toBe(503);
    expect((await fetch(url('/api/user/me'))).status).toBe(503);
    await fetch(url('/demo/fault'), { method: 'DELETE' });
    expect((await fetch(url('/api/user/me'))).status).toBe(401);
  });
});

describe('launch redirects', () => {
  const launch = (query: string) => fetch(url(`/demo/launch?${query}`), { redirect: 'manual' });

  it('signs in with a token in the address and opens the route', async () => {
    const res = await launch('userNo=10002&via=authorization&to=/pages/notice/notice?id%3DN0005');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/');
    expect(location.hash).toBe('#/pages/notice/notice?id=N0005');
    const token = location.searchParams.get('Authorization')!;
    const me = await fetch(url('/api/user/me'), { headers: auth(token) });
    expect((await me.json()).data.userNo).toBe('10002');
  });

  it('opens the home page by default, under /srm/ for via=srm', async () => {
    const res = await launch('userNo=S0001&via=srm');
    const location = new URL(res.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/srm/');
    expect(location.hash).toBe('#/pages/index/index');
  });

  it('passes route, token, user and phone like the messaging app for via=wxwork and its authorize stand-in', async () => {
    for (const path of [
      '/demo/launch?userNo=10001&via=wxwork&to=/pages/SAP/index',
      '/demo/wxwork/authorize?redirect_uri=/pages/SAP/index&base=/srm/',
    ]) {
      const res = await fetch(url(path), { redirect: 'manual' });
      const location = new URL(res.headers.get('location')!, server.url);
      expect(location.searchParams.get('wxworkredirect_uri')).toBe('/pages/SAP/index');
      expect(location.searchParams.get('userNo')).toBe('10001');
      expect(location.searchParams.get('phone')).toBe('13800000001');
      expect(location.searchParams.get('token')).toBeTruthy();
    }
  });

  it('refuses unknown users and routes that would leave the site', async () => {
    expect((await launch('userNo=nobody')).status).toBe(404);
    expect((await launch('userNo=10001&to=https://evil.example')).status).toBe(400);
    expect((await launch('userNo=10001&to=//evil.example')).status).toBe(400);
  });
});

describe('reset', () => {
  it('restores seeded data, the announced version and clears faults, keeping sessions', async () => {
    const token = await login('10002');
    const unread = async () =>
      (await (await fetch(url('/api/notices'), { headers: auth(token) })).json()).data.rows.filter(
        (n: { read: boolean }) => !n.read,
      ).length;
    const before = await unread();
    await fetch(url('/api/notices/N0005'), { headers: auth(token) });
    expect(await unread()).toBe(before - 1);
    await post('/demo/version', { version: '1.1.0', versionCode: 110 });
    await post('/demo/fault', { path: '/api/app', status: 500, times: 0 });

    expect((await post('/demo/reset', {})).status).toBe(200);
    expect(await unread()).toBe(before);
    const version = await fetch(url('/api/app/version?platform=h5'), { headers: auth(token) });
    expect((await version.json()).data).toMatchObject({ version: '1.0.0', versionCode: 100 });
  });
});

describe('static files', () => {
  it('serves the host pages with the strict policy and no-cache, also under /srm/', async () => {
    for (const path of ['/', '/srm/', '/portal.html', '/demo.html']) {
      const res = await fetch(url(path));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(res.headers.get('content-security-policy')).not.toContain('unsafe');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('every host page carries the strict policy: scripts of its own only, no plugins, no base, nothing inline', async () => {
    for (const path of ['/', '/srm/', '/demo.html', '/portal.html', '/classic.html']) {
      const csp = (await fetch(url(path))).headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'none'");
      expect(csp, path).not.toMatch(/unsafe-(inline|eval)/);
    }
  });

  it("names the host page's stylesheet by its content's hash, cached for good only under that name", async () => {
    const page = await (await fetch(url('/'))).text();
    const href = page.match(/<link rel="stylesheet" href="(\/host\.css\?v=[0-9a-f]{10})" \/>/)?.[1];
    expect(href).toBeDefined();
    const named = await fetch(url(href!));
    expect(named.status).toBe(200);
    expect(named.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await named.text()).toContain('.host-app');
    // The plain name, or an old hash after the file changed, is revalidated.
    for (const path of ['/host.css', '/host.css?v=0000000000'])
      expect((await fetch(url(path))).headers.get('cache-control'), path).toBe('no-cache');
  });

  it('never serves files outside its folders', async () => {
    for (const path of ['/..%2Fserver%2Fapp.ts', '/%2e%2e/%2e%2e/package.json', '/srm/..%2F..%2Fpackage.json']) {
      expect((await fetch(url(path))).status, path).toBe(404);
    }
  });
});

describe('CORS', () => {
  it('answers a preflight from the allowed origin with the client header list, never an echo', async () => {
    const origin = 'http://portal.example';
    const cors = await createDemoServer({
      port: 0,
      flood: false,
      build: 'preact',
      clock: () => now,
      allowedOrigins: [origin],
    });
    try {
      const res = await fetch(`${cors.url}/api/auth/login`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-evil, idempotency-key',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
      expect(allowed).toEqual(['authorization', 'x-access-token', 'content-type', 'idempotency-key']);
      const other = await fetch(`${cors.url}/api/auth/login`, {
        method: 'OPTIONS',
        headers: { origin: 'http://other.example' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await cors.close();
    }
  });
});

describe('launch landing', () => {
  it('lands on a host page the server serves, with the asked route in the hash, under /srm/ for via=srm', async () => {
    for (const [query, pathname, hash] of [
      ['userNo=10001&to=/pages/notice/notice?id%3DN0005', '/', '#/pages/notice/notice?id=N0005'],
      ['userNo=S0001&via=srm&to=/pages/SRM/index/index', '/srm/', '#/pages/SRM/index/index'],
    ]) {
      const res = await fetch(url(`/demo/launch?${query}`), { redirect: 'manual' });
      expect(res.status, query).toBe(302);
      const location = new URL(res.headers.get('location')!, server.url);
      expect(location.pathname, query).toBe(pathname);
      expect(location.hash, query).toBe(hash);
      expect((await fetch(location)).status, query).toBe(200);
    }
  });
});
