import { GS001P_CODES, type GsFields, type GsStatus, type GsStep } from '../../../src/api/gs001p';
import { all, one, run, type Database } from '../core/db';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { DEMO_PASSWORD, findUser, type User } from '../core/users';
import { canSee } from '../core/flow/engine';
import { gsFlowStore, gsParticipant } from './gs001p-flow';
import type { CaseRow } from './gs001p-row';

/** GS001P store: the case rows, their people, history and idempotency keys, shared by the area's routes and views. */

/** Responsible engineers and the supervisor who approves after each. */
export const ENGINEERS: Array<{ userNo: string; supervisor: string }> = [
  { userNo: '10001', supervisor: 'M0201' },
  { userNo: 'E0101', supervisor: '10001' },
];
export const EXTRA_PEOPLE: User[] = [
  {
    userID: 'UE0101',
    userNo: 'E0101',
    userName: '王建國',
    phone: '13800000101',
    avatarUrl: '',
    supplierCode: '',
    roles: ['responsible-engineer'],
    password: DEMO_PASSWORD,
    systems: ['main'],
  },
  {
    userID: 'UM0201',
    userNo: 'M0201',
    userName: '張雅婷',
    phone: '13800000201',
    avatarUrl: '',
    supplierCode: '',
    roles: ['supervisor'],
    password: DEMO_PASSWORD,
    systems: ['main'],
  },
];

export const supervisorOf = (engineer: string) => ENGINEERS.find((e) => e.userNo === engineer)?.supervisor ?? '10001';

export type { CaseRow } from './gs001p-row';

/** Who acts next: the current signer while signing, business during the final confirmation, nobody otherwise. */
export const assigneeOf = (row: Pick<CaseRow, 'status' | 'current_user'>) =>
  row.status === 'signing' || row.status === 'confirming' ? row.current_user : '';

export const nameOf = (db: Database, userNo: string) => (userNo ? (findUser(db, userNo)?.userName ?? userNo) : '');

export function caseRow(db: Database, id: string): CaseRow {
  const row = one<CaseRow>(db, 'SELECT * FROM gs001p_cases WHERE id = ?', [id]);
  if (!row) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  return row;
}

/** Participants, and whoever the flow has reached (a transfer, an added signer, CC, an @mention). */
export function visibleRow(db: Database, id: string, user: User): CaseRow {
  const row = caseRow(db, id);
  if (!gsParticipant(row, user) && !canSee(db, gsFlowStore, id, user))
    throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  return row;
}

/** `by`: the substitute who acted on behalf of userNo (delegation), '' otherwise. */
export function addHistory(
  db: Database,
  id: string,
  role: string,
  userNo: string,
  action: string,
  comment: string,
  at: number,
  by = '',
): void {
  const seq =
    (one<{ n: number }>(db, 'SELECT COALESCE(MAX(seq), 0) AS n FROM gs001p_history WHERE case_id = ?', [id])?.n ?? 0) +
    1;
  run(
    db,
    'INSERT INTO gs001p_history (case_id, seq, role, user_no, action, comment, at, by_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [id, seq, role, userNo, action, comment.slice(0, 500), at, by],
  );
}

export function nextId(db: Database, now: number): string {
  const year = new Date(now).getUTCFullYear();
  const n =
    (one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM gs001p_cases WHERE id LIKE ?', [`GS${year}%`])?.n ?? 0) + 1;
  return `GS${year}${String(n).padStart(4, '0')}`;
}

export function insertCase(
  db: Database,
  c: {
    id: string;
    creator: string;
    engineer: string;
    status: GsStatus;
    step: GsStep | null;
    fields: GsFields;
    changedAt: number;
    createdAt: number;
  },
): void {
  run(db, "INSERT INTO gs001p_cases VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, NULL, '', 0, 0, 0, '[]', '')", [
    c.id,
    c.creator,
    c.engineer,
    supervisorOf(c.engineer),
    c.status,
    c.step,
    JSON.stringify(c.fields),
    c.changedAt,
    c.changedAt,
    c.createdAt,
    [c.fields.customer, c.fields.endCustomer, c.fields.productName].join(' '),
  ]);
}

export function saveFields(db: Database, row: CaseRow, fields: GsFields, now: number): void {
  const engineer = ENGINEERS.some((e) => e.userNo === fields.responsibleEngineer)
    ? fields.responsibleEngineer!
    : row.engineer;
  run(
    db,
    'UPDATE gs001p_cases SET fields = ?, engineer = ?, supervisor = ?, updated_at = ?, version = version + 1, search = ? WHERE id = ?',
    [
      JSON.stringify(fields),
      engineer,
      supervisorOf(engineer),
      now,
      [fields.customer, fields.endCustomer, fields.productName].join(' '),
      row.id,
    ],
  );
}

/** A repeated request with the same Idempotency-Key answers what the first one did, without doing it again. */
export function idempotent(db: Database, key: string | undefined, scope: string): string | undefined {
  if (!key) return undefined;
  return one<{ case_id: string }>(db, 'SELECT case_id FROM gs001p_idem WHERE key = ? AND scope = ?', [key, scope])
    ?.case_id;
}
export function remember(db: Database, key: string | undefined, scope: string, id: string): void {
  if (key) run(db, 'INSERT OR IGNORE INTO gs001p_idem VALUES (?, ?, ?)', [key, scope, id]);
}

/** What waits for `userNo`: the one query behind the to-do count and the inbox (the list's 'todo' scope says the same in SQL). */
export function waitingRows(db: Database, userNo: string): CaseRow[] {
  return all<CaseRow>(
    db,
    "SELECT * FROM gs001p_cases WHERE status IN ('signing', 'confirming') AND current_user = ? ORDER BY changed_at, id",
    [userNo],
  );
}

export const notAllowed = () =>
  new ApiFailure(200, GS001P_CODES.notAllowed, 'This action is not open in the current status.');
