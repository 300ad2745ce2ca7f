import { endpoint } from '../../../src/api/define';
import { request, setErrorSink } from '../../../src/http';
import type { ApiError } from '../../../src/http/errors';
import { logout } from '../../../src/session';

/** Issue 6: an answer cut off in the middle of its body is a network failure (reads retried), not an empty reply. */
const getThing = endpoint<{ id: string }, { ok: boolean }>('main', 'GET', '/things/:id');
const postThing = endpoint<{ name: string }, { id: string }>('bpm', 'POST', '/things');

function cutOff(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"type":"success","data":{'));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
}
const whole = () =>
  new Response(JSON.stringify({ type: 'success', data: { ok: true } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let answers: Array<() => Response>;
let calls: number;
let shown: ApiError[];
beforeEach(() => {
  logout();
  calls = 0;
  shown = [];
  setErrorSink((e) => void shown.push(e));
  vi.stubGlobal('fetch', () => {
    calls += 1;
    return Promise.resolve(answers.shift()!());
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('an answer cut mid-body', () => {
  it('is retried for a read, and the read then succeeds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    answers = [cutOff, whole];
    const result = request(getThing, { id: '1' });
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(shown).toEqual([]);
    vi.useRealTimers();
  });

  it('fails a write once, as a network error with the get-failed message, never sent again', async () => {
    answers = [cutOff, whole];
    await expect(request(postThing, { name: 'n' })).rejects.toMatchObject({ kind: 'network', key: 'error.getFailed' });
    expect(calls).toBe(1);
  });
});

describe('a read that times out', () => {
  it('is not retried: one request, the time-out message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      calls += 1;
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const result = request(getThing, { id: '1' }, { silent: true });
    const settled = expect(result).rejects.toMatchObject({ kind: 'timeout', key: 'error.timeout' });
    await vi.advanceTimersByTimeAsync(61_000);
    await settled;
    expect(calls).toBe(1);
    vi.useRealTimers();
  });
});
