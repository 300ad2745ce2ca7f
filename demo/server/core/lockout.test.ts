// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db';
import {
  attemptSecret,
  LOCK_MS,
  LockedFailure,
  lockedUntil,
  lockoutSchema,
  MAX_WRONG,
  remainingTries,
} from './lockout';
import { CODES } from './envelope';

describe('lockout', () => {
  let db: Database;
  const t0 = Date.UTC(2025, 5, 2, 1, 0, 0);
  const alice = { scope: 'login', account: '10001', address: '203.0.113.1' };
  const wrong = () => false;
  const right = () => true;

  beforeEach(async () => {
    db = await openDatabase();
    lockoutSchema(db);
  });

  it('counts wrong secrets down and locks on the fifth in a row, for LOCK_MS', () => {
    for (let i = 1; i < MAX_WRONG; i++) {
      expect(attemptSecret(db, alice, t0, wrong)).toEqual({ kind: 'wrong', remaining: MAX_WRONG - i });
    }
    expect(attemptSecret(db, alice, t0 + 1000, wrong)).toEqual({ kind: 'locked', lockedUntil: t0 + 1000 + LOCK_MS });
    expect(lockedUntil(db, alice, t0 + 2000)).toBe(t0 + 1000 + LOCK_MS);
    expect(remainingTries(db, alice, t0 + 2000)).toBe(0);
  });

  it('refuses the right secret while locked without checking it or extending the lock', () => {
    for (let i = 0; i < MAX_WRONG; i++) attemptSecret(db, alice, t0, wrong);
    let checked = false;
    const out = attemptSecret(db, alice, t0 + 60_000, () => (checked = true));
    expect(out).toEqual({ kind: 'locked', lockedUntil: t0 + LOCK_MS });
    expect(checked).toBe(false);
  });

  it('the right secret after the lock ends clears it', () => {
    for (let i = 0; i < MAX_WRONG; i++) attemptSecret(db, alice, t0, wrong);
    expect(attemptSecret(db, alice, t0 + LOCK_MS, right)).toEqual({ kind: 'ok' });
    expect(remainingTries(db, alice, t0 + LOCK_MS)).toBe(MAX_WRONG);
  });

  it('a wrong secret after the lock ends starts a fresh count', () => {
    for (let i = 0; i < MAX_WRONG; i++) attemptSecret(db, alice, t0, wrong);
    expect(attemptSecret(db, alice, t0 + LOCK_MS, wrong)).toEqual({ kind: 'wrong', remaining: MAX_WRONG - 1 });
  });

  it('the right secret resets the count, so only wrong ones in a row lock', () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < MAX_WRONG - 1; i++) attemptSecret(db, alice, t0, wrong);
      expect(attemptSecret(db, alice, t0, right)).toEqual({ kind: 'ok' });
    }
  });

  it('locks an address that guesses across accounts, and an account guessed from many addresses', () => {
    for (let i = 0; i < MAX_WRONG; i++) attemptSecret(db, { ...alice, account: `user${i}` }, t0, wrong);
    expect(lockedUntil(db, { ...alice, account: 'someone-else' }, t0)).toBe(t0 + LOCK_MS);
    expect(lockedUntil(db, { ...alice, address: '198.51.100.7' }, t0)).toBe(0);

    const bob = { scope: 'login', account: '10002', address: '' };
    for (let i = 0; i < MAX_WRONG; i++) attemptSecret(db, { ...bob, address: `198.51.100.${i}` }, t0, wrong);
    expect(lockedUntil(db, { ...bob, address: '192.0.2.1' }, t0)).toBe(t0 + LOCK_MS);
  });

  it('keeps scopes apart: a locked sign-in leaves the salary password usable', () => {
    for (let i = 0; i < MAX_WRONG; i++) attemptSecret(db, alice, t0, wrong);
    expect(attemptSecret(db, { ...alice, scope: 'salary' }, t0, right)).toEqual({ kind: 'ok' });
  });

  it('answers a locked subject with code 1003 carrying when the lock ends', () => {
    const failure = new LockedFailure(t0 + LOCK_MS);
    expect(failure.code).toBe(CODES.locked);
    expect(failure.data).toEqual({ lockedUntil: t0 + LOCK_MS });
  });
});
