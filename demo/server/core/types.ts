import type { Context } from 'hono';
import type { Database } from './db';
import type { Endpoint, ReqOf } from '../../../src/api/define';
import type { TokenStore } from './tokens';
import type { User } from './users';

/**
 * What a demo server area plugs in. One area is one file in demo/server/areas/ (its parts beside it as
 * <area>-*.ts), listed in areas/index.ts.
 * The server calls schema then seed on start and on every POST /demo/reset, so seeds must be deterministic
 * given ctx.now() and ctx.random().
 */
export interface AreaModule {
  name: AreaName;
  schema(db: Database): void;
  seed(db: Database, ctx: SeedContext): void;
  routes(api: ApiRouter): void;
  /** Rows for GET /demo/seed: every record a demo user can open, with the route that opens it. */
  seedIndex?(db: Database): SeedRecord[];
  /** Feeds the to-do counts of mainApi.menu, keyed by menu area. */
  todoCount?(db: Database, user: User): Partial<Record<string, number>>;
  /** Scheduled rules (e.g. the GS001P 3-month auto close). Runs at start, every minute and after a clock move. */
  tick?(db: Database, now: number): void;
}

export type AreaName = 'main' | 'sap' | 'srm' | 'qms' | 'gs001p' | 'salary' | 'auth' | 'inbox' | 'flow' | 'evidence';

export interface SeedContext {
  /** The injectable server clock (epoch ms), including any POST /demo/clock offset. */
  now(): number;
  /** Deterministic pseudo-random numbers in [0, 1), so every reset seeds the same data. */
  random(): number;
}

export interface SeedRecord {
  /** Menu area or 'app' for records of the app shell (notices). */
  area: string;
  type: string;
  id: string;
  status: string;
  /** userNo of the account that should open the record. */
  assignee: string;
  /** Hash route that opens the record, with its query. */
  route: string;
  title?: string;
  supplierCode?: string;
}

/**
 * Query values arrive as strings, so number fields of a GET request may be either. Handlers convert with
 * Number(); the type says so instead of pretending the wire carries numbers.
 */
export type Wire<T> = T extends object ? { [K in keyof T]: T[K] extends number | undefined ? T[K] | string : T[K] } : T;

export interface HandlerContext<U extends User | null = User> {
  /** The signed-in user; null only on a public endpoint. */
  user: U;
  db: Database;
  now(): number;
  /** Issues and revokes tokens (login, logout). */
  tokens: TokenStore;
  /** The token the request carried; null on a public endpoint. */
  token: U extends null ? null : string;
  /** Every plugged-in area, e.g. for the menu's to-do counts. */
  areas: readonly AreaModule[];
  /** The raw hono context, for multipart uploads, downloads and headers. */
  c: Context;
  /** The client's address (core/lockout.ts clientAddress), for the per-address lock. */
  address: string;
}

/** A handler returns the data of the success envelope, or a Response to send as is (file downloads). */
export type Handler<E, U extends User | null = User> = (
  req: Wire<ReqOf<E>>,
  ctx: HandlerContext<U>,
) => Promise<ResOfOrResponse<E>> | ResOfOrResponse<E>;

type ResOfOrResponse<E> = (E extends Endpoint<unknown, infer R> ? R : never) | Response;

export interface ApiRouter {
  /** Registers SERVICE_PATHS[endpoint.service] + endpoint.path; the bearer token is required. */
  handle<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): void;
  /** A public endpoint (login): no token needed, so the handler gets no user. */
  handle<E extends AnyEndpoint>(endpoint: E, handler: Handler<E, null>, options: { public: true }): void;
}

/** Any endpoint: the phantom fields are readonly, so every endpoint is an Endpoint<unknown, unknown>. */
export type AnyEndpoint = Endpoint<unknown, unknown>;
