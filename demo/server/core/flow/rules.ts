import { currentIndex, sendBackTargets } from './steps';
import type { FlowAction, FlowPolicy, FlowRecord } from './types';

/**
 * Who may do what, in one place. `principal` is whom the actor acts as (the current signer, for their active
 * substitute); `viewer` is the signed-in person (a CC'd person or an @mentioned one reads as themself).
 */
export interface Standing {
  /** The actor acts as the current signer (themself, or as substitute). */
  signer: boolean;
  applicant: boolean;
  /** The actor may see the record (area rules, CC or mention). */
  sees: boolean;
  /** The actor is CC'd and has not read the record yet. */
  ccUnread: boolean;
}

export function standingOf(record: FlowRecord, principalNo: string, sees: boolean, ccUnread: boolean): Standing {
  const i = currentIndex(record.steps);
  return {
    signer: record.status === 'open' && i >= 0 && record.steps[i].signerNo === principalNo,
    applicant: record.applicantNo === principalNo,
    sees,
    ccUnread,
  };
}

/** The actions `standing` allows on `record` now, in the order the action sheet offers them. */
export function allowedActions(record: FlowRecord, policy: FlowPolicy, standing: Standing): FlowAction[] {
  const out: FlowAction[] = [];
  const offered = (a: FlowAction) => policy.actions.includes(a);
  const step = record.steps[currentIndex(record.steps)];
  // The step may narrow what its signer does; the applicant's withdraw and anyone's comment are not the step's.
  const atStep = step && policy.stepActions?.(record, step);
  const here = (a: FlowAction) => !atStep || atStep.includes(a);
  const open = record.status === 'open';
  if (standing.signer) {
    for (const a of ['approve', 'return'] as const) if (here(a)) out.push(a);
    if (policy.canConclude?.(record, step)) out.push('conclude');
    for (const a of ['transfer', 'addBefore', 'addAfter'] as const) if (offered(a) && here(a)) out.push(a);
    if (offered('sendBack') && here('sendBack') && sendBackTargets(record).length) out.push('sendBack');
  }
  if (open && standing.applicant && offered('withdraw') && !standing.signer) out.push('withdraw');
  if (open && (standing.signer || standing.applicant) && offered('cc')) out.push('cc');
  if (standing.sees && offered('comment')) out.push('comment');
  if (standing.ccUnread) out.push('read');
  return out;
}

/**
 * Why an action is refused: 'movedOn' when the record is no longer where the actor saw it (closed, withdrawn or
 * waiting on another step), 'notAllowed' when it never was theirs to take.
 */
export function refusal(record: FlowRecord, action: FlowAction, seenStep?: number): 'movedOn' | 'notAllowed' {
  if (record.status !== 'open' && action !== 'comment' && action !== 'read') return 'movedOn';
  if (seenStep !== undefined && seenStep !== currentIndex(record.steps)) return 'movedOn';
  return 'notAllowed';
}
