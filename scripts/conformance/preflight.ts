import type { ServiceName } from '../../src/api/define';
import { CORS_REQUEST_HEADERS } from '../../src/api/cors';
import type { ContractEntry } from '../../src/api/schema';
import type { EndpointResult } from './types';

/**
 * --origin: the preflight a browser sends before each call from a host page on that origin, with every header
 * the client may send (src/api/cors.ts). The answer must allow the origin, the method and each header by name
 * (a `*` does not cover Authorization), or the browser never sends the call.
 */
export async function checkPreflights(
  origin: string,
  contract: readonly ContractEntry[],
  urlOf: (service: ServiceName, path: string) => string,
  doFetch: typeof fetch,
  resultOf: (entry: ContractEntry) => EndpointResult,
): Promise<void> {
  const asked = CORS_REQUEST_HEADERS.map((h) => h.toLowerCase());
  for (const entry of contract) {
    const r = resultOf(entry);
    const { method, service, path } = entry.endpoint;
    const url = urlOf(service, path.replace(/:([A-Za-z_]\w*)/g, 'conformance-unknown-00000'));
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': asked.join(','),
        },
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
    } catch (error) {
      r.reasons.push(`preflight: no answer (${(error as Error).name})`);
      continue;
    }
    const problems = preflightProblems(res, origin, method, asked);
    if (problems.length) r.reasons.push(...problems.map((p) => `preflight from ${origin}: ${p}`));
    else r.passed.push(`preflight from ${origin}: ${method} with ${CORS_REQUEST_HEADERS.join(', ')}`);
  }
}

function preflightProblems(res: Response, origin: string, method: string, asked: string[]): string[] {
  const list = (name: string) =>
    (res.headers.get(name) ?? '')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
  const problems: string[] = [];
  if (res.status < 200 || res.status > 299) problems.push(`HTTP ${res.status}`);
  const allowOrigin = res.headers.get('access-control-allow-origin');
  if (allowOrigin !== origin && allowOrigin !== '*')
    problems.push(`Access-Control-Allow-Origin is ${allowOrigin ?? 'missing'}`);
  const methods = list('access-control-allow-methods');
  if (!methods.includes(method.toLowerCase()) && !methods.includes('*') && !['GET', 'POST'].includes(method))
    problems.push(`${method} is not in Access-Control-Allow-Methods`);
  const headers = list('access-control-allow-headers');
  const missing = asked.filter((h) => !headers.includes(h) && !(headers.includes('*') && h !== 'authorization'));
  if (missing.length) problems.push(`Access-Control-Allow-Headers lacks ${missing.join(', ')}`);
  return problems;
}
