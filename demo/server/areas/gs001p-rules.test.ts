// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  allowedActions,
  assigneeOf,
  autoCloseAt,
  autoCloseDue,
  closeProblem,
  transition,
  type CaseState,
} from './gs001p-rules';

const t0 = Date.UTC(2025, 4, 31, 2, 0, 0); // 2025-05-31 10:00 in UTC+8
const base: CaseState = {
  status: 'draft',
  step: null,
  creator: '10002',
  engineer: 'E0101',
  supervisor: '10001',
  changedAt: t0,
};
const step = (s: CaseState, action: Parameters<typeof transition>[1], user: string, input = {}) => {
  const r = transition(s, action, user, t0 + 1000, input);
  if (!r.ok) throw new Error(`${action} by ${user} refused: ${r.error}`);
  return r;
};

describe('GS001P transitions', () => {
  it('walks the whole sign flow: business, responsible engineer, supervisor, business final confirmation', () => {
    const submitted = step(base, 'submit', '10002');
    expect(submitted.next).toMatchObject({ status: 'signing', step: 'engineer' });
    expect(assigneeOf(submitted.next)).toBe('E0101');
    const engineer = step(submitted.next, 'approve', 'E0101');
    expect(engineer).toMatchObject({ role: 'engineer', next: { status: 'signing', step: 'supervisor' } });
    expect(assigneeOf(engineer.next)).toBe('10001');
    const supervisor = step(engineer.next, 'approve', '10001');
    expect(supervisor).toMatchObject({ role: 'supervisor', next: { status: 'confirming', step: null } });
    expect(assigneeOf(supervisor.next)).toBe('10002');
    expect(step(supervisor.next, 'confirm', '10002').next.status).toBe('developing');
  });

  it('only the one whose turn it is may act', () => {
    const signing = { ...base, status: 'signing' as const, step: 'engineer' as const };
    expect(allowedActions(signing, '10001')).toEqual([]);
    expect(allowedActions(signing, '10002')).toEqual([]);
    expect(allowedActions(signing, 'E0101')).toEqual(['approve', 'return']);
    expect(transition(signing, 'approve', '10001', t0)).toEqual({ ok: false, error: 'notAllowed' });
    expect(allowedActions(base, '10002')).toEqual(['save', 'submit']);
    expect(allowedActions(base, 'E0101')).toEqual([]);
  });

  it('a return goes back to business, who may edit and submit again', () => {
    const returned = step({ ...base, status: 'signing', step: 'supervisor' }, 'return', '10001');
    expect(returned).toMatchObject({ role: 'supervisor', next: { status: 'returned', step: null } });
    expect(allowedActions(returned.next, '10002')).toEqual(['save', 'submit']);
    expect(step(returned.next, 'submit', '10002').next).toMatchObject({ status: 'signing', step: 'engineer' });
  });

  it('closing without development needs one of the SPEC reasons, and "other" a text', () => {
    const confirming = { ...base, status: 'confirming' as const };
    expect(transition(confirming, 'close', '10002', t0, {})).toEqual({ ok: false, error: 'reasonRequired' });
    expect(transition(confirming, 'close', '10002', t0, { reason: 'noReply' })).toEqual({
      ok: false,
      error: 'reasonRequired',
    });
    expect(transition(confirming, 'close', '10002', t0, { reason: 'other', reasonText: '  ' })).toEqual({
      ok: false,
      error: 'reasonRequired',
    });
    expect(closeProblem({ reason: 'other', reasonText: 'x'.repeat(501) })).toBe('reasonRequired');
    for (const reason of ['highUnitCost', 'highMoldCost', 'modelCancelled', 'longDelivery', 'customerConfirming']) {
      expect(step(confirming, 'close', '10002', { reason }).next.status).toBe('closed');
    }
    expect(step(confirming, 'close', '10002', { reason: 'other', reasonText: '客戶自製' }).next.status).toBe('closed');
    expect(
      transition({ ...base, status: 'signing', step: 'engineer' }, 'close', '10002', t0, { reason: 'highUnitCost' }).ok,
    ).toBe(false);
  });

  it('a closed case whose customer has a need moves back into development; finished cases are final', () => {
    const closed = { ...base, status: 'closed' as const };
    expect(allowedActions(closed, '10002')).toEqual(['reopen']);
    expect(step(closed, 'reopen', '10002').next.status).toBe('developing');
    expect(allowedActions(closed, '10001')).toEqual([]);
    expect(allowedActions({ ...base, status: 'developing' }, '10002')).toEqual([]);
  });

  it('every status change restarts the 3-month count; a temporary save does not', () => {
    expect(step(base, 'save', '10002').next.changedAt).toBe(t0);
    expect(step(base, 'submit', '10002').next.changedAt).toBe(t0 + 1000);
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
    const waiting: CaseState = { ...base, status: 'confirming' };
    const due = autoCloseAt(waiting)!;
    expect(autoCloseDue(waiting, due - 1)).toBe(false);
    expect(autoCloseDue(waiting, due)).toBe(true);
    for (const status of ['draft', 'signing', 'returned', 'developing', 'closed'] as const) {
      expect(autoCloseDue({ ...waiting, status }, due + 365 * 86_400_000)).toBe(false);
      expect(autoCloseAt({ ...waiting, status })).toBeNull();
    }
  });
});
