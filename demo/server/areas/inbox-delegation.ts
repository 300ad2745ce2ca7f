import { type Delegation, INBOX_CODES, inboxApi } from '../../../src/api/inbox';
import { all, one, run, type Database } from '../core/db';
import { DAY_MS, date } from '../core/dates';
import { DELEGATION_TABLE, type DelegationRow } from '../core/delegation';
import { ApiFailure } from '../core/envelope';
import type { ApiRouter } from '../core/types';
import { findUser } from '../core/users';
import { nameOf } from './inbox-items';

function toDelegation(db: Database, row: DelegationRow, now: number): Delegation {
  const today = date(now);
  return {
    fromNo: row.from_no,
    fromName: nameOf(db, row.from_no),
    toNo: row.to_no,
    toName: nameOf(db, row.to_no),
    start: row.start,
    end: row.end,
    active: row.start <= today && row.end >= today,
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function validDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = DAY.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
    ? value
    : null;
}

/** Whether delegating from `fromNo` to `toNo` would close a loop: following the substitutes from `toNo` reaches `fromNo`. */
function makesCycle(db: Database, fromNo: string, toNo: string): boolean {
  const seen = new Set<string>();
  let at: string | undefined = toNo;
  while (at && !seen.has(at)) {
    if (at === fromNo) return true;
    seen.add(at);
    at = one<{ to_no: string }>(db, `SELECT to_no FROM ${DELEGATION_TABLE} WHERE from_no = ?`, [at])?.to_no;
  }
  return false;
}

/** Delegation routes: read mine and those naming me, set one (no loop, a valid range within a year), end mine. */
export function inboxDelegationRoutes(api: ApiRouter): void {
  api.handle(inboxApi.delegation, (_req, { db, user, now }) => {
    const mine = one<DelegationRow>(db, `SELECT * FROM ${DELEGATION_TABLE} WHERE from_no = ?`, [user.userNo]);
    const today = date(now());
    const toMe = all<DelegationRow>(
      db,
      `SELECT * FROM ${DELEGATION_TABLE} WHERE to_no = ? AND end >= ? ORDER BY start, from_no`,
      [user.userNo, today],
    );
    return {
      mine: mine ? toDelegation(db, mine, now()) : null,
      toMe: toMe.map((r) => toDelegation(db, r, now())),
      today,
    };
  });

  api.handle(inboxApi.setDelegation, (req, { db, user, now }) => {
    const substituteNo = typeof req.substituteNo === 'string' ? req.substituteNo.trim() : '';
    const substitute = substituteNo.length <= 20 ? findUser(db, substituteNo) : undefined;
    if (!substitute || substitute.supplierCode)
      throw new ApiFailure(400, INBOX_CODES.unknownSubstitute, 'The substitute cannot be found.');
    if (substitute.userNo === user.userNo)
      throw new ApiFailure(400, INBOX_CODES.selfDelegation, 'You cannot delegate to yourself.');
    const start = validDay(req.start);
    const end = validDay(req.end);
    const today = date(now());
    if (!start || !end || start > end || end < today || end > date(now() + 366 * DAY_MS)) {
      throw new ApiFailure(
        400,
        INBOX_CODES.badRange,
        'The date range is not valid: the start must not be after the end, the end not in the past, and the range at most a year ahead.',
      );
    }
    if (makesCycle(db, user.userNo, substitute.userNo)) {
      throw new ApiFailure(
        400,
        INBOX_CODES.cycle,
        'Your substitute has delegated to you: delegations cannot go in a circle.',
      );
    }
    run(db, `INSERT OR REPLACE INTO ${DELEGATION_TABLE} VALUES (?, ?, ?, ?, ?)`, [
      user.userNo,
      substitute.userNo,
      start,
      end,
      now(),
    ]);
    return toDelegation(
      db,
      one<DelegationRow>(db, `SELECT * FROM ${DELEGATION_TABLE} WHERE from_no = ?`, [user.userNo])!,
      now(),
    );
  });

  api.handle(inboxApi.endDelegation, (_req, { db, user }) => {
    run(db, `DELETE FROM ${DELEGATION_TABLE} WHERE from_no = ?`, [user.userNo]);
    return null;
  });
}
