import type { FlowOutcomeState, FlowRecord, FlowStep } from './types';

/**
 * The step transitions: pure functions from the steps before a decision to the steps after it. They never check
 * who acts (rules.ts does) and never touch the store (engine.ts does).
 */

export interface Transition {
  steps: FlowStep[];
  outcome: FlowOutcomeState;
}

export const currentIndex = (steps: readonly FlowStep[]) => steps.findIndex((s) => s.state === 'current');
export const isSigning = (s: FlowStep) => !s.notice;

const open = (steps: FlowStep[], current: string): Transition => ({
  steps,
  outcome: { status: 'open', end: null, current },
});

/** The current step after a decision: done, with what it meant. */
function sign(step: FlowStep, meaning: FlowStep['meaning'], now: number, comment: string, by: string): FlowStep {
  return {
    ...step,
    state: 'done',
    meaning,
    at: now,
    comment: comment || undefined,
    ...(by ? { by } : { by: undefined }),
  };
}

/** Makes the first waiting signing step after `from` current, or closes the record as passed. */
function advance(steps: FlowStep[], from: number, now: number): Transition {
  const next = steps.findIndex((s, j) => j > from && s.state === 'waiting' && isSigning(s));
  if (next < 0) {
    // Notice steps are "done" once the record passes: their people were told.
    for (const [j, s] of steps.entries())
      if (s.notice && s.state === 'waiting') steps[j] = { ...s, state: 'done', at: now };
    return { steps, outcome: { status: 'closed', end: 'pass', current: '' } };
  }
  steps[next] = { ...steps[next], state: 'current', since: now };
  return open(steps, steps[next].signerNo);
}

export function approve(record: FlowRecord, now: number, comment: string, by: string, judgment?: string): Transition {
  const steps = record.steps.map((s) => ({ ...s }));
  const i = currentIndex(steps);
  steps[i] = { ...sign(steps[i], 'approve', now, comment, by), ...(judgment ? { judgment } : {}) };
  return advance(steps, i, now);
}

/**
 * The SPEC's return. 'close': the record ends as "approved return". 'restart': it waits for the applicant, and
 * the plan (each role once, with whoever held it) follows again.
 */
export function giveBack(
  record: FlowRecord,
  mode: 'close' | 'restart',
  now: number,
  comment: string,
  by: string,
): Transition {
  const i = currentIndex(record.steps);
  const kept = record.steps.slice(0, i + 1).map((s) => ({ ...s }));
  kept[i] = sign(kept[i], 'return', now, comment, by);
  if (mode === 'close') {
    const rest = record.steps.slice(i + 1).map((s) => ({ ...s }));
    return { steps: [...kept, ...rest], outcome: { status: 'closed', end: 'return', current: '' } };
  }
  const plan = [
    ...new Map(record.steps.filter((s) => s.role !== 'applicant' && isSigning(s)).map((s) => [s.role, s])).values(),
  ];
  kept.push({ role: 'applicant', signerNo: record.applicantNo, state: 'current', since: now });
  for (const s of plan) kept.push({ role: s.role, signerNo: s.signerNo, state: 'waiting' });
  return { steps: kept, outcome: { status: 'open', end: 'restart', current: record.applicantNo } };
}

/** Specially concluded: the remaining steps are skipped. */
export function conclude(record: FlowRecord, now: number, comment: string, by: string): Transition {
  const steps = record.steps.map((s) => ({ ...s }));
  const i = currentIndex(steps);
  steps[i] = sign(steps[i], 'conclude', now, comment, by);
  return { steps, outcome: { status: 'closed', end: 'conclude', current: '' } };
}

/** The current signer hands the step to `toNo`: their own step is done as "transfer", the same role waits on toNo. */
export function transfer(record: FlowRecord, toNo: string, now: number, reason: string, by: string): Transition {
  const steps = record.steps.map((s) => ({ ...s }));
  const i = currentIndex(steps);
  const from = steps[i];
  steps[i] = sign(from, 'transfer', now, reason, by);
  steps.splice(i + 1, 0, {
    role: from.role,
    signerNo: toNo,
    state: 'current',
    from: from.signerNo,
    origin: 'transfer',
    since: now,
  });
  return open(steps, toNo);
}

/** Before: the added signer signs first, then the step comes back to the current signer. After: next in line. */
export function addSigner(
  record: FlowRecord,
  where: 'before' | 'after',
  signerNo: string,
  now: number,
  comment: string,
): Transition {
  const steps = record.steps.map((s) => ({ ...s }));
  const i = currentIndex(steps);
  const current = steps[i];
  const added: FlowStep = {
    role: 'approver',
    signerNo,
    state: where === 'before' ? 'current' : 'waiting',
    from: current.signerNo,
    origin: where === 'before' ? 'addBefore' : 'addAfter',
    comment: comment || undefined,
    ...(where === 'before' ? { since: now } : {}),
  };
  if (where === 'after') {
    steps.splice(i + 1, 0, added);
    return open(steps, current.signerNo);
  }
  steps[i] = { ...current, state: 'waiting', since: undefined };
  steps.splice(i, 0, added);
  return open(steps, signerNo);
}

/** The earlier steps the current one may send back to: signed ones (the applicant's submission included). */
export function sendBackTargets(record: FlowRecord): number[] {
  const i = currentIndex(record.steps);
  return record.steps.flatMap((s, j) =>
    j < i && s.state === 'done' && isSigning(s) && (s.meaning === 'approve' || s.meaning === 'submit') ? [j] : [],
  );
}

/**
 * Back to step `to`: the current step is done as "send back", then that step's signer and every signer between
 * it and here sign again, in order, before the flow goes on. The record stays open.
 */
export function sendBack(record: FlowRecord, to: number, now: number, comment: string, by: string): Transition {
  const steps = record.steps.map((s) => ({ ...s }));
  const i = currentIndex(steps);
  const again = steps
    .slice(to, i + 1)
    .filter((s, k) => k === 0 || k === i - to || (s.meaning === 'approve' && isSigning(s)))
    .map(
      (s, k): FlowStep => ({
        role: s.role,
        signerNo: s.signerNo,
        state: k === 0 ? 'current' : 'waiting',
        origin: 'sendBack',
        ...(k === 0 ? { since: now, from: steps[i].signerNo } : {}),
      }),
    );
  steps[i] = sign(steps[i], 'sendBack', now, comment, by);
  steps.splice(i + 1, 0, ...again);
  return open(steps, again[0].signerNo);
}

/** The applicant takes the record back: its waiting steps stay unsigned, it leaves every inbox. */
export function withdraw(record: FlowRecord, now: number, comment: string, by: string): Transition {
  const steps = record.steps.map(
    (s): FlowStep => (s.state === 'current' ? { ...s, state: 'waiting', since: undefined } : { ...s }),
  );
  steps.push({
    role: 'applicant',
    signerNo: record.applicantNo,
    state: 'done',
    meaning: 'withdraw',
    at: now,
    comment: comment || undefined,
    ...(by ? { by } : {}),
  });
  return { steps, outcome: { status: 'withdrawn', end: 'withdraw', current: '' } };
}

/**
 * A submission starts a round: the applicant's step is done as "submit" and the plan follows, its first signer
 * current. Steps left unsigned by an earlier withdrawn round never happened and are dropped; signed ones stay.
 */
export function start(
  record: Pick<FlowRecord, 'applicantNo' | 'steps'>,
  plan: ReadonlyArray<Pick<FlowStep, 'role' | 'signerNo'>>,
  now: number,
): Transition {
  const steps: FlowStep[] = record.steps.filter((s) => s.state === 'done').map((s) => ({ ...s }));
  steps.push({ role: 'applicant', signerNo: record.applicantNo, state: 'done', meaning: 'submit', at: now });
  for (const [k, p] of plan.entries())
    steps.push({
      role: p.role,
      signerNo: p.signerNo,
      state: k === 0 ? 'current' : 'waiting',
      ...(k === 0 ? { since: now } : {}),
    });
  return open(steps, plan[0]?.signerNo ?? '');
}

/** The system closes the record at its current step (a rule's deadline passed): no one signs, nothing follows. */
export function expire(record: FlowRecord, now: number, comment: string): Transition {
  const steps = record.steps.map((s) => ({ ...s }));
  const i = currentIndex(steps);
  if (i >= 0) steps[i] = sign(steps[i], 'conclude', now, comment, '');
  return { steps, outcome: { status: 'closed', end: 'conclude', current: '' } };
}
