import { SERVICE_PATHS } from '../../src/api/services';
import type { ServiceName } from '../../src/api/define';
import type { ContractEntry } from '../../src/api/schema';
import { type Answer, type CallOptions, type KitOptions, Unreachable } from './types';

const MAX_RATE_RETRIES = 20;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Retry-After in seconds (or an HTTP date), bounded to 1–30 s so a wrong header neither spins nor stalls the run. */
export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header ?? '') - Date.now();
  return Math.min(30_000, Math.max(1000, Number.isFinite(ms) ? ms : 1000));
}

/** The kit's one way to call the server: the contract's paths, the token (renewed by newtoken) and the origin. */
export function createCaller(options: KitOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.base.replace(/\/+$/, '');
  const urlOf = (service: ServiceName, path: string) =>
    `${options.services?.[service]?.replace(/\/+$/, '') ?? base + SERVICE_PATHS[service]}${path}`;
  let token = options.token ?? '';

  async function call(entry: ContractEntry, req: Record<string, unknown>, opts: CallOptions = {}): Promise<Answer> {
    const { method, service, path } = entry.endpoint;
    const rest = { ...req };
    const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
      const value = String(rest[name] ?? '');
      delete rest[name];
      return encodeURIComponent(value);
    });
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (options.origin) headers.Origin = options.origin;
    if (opts.auth !== false && token)
      Object.assign(headers, { Authorization: `Bearer ${token}`, 'X-Access-Token': token });
    let url = urlOf(service, filled);
    let body: BodyInit | undefined = opts.body;
    if (method === 'GET' || method === 'DELETE') {
      const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)]));
      if ([...query].length) url += `?${query}`;
    } else if (body === undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(rest);
    } else if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    let res: Response;
    // A server that limits its request rate answers a fast kit 429: wait as it asks and send again, so the
    // verdict is about the endpoint, not about the kit's pace.
    for (let attempt = 0; ; attempt++) {
      try {
        res = await doFetch(url, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
        throw new Unreachable(`${method} ${url}: no answer (${cause})`);
      }
      if (res.status !== 429 || attempt >= MAX_RATE_RETRIES) break;
      await res.arrayBuffer();
      await sleep(retryAfterMs(res.headers.get('retry-after')));
    }
    const type = res.headers.get('content-type') ?? '';
    let parsed: unknown;
    if (/json/i.test(type)) {
      const text = await res.text();
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    } else await res.arrayBuffer();
    const newToken = res.headers.get('newtoken');
    if (newToken?.trim()) token = newToken.trim();
    return { status: res.status, headers: res.headers, type, body: parsed };
  }

  return {
    call,
    urlOf,
    token: () => token,
    setToken: (next: string) => {
      token = next;
    },
  };
}
