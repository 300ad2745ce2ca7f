// @vitest-environment node
import fc from 'fast-check';
import { z } from 'zod';
import { SERVICE_PATHS } from '../../../src/api/services';
import { CONTRACT, type ContractEntry } from '../../../src/api/schema';
import { Envelope, ErrorEnvelope } from '../../../src/api/schema/common';
import { pathParams } from '../../../src/api/schema/openapi';
import { createDemoServer, type DemoServer } from '../../../demo/server/app';
import { WRONG_VALUES, arbitraryOf } from './contract-arbitrary';

for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

/**
 * Property-based fuzzing of every endpoint of the contract against an in-process demo server: generated valid
 * requests and requests broken in one place. Never a 5xx; every answer matches its schema (the success data, or
 * the error envelope); a request the schema refuses answers 400 naming the field and leaves the store as it was.
 * Bounded: a few runs per endpoint, a fixed seed (FUZZ_SEED=<n> explores others), well under a minute.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 20250602);

let server: DemoServer;
let token = '';
const pools: Record<string, string[]> = {};

async function freshToken() {
  token = ((await (await fetch(`${server.url}/demo/token?userNo=10001`)).json()) as { token: string }).token;
}

beforeAll(async () => {
  // The flood guard (guarded.test.ts) would answer this burst 429 and hide the validation under test.
  server = await createDemoServer({
    port: 0,
    build: 'preact',
    clock: () => Date.UTC(2025, 5, 2, 1, 0, 0),
    flood: false,
  });
  await freshToken();
  const seed = (await (await fetch(`${server.url}/demo/seed`)).json()) as Array<{
    id: string;
    supplierCode?: string;
    route: string;
  }>;
  const ids = [...new Set(seed.map((r) => r.id))];
  pools.id = ids;
  pools.code = ['S0001', 'S0002', ...new Set(seed.flatMap((r) => (r.supplierCode ? [r.supplierCode] : [])))];
  pools.name = ['supplier-quality-manual.pdf', 'delivery-records.csv', 'defect-photo.png'];
  pools.ids = ids;
  pools.list = ['pds', 'eval', 'todo'];
  pools.types = ['idr,pdr', 'mqi', 'market,mqp'];
  pools.platform = ['h5'];
}, 60_000);
afterAll(() => server.close());

interface Wire {
  url: string;
  init: RequestInit;
  /** What the server's boundary sees: path params, then query or body, as the wire carries them. */
  seen: Record<string, unknown> | 'not an object';
}

/** Builds the HTTP request the client would send for a request object (src/http request/upload). */
function wire(entry: ContractEntry, req: Record<string, unknown>, rawBody?: string): Wire {
  const { method, service, path } = entry.endpoint;
  const rest = { ...req };
  const params: Record<string, string> = {};
  const url = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    params[name] = String(rest[name] ?? '');
    delete rest[name];
    return encodeURIComponent(params[name]);
  });
  const headers: Record<string, string> = entry.public
    ? {}
    : { Authorization: `Bearer ${token}`, 'X-Access-Token': token };
  const base = `${server.url}${SERVICE_PATHS[service]}${url}`;
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(rest))
      if (v !== undefined) query.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    return { url: `${base}?${query}`, init: { method, headers }, seen: { ...Object.fromEntries(query), ...params } };
  }
  if (entry.multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(rest)) {
      if (v === undefined) continue;
      if (v instanceof Blob) form.append(k, v, (v as File).name);
      else form.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
    const seen: Record<string, unknown> = { ...params };
    for (const [k, v] of form.entries()) seen[k] = v;
    return { url: base, init: { method, headers, body: form }, seen };
  }
  const body = rawBody ?? JSON.stringify(rest);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const seen =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? { ...(parsed as object), ...params }
      : 'not an object';
  return { url: base, init: { method, headers: { ...headers, 'content-type': 'application/json' }, body }, seen };
}

const envelopeOf = (entry: ContractEntry) =>
  entry.response === 'binary' ? z.never() : Envelope(entry.response as z.ZodType);

/**
 * A keep-alive socket the server closed while idle can reset the next request before it is sent; that is the
 * test's connection, not an answer of the server, so it is sent once more (the body is rebuilt for multipart).
 */
async function send(w: Wire): Promise<Response> {
  try {
    return await fetch(w.url, w.init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(w.url, w.init);
  }
}

async function check(entry: ContractEntry, w: Wire): Promise<void> {
  const refused = w.seen === 'not an object' || !entry.request.safeParse(w.seen).success;
  const before = refused ? server.storeDigest() : '';
  const res = await send(w);
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  const where = `${entry.id} ${w.init.method} ${w.url} ${typeof w.init.body === 'string' ? w.init.body.slice(0, 200) : ''} -> ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  if (refused) {
    expect(res.status, where).toBe(400);
    const body = ErrorEnvelope.parse(JSON.parse(text));
    expect(body.code, where).toBe(400);
    expect(body.message, where).toMatch(/^Invalid request: \S/);
    expect(server.storeDigest(), `${where}: a refused request changed the store`).toBe(before);
    return;
  }
  if (!/json/.test(type)) {
    expect(entry.response, where).toBe('binary');
    expect(res.status, where).toBe(200);
    return;
  }
  const body = JSON.parse(text) as { success?: number };
  if (res.status === 200 && body.success === 1) {
    const parsed = envelopeOf(entry).safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), where).toEqual([]);
  } else {
    const parsed = ErrorEnvelope.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues, where).toEqual([]);
  }
  if (entry.id === 'main.logout') await freshToken();
}

/** One way to break a valid request: a field of the wrong kind, a required field gone, or a body that is no object. */
function breakRequest(entry: ContractEntry) {
  const keys = Object.keys(entry.request.shape);
  const names = pathParams(entry);
  const body = entry.endpoint.method === 'POST' && !entry.multipart;
  const options: Array<fc.Arbitrary<{ key?: string; value?: unknown; drop?: boolean; raw?: string }>> = [];
  if (keys.length) {
    options.push(fc.record({ key: fc.constantFrom(...keys), value: fc.constantFrom(...WRONG_VALUES) }));
    options.push(fc.record({ key: fc.constantFrom(...keys), drop: fc.constant(true) }));
  }
  if (body) options.push(fc.record({ raw: fc.constantFrom('[]', '"text"', '42', 'null', '{"broken"') }));
  if (!options.length) options.push(fc.record({ raw: fc.constant(undefined) }));
  return fc
    .oneof(...options)
    .filter(
      (m) =>
        !(
          m.key &&
          names.includes(m.key) &&
          (m.drop || m.value == null || String(m.value) === '' || String(m.value).includes('/'))
        ),
    );
}

describe('fuzzing every endpoint of the contract', () => {
  beforeAll(() => server.reset());

  it.each(CONTRACT.map((e) => [e.id, e] as const))('%s', async (_id, entry) => {
    const valid = arbitraryOf(entry.request, pools) as fc.Arbitrary<Record<string, unknown>>;
    await fc.assert(
      fc.asyncProperty(valid, breakRequest(entry), async (req, mutation) => {
        await check(entry, wire(entry, req));
        const broken = { ...req };
        if (mutation.key && mutation.drop) delete broken[mutation.key];
        else if (mutation.key) broken[mutation.key] = mutation.value;
        await check(entry, wire(entry, broken, mutation.raw));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});
