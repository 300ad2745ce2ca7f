import { $apiUrl } from '../session';
import { serviceBase } from '../api/services';
import type { ServiceName } from '../api/define';

/** SPEC 9: 60000 ms for request, socket, upload and download. */
export const TIMEOUT_MS = 60_000;

/** The default API host, set by the embedding options; same origin when none is given. */
let defaultBase = '';
export function setDefaultApiBase(base: string): void {
  defaultBase = base.replace(/\/+$/, '');
}

/** SPEC 7: the stored Api_Url_Key, or else the default API host. */
export function apiBase(): string {
  return ($apiUrl.get() || defaultBase || globalThis.location?.origin || '').replace(/\/+$/, '');
}

export function serviceUrl(service: ServiceName, path: string): string {
  return `${serviceBase(service, apiBase())}${path}`;
}
