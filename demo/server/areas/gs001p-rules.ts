import type { CloseReason, GsAction, GsStatus } from '../../../src/api/gs001p';
import { AUTO_CLOSE_MONTHS, CLOSE_REASONS } from '../../../src/api/gs001p';
import type { FlowAction, FlowStep } from '../core/flow/types';

/**
 * GS001P's own rules, as data the sign-flow engine consults and checks the area runs before it: the steps and
 * what each step's signer may do there, the due times, the SPEC close reasons and the 3-month auto close. Who
 * acts next and what follows a decision are the engine's (core/flow); these functions never touch the store.
 */

/** The flow's role names for the planned steps (the flow view's words). */
export const GS_ROLE = {
  engineer: 'responsibleEngineer',
  supervisor: 'supervisor',
  confirmation: 'business',
} as const;

/** Every routing action GS001P offers somewhere (docs/DECISIONS.md says why each is there or not). */
export const GS_ROUTING: readonly FlowAction[] = [
  'transfer',
  'addBefore',
  'addAfter',
  'withdraw',
  'sendBack',
  'cc',
  'comment',
];

/** What the signer of a signing step (engineer, supervisor, or anyone transferred or added there) may do. */
const SIGNING_STEP: readonly FlowAction[] = [
  'approve',
  'return',
  'transfer',
  'addBefore',
  'addAfter',
  'sendBack',
  'cc',
];

/**
 * What the current step's signer may do. Business's final confirmation is the customer's answer: confirm, or
 * close with a reason (the engine's conclude), never handed on. After a return, business submits again.
 */
export function stepActions(step: Pick<FlowStep, 'role'>): readonly FlowAction[] {
  if (step.role === 'applicant') return ['cc'];
  if (step.role === GS_ROLE.confirmation) return ['approve', 'cc'];
  return SIGNING_STEP;
}

/** Hours a signing step may wait; business's steps have none (the final confirmation has the 3-month rule). */
export const GS_SIGNING_DUE_HOURS = 72;
export const dueHours = (role: string | undefined) =>
  role === 'applicant' || role === GS_ROLE.confirmation ? 0 : GS_SIGNING_DUE_HOURS;

/**
 * The case actions open to the caller: business drafts, edits after a return and reopens a closed case; the
 * others follow from what the engine lets them do at the current step (`flow`).
 */
export function caseActions(status: GsStatus, isCreator: boolean, flow: readonly FlowAction[]): GsAction[] {
  switch (status) {
    case 'draft':
    case 'returned':
      return isCreator ? ['save', 'submit'] : [];
    case 'signing':
      return flow.includes('approve') ? ['approve', 'return'] : [];
    case 'confirming':
      return flow.includes('approve') ? ['confirm', 'close'] : [];
    case 'closed':
      return isCreator ? ['reopen'] : [];
    default:
      return [];
  }
}

/** The engine's action behind each case action taken on the flow. */
export const FLOW_ACTION_OF: Partial<Record<GsAction, 'approve' | 'return' | 'conclude'>> = {
  approve: 'approve',
  return: 'return',
  confirm: 'approve',
  close: 'conclude',
};

export interface ActInput {
  comment?: string;
  reason?: string;
  reasonText?: string;
}

export const REASON_TEXT_MAX = 500;

function isCloseReason(value: string | undefined): value is Exclude<CloseReason, 'noReply'> {
  return (CLOSE_REASONS as readonly string[]).includes(value ?? '');
}

/** A close needs one of the SPEC reasons; 'other' needs a text of its own. */
export function closeProblem(input: ActInput): 'reasonRequired' | undefined {
  if (!isCloseReason(input.reason)) return 'reasonRequired';
  const text = (input.reasonText ?? '').trim();
  if (input.reason === 'other' && (!text || text.length > REASON_TEXT_MAX)) return 'reasonRequired';
  return undefined;
}

/** The SPEC's wording of each close reason, the flow's comment on a close that carries no text of its own. */
export const CLOSE_WORDING: Record<CloseReason, string> = {
  highUnitCost: 'Closed without development: high unit cost',
  highMoldCost: 'Closed without development: high mold cost',
  modelCancelled: 'Closed without development: customer model cancelled',
  longDelivery: 'Closed without development: long delivery',
  customerConfirming: 'Closed without development: under customer confirmation',
  other: 'Closed without development',
  noReply: 'Closed automatically: the customer did not reply for 3 months',
};

const ZONE_OFFSET_MS = 8 * 3_600_000;

/**
 * `months` calendar months after `ms`, in the company's zone (UTC+8). A day that does not exist in the target
 * month (31 May + 3 months) falls on that month's last day, as people count it.
 */
export function addMonths(ms: number, months: number): number {
  const local = new Date(ms + ZONE_OFFSET_MS);
  const day = local.getUTCDate();
  const target = new Date(local.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime() - ZONE_OFFSET_MS;
}

export interface StatusSince {
  status: GsStatus;
  /** Epoch ms of the last status change; the 3-month rule counts from here. */
  changedAt: number;
}

/** The 3-month rule applies to cases waiting for the customer's reply (business final confirmation). */
export function autoCloseAt(s: StatusSince): number | null {
  return s.status === 'confirming' ? addMonths(s.changedAt, AUTO_CLOSE_MONTHS) : null;
}

export function autoCloseDue(s: StatusSince, now: number): boolean {
  const due = autoCloseAt(s);
  return due !== null && now >= due;
}
