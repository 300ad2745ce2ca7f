import { signingApi, SIGNING_CODES, type PinStatus } from '../../../../src/api/signing';
import { one, run, type Database } from '../db';
import { ApiFailure } from '../envelope';
import { attemptSecret, LockedFailure, lockedUntil, MAX_WRONG, remainingTries, type LockSubject } from '../lockout';
import { hashSecret, verifySecret } from '../secrets';
import type { ApiRouter } from '../types';

/**
 * The signing PIN: six digits per user, kept only as a salted scrypt hash (core/secrets.ts), guessed under the
 * one lockout of every secret (core/lockout.ts, scope 'sign'). Nothing here logs, echoes or stores the PIN.
 */

const subject = (userNo: string, address: string): LockSubject => ({ scope: 'sign', account: userNo, address });

function storedHash(db: Database, userNo: string): string | undefined {
  return one<{ pin_hash: string }>(db, 'SELECT pin_hash FROM signing_pins WHERE user_no = ?', [userNo])?.pin_hash;
}

export function pinStatus(db: Database, userNo: string, address: string, now: number): PinStatus {
  const who = subject(userNo, address);
  return {
    isSet: !!storedHash(db, userNo),
    lockedUntil: lockedUntil(db, who, now),
    remaining: remainingTries(db, who, now),
    maxAttempts: MAX_WRONG,
    now,
  };
}

/**
 * Checks a PIN under the lock, or throws: 5106 when the user has none, 1003 while locked (with its end), 5105
 * with the tries left when it is wrong. The right PIN clears the count.
 */
export function checkPin(db: Database, userNo: string, address: string, pin: string, now: number): void {
  const hash = storedHash(db, userNo);
  if (!hash) throw new ApiFailure(409, SIGNING_CODES.pinNotSet, 'Set a signing PIN first.');
  const outcome = attemptSecret(db, subject(userNo, address), now, () => verifySecret(pin, hash));
  if (outcome.kind === 'locked') throw new LockedFailure(outcome.lockedUntil);
  if (outcome.kind === 'wrong') {
    throw new ApiFailure(403, SIGNING_CODES.wrongPin, 'Wrong signing PIN.', { remaining: outcome.remaining });
  }
}

/** `pin_hash` holds core/secrets.ts hashSecret() of the PIN, never the PIN. */
export function pinSchema(db: Database): void {
  db.run(
    'CREATE TABLE signing_pins (user_no TEXT PRIMARY KEY REFERENCES users(user_no), pin_hash TEXT NOT NULL, updated_at INTEGER NOT NULL)',
  );
}

/** GET (status), POST (first PIN) and PUT (change, old PIN needed) of /signing/pin; part of the evidence module. */
export function pinRoutes(api: ApiRouter): void {
  api.handle(signingApi.pinStatus, (_req, { db, user, now, address }) => pinStatus(db, user.userNo, address, now()));
  api.handle(signingApi.setPin, (req, { db, user, now, address }) => {
    if (storedHash(db, user.userNo)) {
      throw new ApiFailure(409, SIGNING_CODES.pinAlreadySet, 'A signing PIN is set already: change it instead.');
    }
    run(db, 'INSERT INTO signing_pins VALUES (?, ?, ?)', [user.userNo, hashSecret(req.pin), now()]);
    return pinStatus(db, user.userNo, address, now());
  });
  api.handle(signingApi.changePin, (req, { db, user, now, address }) => {
    checkPin(db, user.userNo, address, req.oldPin, now());
    run(db, 'UPDATE signing_pins SET pin_hash = ?, updated_at = ? WHERE user_no = ?', [
      hashSecret(req.pin),
      now(),
      user.userNo,
    ]);
    return pinStatus(db, user.userNo, address, now());
  });
}
