import type { CaseFile, ReviewState } from '../../../src/api/srm';
import { all, one, run, type Database } from '../core/db';
import { dateTime } from '../core/dates';
import { containing, like } from '../core/paging';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import type { SeedRecord } from '../core/types';
import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { findUser, type User } from '../core/users';
import { sampleSize } from './sample-files';
import { SIGN_STATE_OF, STATE_WORDING, type StoredStep } from './srm-flow';
import type { FlowOutcomeState, FlowPolicy, FlowRecord, FlowStep, FlowStore } from '../core/flow/types';

/**
 * Case access shared by the SRM and QMS demo areas. Both keep their cases in one table with the same columns for
 * who may see a case (supplier_code), who signs now (current_user) and the SPEC 4 states; a supplier account
 * (supplierCode set) sees its own company only, enforced in every query through `visibility`.
 */
export type CaseTable = 'srm_cases' | 'qms_cases';

/** The columns both areas' case rows have. */
export interface ReviewRow {
  id: string;
  title: string;
  supplier_code: string;
  supplier_name: string;
  review_state: ReviewState;
  sign_state: number;
  created_at: number;
  current_user: string;
  /** The area's own fields, as JSON. */
  data: string;
  /** The stored sign flow (StoredStep[]), as JSON. */
  flow: string;
}

export const isSupplier = (user: User) => !!user.supplierCode;

/** The SQL filter every read goes through: a supplier sees its own company only. */
export function visibility(user: User): { sql: string; params: string[] } {
  return isSupplier(user) ? { sql: 'supplier_code = ?', params: [user.supplierCode] } : { sql: '1 = 1', params: [] };
}

/** "To do": the cases waiting for this employee; a supplier signs nothing, so its to-do is its own open cases. */
export function todoSql(user: User): { sql: string; params: string[] } {
  return isSupplier(user)
    ? { sql: "review_state IN ('underReview', 'pendingSubmission')", params: [] }
    : { sql: 'current_user = ?', params: [user.userNo] };
}

/** A list's "to do" filter (when `todo`) and its search box (any of `columns` contains `keyword`), as SQL. */
export function listFilters(
  user: User,
  opts: { todo: boolean; keyword: string; columns: string[] },
): { sql: string[]; params: string[] } {
  const out = { sql: [] as string[], params: [] as string[] };
  if (opts.todo) {
    const t = todoSql(user);
    out.sql.push(t.sql);
    out.params.push(...t.params);
  }
  if (opts.keyword) {
    out.sql.push(`(${opts.columns.map(like).join(' OR ')})`);
    out.params.push(...opts.columns.map(() => containing(opts.keyword)));
  }
  return out;
}

/** Another company's case answers exactly like a missing one: a supplier learns nothing about it. */
export function findCase<R extends ReviewRow>(db: Database, table: CaseTable, id: string, user: User): R {
  const v = visibility(user);
  const row = one<R>(db, `SELECT * FROM ${table} WHERE id = ? AND ${v.sql}`, [id, ...v.params]);
  if (!row) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  return row;
}

/** Whether the case waits for this user (the list's "waiting for you"). */
export const isMine = (row: ReviewRow, user: User) => !!row.current_user && row.current_user === user.userNo;

/** An employee may act on a case only while it is under review and waiting for them. */
export const waitsFor = (row: ReviewRow, user: User) =>
  !isSupplier(user) && row.review_state === 'underReview' && row.current_user === user.userNo;

export const caseFiles = (names: string[]): CaseFile[] => names.map((name) => ({ name, size: sampleSize(name) }));

/** The cases waiting for `userNo` to sign: the one query behind the to-do count, the to-do list and the inbox. */
export const waitingRows = <R extends ReviewRow>(db: Database, table: CaseTable, userNo: string) =>
  all<R>(db, `SELECT * FROM ${table} WHERE current_user = ? ORDER BY created_at, id`, [userNo]);

/** The home menu's to-do figure. */
export const todoCountOf = (db: Database, table: CaseTable, user: User) => waitingRows(db, table, user.userNo).length;

/** When the case began waiting for its current signer: the last signature, or its creation. */
export function waitingSinceOf(row: ReviewRow): number {
  const steps = JSON.parse(row.flow) as Array<{ at?: number }>;
  return Math.max(row.created_at, ...steps.map((s) => s.at ?? 0));
}

/** A case waiting for its signer as the inbox lists it; the area gives what differs (kind, amount, urgency, route). */
export function waitingItemOf(
  area: 'srm' | 'qms',
  row: ReviewRow,
  own: Pick<InboxSource, 'kind' | 'amount' | 'currency' | 'urgency' | 'route'>,
): InboxSource {
  const since = waitingSinceOf(row);
  return {
    area,
    id: row.id,
    title: row.title,
    party: row.supplier_name,
    partyKind: 'supplier',
    waitingSince: dateTime(since),
    waitingSinceMs: since,
    batch: false,
    ...own,
  };
}

/** Who applied for the case (the flow's first applicant step). */
export const applicantOf = (row: ReviewRow) =>
  (JSON.parse(row.flow) as Array<{ role: string; userNo: string }>).find((s) => s.role === 'applicant')?.userNo ?? '';

export const APPLICATION_STATUS: Record<ReviewState, 'waiting' | 'returned' | 'approved' | 'closed'> = {
  underReview: 'waiting',
  pendingSubmission: 'returned',
  closedCase: 'approved',
  speciallyConcluded: 'closed',
  selfClosing: 'closed',
};

/** A case as its applicant's list of applications shows it: its state, who signs now and since when, when it last changed. */
export function applicationOf(
  db: Database,
  area: 'srm' | 'qms',
  row: ReviewRow,
  kind: string,
  route: string,
): ApplicationSource {
  const changedAtMs = waitingSinceOf(row);
  const since = row.current_user ? changedAtMs : 0;
  return {
    changedAtMs,
    area,
    id: row.id,
    kind,
    title: row.title,
    status: APPLICATION_STATUS[row.review_state],
    areaStatus: row.review_state,
    signerNo: row.current_user,
    signerName: row.current_user ? (findUser(db, row.current_user)?.userName ?? row.current_user) : '',
    waitingSince: since ? dateTime(since) : '',
    waitingSinceMs: since,
    route,
  };
}

/** A case as GET /demo/seed lists it: `route` is the case's processing-info page, whose last part names its type. */
export function caseSeedRecord(area: 'srm' | 'qms', route: string, row: ReviewRow): SeedRecord {
  return {
    area,
    type: route.split('/').pop()!,
    id: row.id,
    status: STATE_WORDING[row.review_state],
    assignee: row.current_user || '10001',
    route: `${route}?id=${row.id}`,
    title: row.title,
    supplierCode: row.supplier_code,
  };
}

const RESULT_OF: Partial<Record<NonNullable<FlowStep['meaning']>, StoredStep['result']>> = {
  submit: 'pass',
  approve: 'pass',
  return: 'return',
  conclude: 'special',
};

function toFlowStep(s: StoredStep, waitingSince: number): FlowStep {
  const done = s.state === 'done';
  const meaning: FlowStep['meaning'] =
    s.meaning ??
    (s.result === 'return'
      ? 'return'
      : s.result === 'special'
        ? 'conclude'
        : s.role === 'applicant'
          ? 'submit'
          : 'approve');
  return {
    role: s.role,
    signerNo: s.userNo,
    state: s.state,
    ...(done ? { meaning } : {}),
    ...(s.at ? { at: s.at } : {}),
    ...(s.comment ? { comment: s.comment } : {}),
    ...(s.by ? { by: s.by } : {}),
    ...(s.judgment ? { judgment: s.judgment } : {}),
    ...(s.from ? { from: s.from } : {}),
    ...(s.origin ? { origin: s.origin } : {}),
    ...(s.state === 'current' ? { since: s.since ?? waitingSince } : {}),
  };
}

function toStored(s: FlowStep): StoredStep {
  const result = s.meaning ? RESULT_OF[s.meaning] : undefined;
  return {
    role: s.role as StoredStep['role'],
    userNo: s.signerNo,
    state: s.state,
    ...(result ? { result } : {}),
    ...(s.meaning && !result ? { meaning: s.meaning as StoredStep['meaning'] } : {}),
    ...(s.comment ? { comment: s.comment } : {}),
    ...(s.judgment ? { judgment: s.judgment } : {}),
    ...(s.at ? { at: s.at } : {}),
    ...(s.by ? { by: s.by } : {}),
    ...(s.from ? { from: s.from } : {}),
    ...(s.origin ? { origin: s.origin } : {}),
    ...(s.since && s.state === 'current' ? { since: s.since } : {}),
  };
}

/** The SPEC 4 review state a flow outcome shows as; a withdrawn case is the applicant's own close: self-closing. */
function reviewStateOf(o: FlowOutcomeState): ReviewState {
  if (o.status === 'withdrawn') return 'selfClosing';
  if (o.status === 'open') return o.end === 'restart' ? 'pendingSubmission' : 'underReview';
  return o.end === 'conclude' ? 'speciallyConcluded' : 'closedCase';
}

/**
 * Where SRM and QMS keep their flows for the engine: the case row's JSON `flow`, its current signer and SPEC 4
 * states. `kindOf` names the case's kind (due times), `route` its processing page.
 */
export function caseFlowStore(opts: {
  area: 'srm' | 'qms';
  table: CaseTable;
  policy: FlowPolicy;
  kindOf(row: ReviewRow): string;
  route(row: ReviewRow): string;
}): FlowStore {
  const row = (db: Database, id: string) => one<ReviewRow>(db, `SELECT * FROM ${opts.table} WHERE id = ?`, [id]);
  return {
    area: opts.area,
    policy: opts.policy,
    load(db, id): FlowRecord | undefined {
      const r = row(db, id);
      if (!r) return undefined;
      const stored = JSON.parse(r.flow) as StoredStep[];
      const steps = stored.map((s) => toFlowStep(s, waitingSinceOf(r)));
      const open = r.review_state === 'underReview' || r.review_state === 'pendingSubmission';
      const withdrawn = r.review_state === 'selfClosing' && stored.at(-1)?.meaning === 'withdraw';
      return {
        id,
        applicantNo: applicantOf(r) || '10002',
        kind: opts.kindOf(r),
        steps,
        status: open ? 'open' : withdrawn ? 'withdrawn' : 'closed',
      };
    },
    canSee(db, id, user) {
      const v = visibility(user);
      return !!one(db, `SELECT 1 FROM ${opts.table} WHERE id = ? AND ${v.sql}`, [id, ...v.params]);
    },
    save(db, record, outcome) {
      const state = reviewStateOf(outcome);
      run(db, `UPDATE ${opts.table} SET review_state = ?, sign_state = ?, current_user = ?, flow = ? WHERE id = ?`, [
        state,
        SIGN_STATE_OF[state],
        outcome.current,
        JSON.stringify(record.steps.map(toStored)),
        record.id,
      ]);
    },
    route: (db, record) => {
      const r = row(db, record.id);
      return r ? opts.route(r) : '';
    },
    title: (db, id) => row(db, id)?.title ?? '',
  };
}
