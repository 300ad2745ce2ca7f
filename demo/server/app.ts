import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { AREAS } from './areas';
import { Clock, seededRandom } from './core/clock';
import { openDatabase, storeDigest, storeText, type Database } from './core/db';
import { CODES, MESSAGES, failure } from './core/envelope';
import { FaultQueue, faultMiddleware } from './core/faults';
import { answerFailure, createApiRouter, isApiPath } from './core/router';
import { serveFile } from './core/static';
import { TokenStore } from './core/tokens';
import { seedUsers, usersSchema } from './core/users';
import { lockoutSchema } from './core/lockout';
import { openStore } from './core/store';
import { DEFAULT_FLOOD, floodGuard, type FloodLimits } from './core/flood';
import { requestLog, type RequestLogLine } from './core/request-log';
import { demoRoutes } from './demo-routes';
import { openApiDocument } from '../../src/api/schema/openapi';
import type { DemoState } from './state';
import { CORS_EXPOSED_HEADERS, CORS_METHODS, CORS_REQUEST_HEADERS } from '../../src/api/cors';

export type Build = 'preact' | 'react';

export interface DemoServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  build: Build;
  /** Base clock in epoch ms; POST /demo/clock adds its offset on top. */
  clock?: () => number;
  host?: string;
  /**
   * Origins of host pages on other origins that may call the API and load the client's files (CORS), e.g.
   * `['https://portal.example.com']`. The messaging login stand-in sends users back only to these origins.
   * Also DEMO_ALLOWED_ORIGINS (comma-separated) for `npm run serve`.
   */
  allowedOrigins?: readonly string[];
  /**
   * The store's file (core/store.ts): data then survives a restart. Without it the store lives in memory,
   * as tests want it. STORE_FILE for `npm run demo`.
   */
  storeFile?: string;
  /** Start from a freshly seeded store even when the file holds data. */
  fresh?: boolean;
  /** false: no /demo/* routes and no seeded data, for a team that fills the store with its own (DEMO=off). */
  demo?: boolean;
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Per-address request limits of the API (core/flood.ts); false turns the guard off. */
  flood?: FloodLimits | false;
  /** Receives one structured line per request (main.ts prints them as JSON). */
  log?: (line: RequestLogLine) => void;
}

export interface DemoServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Same as POST /demo/reset. */
  reset(): Promise<void>;
  /** A digest of every row of the store, so tests can prove a request changed nothing. */
  storeDigest(): string;
  /** Every text value in the store, so tests can prove no secret is kept in clear. */
  storeText(): string;
}

export type { DemoState } from './state';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const TICK_INTERVAL_MS = 60_000;

/** A stable seed per area name, so adding an area never changes another area's seeded data. */
function seedOf(name: string): number {
  let hash = 2166136261;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export async function createDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  // DEMO_DIST / DEMO_DIST_REACT let parallel work serve its own build folder (see tsup.config.ts OUT_DIR).
  const override = options.build === 'react' ? process.env.DEMO_DIST_REACT : process.env.DEMO_DIST;
  const buildDir = resolvePath(ROOT, override || (options.build === 'react' ? 'dist-react' : 'dist'));
  if (!existsSync(`${buildDir}/loader.js`)) {
    console.warn(`[demo server] ${buildDir}/loader.js is missing: run npm run build:all first.`);
  }
  const clock = new Clock(options.clock);
  const tokens = new TokenStore(clock.now, options.storeFile && `${options.storeFile}.sessions`);
  const faults = new FaultQueue();
  const demo = options.demo ?? true;
  const schema = (db: Database) => {
    usersSchema(db);
    lockoutSchema(db);
    for (const area of AREAS) area.schema(db);
  };
  // Without the demo, a team's own data goes into the empty tables; nothing is made up.
  const seed = (db: Database) => {
    if (!demo) return;
    seedUsers(db);
    for (const area of AREAS) area.seed(db, { now: clock.now, random: seededRandom(seedOf(area.name)) });
  };
  const store = await openStore({ file: options.storeFile, schema, seed, fresh: options.fresh });
  // The seed is a function of the clock's reading: on a fixed clock (the HTTP tests reset before each test) the
  // same bytes come back, and loading them costs a fraction of seeding again.
  let lastSeed: { at: number; bytes: Uint8Array } | undefined;
  const seededAt = async (at: number) => {
    if (lastSeed?.at !== at) {
      const db = await openDatabase();
      schema(db);
      seed(db);
      lastSeed = { at, bytes: db.export() };
      db.close();
    }
    return openDatabase(lastSeed.bytes);
  };

  const state: DemoState = {
    areas: AREAS,
    clock,
    tokens,
    faults,
    allowedOrigins: options.allowedOrigins ?? [],
    db: store.db,
    async reset() {
      clock.resetOffset();
      store.replace(await seededAt(clock.now()));
      faults.clear();
      state.tick();
    },
    tick() {
      for (const area of AREAS) area.tick?.(store.db(), clock.now());
      store.commit();
    },
  };
  state.tick();

  const app = new Hono();
  // Outermost: the answer leaves only once the writes it reports are durable.
  app.use('*', async (_c, next) => {
    await next();
    store.commit();
  });
  if (options.log) app.use('*', requestLog(options.log, options.trustProxy));
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'cache-control': 'no-store' }));
  app.get('/readyz', (c) => {
    let ready = false;
    try {
      ready = store.db().exec('SELECT 1').length === 1;
    } catch {}
    return c.json({ status: ready ? 'ready' : 'unavailable' }, ready ? 200 : 503, { 'cache-control': 'no-store' });
  });
  const allowed = new Set(state.allowedOrigins);
  app.use('*', async (c, next) => {
    // CORS for host pages on the allowed origins: API calls (with their Authorization and X-Access-Token
    // headers, so a preflight) and the client's own files (module scripts and workers are fetched with CORS).
    const origin = c.req.header('origin');
    const cors = origin !== undefined && allowed.has(origin);
    if (cors && c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': CORS_METHODS.join(', '),
        // The client's own list, never an echo of what the preflight asks: a gateway copied from this answers the same.
        'access-control-allow-headers': CORS_REQUEST_HEADERS.join(', '),
        'access-control-max-age': '600',
        vary: 'origin',
      });
    }
    await next();
    if (cors) {
      c.res.headers.set('access-control-allow-origin', origin);
      c.res.headers.append('vary', 'origin');
    }
    c.res.headers.set('referrer-policy', 'no-referrer');
    c.res.headers.set('x-content-type-options', 'nosniff');
    if (isApiPath(c.req.path)) {
      c.res.headers.set('cache-control', 'no-store');
      c.res.headers.set('access-control-expose-headers', CORS_EXPOSED_HEADERS.join(', '));
    }
  });
  if (options.flood !== false)
    app.use('*', floodGuard(options.flood ?? DEFAULT_FLOOD, isApiPath, Date.now, options.trustProxy));
  app.use('*', faultMiddleware(faults, isApiPath));

  const api = createApiRouter({
    app,
    tokens,
    db: state.db,
    now: clock.now,
    areas: AREAS,
    trustProxy: options.trustProxy,
  });
  for (const area of AREAS) area.routes(api);
  if (demo) demoRoutes(app, state);

  // The contract as OpenAPI 3.1, generated from the schemas the server validates with (docs/API.md).
  let openApi: string | undefined;
  app.get('/openapi.json', (c) => {
    openApi ??= JSON.stringify(openApiDocument(new URL(c.req.url).origin), null, 2);
    return c.body(openApi, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
  });

  // The SRM variant is the same client under /srm/ (SPEC section 1): the host page reads its own address.
  app.get('/srm', (c) => c.redirect('/srm/', 301));
  app.get('*', async (c) => {
    const path = c.req.path.replace(/^\/srm(?=\/)/, '');
    return (await serveFile(c, [PUBLIC_DIR, buildDir], path)) ?? c.notFound();
  });

  app.notFound((c) =>
    isApiPath(c.req.path)
      ? c.json(failure(CODES.notFound, MESSAGES.notFound), 404)
      : c.text('Not found', 404, { 'cache-control': 'no-cache' }),
  );
  app.onError((error, c) => answerFailure(c, error));

  const ticker = setInterval(() => state.tick(), TICK_INTERVAL_MS);
  ticker.unref();

  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  // Longer than any client's or proxy's idle keep-alive, so the server never closes a socket a request is on.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;

  return {
    url: `http://${host}:${port}`,
    port,
    reset: state.reset,
    storeDigest: () => storeDigest(store.db()),
    storeText: () => storeText(store.db()),
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(ticker);
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }).finally(() => store.close()),
  };
}
