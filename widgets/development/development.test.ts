import { $session } from '../../src/session';
import { collect, reportText } from './report';
import { PROBES, runProbe, SERVICES, verdict } from './probes';

describe('diagnostics report', () => {
  afterEach(() => $session.set({ ...$session.get(), access_token: '', refresh_token: '', login: false }));

  it('shows version 1.0.0 (100), the build and the session, never the tokens', () => {
    $session.set({
      ...$session.get(),
      login: true,
      userNo: '10001',
      access_token: 'ACCESS-SECRET-123',
      refresh_token: 'REFRESH-SECRET-456',
      expires_in: Date.UTC(2030, 0, 1),
      expires_refresh_in: Date.UTC(2030, 0, 7),
    });
    const d = collect();
    expect(d).toMatchObject({ version: '1.0.0', versionCode: 100, build: 'preact', loggedIn: true, userNo: '10001' });
    const text = reportText(d);
    expect(text).toContain('version: 1.0.0 (100)');
    expect(text).toContain('token expires: 2030-01-01T00:00:00.000Z');
    expect(text).not.toContain('ACCESS-SECRET');
    expect(text).not.toContain('REFRESH-SECRET');
    expect(JSON.stringify(d)).not.toContain('SECRET');
  });
});

describe('request tester', () => {
  it('offers at least one harmless GET for every configured service', () => {
    for (const service of SERVICES) expect(PROBES.some((p) => p.service === service)).toBe(true);
  });

  it('reports status, envelope code and time', async () => {
    const fake = (async () =>
      new Response(JSON.stringify({ type: 'success', success: 1, code: 200, data: {} }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    let clock = 100;
    const result = await runProbe(PROBES[0], fake, () => (clock += 25));
    expect(result).toMatchObject({ status: 200, success: true, code: 200, ms: 25 });
    expect(verdict(result)).toBe('ok');
  });

  it('a gateway answering 404 is reached, a dropped connection is failed', async () => {
    const gateway = PROBES.find((p) => p.reachOnly)!;
    const notFound = (async () =>
      new Response('{"type":"error","success":0,"code":404}', {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    expect(verdict(await runProbe(gateway, notFound))).toBe('reached');
    const dropped = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const failed = await runProbe(gateway, dropped);
    expect(failed).toMatchObject({ status: 0, failure: 'network' });
    expect(verdict(failed)).toBe('failed');
  });
});
