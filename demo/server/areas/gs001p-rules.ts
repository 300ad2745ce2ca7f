import type { CloseReason, GsAction, GsStatus, GsStep } from '../../../src/api/gs001p';
import { AUTO_CLOSE_MONTHS, CLOSE_REASONS } from '../../../src/api/gs001p';

/**
 * The GS001P transition rules, pure: who may do what in which status, what follows, and the 3-month auto
 * close. The area module stores the results; these functions never touch the store or the clock.
 */
export interface CaseState {
  status: GsStatus;
  step: GsStep | null;
  creator: string;
  engineer: string;
  supervisor: string;
  /** Epoch ms of the last status change; the 3-month rule counts from here. */
  changedAt: number;
}

export type Role = 'business' | 'engineer' | 'supervisor' | 'system';

export interface ActInput {
  comment?: string;
  reason?: string;
  reasonText?: string;
}

export type Transition =
  | { ok: true; next: CaseState; role: Role; entry: string }
  | { ok: false; error: 'notAllowed' | 'reasonRequired' };

export const REASON_TEXT_MAX = 500;

/** Who acts next: the signer of the step, business for the final confirmation, nobody otherwise. */
export function assigneeOf(s: Pick<CaseState, 'status' | 'step' | 'creator' | 'engineer' | 'supervisor'>): string {
  if (s.status === 'signing') return s.step === 'engineer' ? s.engineer : s.supervisor;
  if (s.status === 'confirming') return s.creator;
  return '';
}

/** The actions open to `userNo` in this state. */
export function allowedActions(s: CaseState, userNo: string): GsAction[] {
  const isBusiness = userNo === s.creator;
  switch (s.status) {
    case 'draft':
    case 'returned':
      return isBusiness ? ['save', 'submit'] : [];
    case 'signing':
      return userNo === assigneeOf(s) ? ['approve', 'return'] : [];
    case 'confirming':
      return isBusiness ? ['confirm', 'close'] : [];
    case 'closed':
      return isBusiness ? ['reopen'] : [];
    default:
      return [];
  }
}

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

/** Applies one user action. Every status change restarts the 3-month count. */
export function transition(
  s: CaseState,
  action: GsAction,
  userNo: string,
  now: number,
  input: ActInput = {},
): Transition {
  if (!allowedActions(s, userNo).includes(action)) return { ok: false, error: 'notAllowed' };
  const moved = (patch: Partial<CaseState>): CaseState => ({ ...s, ...patch, changedAt: now });
  switch (action) {
    case 'save':
      // A temporary save changes the content, not the status: the count does not restart.
      return { ok: true, next: s, role: 'business', entry: 'save' };
    case 'submit':
      return { ok: true, next: moved({ status: 'signing', step: 'engineer' }), role: 'business', entry: 'submit' };
    case 'approve':
      if (s.step === 'engineer')
        return { ok: true, next: moved({ step: 'supervisor' }), role: 'engineer', entry: 'approve' };
      return { ok: true, next: moved({ status: 'confirming', step: null }), role: 'supervisor', entry: 'approve' };
    case 'return':
      return {
        ok: true,
        next: moved({ status: 'returned', step: null }),
        role: s.step === 'engineer' ? 'engineer' : 'supervisor',
        entry: 'return',
      };
    case 'confirm':
      return { ok: true, next: moved({ status: 'developing', step: null }), role: 'business', entry: 'confirm' };
    case 'close':
      if (closeProblem(input)) return { ok: false, error: 'reasonRequired' };
      return { ok: true, next: moved({ status: 'closed', step: null }), role: 'business', entry: 'close' };
    case 'reopen':
      // The customer has a need after all: the case goes into development.
      return { ok: true, next: moved({ status: 'developing', step: null }), role: 'business', entry: 'reopen' };
  }
}

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

/** The 3-month rule applies to cases waiting for the customer's reply (business final confirmation). */
export function autoCloseAt(s: Pick<CaseState, 'status' | 'changedAt'>): number | null {
  return s.status === 'confirming' ? addMonths(s.changedAt, AUTO_CLOSE_MONTHS) : null;
}

export function autoCloseDue(s: Pick<CaseState, 'status' | 'changedAt'>, now: number): boolean {
  const due = autoCloseAt(s);
  return due !== null && now >= due;
}
