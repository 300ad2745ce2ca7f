import type { GsFields, GsStatus, GsStep } from '../../../src/api/gs001p';
import { one, run, type Database } from '../core/db';
import { registerFlowStore } from '../core/flow/engine';
import * as T from '../core/flow/steps';
import type { FlowOutcomeState, FlowRecord, FlowStep, FlowStore } from '../core/flow/types';
import type { User } from '../core/users';
import { allowedActions, standingOf } from '../core/flow/rules';
import type { GsAction } from '../../../src/api/gs001p';
import { caseActions, dueHours, GS_ROLE, GS_ROUTING, stepActions } from './gs001p-rules';
import type { CaseRow } from './gs001p-row';

/**
 * Where GS001P keeps its sign flow for the engine: the steps as JSON in `gs001p_cases.flow`, the current signer
 * in `current_user`, and the case's SPEC status and step derived from them on every save. Step logic lives in
 * core/flow; this file only reads and writes.
 */

export const GS_KIND = 'evaluation';

/** The planned round: responsible engineer, supervisor, then business's final confirmation. */
export const planOf = (row: Pick<CaseRow, 'engineer' | 'supervisor' | 'creator'>) => [
  { role: GS_ROLE.engineer, signerNo: row.engineer },
  { role: GS_ROLE.supervisor, signerNo: row.supervisor },
  { role: GS_ROLE.confirmation, signerNo: row.creator },
];

const caseOf = (db: Database, id: string) => one<CaseRow>(db, 'SELECT * FROM gs001p_cases WHERE id = ?', [id]);

export const OPEN_STATUSES: readonly GsStatus[] = ['signing', 'confirming', 'returned'];

/** A case as the engine sees it; a draft never submitted has no flow yet. */
export function gsRecord(row: CaseRow): FlowRecord | undefined {
  const stored = JSON.parse(row.flow || '[]') as FlowStep[];
  if (!stored.length) return undefined;
  // Planned steps not yet reached follow the engineer business chose when editing after a return.
  const planned: Record<string, string> = { [GS_ROLE.engineer]: row.engineer, [GS_ROLE.supervisor]: row.supervisor };
  const steps = stored.map((s) =>
    s.state === 'waiting' && !s.origin && planned[s.role] ? { ...s, signerNo: planned[s.role] } : s,
  );
  return {
    id: row.id,
    applicantNo: row.creator,
    kind: GS_KIND,
    steps,
    status: OPEN_STATUSES.includes(row.status) ? 'open' : row.status === 'draft' ? 'withdrawn' : 'closed',
  };
}

/**
 * The SPEC status a flow shows as. Waiting on business: returned (the applicant's step) or final confirmation;
 * on anyone else: signing, at the engineer or supervisor stage it serves. Withdrawn: a draft again.
 */
export function caseStatusOf(steps: FlowStep[], outcome: FlowOutcomeState): { status: GsStatus; step: GsStep | null } {
  if (outcome.status === 'withdrawn') return { status: 'draft', step: null };
  if (outcome.status === 'closed') return { status: outcome.end === 'pass' ? 'developing' : 'closed', step: null };
  const i = T.currentIndex(steps);
  const role = steps[i]?.role;
  if (role === 'applicant') return { status: 'returned', step: null };
  if (role === GS_ROLE.confirmation) return { status: 'confirming', step: null };
  const stage = steps.slice(i).find((s) => s.role === GS_ROLE.engineer || s.role === GS_ROLE.supervisor);
  return { status: 'signing', step: stage?.role === GS_ROLE.engineer ? 'engineer' : 'supervisor' };
}

/** Participants: business, the responsible engineer and the supervisor (the engine adds who else the flow reached). */
export function gsParticipant(row: Pick<CaseRow, 'creator' | 'engineer' | 'supervisor'>, user: User): boolean {
  return [row.creator, row.engineer, row.supervisor].includes(user.userNo);
}

/** The hash route that opens a case for whoever it waits on. */
export function routeOfCase(row: Pick<CaseRow, 'id' | 'status'>): string {
  if (row.status === 'signing') return `/pages/GS001P/processingInfo?id=${row.id}`;
  if (row.status === 'draft' || row.status === 'returned') return `/pages/GS001P/edit?id=${row.id}`;
  return `/pages/GS001P/detail?id=${row.id}`;
}

/** Writes a flow and what it means for the case; every save is a status change for the 3-month count. */
export function writeFlow(db: Database, id: string, steps: FlowStep[], outcome: FlowOutcomeState, now: number): void {
  const { status, step } = caseStatusOf(steps, outcome);
  run(
    db,
    'UPDATE gs001p_cases SET flow = ?, current_user = ?, status = ?, step = ?, changed_at = ?, updated_at = ?, version = version + 1 WHERE id = ?',
    [JSON.stringify(steps), outcome.current, status, step, now, now, id],
  );
}

export const gsFlowStore: FlowStore = {
  area: 'gs001p',
  policy: {
    returnMode: 'restart',
    actions: GS_ROUTING,
    canConclude: (_record, step) => step.role === GS_ROLE.confirmation,
    dueHours: (_kind, role) => dueHours(role),
    stepActions: (_record, step) => stepActions(step),
  },
  load(db, id) {
    const row = caseOf(db, id);
    return row ? gsRecord(row) : undefined;
  },
  canSee(db, id, user) {
    const row = caseOf(db, id);
    return !!row && gsParticipant(row, user);
  },
  save: (db, record, outcome, now) => writeFlow(db, record.id, record.steps, outcome, now),
  route: (db, record) => {
    const row = caseOf(db, record.id);
    return row ? routeOfCase(row) : '';
  },
  title(db, id) {
    const row = caseOf(db, id);
    return row ? (JSON.parse(row.fields) as GsFields).productName || id : '';
  },
};
registerFlowStore(gsFlowStore);

/** The case actions open to `user` (already the principal, for a substitute): the engine's say on the step. */
export function gsCaseActions(row: CaseRow, user: User): GsAction[] {
  const record = gsRecord(row);
  const flow = record ? allowedActions(record, gsFlowStore.policy, standingOf(record, user.userNo, true, false)) : [];
  return caseActions(row.status, row.creator === user.userNo, flow);
}

/**
 * A seeded case's flow: its story replayed through the engine's transitions, each event at its own time, so a
 * seeded case stands where a real one would after the same decisions.
 */
export function seedFlowOf(
  row: Pick<CaseRow, 'id' | 'creator' | 'engineer' | 'supervisor'>,
  events: Array<{ action: string; comment: string; at: number }>,
): { steps: FlowStep[]; current: string } {
  let record: FlowRecord = { id: row.id, applicantNo: row.creator, kind: GS_KIND, steps: [], status: 'open' };
  let current = '';
  for (const e of events) {
    const next =
      e.action === 'submit'
        ? T.start(record, planOf(row), e.at)
        : e.action === 'return'
          ? T.giveBack(record, 'restart', e.at, e.comment, '')
          : e.action === 'close'
            ? T.conclude(record, e.at, e.comment, '')
            : T.approve(record, e.at, e.comment, '');
    record = { ...record, steps: next.steps, status: next.outcome.status };
    current = next.outcome.current;
  }
  return { steps: record.steps, current };
}
