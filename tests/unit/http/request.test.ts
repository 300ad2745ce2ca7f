import { endpoint } from '../../../src/api/define';
import { SERVICE_PATHS } from '../../../src/api/services';
import { request, requestEarly, setErrorSink, setUnauthorizedHandler, TIMEOUT_MS } from '../../../src/http';
import type { ApiError } from '../../../src/http/errors';
import { $apiUrl, $session, login, logout, setClock } from '../../../src/session';
import { DAY_MS } from '../../../src/session/loginInfo';

const getThing = endpoint<{ id: string; q?: string }, { ok: boolean }>('main', 'GET', '/things/:id');
const postThing = endpoint<{ name: string }, { id: string }>('bpm', 'POST', '/things');

type Call = { url: string; init: RequestInit };
let calls: Call[];
let responses: (() => Response | Promise<Response>)[];
let shown: ApiError[];

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

beforeEach(() => {
  calls = [];
  responses = [];
  shown = [];
  setClock(() => 1_000_000);
  logout();
  $apiUrl.set('');
  setErrorSink((e) => void shown.push(e));
  setUnauthorizedHandler(() => logout());
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = responses.shift();
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('no response'));
  });
});
afterEach(() => vi.unstubAllGlobals());

const headerOf = (call: Call, name: string) => new Headers(call.init.headers as HeadersInit).get(name);

describe('request helper (SPEC 7)', () => {
  it('sends the bearer token and X-Access-Token, JSON, to the service path', async () => {
    login({ token: 'tok-1' });
    responses.push(json(200, { type: 'success', success: 1, data: { ok: true } }));
    await expect(request(getThing, { id: '42', q: 'x' })).resolves.toEqual({ ok: true });
    expect(calls[0].url).toBe(`${location.origin}${SERVICE_PATHS.main}/things/42?q=x`);
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer tok-1');
    expect(headerOf(calls[0], 'X-Access-Token')).toBe('tok-1');
    expect(headerOf(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('uses the stored API URL key as the base address', async () => {
    $apiUrl.set('https://api.example.test');
    responses.push(json(200, { success: 1, data: { id: '1' } }));
    await request(postThing, { name: 'n' });
    expect(calls[0].url).toBe(`https://api.example.test${SERVICE_PATHS.bpm}/things`);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ name: 'n' });
  });

  it('takes a newtoken header as the new access token with a one-day expiry', async () => {
    login({ token: 'old' });
    responses.push(json(200, { success: 1, data: { ok: true } }, { newtoken: 'fresh' }));
    await request(getThing, { id: '1' });
    expect($session.get()).toMatchObject({ access_token: 'fresh', expires_in: 1_000_000 + DAY_MS });
  });

  it('401: the user is alerted once, then logged out', async () => {
    login({ token: 'tok' });
    responses.push(json(401, { message: 'expired' }));
    await expect(request(getThing, { id: '1' })).rejects.toMatchObject({ code: 401 });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(shown.map((e) => e.key)).toEqual(['error.notLoggedIn']);
    expect($session.get().access_token).toBe('');
  });

  it('a business error shows the server message in the single-button modal and rejects', async () => {
    responses.push(json(200, { type: 'error', success: 0, code: 7001, message: 'Budget closed' }));
    await expect(request(postThing, { name: 'n' })).rejects.toMatchObject({ text: 'Budget closed' });
    expect(shown[0].text).toBe('Budget closed');
  });

  it('silent requests leave the message to the page', async () => {
    responses.push(json(500, {}));
    await expect(request(getThing, { id: '1' }, { silent: true })).rejects.toMatchObject({
      code: 500,
      key: 'error.getFailed',
    });
    expect(shown).toEqual([]);
  });

  it('malformed JSON is rejected with the get-failed message', async () => {
    responses.push(
      () => new Response('{"type":"succ', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await expect(request(postThing, { name: 'n' })).rejects.toMatchObject({ key: 'error.getFailed' });
  });

  it('a dropped network is code 500 with get-failed; reads are retried, writes are not', async () => {
    vi.useFakeTimers();
    const read = request(getThing, { id: '1' });
    const readDone = expect(read).rejects.toMatchObject({ code: 500, kind: 'network', key: 'error.getFailed' });
    await vi.runAllTimersAsync();
    await readDone;
    expect(calls).toHaveLength(3);
    calls = [];
    const write = request(postThing, { name: 'n' });
    const writeDone = expect(write).rejects.toMatchObject({ code: 500, kind: 'network' });
    await vi.runAllTimersAsync();
    await writeDone;
    expect(calls).toHaveLength(1);
    vi.useRealTimers();
  });

  it('times out after 60000 ms with code 5', async () => {
    expect(TIMEOUT_MS).toBe(60_000);
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = request(postThing, { name: 'n' });
    const done = expect(pending).rejects.toMatchObject({ code: 5, kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(60_000);
    await done;
    vi.useRealTimers();
  });

  it('a request the page aborts is code 600003 and shows nothing', async () => {
    vi.stubGlobal(
      'fetch',
      (_: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = request(postThing, { name: 'n' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 600003 });
    expect(shown).toEqual([]);
  });

  it('sends an idempotency key with a write when given', async () => {
    responses.push(json(200, { success: 1, data: { id: '1' } }));
    await request(postThing, { name: 'n' }, { idempotencyKey: 'k-1' });
    expect(headerOf(calls[0], 'Idempotency-Key')).toBe('k-1');
  });
});

describe('a read started by the tap that opens a page (requestEarly)', () => {
  const ok = (v: boolean) => json(200, { type: 'success', success: 1, data: { ok: v } });
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('the page’s request for the same thing takes it over: one call to the server', async () => {
    login({ token: 'tok-1' });
    responses.push(ok(true));
    requestEarly(getThing, { id: '7' });
    await expect(request(getThing, { id: '7' })).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    // Taken once: the page's next load asks the server again.
    responses.push(ok(false));
    await expect(request(getThing, { id: '7' })).resolves.toEqual({ ok: false });
    expect(calls).toHaveLength(2);
  });

  it('something else, a write since, another session or an old one is asked for afresh', async () => {
    login({ token: 'tok-1' });
    responses.push(ok(true), ok(false));
    requestEarly(getThing, { id: '7' });
    await expect(request(getThing, { id: '8' })).resolves.toEqual({ ok: false });
    expect(calls).toHaveLength(2);

    responses.push(ok(true), json(200, { success: 1, data: { id: '1' } }), ok(false));
    requestEarly(getThing, { id: '7' });
    await request(postThing, { name: 'n' });
    await expect(request(getThing, { id: '7' })).resolves.toEqual({ ok: false });

    responses.push(ok(true), ok(false));
    requestEarly(getThing, { id: '7' });
    login({ token: 'tok-2' });
    await expect(request(getThing, { id: '7' })).resolves.toEqual({ ok: false });

    // An answer that came more than 10 s before the page asked is not handed over.
    responses.push(ok(true), ok(false));
    requestEarly(getThing, { id: '7' });
    await flush();
    const answeredAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(answeredAt + 60_000);
    await expect(request(getThing, { id: '7' })).resolves.toEqual({ ok: false });
    vi.restoreAllMocks();
    expect(calls).toHaveLength(9);
  });

  it('one still on its way is taken over however long it has been out: the page never asks the same again', async () => {
    login({ token: 'tok-1' });
    // The server answers only when the test says so.
    let answer!: (r: Response) => void;
    responses.push(() => new Promise<Response>((done) => (answer = done)));
    const startedAt = Date.now();
    requestEarly(getThing, { id: '7' });
    // The page's code arrived a minute later (a slow network), the read still out.
    vi.spyOn(Date, 'now').mockReturnValue(startedAt + 60_000);
    const page = request(getThing, { id: '7' });
    await flush();
    answer(ok(true)());
    await expect(page).resolves.toEqual({ ok: true });
    vi.restoreAllMocks();
    expect(calls).toHaveLength(1);
  });

  it("several can be on their way at once (a launch asks for home's two reads): each is taken over by its own request", async () => {
    login({ token: 'tok-1' });
    responses.push(ok(true), ok(false));
    requestEarly(getThing, { id: '7' });
    requestEarly(getThing, { id: '8' });
    await expect(request(getThing, { id: '7' })).resolves.toEqual({ ok: true });
    await expect(request(getThing, { id: '8' })).resolves.toEqual({ ok: false });
    expect(calls).toHaveLength(2);
    // Reads nobody took are not kept without end: past four, the oldest is dropped and asked for afresh.
    for (const id of ['1', '2', '3', '4', '5']) {
      responses.push(ok(true));
      requestEarly(getThing, { id });
    }
    responses.push(ok(false));
    await expect(request(getThing, { id: '1' })).resolves.toEqual({ ok: false });
    await expect(request(getThing, { id: '2' })).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(8);
  });

  it('a failure shows once, to the page that takes it over; unclaimed it shows nothing', async () => {
    login({ token: 'tok-1' });
    responses.push(json(500, { success: 0, code: 500, message: 'down' }));
    requestEarly(getThing, { id: '7' });
    await flush();
    expect(shown).toEqual([]);
    await expect(request(getThing, { id: '7' })).rejects.toMatchObject({ status: 500 });
    expect(shown).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('a write is never started early', () => {
    requestEarly(postThing as never, { name: 'n' } as never);
    expect(calls).toEqual([]);
  });
});
