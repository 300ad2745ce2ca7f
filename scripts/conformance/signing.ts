import type { Kit } from './types';

/** A well-formed PIN the checks send as the wrong one (an old and new PIN that are the same change nothing). */
const WRONG = '000000';
/** A digest no record has: 64 zeros. */
export const FOREIGN_DIGEST = '0'.repeat(64);

/**
 * The signing PIN endpoints: a malformed PIN is a 400 that is never compared or counted (always checked: nothing
 * changes). With `lock` (--pin-lock, a test account whose signing may stay locked for 15 minutes) a wrong PIN
 * answers 5105 with the tries left, one fewer each time, and the last try locks (1003 with the time it ends),
 * after which even a PIN check is refused. An account with no PIN gets one first: the report says so.
 */
export async function checkSigningPin(kit: Kit, lock: boolean): Promise<void> {
  const [status, set, change] = ['signing.pinStatus', 'signing.setPin', 'signing.changePin'].map(kit.entryOf);
  const r = kit.resultOf(change);
  for (const pin of ['12345', '1234567', '12345a', '１２３４５６'])
    kit.expectError(set, await kit.call(set, { pin }), 400, 400, `malformed PIN ${JSON.stringify(pin)}`);
  kit.expectError(change, await kit.call(change, { oldPin: 'abcdef', pin: WRONG }), 400, 400, 'malformed old PIN');
  if (!lock) {
    r.skipped.push('a wrong PIN and the lock: they lock this account for signing (see --pin-lock)');
    return;
  }
  type Status = { isSet?: boolean; remaining?: number; lockedUntil?: number; now?: number };
  let now = kit.expectData(status, await kit.call(status, {}), 'PIN status') as Status | undefined;
  if (!now) return;
  if (!now.isSet) {
    const pin = String(Math.floor(100_000 + Math.random() * 900_000));
    now = kit.expectData(set, await kit.call(set, { pin }), 'setting a PIN on the test account') as Status | undefined;
    r.passed.push('the test account had no signing PIN: one was set (not shown; the account keeps it)');
  }
  let left = now?.remaining ?? 0;
  if (left < 1 || (now?.lockedUntil ?? 0) > (now?.now ?? 0)) {
    r.reasons.push('the test account is locked for signing already: run again when the lock has ended');
    return;
  }
  while (left > 1) {
    const a = await kit.call(change, { oldPin: WRONG, pin: WRONG });
    const body = a.body as { code?: number; data?: { remaining?: number } };
    if (a.status !== 403 || body.code !== 5105 || body.data?.remaining !== left - 1) {
      r.reasons.push(
        `a wrong PIN with ${left} tries left: expected HTTP 403 code 5105 with data.remaining ${left - 1}, got HTTP ${a.status} code ${body.code} remaining ${body.data?.remaining}`,
      );
      return;
    }
    left -= 1;
  }
  r.passed.push('a wrong PIN answers 5105 with one try fewer left each time');
  await kit.call(change, { oldPin: WRONG, pin: WRONG });
  // The lock answer carries its end in data (docs/api/signing.md, "Signing evidence"), unlike the other error envelopes.
  const locked = await kit.call(change, { oldPin: WRONG, pin: WRONG });
  const body = locked.body as { code?: number; data?: { lockedUntil?: number } };
  const until = body.data?.lockedUntil ?? 0;
  if (locked.status !== 200 || body.code !== 1003)
    return void r.reasons.push(
      `a PIN check once the tries are used up: expected code 1003, got HTTP ${locked.status} code ${body.code}`,
    );
  const after = kit.expectData(status, await kit.call(status, {}), 'PIN status when locked') as Status | undefined;
  if (!(until > (after?.now ?? Number.POSITIVE_INFINITY)) || after?.lockedUntil !== until)
    r.reasons.push('the lock: data.lockedUntil must be a time after now, the same in the PIN status');
  else r.passed.push('the last wrong try locks signing until a time the status reports too');
}
