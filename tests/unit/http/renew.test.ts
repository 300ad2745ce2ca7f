import { endpoint } from '../../../src/api/define';
import { request, setErrorSink, setUnauthorizedHandler } from '../../../src/http';
import { setTokenRenewer } from '../../../src/http/events';
import { $session, logout, setClock } from '../../../src/session';
import { setHostSignIn } from '../../../src/session/host';
import { startHostSignIn } from '../../../src/http/hostToken';

/**
 * The host's sign-in (docs/EMBEDDING.md "Own sign-in"): a 401 asks the host's `getToken()` again, once, and the
 * request goes again with the new token; a second 401 ends the session for the host, never asking in a loop.
 */
const getThing = endpoint<{ id: string }, { ok: boolean }>('main', 'GET', '/things/:id');
const postThing = endpoint<{ name: string }, { id: string }>('bpm', 'POST', '/things');

let sent: { token: string | null; key: string | null }[];
let statuses: number[];
let ended: number;
let shown: number;

const answer = (status: number) =>
  new Response(JSON.stringify(status === 200 ? { success: 1, data: { ok: true } } : { message: 'expired' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  sent = [];
  statuses = [];
  ended = 0;
  shown = 0;
  setClock(() => 1_000_000);
  logout();
  setErrorSink(() => void shown++);
  setUnauthorizedHandler(() => {
    ended++;
    logout();
  });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers as HeadersInit);
    sent.push({ token: headers.get('X-Access-Token'), key: headers.get('Idempotency-Key') });
    return answer(statuses.shift() ?? 200);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setTokenRenewer();
  setHostSignIn(false);
});

/** The host's token source: hands out the given tokens in turn, counting the asks. */
function host(...tokens: string[]) {
  const asked = { count: 0 };
  const getToken = () => {
    asked.count++;
    return tokens[Math.min(asked.count - 1, tokens.length - 1)];
  };
  return { asked, getToken };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('getToken asked again on a 401', () => {
  it('re-sends the rejected request once with the new token, and nothing is shown', async () => {
    const { asked, getToken } = host('first', 'second');
    await startHostSignIn({ getToken });
    statuses.push(401, 200);
    await expect(request(getThing, { id: '1' })).resolves.toEqual({ ok: true });
    expect(sent.map((s) => s.token)).toEqual(['first', 'second']);
    expect(asked.count).toBe(2);
    expect($session.get().access_token).toBe('second');
    await settle();
    expect([ended, shown]).toEqual([0, 0]);
  });

  it('a write goes again with the same idempotency key', async () => {
    const { getToken } = host('first', 'second');
    await startHostSignIn({ getToken });
    statuses.push(401, 200);
    await request(postThing, { name: 'n' }, { idempotencyKey: 'k-1' });
    expect(sent).toEqual([
      { token: 'first', key: 'k-1' },
      { token: 'second', key: 'k-1' },
    ]);
  });

  it('a second 401 ends the session once, without asking again', async () => {
    const { asked, getToken } = host('first', 'second', 'third');
    await startHostSignIn({ getToken });
    statuses.push(401, 401, 401);
    await expect(request(getThing, { id: '1' })).rejects.toMatchObject({ code: 401 });
    await settle();
    expect(sent.map((s) => s.token)).toEqual(['first', 'second']);
    expect(asked.count).toBe(2);
    expect(ended).toBe(1);
    expect($session.get().access_token).toBe('');
  });

  it('the same token again, or none, ends the session without re-sending', async () => {
    for (const again of ['first', '']) {
      sent = [];
      ended = 0;
      const { getToken } = host('first', again);
      await startHostSignIn({ getToken });
      statuses.push(401);
      await expect(request(getThing, { id: '1' })).rejects.toMatchObject({ code: 401 });
      await settle();
      expect(sent).toHaveLength(1);
      expect(ended).toBe(1);
    }
  });

  it('requests rejected together ask the host once and all go again', async () => {
    const { asked, getToken } = host('first', 'second');
    await startHostSignIn({ getToken });
    statuses.push(401, 401, 401, 200, 200, 200);
    const all = await Promise.all([1, 2, 3].map((id) => request(getThing, { id: String(id) })));
    expect(all).toHaveLength(3);
    expect(asked.count).toBe(2);
    expect(sent.map((s) => s.token)).toEqual(['first', 'first', 'first', 'second', 'second', 'second']);
  });

  it('without a token source (a session handed over) a 401 is not re-sent', async () => {
    await startHostSignIn({ session: { accessToken: 'given' } });
    statuses.push(401);
    await expect(request(getThing, { id: '1' })).rejects.toMatchObject({ code: 401 });
    await settle();
    expect(sent).toHaveLength(1);
    expect(ended).toBe(1);
  });
});
