import type { Kit, EndpointResult } from './types';

/** The session: newtoken must reach a browser client (exposed), and a newtoken that arrives must work. */
export async function checkSession(kit: Kit): Promise<void> {
  const { call, entryOf, options, results } = kit;
  const me = entryOf('main.me');
  const session: EndpointResult = {
    id: 'session: newtoken',
    method: 'GET',
    path: '/api/user/me',
    verdict: 'pass',
    reasons: [],
    passed: [],
    skipped: [],
  };
  if (kit.token()) {
    try {
      const a = await call(me, {});
      const exposed = (a.headers.get('access-control-expose-headers') ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase());
      if (!exposed.includes('newtoken'))
        session.reasons.push(
          'newtoken is not listed in Access-Control-Expose-Headers: a browser client on another origin never sees it',
        );
      else session.passed.push('newtoken exposed to browser clients');
      if (a.headers.get('newtoken') !== null && !a.headers.get('newtoken')!.trim())
        session.reasons.push('an empty newtoken header');
      if (options.origin) {
        const allowed = a.headers.get('access-control-allow-origin');
        if (allowed !== options.origin && allowed !== '*')
          session.reasons.push(`Access-Control-Allow-Origin is ${allowed ?? 'missing'} for ${options.origin}`);
        else session.passed.push(`answers ${options.origin} across origins`);
      }
    } catch (error) {
      session.verdict = 'not reachable';
      session.reasons.push((error as Error).message);
    }
  } else session.skipped.push('no token: the login failed');
  results.set(session.id, session);
}
