import type { z } from 'zod';
import { PAGE_SIZE, type ServiceName } from '../../src/api/define';
import { CONTRACT, type ContractEntry } from '../../src/api/schema';
import { Envelope, ErrorEnvelope } from '../../src/api/schema/common';
import { SERVICE_PATHS } from '../../src/api/services';
import { checkPreflights } from './preflight';
import { checkWrites } from './writes';

/**
 * The conformance kit: checks a server against the contract, the way the client will talk to it. Read-only by
 * design: reads are real, every write goes to a record id that cannot exist (`conformance-unknown-…`) or is
 * refused before it could act, and no password is ever tried wrong (that could lock the account). Nothing is
 * left behind for a human to trip over.
 */

export interface KitOptions {
  /** The API base address (the client's Api_Url_Key); each service lives at base + its base path. */
  base: string;
  /** A password account (`user` and `password`), or `token`: an access token got elsewhere (SSO-only servers). */
  user?: string;
  password?: string;
  token?: string;
  /** A host page's origin: every endpoint's preflight and the exposed `newtoken` are checked for it. */
  origin?: string;
  /** A test record (an SAP form waiting for this account) on which the write endpoints are really exercised. */
  writeRecord?: string;
  /** 'srm' for a supplier account (the SRM and QMS login). */
  system?: 'main' | 'srm';
  /** A service that lives elsewhere: its full base address, replacing base + base path. */
  services?: Partial<Record<ServiceName, string>>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** 'not checked': nothing could be exercised (an empty list, no sign-in): never counted as a pass. */
export type Verdict = 'pass' | 'fail' | 'not reachable' | 'not checked';

export interface EndpointResult {
  id: string;
  method: string;
  path: string;
  verdict: Verdict;
  /** Why it failed or could not be reached, and what was only partly checked. */
  reasons: string[];
  /** Checks that ran and held. */
  passed: string[];
  /** Checks that could not run, and why. With none passed and none failed, the verdict is 'not checked'. */
  skipped: string[];
}

export const UNKNOWN_ID = 'conformance-unknown-00000';

export class Unreachable extends Error {}

export interface Answer {
  status: number;
  headers: Headers;
  type: string;
  body: unknown;
}

/** Sample requests for reads that need a value; the rest take none or only paging. */
const SAMPLE: Record<string, Record<string, string>> = {
  'main.version': { platform: 'h5' },
  'flow.view': { area: 'sap' },
  'sap.list': { list: 'pds' },
  'srm.list': { list: 'todo', scope: 'all' },
  'qms.list': { types: 'idr,pdr,market,mqi,mqp', scope: 'all' },
  'gs001p.list': { scope: 'all' },
  'evidence.record': { area: 'sap' },
};

/** Where a detail read takes its id from: a list endpoint and the field of its first row. */
const SOURCES: Record<string, { from: string; field: string; param: string }> = {
  'sap.detail': { from: 'sap.list', field: 'id', param: 'id' },
  'sap.flow': { from: 'sap.list', field: 'id', param: 'id' },
  'sap.files': { from: 'sap.list', field: 'id', param: 'id' },
  'flow.view': { from: 'sap.list', field: 'id', param: 'id' },
  'srm.detail': { from: 'srm.list', field: 'id', param: 'id' },
  'srm.supplier': { from: 'srm.suppliers', field: 'code', param: 'code' },
  'qms.detail': { from: 'qms.list', field: 'id', param: 'id' },
  'gs001p.detail': { from: 'gs001p.list', field: 'id', param: 'id' },
  'gs001p.files': { from: 'gs001p.list', field: 'id', param: 'id' },
  'evidence.record': { from: 'sap.list', field: 'id', param: 'id' },
};

/** Reads with a side effect the kit does not cause: only their error mapping is checked. */
const SIDE_EFFECT_READS: Record<string, string> = {
  'main.notice': 'opening a notice marks it read for the user, so only the 404 mapping is checked',
};

/** Public writes checked with an input the server must refuse without acting. */
const PUBLIC_REFUSALS: Record<string, { body: object; code: number }> = {
  'auth.sendCode': { body: { jobId: 'conformance-no-such-job', method: 'mail' }, code: 2101 },
  'auth.verify': { body: { challengeId: UNKNOWN_ID, code: '000000' }, code: 2103 },
};

/** Salary calls with a salary token that cannot exist: code 3101, the password is never tried. */
const SALARY_REFUSED = new Set(['salary.months', 'salary.slip']);

export function issuesOf(result: z.ZodSafeParseResult<unknown>): string {
  if (result.success) return '';
  return result.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    .join('; ');
}

/** SPEC 7: success when type is "success" (any case) or success is 1, or the answer is not JSON. */
export function isSuccess(a: Answer): boolean {
  if (!/[/+]json\b/i.test(a.type)) return true;
  const b = a.body as { type?: unknown; success?: unknown } | null;
  return (
    !!b &&
    typeof b === 'object' &&
    ((typeof b.type === 'string' && b.type.toLowerCase() === 'success') || Number(b.success) === 1)
  );
}

const MAX_RATE_RETRIES = 20;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Retry-After in seconds (or an HTTP date), bounded to 1–30 s so a wrong header neither spins nor stalls the run. */
export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header ?? '') - Date.now();
  return Math.min(30_000, Math.max(1000, Number.isFinite(ms) ? ms : 1000));
}

export async function runConformance(options: KitOptions): Promise<EndpointResult[]> {
  const doFetch = options.fetch ?? fetch;
  const base = options.base.replace(/\/+$/, '');
  const urlOf = (service: ServiceName, path: string) =>
    `${options.services?.[service]?.replace(/\/+$/, '') ?? base + SERVICE_PATHS[service]}${path}`;
  let token = options.token ?? '';

  async function call(
    entry: ContractEntry,
    req: Record<string, unknown>,
    opts: { auth?: boolean; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const { method, service, path } = entry.endpoint;
    const rest = { ...req };
    const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
      const value = String(rest[name] ?? '');
      delete rest[name];
      return encodeURIComponent(value);
    });
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (options.origin) headers.Origin = options.origin;
    if (opts.auth !== false && token)
      Object.assign(headers, { Authorization: `Bearer ${token}`, 'X-Access-Token': token });
    let url = urlOf(service, filled);
    let body: BodyInit | undefined = opts.body;
    if (method === 'GET' || method === 'DELETE') {
      const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)]));
      if ([...query].length) url += `?${query}`;
    } else if (body === undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(rest);
    } else if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    let res: Response;
    // A server that limits its request rate answers a fast kit 429: wait as it asks and send again, so the
    // verdict is about the endpoint, not about the kit's pace.
    for (let attempt = 0; ; attempt++) {
      try {
        res = await doFetch(url, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
        throw new Unreachable(`${method} ${url}: no answer (${cause})`);
      }
      if (res.status !== 429 || attempt >= MAX_RATE_RETRIES) break;
      await res.arrayBuffer();
      await sleep(retryAfterMs(res.headers.get('retry-after')));
    }
    const type = res.headers.get('content-type') ?? '';
    let parsed: unknown;
    if (/json/i.test(type)) {
      const text = await res.text();
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    } else await res.arrayBuffer();
    const newToken = res.headers.get('newtoken');
    if (newToken?.trim()) token = newToken.trim();
    return { status: res.status, headers: res.headers, type, body: parsed };
  }

  const results = new Map<string, EndpointResult>();
  const resultOf = (entry: ContractEntry) => {
    let r = results.get(entry.id);
    if (!r) {
      r = {
        id: entry.id,
        method: entry.endpoint.method,
        path: SERVICE_PATHS[entry.endpoint.service] + entry.endpoint.path,
        verdict: 'pass',
        reasons: [],
        passed: [],
        skipped: [],
      };
      results.set(entry.id, r);
    }
    return r;
  };
  const entryOf = (id: string) => CONTRACT.find((e) => e.id === id)!;
  const firstRows = new Map<string, Record<string, unknown>[]>();

  /** The answer must be a success whose data matches the schema. */
  function expectData(entry: ContractEntry, a: Answer, what: string): unknown {
    const r = resultOf(entry);
    if (a.status !== 200 || !isSuccess(a)) {
      const b = a.body as { code?: unknown; message?: unknown } | undefined;
      r.reasons.push(
        `${what}: expected a success, got HTTP ${a.status}${b && typeof b === 'object' ? ` code ${String(b.code)} ${String(b.message ?? '')}` : ''}`,
      );
      return undefined;
    }
    if (entry.response === 'binary') {
      if (/json/i.test(a.type)) r.reasons.push(`${what}: expected the file itself, got JSON`);
      else r.passed.push(`${what}: the file itself`);
      return undefined;
    }
    const parsed = Envelope(entry.response as z.ZodType).safeParse(a.body);
    if (!parsed.success) {
      r.reasons.push(`${what}: answer does not match the schema (${issuesOf(parsed)})`);
      return undefined;
    }
    r.passed.push(`${what}: schema`);
    return parsed.data.data;
  }

  /** The answer must be the error envelope with this HTTP status and code (SPEC 8). */
  function expectError(entry: ContractEntry, a: Answer, status: number, code: number, what: string): void {
    const r = resultOf(entry);
    const b = a.body as { code?: unknown } | undefined;
    const got = `HTTP ${a.status}${b && typeof b === 'object' ? ` code ${String(b.code)}` : ''}`;
    if (a.status !== status || Number(b?.code) !== code) {
      const mis =
        a.status === 200 && Number(b?.code) === code
          ? ' (an error envelope sent with HTTP 200: the client needs the HTTP status)'
          : '';
      r.reasons.push(`${what}: expected HTTP ${status} code ${code}, got ${got}${mis}`);
      return;
    }
    if (isSuccess(a)) {
      r.reasons.push(`${what}: the error answer passes the success rule (type/success)`);
      return;
    }
    const shape = ErrorEnvelope.safeParse(a.body);
    if (!shape.success) r.reasons.push(`${what}: error envelope shape (${issuesOf(shape)})`);
    else r.passed.push(`${what}: HTTP ${status} code ${code}`);
  }

  async function guarded(entry: ContractEntry, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      const r = resultOf(entry);
      if (error instanceof Unreachable) {
        r.verdict = 'not reachable';
        r.reasons.push(error.message);
      } else r.reasons.push(`kit error: ${(error as Error).message}`);
    }
  }

  // 1. Login: the token for everything else, and the error mapping of an unknown account (never a wrong password).
  // With --token there is no password login to check: an unknown account would count towards the address's lock
  // with no sign-in to clear it.
  const login = entryOf('main.login');
  if (options.token) resultOf(login).skipped.push('a token was given: the password login is not used');
  else
    await guarded(login, async () => {
      const unknown = await call(
        login,
        { account: 'conformance-no-such-user', password: 'x', system: options.system ?? 'main' },
        { auth: false },
      );
      expectError(login, unknown, 200, 1002, 'unknown account');
      const a = await call(
        login,
        { account: options.user ?? '', password: options.password ?? '', system: options.system ?? 'main' },
        { auth: false },
      );
      const grant = expectData(login, a, 'login') as { access_token?: string } | undefined;
      token = grant?.access_token ?? '';
    });

  // 2. Every other endpoint.
  for (const entry of CONTRACT) {
    if (entry === login) continue;
    const r = resultOf(entry);
    await guarded(entry, async () => {
      const { method } = entry.endpoint;
      const names = [...entry.endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);
      // An area names a kind of record, not a record: a real one, so the unknown id is what is refused.
      const unknownParams = Object.fromEntries(names.map((n) => [n, n === 'area' ? 'sap' : UNKNOWN_ID]));

      if (entry.public) {
        const refusal = PUBLIC_REFUSALS[entry.id];
        if (refusal)
          expectError(
            entry,
            await call(entry, refusal.body as Record<string, unknown>, { auth: false }),
            200,
            refusal.code,
            'refused input',
          );
        return;
      }

      // 401: without a token, every call answers HTTP 401 code 401 (and nothing happens).
      expectError(entry, await call(entry, unknownParams, { auth: false }), 401, 401, 'without a token');
      if (!token) {
        r.skipped.push('the checks that need a sign-in: no token (the login failed)');
        return;
      }

      if (method === 'GET') {
        if (names.length) expectError(entry, await call(entry, unknownParams), 404, 404, 'unknown record');
        if (SIDE_EFFECT_READS[entry.id]) {
          r.passed.push(SIDE_EFFECT_READS[entry.id]);
          return;
        }
        let req: Record<string, unknown> = { ...SAMPLE[entry.id] };
        const source = SOURCES[entry.id];
        if (source) {
          const row = firstRows.get(source.from)?.[0];
          if (!row) {
            r.skipped.push(`not opened: ${source.from} listed no record`);
            return;
          }
          req = { ...req, [source.param]: row[source.field] };
        }
        if (entry.response === 'binary') {
          const file = await fileToOpen(entry);
          if (!file) {
            r.skipped.push(
              entry.id === 'evidence.sealed'
                ? 'not opened: no listed record has signing evidence'
                : 'not opened: no file found on a listed record',
            );
            return;
          }
          expectData(entry, await call(entry, file), 'download');
          return;
        }
        const data = expectData(entry, await call(entry, req), 'read');
        if (data && typeof data === 'object' && 'rows' in (data as object)) {
          const page = data as { rows: Record<string, unknown>[]; total: number; page: number; pageSize: number };
          firstRows.set(entry.id, page.rows);
          const want = Math.min(PAGE_SIZE, Math.max(0, page.total));
          if (!page.rows.length) r.skipped.push('rows and paging: the list is empty');
          else if (page.pageSize !== PAGE_SIZE)
            r.reasons.push(`paging: pageSize ${page.pageSize} without a pageSize asked, expected ${PAGE_SIZE}`);
          else if (page.rows.length !== want)
            r.reasons.push(`paging: ${page.rows.length} rows on page 1 of ${page.total}, expected ${want}`);
          else r.passed.push(`paging: ${PAGE_SIZE} a page`);
          if (page.total > PAGE_SIZE) {
            const second = expectData(entry, await call(entry, { ...req, page: 2 }), 'page 2') as
              | typeof page
              | undefined;
            if (
              second &&
              (second.page !== 2 ||
                second.rows.some((row) => page.rows.some((p) => p.id !== undefined && p.id === row.id)))
            ) {
              r.reasons.push('paging: page 2 repeats rows of page 1 or is not page 2');
            }
          }
        }
        return;
      }

      if (SALARY_REFUSED.has(entry.id)) {
        expectError(
          entry,
          await call(entry, { salaryToken: UNKNOWN_ID, ...(entry.id === 'salary.slip' ? { month: '2000-01' } : {}) }),
          200,
          3101,
          'unknown salary token',
        );
        return;
      }
      if (entry.id === 'salary.logout') {
        expectData(entry, await call(entry, { salaryToken: UNKNOWN_ID }), 'ending a salary token that does not exist');
        return;
      }
      if (entry.id === 'salary.login') {
        r.skipped.push('not called: a wrong salary password counts towards the lock');
        return;
      }

      // Logged out last (step 4), once no other check needs the token.
      if (entry.id === 'main.logout') return;
      // Writes: a request of the wrong shape is refused with 400; a write to a record that cannot exist is a 404
      // that does nothing, and the same Idempotency-Key answers the same again.
      if (method !== 'DELETE') {
        const malformed = await call(entry, unknownParams, { body: entry.multipart ? new FormData() : '[]' });
        expectError(entry, malformed, 400, 400, 'malformed request');
      }
      if (names.length && !entry.multipart) {
        const valid = validWrite(entry, unknownParams);
        const key = `conformance-${Date.now().toString(36)}-${entry.id}`;
        const first = await call(entry, valid, { headers: { 'Idempotency-Key': key } });
        expectError(entry, first, 404, 404, 'unknown record');
        if (entry.idempotent) {
          const again = await call(entry, valid, { headers: { 'Idempotency-Key': key } });
          if (again.status !== first.status || JSON.stringify(again.body) !== JSON.stringify(first.body)) {
            r.reasons.push(
              `idempotent write: the same Idempotency-Key answered HTTP ${first.status}, then HTTP ${again.status}`,
            );
          } else r.passed.push('idempotent write: same key, same answer');
        }
      } else if (entry.idempotent && !options.writeRecord) {
        r.skipped.push('idempotency: no record id to aim at without creating data (see --write-record)');
      }
    });
  }

  /** A file of a listed record, for the download endpoints. */
  async function fileToOpen(entry: ContractEntry): Promise<Record<string, unknown> | undefined> {
    const detailOf = async (id: string, listId: string) => {
      const row = firstRows.get(listId)?.[0];
      if (!row) return undefined;
      const a = await call(entryOf(id), { id: row.id });
      return a.status === 200 ? (a.body as { data?: Record<string, unknown> }).data : undefined;
    };
    if (entry.id === 'srm.file' || entry.id === 'qms.file') {
      const detail = await detailOf(
        entry.id === 'srm.file' ? 'srm.detail' : 'qms.detail',
        entry.id === 'srm.file' ? 'srm.list' : 'qms.list',
      );
      const name = (detail?.files as Array<{ name: string }> | undefined)?.[0]?.name;
      return name ? { name } : undefined;
    }
    if (entry.id === 'sap.download') {
      for (const row of (firstRows.get('sap.list') ?? []).slice(0, 10)) {
        const a = await call(entryOf('sap.files'), { id: row.id });
        const file = (a.body as { data?: Array<{ id: string }> }).data?.[0];
        if (file) return { fileId: file.id };
      }
      return undefined;
    }
    if (entry.id === 'evidence.sealed') {
      // A record with evidence: the first listed one that has a decision recorded.
      for (const row of (firstRows.get('sap.list') ?? []).slice(0, 30)) {
        const a = await call(entryOf('evidence.record'), { area: 'sap', id: row.id });
        const entries = (a.body as { data?: { entries?: unknown[] } }).data?.entries;
        if (entries?.length) return { area: 'sap', id: row.id };
      }
      return undefined;
    }
    if (entry.id === 'gs001p.download') {
      for (const row of (firstRows.get('gs001p.list') ?? []).slice(0, 10)) {
        const a = await call(entryOf('gs001p.files'), { id: row.id });
        const file = (a.body as { data?: Array<{ id: string }> }).data?.[0];
        if (file) return { id: row.id, fileId: file.id };
      }
    }
    return undefined;
  }

  // 3. The session: newtoken must reach a browser client (exposed), and a newtoken that arrives must work.
  const me = entryOf('main.me');
  const session: EndpointResult = {
    id: 'session: newtoken',
    method: 'GET',
    path: '/api/user/me',
    verdict: 'pass',
    reasons: [],
    passed: [],
    skipped: [],
  };
  if (token) {
    try {
      const a = await call(me, {});
      const exposed = (a.headers.get('access-control-expose-headers') ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase());
      if (!exposed.includes('newtoken'))
        session.reasons.push(
          'newtoken is not listed in Access-Control-Expose-Headers: a browser client on another origin never sees it',
        );
      else session.passed.push('newtoken exposed to browser clients');
      if (a.headers.get('newtoken') !== null && !a.headers.get('newtoken')!.trim())
        session.reasons.push('an empty newtoken header');
      if (options.origin) {
        const allowed = a.headers.get('access-control-allow-origin');
        if (allowed !== options.origin && allowed !== '*')
          session.reasons.push(`Access-Control-Allow-Origin is ${allowed ?? 'missing'} for ${options.origin}`);
        else session.passed.push(`answers ${options.origin} across origins`);
      }
    } catch (error) {
      session.verdict = 'not reachable';
      session.reasons.push((error as Error).message);
    }
  } else session.skipped.push('no token: the login failed');
  results.set(session.id, session);

  // 4. The extra checks asked for, then the logout (it ends the token every check above used).
  if (options.origin) await checkPreflights(options.origin, CONTRACT, urlOf, doFetch, resultOf);
  if (options.writeRecord && token)
    await checkWrites(options.writeRecord, { call, entryOf, resultOf, expectData, token: () => token });
  else if (options.writeRecord) resultOf(entryOf('sap.approve')).skipped.push('--write-record: no sign-in');
  const logout = entryOf('main.logout');
  if (!token) resultOf(logout).skipped.push('no token: the login failed');
  else if (options.token) resultOf(logout).skipped.push('not called: it would end the token that was given');
  else
    await guarded(logout, async () => {
      expectData(logout, await call(logout, {}), 'logout');
      expectError(entryOf('main.me'), await call(entryOf('main.me'), {}), 401, 401, 'the token after a logout');
    });

  for (const r of results.values()) {
    if (r.verdict === 'not reachable') continue;
    if (r.reasons.length) r.verdict = 'fail';
    // Something that should have been checked was not: never reported as a pass.
    else if (r.skipped.length) r.verdict = 'not checked';
  }
  return [...results.values()];
}

/** The smallest request of a write that passes its schema, aimed at the given (unknown) record. */
function validWrite(entry: ContractEntry, params: Record<string, string>): Record<string, unknown> {
  const fill: Record<string, Record<string, unknown>> = {
    'sap.addSigner': { signerNo: 'conformance-nobody' },
    'srm.act': { action: 'approve', comment: 'conformance check' },
    'qms.judge': { action: 'return', comment: 'conformance check' },
    'gs001p.submit': { fields: {} },
    'gs001p.act': { action: 'confirm' },
    'flow.act': { action: 'comment', comment: 'conformance check' },
  };
  return { ...params, ...fill[entry.id] };
}

/** The table the command prints: one line per endpoint, the reasons under it. */
export function formatTable(results: EndpointResult[]): string {
  const width = Math.max(...results.map((r) => `${r.method} ${r.path}`.length));
  const idWidth = Math.max(...results.map((r) => r.id.length));
  const lines = [`${'endpoint'.padEnd(idWidth)}  ${'request'.padEnd(width)}  result`, '-'.repeat(idWidth + width + 20)];
  for (const r of results) {
    lines.push(`${r.id.padEnd(idWidth)}  ${`${r.method} ${r.path}`.padEnd(width)}  ${r.verdict.toUpperCase()}`);
    for (const reason of r.reasons) lines.push(`${' '.repeat(idWidth + 2)}  - ${reason}`);
    if (r.verdict !== 'pass')
      for (const skip of r.skipped) lines.push(`${' '.repeat(idWidth + 2)}  - not checked: ${skip}`);
  }
  const count = (v: Verdict) => results.filter((r) => r.verdict === v).length;
  lines.push(
    '',
    `${count('pass')} pass, ${count('fail')} fail, ${count('not reachable')} not reachable, ${count('not checked')} not checked`,
  );
  return lines.join('\n');
}
