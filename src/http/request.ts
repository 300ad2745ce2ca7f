import redaxios from 'redaxios';
import { fillPath, type Endpoint, type ReqOf, type ResOf } from '../api/define';
import { $session, replaceToken } from '../session';
import { serviceUrl, TIMEOUT_MS } from './config';
import { abortError, ApiError, fromResponse, networkError, timeoutError } from './errors';
import { renewToken, report } from './events';
import { dropLaunchRead, type LaunchAnswer, takeLaunchRead, tokenHeaders } from './launchRead';
import { parsed, payloadOf, succeeded } from './success';

export interface RequestOptions {
  /** Caller shows the error itself (e.g. inline under a field) instead of the modal. */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Writes carry one, so a repeated submit or approve is done once by the server. */
  idempotencyKey?: string;
}

/** SPEC 7: every request carries the bearer token and the X-Access-Token header. */
export function authHeaders(token = $session.get().access_token): Record<string, string> {
  return tokenHeaders(token);
}

/** SPEC 4: a token in the `newtoken` response header replaces the access token. */
export function readNewToken(headers: Headers | undefined): void {
  const token = headers?.get?.('newtoken');
  if (token) replaceToken(token.trim());
}

const RETRY_DELAYS_MS = [400, 1200];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function fetchWithTimeout(timeoutMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  outer?.addEventListener('abort', onAbort);
  // The body is read here, inside the time-out: redaxios swallows a failed body read and would hand back an empty
  // 200, so an answer cut off mid-body would count as a server reply (no read retry, wrong message). Read here,
  // the cut fails the fetch like any network failure (issue 6).
  const fetcher = (url: RequestInfo | URL, init?: RequestInit) =>
    fetch(url, { ...init, signal: controller.signal, referrerPolicy: 'no-referrer' })
      .then(async (res) => {
        const body = await res.text();
        const empty = res.status === 204 || res.status === 205 || res.status === 304;
        return new Response(empty ? null : body, {
          status: res.status,
          statusText: res.statusText,
          headers: res.headers,
        });
      })
      .finally(() => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onAbort);
      });
  return { fetcher, timedOut: () => timedOut };
}

async function once<E extends Endpoint<unknown, unknown>>(ep: E, req: ReqOf<E> | undefined, opts: RequestOptions) {
  const { url, rest } = fillPath(ep.path, req as object | undefined);
  const hasBody = ep.method === 'POST' || ep.method === 'PUT';
  const { fetcher, timedOut } = fetchWithTimeout(opts.timeoutMs ?? TIMEOUT_MS, opts.signal);
  const params = hasBody ? undefined : clean(rest);
  try {
    const res = await redaxios({
      url: serviceUrl(ep.service, url),
      method: ep.method.toLowerCase() as 'get',
      data: hasBody ? rest : undefined,
      params,
      headers: {
        'Content-Type': 'application/json',
        ...authHeaders(),
        ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
      },
      fetch: fetcher as typeof fetch,
      validateStatus: () => true,
    });
    return settle<ResOf<E>>(res.status, res.data, res.headers as unknown as Headers);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (timedOut()) throw timeoutError();
    if (opts.signal?.aborted) throw abortError();
    throw networkError();
  }
}

/** An answer's payload, or the error it stands for. */
export function settle<T>(status: number, data: unknown, headers: Headers | undefined): T {
  readNewToken(headers);
  if (succeeded(status, data, headers?.get?.('content-type'))) return payloadOf<T>(data);
  throw fromResponse(status, data as Record<string, unknown>);
}

/** Query values: drop empty ones so the server sees no "undefined" strings. */
export function clean(rest: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

/** One endpoint's answer, with the network retries of a read; nothing shown to the user yet. */
async function fetchPayload<E extends Endpoint<unknown, unknown>>(
  ep: E,
  req: ReqOf<E> | undefined,
  opts: RequestOptions,
): Promise<ResOf<E>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await once(ep, req, opts)) as ResOf<E>;
    } catch (err) {
      const retry = ep.method === 'GET' && (err as ApiError).kind === 'network' && attempt < RETRY_DELAYS_MS.length;
      if (!retry) throw err;
      await wait(RETRY_DELAYS_MS[attempt]);
    }
  }
}

/**
 * A read started before the page that needs it has mounted: by the tap that opens a page, or by the shell for the
 * first page of a launch (home's menu and counts, loader/preload.ts). The page's own request for the same thing
 * takes it over instead of asking again, so the answer is on its way while the page mounts. For the session that
 * started it; a few at a time, a newer one for the same thing replacing the older. Still on its way, it is always
 * taken over (asking again would only ask the same, later: a page whose code takes long to arrive on a slow
 * network); once answered, only for a few seconds: it is never a cache of data.
 */
type Early = { token: string; answered?: number; answer: Promise<unknown> };
const early = new Map<string, Early>();
const EARLY_MS = 10_000;
/** A launch's first page asks for two things; a tap for one. Reads nobody took are dropped, oldest first. */
const EARLY_MAX = 4;
const keyOf = (ep: Endpoint<unknown, unknown>, req: unknown) =>
  `${ep.service} ${ep.path} ${JSON.stringify(req ?? null)}`;

export function requestEarly<E extends Endpoint<unknown, unknown>>(ep: E, req?: ReqOf<E>): void {
  if (ep.method !== 'GET') return;
  const key = keyOf(ep, req);
  const started: Early = { token: $session.get().access_token, answer: fetchPayload(ep, req, {}) };
  // Whoever takes it over reports a failure; unclaimed, it fails quietly.
  const answered = () => {
    started.answered = Date.now();
  };
  started.answer.then(answered, answered);
  early.delete(key);
  early.set(key, started);
  if (early.size > EARLY_MAX) early.delete(early.keys().next().value!);
}

function takeEarly(ep: Endpoint<unknown, unknown>, req: unknown): Promise<unknown> | undefined {
  const key = keyOf(ep, req);
  const taken = early.get(key);
  if (!taken) return undefined;
  early.delete(key);
  const recent = taken.answered === undefined || Date.now() - taken.answered < EARLY_MS;
  return recent && taken.token === $session.get().access_token ? taken.answer : undefined;
}

/**
 * The launch read of this request's address (src/http/launchRead.ts), taken over. Where it never reached the
 * server (a dropped network), the page asks again itself, with the retries of a read.
 */
function takeLaunch<E extends Endpoint<unknown, unknown>>(ep: E, req: ReqOf<E> | undefined) {
  const { url, rest } = fillPath(ep.path, req as object | undefined);
  const answer =
    ep.method === 'GET' &&
    !Object.keys(clean(rest)).length &&
    takeLaunchRead(serviceUrl(ep.service, url), $session.get().access_token);
  return answer
    ? answer.then(
        (res: LaunchAnswer) => settle<ResOf<E>>(res.status, parsed(res.body), res.headers),
        () => fetchPayload(ep, req, {}),
      )
    : undefined;
}

/**
 * Calls one endpoint of the contract and resolves with its payload. Errors are shown in the single-button
 * modal (unless `silent`) and rethrown, so a page can keep what the user typed and stay usable.
 * Reads are retried on a dropped network with backoff; writes never are, because the server may have done them.
 */
export async function request<E extends Endpoint<unknown, unknown>>(
  ep: E,
  req?: ReqOf<E>,
  opts: RequestOptions = {},
): Promise<ResOf<E>> {
  // A write may change what an early read answered: it is not handed to anyone after one.
  if (ep.method !== 'GET') {
    early.clear();
    dropLaunchRead();
  }
  const token = $session.get().access_token;
  try {
    const started = !opts.signal && (takeLaunch(ep, req) || takeEarly(ep, req));
    return (await (started || fetchPayload(ep, req, opts)).catch(async (err: ApiError) => {
      // Sent once more at most: a second 401 ends the session (no asking in a loop).
      if (err.isUnauthorized && (await renewToken(token))) return fetchPayload(ep, req, opts);
      throw err;
    })) as ResOf<E>;
  } catch (err) {
    const error = err as ApiError;
    if (!opts.silent || error.isUnauthorized) void report(error);
    throw error;
  }
}

/** A fresh idempotency key for one user action (kept across retries of that action). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
