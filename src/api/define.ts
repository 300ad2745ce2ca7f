import type { z } from 'zod';
import type { PageQuery as PageQuerySchema } from './schema/common';

/**
 * The shape every endpoint of the contract shares. An endpoint is data, not a function: the client's request
 * helper and the demo server both read the same object, so a path typed here cannot drift between them.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Names of the configured services of SPEC section 7. Base addresses live in services.ts only. */
export type ServiceName = 'main' | 'bpm' | 'srm' | 'qmsBpm' | 'qms' | 'bid';

export interface Endpoint<Req, Res> {
  readonly service: ServiceName;
  readonly method: Method;
  /** Path under the service base. `:name` segments are filled from the request object. */
  readonly path: string;
  /** Phantom fields: never set at run time, they only carry the types. */
  readonly _req?: Req;
  readonly _res?: Res;
}

export type ReqOf<E> = E extends Endpoint<infer R, unknown> ? R : never;
export type ResOf<E> = E extends Endpoint<unknown, infer R> ? R : never;

export function endpoint<Req, Res>(service: ServiceName, method: Method, path: string): Endpoint<Req, Res> {
  return { service, method, path };
}

/**
 * The envelope every JSON response uses. SPEC section 7: a response is a success when `type` equals
 * "success" (any case) or `success` equals 1; anything else is a rejection and carries a message.
 */
export interface Envelope<T> {
  type: 'success' | 'error' | string;
  success: 0 | 1;
  code: number;
  message?: string;
  data: T;
}

/** One page of a list. Page size is 30 (SPEC section 9) unless a request says otherwise. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Paging and filter fields of a list request; the schema (./schema/common.ts) is the definition. */
export type PageQuery = z.infer<typeof PageQuerySchema>;

export { PAGE_SIZE } from './paging';

/** Fills `:name` segments of a path from a request object and returns the rest as query or body. */
export function fillPath(path: string, req: object | undefined): { url: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...(req as Record<string, unknown>) };
  const url = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { url, rest };
}
