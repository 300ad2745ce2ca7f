import { all, one, type Database } from './db';
import { date } from './dates';
import { findUser, type User } from './users';

/**
 * Delegation as every area checks it: while a delegation from A to B is active (today, in the company's zone,
 * lies within its range), B may open and act on what waits for A, and the sign flow records "B on behalf of A".
 * The table belongs to the inbox area (demo/server/areas/inbox.ts creates it); areas only read it through here.
 */
export const DELEGATION_TABLE = 'inbox_delegations';

export interface DelegationRow {
  from_no: string;
  to_no: string;
  start: string;
  end: string;
}

/** The active delegation of `fromNo`, if any. */
export function activeDelegationOf(db: Database, fromNo: string, now: number): DelegationRow | undefined {
  const today = date(now);
  return one<DelegationRow>(db, `SELECT * FROM ${DELEGATION_TABLE} WHERE from_no = ? AND start <= ? AND end >= ?`, [
    fromNo,
    today,
    today,
  ]);
}

/** Everyone whose active delegation names `toNo` as the substitute. */
export function activeDelegationsTo(db: Database, toNo: string, now: number): DelegationRow[] {
  const today = date(now);
  return all<DelegationRow>(
    db,
    `SELECT * FROM ${DELEGATION_TABLE} WHERE to_no = ? AND start <= ? AND end >= ? ORDER BY from_no`,
    [toNo, today, today],
  );
}

/**
 * Whom `user` acts as on an item that waits for `assigneeNo`: the assignee when `user` is their active
 * substitute, otherwise `user` themself (so every existing check stays as it was).
 */
export function principalOf(db: Database, user: User, assigneeNo: string, now: number): User {
  if (!assigneeNo || assigneeNo === user.userNo) return user;
  const d = activeDelegationOf(db, assigneeNo, now);
  if (!d || d.to_no !== user.userNo) return user;
  return findUser(db, assigneeNo) ?? user;
}

/** The substitute's number when `actor` acts for someone else, '' when they act for themselves. */
const byOf = (user: User, principal: User) => (principal.userNo === user.userNo ? '' : user.userNo);

/**
 * Who signs when `actor` acts on an item that waits for `assigneeNo`: `user` is whom every check sees (the
 * assignee, for their active substitute), `by` the substitute who really signed ('' when actor signs for themself),
 * which the sign flow records. Every area's action starts here.
 */
export function signerFor(db: Database, actor: User, assigneeNo: string, now: number): { user: User; by: string } {
  const user = principalOf(db, actor, assigneeNo, now);
  return { user, by: byOf(actor, user) };
}
