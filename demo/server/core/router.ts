import type { Context, Hono } from 'hono';
import { gzipSync } from 'node:zlib';
import { SERVICE_PATHS } from '../../../src/api/services';
import { contractOf, type ContractEntry } from '../../../src/api/schema';
import type { Database } from './db';
import { ApiFailure, CODES, MESSAGES, failure, success } from './envelope';
import { clientAddress } from './lockout';
import { unknownKeys } from './strict';
import type { TokenStore } from './tokens';
import { findUser, type User } from './users';
import type { AnyEndpoint, ApiRouter, AreaModule, Handler, HandlerContext } from './types';

export interface RouterDeps {
  app: Hono;
  tokens: TokenStore;
  /** The current store: POST /demo/reset swaps it, so handlers must not keep one across requests. */
  db(): Database;
  now(): number;
  areas: readonly AreaModule[];
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean;
}

/** True for paths under one of the configured service bases, i.e. JSON API calls. */
export function isApiPath(path: string): boolean {
  return Object.values(SERVICE_PATHS).some((base) => path === base || path.startsWith(`${base}/`));
}

/** The token of a request. SPEC section 7: both headers carry it, so both must be present and agree. */
export function requestToken(c: Context): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const access = c.req.header('x-access-token');
  return bearer && bearer === access ? bearer : undefined;
}

/**
 * A success answer, gzipped when it is large and the client accepts it, as a production gateway sends it: a long
 * order's JSON compresses well, which a phone network feels.
 */
function jsonAnswer(c: Context, data: unknown): Response {
  const text = JSON.stringify(data);
  if (text.length < 1024 || !/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.json(data as object);
  return c.body(gzipSync(text), 200, {
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'gzip',
    vary: 'accept-encoding',
  });
}

export function createApiRouter(deps: RouterDeps): ApiRouter {
  function handle(endpoint: AnyEndpoint, handler: Handler<AnyEndpoint, User | null>, options?: { public?: boolean }) {
    const path = SERVICE_PATHS[endpoint.service] + endpoint.path;
    const contract = contractOf(endpoint);
    // Every endpoint the server answers is in the contract, so every request is checked at the boundary.
    if (!contract) throw new Error(`${endpoint.method} ${path} has no schema in src/api/schema`);
    deps.app.on(endpoint.method, path, async (c) => {
      try {
        const db = deps.db();
        const session = options?.public ? null : authenticate(c, db);
        const raw = await readRequest(c, endpoint.method);
        if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') refuseUnknownKeys(contract, raw);
        const req = validate(contract, raw);
        const ctx: HandlerContext<User | null> = {
          user: session?.user ?? null,
          token: session?.token ?? null,
          db,
          now: deps.now,
          tokens: deps.tokens,
          areas: deps.areas,
          c,
          address: clientAddress(c, deps.trustProxy),
        };
        const result = await handler(req, ctx);
        return result instanceof Response ? result : jsonAnswer(c, success(result ?? null));
      } catch (error) {
        return answerFailure(c, error);
      }
    });
  }

  /** Resolves the user or throws the 401 of SPEC section 8; sets `newtoken` when the token is aging. */
  function authenticate(c: Context, db: Database): { user: User; token: string } {
    const token = requestToken(c);
    const userNo = token && deps.tokens.userOf(token);
    const user = userNo ? findUser(db, userNo) : undefined;
    if (!token || !user) throw new ApiFailure(401, CODES.notLoggedIn, MESSAGES.notLoggedIn);
    const fresh = deps.tokens.rotateIfAging(token);
    if (fresh) c.header('newtoken', fresh);
    return { user, token };
  }

  return { handle } as ApiRouter;
}

/** Path params plus query for GET and DELETE; path params plus JSON or multipart body otherwise. */
async function readRequest(c: Context, method: string): Promise<Record<string, unknown>> {
  const params = c.req.param() as Record<string, string>;
  if (method === 'GET' || method === 'DELETE') return { ...c.req.query(), ...params };
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return { ...(await c.req.parseBody({ all: true })), ...params };
  const text = await c.req.text();
  if (!text) return { ...params };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiFailure(400, CODES.badRequest, 'Invalid request: body: malformed JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiFailure(400, CODES.badRequest, 'Invalid request: body: expected a JSON object.');
  }
  return { ...(body as Record<string, unknown>), ...params };
}

/**
 * Checks a request against its schema before any handler sees it: bad input answers 400 in the error envelope
 * with a message naming the field, and nothing is stored. The handler gets the parsed request (query numbers
 * coerced; a body's unknown fields were refused before).
 */
export function validate(contract: ContractEntry, req: Record<string, unknown>): Record<string, unknown> {
  const parsed = contract.request.safeParse(req);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  throw new ApiFailure(400, CODES.badRequest, describeIssues(parsed.error.issues));
}

/** A body naming a field the contract does not know is refused, naming it (core/strict.ts). */
function refuseUnknownKeys(contract: ContractEntry, req: Record<string, unknown>): void {
  const unknown = unknownKeys(contract.request, req);
  if (unknown.length) {
    const shown = unknown.slice(0, 5).join(', ');
    throw new ApiFailure(
      400,
      CODES.badRequest,
      `Invalid request: unknown field${unknown.length > 1 ? 's' : ''}: ${shown}`,
    );
  }
}

/** "Invalid request: comment: Invalid input: expected string, received number; ids: Too small ..." (at most 3). */
export function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const parts = issues.slice(0, 3).map((issue) => `${issue.path.map(String).join('.') || 'request'}: ${issue.message}`);
  return `Invalid request: ${parts.join('; ')}${issues.length > 3 ? ` (and ${issues.length - 3} more)` : ''}`;
}

export function answerFailure(c: Context, error: unknown): Response {
  if (error instanceof ApiFailure) {
    return c.json(failure(error.code, error.message, error.data), error.status as 200);
  }
  console.error('[demo server]', error);
  return c.json(failure(CODES.serverError, MESSAGES.serverError), 500);
}
