import type { SapFormType, SignStatus } from '../../../src/api/sap';
import { all, one, run, type Database } from '../core/db';
import { decide, registerFlowStore } from '../core/flow/engine';
import type { Signing } from '../core/evidence/hook';
import type { FlowOutcomeState, FlowRecord, FlowStep, FlowStore } from '../core/flow/types';
import type { User } from '../core/users';

/**
 * Where the SAP workspace keeps its sign flows for the engine: sap_steps rows (the SPEC's states done, returned,
 * current, waiting) with the engine's extra facts (what a step meant, whom it came from, when it began waiting)
 * as JSON in `extra`. Step logic lives in core/flow; this file only reads and writes rows.
 */

interface StepRow {
  seq: number;
  role: string;
  signer_no: string;
  state: 'done' | 'returned' | 'current' | 'waiting';
  time: number | null;
  comment: string;
  by_no: string;
  extra: string;
}

interface FormRow {
  id: string;
  type: SapFormType;
  title: string;
  applicant_no: string;
  status: SignStatus;
  updated_at: number;
}

/** Hours a step may wait before it is overdue: money and access move faster than records (docs/DECISIONS.md). */
export const SAP_DUE_HOURS: Partial<Record<SapFormType, number>> = {
  purchaseRequisition: 48,
  purchaseOrder: 48,
  feeApplication: 48,
  accountPermissions: 24,
  usbApplication: 24,
  repairOrder: 24,
};
const DEFAULT_DUE_HOURS = 72;

/** A user sees a form they applied for, signed or must sign, or were notified of (CC and mentions: the engine). */
export function sapCanSee(db: Database, id: string, user: User): boolean {
  return !!one(
    db,
    `SELECT 1 FROM sap_forms f WHERE f.id = ? AND (f.applicant_no = ? OR EXISTS (
       SELECT 1 FROM sap_steps s WHERE s.form_id = f.id AND s.signer_no = ? AND (s.state != 'waiting' OR s.role = 'notify')))`,
    [id, user.userNo, user.userNo],
  );
}

function toStep(r: StepRow, form: FormRow): FlowStep {
  const extra = JSON.parse(r.extra || '{}') as Partial<FlowStep>;
  const done = r.state === 'done' || r.state === 'returned';
  return {
    ...extra,
    role: r.role,
    signerNo: r.signer_no,
    state: done ? 'done' : (r.state as 'current' | 'waiting'),
    ...(done
      ? {
          meaning:
            r.state === 'returned' ? 'return' : (extra.meaning ?? (r.role === 'applicant' ? 'submit' : 'approve')),
        }
      : {}),
    ...(r.time ? { at: r.time } : {}),
    ...(r.comment ? { comment: r.comment } : {}),
    ...(r.by_no ? { by: r.by_no } : {}),
    ...(r.role === 'notify' ? { notice: true } : {}),
    ...(r.state === 'current' ? { since: extra.since ?? form.updated_at } : {}),
  };
}

function load(db: Database, id: string): FlowRecord | undefined {
  const form = one<FormRow>(
    db,
    'SELECT id, type, title, applicant_no, status, updated_at FROM sap_forms WHERE id = ?',
    [id],
  );
  if (!form) return undefined;
  const steps = all<StepRow>(db, 'SELECT * FROM sap_steps WHERE form_id = ? ORDER BY seq', [id]).map((r) =>
    toStep(r, form),
  );
  const withdrawn = steps.at(-1)?.meaning === 'withdraw';
  return {
    id,
    applicantNo: form.applicant_no,
    kind: form.type,
    steps,
    status: form.status === 'underApproval' ? 'open' : withdrawn ? 'withdrawn' : 'closed',
  };
}

/** The SPEC status a flow outcome shows as; a withdrawn form is closed without passing: "approved return". */
const STATUS_OF = (o: FlowOutcomeState): SignStatus =>
  o.status === 'open' ? 'underApproval' : o.end === 'pass' ? 'approvedPass' : 'approvedReturn';

function save(db: Database, record: FlowRecord, outcome: FlowOutcomeState, now: number): void {
  run(db, 'DELETE FROM sap_steps WHERE form_id = ?', [record.id]);
  record.steps.forEach((s, i) => {
    const { role, signerNo, state, meaning, at, comment, by, notice: _n, ...rest } = s;
    const extra = { ...rest, ...(meaning && meaning !== 'return' ? { meaning } : {}) };
    run(
      db,
      'INSERT INTO sap_steps (form_id, seq, role, signer_no, state, time, comment, by_no, extra) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        record.id,
        i + 1,
        role,
        signerNo,
        meaning === 'return' ? 'returned' : state,
        at ?? null,
        comment ?? '',
        by ?? '',
        JSON.stringify(extra),
      ],
    );
  });
  run(db, 'UPDATE sap_forms SET status = ?, assignee = ?, updated_at = ? WHERE id = ?', [
    STATUS_OF(outcome),
    outcome.current,
    now,
    record.id,
  ]);
}

/** The route that opens a form (ROUTES.md). */
export function routeOf(type: string, id: string): string {
  const q = `?id=${encodeURIComponent(id)}`;
  if (type === 'accountPermissions' || type === 'SystemRequirement') return `/pages/SAP/${type}/processingInfo${q}`;
  return `/pages/SAP/processingInfo/${type}${q}`;
}

export const sapFlowStore: FlowStore = {
  area: 'sap',
  policy: {
    returnMode: 'close',
    actions: ['transfer', 'addBefore', 'addAfter', 'withdraw', 'sendBack', 'cc', 'comment'],
    dueHours: (kind) => SAP_DUE_HOURS[kind as SapFormType] ?? DEFAULT_DUE_HOURS,
  },
  load,
  canSee: sapCanSee,
  save,
  route: (_db, r) => routeOf(r.kind, r.id),
  title: (db, id) => one<{ title: string }>(db, 'SELECT title FROM sap_forms WHERE id = ?', [id])?.title ?? '',
};
registerFlowStore(sapFlowStore);

/** Approve or return the current step through the engine; the answer SAP's endpoints give. */
export function sapDecide(
  db: Database,
  actor: User,
  id: string,
  action: 'approve' | 'return',
  comment: string,
  now: number,
  signing?: Signing,
) {
  decide(db, 'sap', id, actor, { action, comment, signing }, now);
  const form = one<{ status: SignStatus; assignee: string }>(
    db,
    'SELECT status, assignee FROM sap_forms WHERE id = ?',
    [id],
  )!;
  return { id, status: form.status, assignee: form.assignee };
}
