import type { z } from '@hono/zod-openapi';
import type { Endpoint, ReqOf, ResOf } from '../define';

/**
 * One endpoint of the contract with its schemas. The request schema describes the whole request object the
 * client passes to `request()`: `:name` path segments, then the query (GET, DELETE) or the JSON or multipart
 * body (POST, PUT) — the same object the demo server hands its handler.
 */
export interface ContractEntry {
  /** `area.name`, e.g. `sap.approve`; the OpenAPI operationId. */
  readonly id: string;
  readonly endpoint: Endpoint<unknown, unknown>;
  readonly summary: string;
  readonly request: z.ZodObject<z.ZodRawShape>;
  /** The `data` of the success envelope, or 'binary' for a file answered as itself (not enveloped). */
  readonly response: z.ZodType | 'binary';
  /** No token needed (login, account binding). */
  readonly public?: boolean;
  /** A multipart/form-data body (file uploads). */
  readonly multipart?: boolean;
  /** A write that honours `Idempotency-Key`: a repeat with the same key does nothing again. */
  readonly idempotent?: boolean;
  /** Business codes this endpoint may answer besides the common ones (docs/API.md). */
  readonly codes?: Readonly<Record<number, string>>;
}

type Spec<E> = Omit<ContractEntry, 'id' | 'endpoint' | 'request' | 'response'> & {
  request: z.ZodObject<z.ZodRawShape> & z.ZodType<ReqOf<E> extends void ? object : ReqOf<E>, unknown>;
  response: ResOf<E> extends Blob ? 'binary' : z.ZodType<ResOf<E>, unknown>;
};

/**
 * Pairs an endpoint with its schemas. The type check ties them: a schema whose output is not the endpoint's
 * request or response type does not compile.
 */
export function entry<E extends Endpoint<unknown, unknown>>(id: string, endpoint: E, spec: Spec<E>): ContractEntry {
  return { id, endpoint, ...spec } as ContractEntry;
}
