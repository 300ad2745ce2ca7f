import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { one, run, type Database } from './db';
import { MINUTE_MS } from './dates';
import { ApiFailure, CODES, MESSAGES } from './envelope';

/**
 * The one guard against guessing a secret (sign-in password, messaging-binding code, salary password,
 * signing PIN). Each scope keeps two counters: one for the account and one for the client address. After
 * MAX_WRONG wrong secrets in a row on either, that one is locked until a time; while locked every try is
 * refused without looking at the secret, and does not extend the lock. Once the lock has run out the count
 * starts fresh, and the right secret clears both counters.
 */
export const MAX_WRONG = 5;
export const LOCK_MS = 15 * MINUTE_MS;

/** Who is guessing what: `scope` names the secret ('login', 'bind', 'salary', 'sign'). */
export interface LockSubject {
  scope: string;
  /** '' for an account that does not exist: only the address counts then. */
  account: string;
  address: string;
}

export type Attempt = { kind: 'ok' } | { kind: 'wrong'; remaining: number } | { kind: 'locked'; lockedUntil: number };

/** The coded error of a locked subject: code 1003, and `data.lockedUntil` (epoch ms) says when it ends. */
export class LockedFailure extends ApiFailure {
  constructor(readonly lockedUntil: number) {
    super(200, CODES.locked, MESSAGES.locked, { lockedUntil });
  }
}

/** Rows with no lock and no failure for this long are forgotten, so guessed account names do not pile up. */
const FORGET_MS = 24 * 60 * MINUTE_MS;

export function lockoutSchema(db: Database): void {
  db.run(`CREATE TABLE lockouts (
    scope TEXT NOT NULL, key TEXT NOT NULL, failures INTEGER NOT NULL, locked_until INTEGER NOT NULL,
    updated_at INTEGER NOT NULL, PRIMARY KEY (scope, key)
  )`);
}

interface Counter {
  failures: number;
  lockedUntil: number;
}

const keysOf = (s: LockSubject) => (s.account ? [`account:${s.account}`] : []).concat(`address:${s.address}`);

function read(db: Database, scope: string, key: string, now: number): Counter {
  const row = one<{ failures: number; locked_until: number }>(
    db,
    'SELECT failures, locked_until FROM lockouts WHERE scope = ? AND key = ?',
    [scope, key],
  );
  if (!row) return { failures: 0, lockedUntil: 0 };
  // A lock that has run out starts a fresh count.
  if (row.locked_until > 0 && row.locked_until <= now) return { failures: 0, lockedUntil: 0 };
  return { failures: row.failures, lockedUntil: row.locked_until };
}

/** When the subject's lock ends (epoch ms), or 0 when it may try now. */
export function lockedUntil(db: Database, subject: LockSubject, now: number): number {
  return Math.max(0, ...keysOf(subject).map((key) => read(db, subject.scope, key, now).lockedUntil));
}

/** Wrong secrets the subject may still give before a lock (0 while locked). */
export function remainingTries(db: Database, subject: LockSubject, now: number): number {
  const counters = keysOf(subject).map((key) => read(db, subject.scope, key, now));
  if (counters.some((c) => c.lockedUntil > now)) return 0;
  return MAX_WRONG - Math.max(...counters.map((c) => c.failures));
}

/**
 * Checks a secret under the lock: `check` runs only when the subject is not locked. The caller answers
 * 'locked' with LockedFailure (or its own status) and 'wrong' with its own wrong-secret error.
 */
export function attemptSecret(db: Database, subject: LockSubject, now: number, check: () => boolean): Attempt {
  const keys = keysOf(subject);
  const until = lockedUntil(db, subject, now);
  if (until > now) return { kind: 'locked', lockedUntil: until };
  run(db, 'DELETE FROM lockouts WHERE locked_until <= ? AND updated_at <= ?', [now, now - FORGET_MS]);
  if (check()) {
    for (const key of keys) run(db, 'DELETE FROM lockouts WHERE scope = ? AND key = ?', [subject.scope, key]);
    return { kind: 'ok' };
  }
  let remaining = MAX_WRONG;
  let lockEnd = 0;
  for (const key of keys) {
    const failures = read(db, subject.scope, key, now).failures + 1;
    const locks = failures >= MAX_WRONG ? now + LOCK_MS : 0;
    run(db, 'INSERT OR REPLACE INTO lockouts VALUES (?, ?, ?, ?, ?)', [subject.scope, key, failures, locks, now]);
    remaining = Math.min(remaining, MAX_WRONG - failures);
    lockEnd = Math.max(lockEnd, locks);
  }
  return lockEnd ? { kind: 'locked', lockedUntil: lockEnd } : { kind: 'wrong', remaining };
}

/**
 * The address of the client a request came from: the socket's peer, or with `trustProxy` the first address
 * of X-Forwarded-For (only behind a proxy that sets it; otherwise a client could pick its own).
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in process (app.request in a test) have no socket.
    return 'local';
  }
}
