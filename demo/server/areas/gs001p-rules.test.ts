// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedActions, standingOf } from '../core/flow/rules';
import * as T from '../core/flow/steps';
import type { FlowRecord } from '../core/flow/types';
import { caseStatusOf, gsFlowStore, planOf } from './gs001p-flow';
import { addMonths, autoCloseAt, autoCloseDue, caseActions, closeProblem, type StatusSince } from './gs001p-rules';

const t0 = Date.UTC(2025, 4, 31, 2, 0, 0); // 2025-05-31 10:00 in UTC+8
const people = { id: 'GS1', creator: '10002', engineer: 'E0101', supervisor: '10001' };
const draft: FlowRecord = { id: 'GS1', applicantNo: '10002', kind: 'evaluation', steps: [], status: 'withdrawn' };

/** One move through the engine's transitions, and the case as GS001P shows it afterwards. */
const moved = (record: FlowRecord, next: T.Transition) => {
  const r: FlowRecord = { ...record, steps: next.steps, status: next.outcome.status };
  return { record: r, current: next.outcome.current, ...caseStatusOf(next.steps, next.outcome) };
};
/** What `userNo` may do on the case: the engine's actions at the step, as GS001P's case actions. */
const actionsOf = (c: ReturnType<typeof moved>, userNo: string) =>
  caseActions(
    c.status,
    userNo === people.creator,
    allowedActions(c.record, gsFlowStore.policy, standingOf(c.record, userNo, true, false)),
  );
const submit = (record: FlowRecord = draft) => moved(record, T.start(record, planOf(people), t0));

describe('GS001P steps on the engine', () => {
  it('walks the whole sign flow: business, responsible engineer, supervisor, business final confirmation', () => {
    const submitted = submit();
    expect(submitted).toMatchObject({ status: 'signing', step: 'engineer', current: 'E0101' });
    const engineer = moved(submitted.record, T.approve(submitted.record, t0, '', ''));
    expect(engineer).toMatchObject({ status: 'signing', step: 'supervisor', current: '10001' });
    const supervisor = moved(engineer.record, T.approve(engineer.record, t0, '', ''));
    expect(supervisor).toMatchObject({ status: 'confirming', step: null, current: '10002' });
    expect(moved(supervisor.record, T.approve(supervisor.record, t0, '', '')).status).toBe('developing');
  });

  it('only the one whose turn it is may act', () => {
    const signing = submit();
    expect(actionsOf(signing, '10001')).toEqual([]);
    expect(actionsOf(signing, '10002')).toEqual([]);
    expect(actionsOf(signing, 'E0101')).toEqual(['approve', 'return']);
    expect(caseActions('draft', true, [])).toEqual(['save', 'submit']);
    expect(caseActions('draft', false, [])).toEqual([]);
  });

  it('a return goes back to business, who may edit and submit again', () => {
    const signing = submit();
    const supervisor = moved(signing.record, T.approve(signing.record, t0, '', ''));
    const returned = moved(supervisor.record, T.giveBack(supervisor.record, 'restart', t0, 'no', ''));
    expect(returned).toMatchObject({ status: 'returned', step: null, current: '10002' });
    expect(actionsOf(returned, '10002')).toEqual(['save', 'submit']);
    expect(submit(returned.record)).toMatchObject({ status: 'signing', step: 'engineer', current: 'E0101' });
  });

  it('the final confirmation is confirm or close, never routed on; the signing steps route', () => {
    const signing = submit();
    const routing = allowedActions(
      signing.record,
      gsFlowStore.policy,
      standingOf(signing.record, 'E0101', true, false),
    );
    expect(routing).toEqual(['approve', 'return', 'transfer', 'addBefore', 'addAfter', 'sendBack', 'cc', 'comment']);
    const e = moved(signing.record, T.approve(signing.record, t0, '', ''));
    const confirming = moved(e.record, T.approve(e.record, t0, '', ''));
    expect(actionsOf(confirming, '10002')).toEqual(['confirm', 'close']);
    expect(
      allowedActions(confirming.record, gsFlowStore.policy, standingOf(confirming.record, '10002', true, false)),
    ).toEqual(['approve', 'conclude', 'cc', 'comment']);
    expect(moved(confirming.record, T.conclude(confirming.record, t0, 'x', '')).status).toBe('closed');
    // The creator may withdraw while signing, not once the case waits on their own confirmation.
    expect(
      allowedActions(signing.record, gsFlowStore.policy, standingOf(signing.record, '10002', true, false)),
    ).toContain('withdraw');
    expect(moved(signing.record, T.withdraw(signing.record, t0, '', ''))).toMatchObject({ status: 'draft' });
  });

  it('a closed case whose customer has a need moves back into development; finished cases are final', () => {
    expect(caseActions('closed', true, [])).toEqual(['reopen']);
    expect(caseActions('closed', false, [])).toEqual([]);
    expect(caseActions('developing', true, [])).toEqual([]);
  });

  it('closing without development needs one of the SPEC reasons, and "other" a text', () => {
    expect(closeProblem({})).toBe('reasonRequired');
    expect(closeProblem({ reason: 'noReply' })).toBe('reasonRequired');
    expect(closeProblem({ reason: 'other', reasonText: '  ' })).toBe('reasonRequired');
    expect(closeProblem({ reason: 'other', reasonText: 'x'.repeat(501) })).toBe('reasonRequired');
    for (const reason of ['highUnitCost', 'highMoldCost', 'modelCancelled', 'longDelivery', 'customerConfirming'])
      expect(closeProblem({ reason })).toBeUndefined();
    expect(closeProblem({ reason: 'other', reasonText: '客戶自製' })).toBeUndefined();
  });
});

describe('the 3-month rule', () => {
  it('counts calendar months in the company zone, the last day standing in for a missing one', () => {
    expect(new Date(addMonths(t0, 3)).toISOString()).toBe('2025-08-31T02:00:00.000Z');
    const nov30 = Date.UTC(2025, 10, 30, 2, 0, 0);
    expect(new Date(addMonths(nov30, 3)).toISOString()).toBe('2026-02-28T02:00:00.000Z');
    // 2025-05-31 20:00 UTC is already 1 June in UTC+8: three months later is 1 September there.
    expect(new Date(addMonths(Date.UTC(2025, 4, 31, 20), 3)).toISOString()).toBe('2025-08-31T20:00:00.000Z');
  });

  it('closes only cases waiting for the customer, exactly when 3 months have passed unchanged', () => {
    const waiting: StatusSince = { status: 'confirming', changedAt: t0 };
    const due = autoCloseAt(waiting)!;
    expect(autoCloseDue(waiting, due - 1)).toBe(false);
    expect(autoCloseDue(waiting, due)).toBe(true);
    for (const status of ['draft', 'signing', 'returned', 'developing', 'closed'] as const) {
      expect(autoCloseDue({ ...waiting, status }, due + 365 * 86_400_000)).toBe(false);
      expect(autoCloseAt({ ...waiting, status })).toBeNull();
    }
  });
});
