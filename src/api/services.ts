import type { ServiceName } from './define';

/**
 * Base paths of the configured services (SPEC section 7), relative to the API base address (the stored
 * Api_Url_Key, or the default API host). Pages never write a service address themselves.
 */
export const PRODUCT = 'esign';

export const SERVICE_PATHS: Record<ServiceName, string> = {
  main: '/api',
  bpm: '/gateway/bpm',
  srm: `/gateway/${PRODUCT}-srm`,
  qmsBpm: '/qms-gateway/bpm',
  qms: '/qms-gateway/qmsv2-web',
  bid: '/bid-api',
};

/**
 * Base URLs a deployment configured per service (mount option `services`), replacing API base + default path.
 * Absolute URLs; a trailing slash is dropped.
 */
let configuredBases: Partial<Record<ServiceName, string>> = {};

export function configureServices(
  bases: Partial<Record<ServiceName, string>> | undefined,
  pageHref = globalThis.location?.href,
): void {
  configuredBases = {};
  for (const [name, base] of Object.entries(bases ?? {}) as [ServiceName, string][]) {
    if (!(name in SERVICE_PATHS) || typeof base !== 'string' || !base) continue;
    try {
      configuredBases[name] = new URL(base, pageHref).href.replace(/\/+$/, '');
    } catch {
      // A malformed address keeps the default path rather than breaking every request.
    }
  }
}

/** The base address of `service`: the configured one, or the API base followed by the default path. */
export function serviceBase(service: ServiceName, apiBase: string): string {
  return configuredBases[service] ?? `${apiBase}${SERVICE_PATHS[service]}`;
}

/**
 * The demo server's stand-in for the enterprise messaging login redirect: the default of the demo only (mount
 * option `demo`); a deployment sets `messagingLoginUrl`. The mobile list page is the home route (HOME_PATH,
 * /pages/index/index), opened through the router like every page.
 */
export const WXWORK_REDIRECT_PATH = '/demo/wxwork/authorize';
