import type { ServiceName } from '../../src/api/define';
import type { ContractEntry } from '../../src/api/schema';

/** The kit's vocabulary: its options, an answer, a result per endpoint, and what the checks share. */

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
  /** The account is a test account: a wrong signing PIN is tried until its signing locks (15 minutes). */
  pinLock?: boolean;
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

export interface CallOptions {
  auth?: boolean;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** What every check works with: the calls (token kept current), the results, and the lists read so far. */
export interface Kit {
  options: KitOptions;
  call(entry: ContractEntry, req: Record<string, unknown>, opts?: CallOptions): Promise<Answer>;
  urlOf(service: ServiceName, path: string): string;
  token(): string;
  setToken(token: string): void;
  entryOf(id: string): ContractEntry;
  results: Map<string, EndpointResult>;
  resultOf(entry: ContractEntry): EndpointResult;
  /** The answer must be a success whose data matches the schema; its data, or undefined. */
  expectData(entry: ContractEntry, a: Answer, what: string): unknown;
  /** The answer must be the error envelope with this HTTP status and code (SPEC 8). */
  expectError(entry: ContractEntry, a: Answer, status: number, code: number, what: string): void;
  /** Runs a check; an unreachable server or a kit error becomes a reason, not a crash. */
  guarded(entry: ContractEntry, run: () => Promise<void>): Promise<void>;
  /** The rows of page 1 of each list read, for the reads that open one of them. */
  firstRows: Map<string, Record<string, unknown>[]>;
}
