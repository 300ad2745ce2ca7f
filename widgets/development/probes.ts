import type { ServiceName } from '../../src/api/define';
import { mainApi } from '../../src/api/main';
import { SERVICE_PATHS } from '../../src/api/services';
import { serviceUrl } from '../../src/http/config';
import { authHeaders, readNewToken } from '../../src/http/request';
import { isSuccess } from '../../src/http/success';

/**
 * Harmless GET requests a support engineer can run against each configured service. The main service has
 * real reads; for the gateways a GET of the service base shows whether it answers at all (any HTTP answer,
 * even 404, means the address and the network are right).
 */
export interface Probe {
  id: string;
  service: ServiceName;
  /** Path under the service base, with its query. */
  path: string;
  /** Only "does it answer": an HTTP error still counts as reached. */
  reachOnly?: boolean;
}

export const SERVICES = Object.keys(SERVICE_PATHS) as ServiceName[];

export const PROBES: Probe[] = [
  { id: 'me', service: 'main', path: mainApi.me.path },
  { id: 'version', service: 'main', path: `${mainApi.version.path}?platform=h5` },
  { id: 'menu', service: 'main', path: mainApi.menu.path },
  { id: 'notices', service: 'main', path: `${mainApi.notices.path}?page=1&pageSize=1` },
  ...SERVICES.filter((s) => s !== 'main').map((service) => ({
    id: `${service}-base`,
    service,
    path: '/',
    reachOnly: true,
  })),
];

export const probesOf = (service: ServiceName) => PROBES.filter((p) => p.service === service);

export interface ProbeResult {
  probe: Probe;
  url: string;
  /** HTTP status; 0 when no answer came (network failure or time-out). */
  status: number;
  /** The envelope said success (or the answer was not JSON). */
  success: boolean;
  code?: number;
  message?: string;
  failure?: 'timeout' | 'network';
  ms: number;
  at: number;
}

export const PROBE_TIMEOUT_MS = 15_000;

/** What a probe result means for the person reading it. */
export function verdict(result: ProbeResult): 'ok' | 'reached' | 'failed' {
  if (result.status >= 200 && result.status < 300 && result.success) return 'ok';
  if (result.status > 0 && result.probe.reachOnly) return 'reached';
  return 'failed';
}

/** Runs one probe with the session's headers; the token is sent, never shown. */
export async function runProbe(
  probe: Probe,
  fetcher: typeof fetch = fetch,
  clock: () => number = () => performance.now(),
): Promise<ProbeResult> {
  const url = serviceUrl(probe.service, probe.path);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  const started = clock();
  const base = { probe, url, at: Date.now() };
  try {
    const res = await fetcher(url, {
      method: 'GET',
      headers: { Accept: 'application/json', ...authHeaders() },
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    // A rotated token must be taken over, or the session would end when the old one runs out.
    readNewToken(res.headers);
    const type = res.headers.get('content-type');
    const body = (await res
      .text()
      .then((text) => (type?.includes('json') ? JSON.parse(text) : text))
      .catch(() => undefined)) as Record<string, unknown> | string | undefined;
    const envelope = body && typeof body === 'object' ? body : undefined;
    const message = envelope && typeof envelope.message === 'string' ? envelope.message.slice(0, 200) : undefined;
    return {
      ...base,
      status: res.status,
      success: isSuccess(body, type),
      code: envelope && Number.isFinite(Number(envelope.code)) ? Number(envelope.code) : undefined,
      message,
      ms: Math.round(clock() - started),
    };
  } catch {
    return {
      ...base,
      status: 0,
      success: false,
      failure: controller.signal.aborted ? 'timeout' : 'network',
      ms: Math.round(clock() - started),
    };
  } finally {
    clearTimeout(timer);
  }
}
