import { $salaryGate, IDLE_LOCK_MS, isOpen, lockGate, lockRemainingMs, msUntilLock, openGate, touchGate } from './gate';
import { isMonth, sumCents, totalsAddUp } from './slip';
import type { PaySlip } from '../../src/api/salary';

const t0 = 1_700_000_000_000;

describe('salary gate (client lock rules)', () => {
  beforeEach(() => lockGate());

  it('is open for its user within five minutes of the last use, and locked after', () => {
    openGate('tok', '10001', t0);
    expect(isOpen($salaryGate.get(), '10001', t0 + IDLE_LOCK_MS - 1)).toBe(true);
    expect(isOpen($salaryGate.get(), '10001', t0 + IDLE_LOCK_MS)).toBe(false);
  });

  it('each use restarts the idle window', () => {
    openGate('tok', '10001', t0);
    touchGate(t0 + 4 * 60_000);
    expect(isOpen($salaryGate.get(), '10001', t0 + 8 * 60_000)).toBe(true);
    expect(msUntilLock($salaryGate.get(), t0 + 8 * 60_000)).toBe(60_000);
  });

  it('never opens for another user (a different sign-in on the same device)', () => {
    openGate('tok', '10001', t0);
    expect(isOpen($salaryGate.get(), '10002', t0)).toBe(false);
  });

  it('locking drops the token and hands it back once, to end it on the server', () => {
    openGate('tok', '10001', t0);
    expect(lockGate()).toBe('tok');
    expect(lockGate()).toBeUndefined();
    expect(isOpen($salaryGate.get(), '10001', t0)).toBe(false);
    expect(msUntilLock(null, t0)).toBe(0);
  });

  it('keeps nothing in web storage', () => {
    openGate('secret-salary-token', '10001', t0);
    const stored = [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k) ?? ''));
    expect(stored.join('|')).not.toContain('secret-salary-token');
  });

  it('counts a server lock down on the server clock, whatever the phone clock says', () => {
    // Server says: locked until 15 min after its now; the phone clock is 2 hours behind.
    const serverNow = t0;
    const phoneNow = t0 - 2 * 3_600_000;
    expect(lockRemainingMs(serverNow + 15 * 60_000, serverNow, phoneNow, phoneNow + 60_000)).toBe(14 * 60_000);
    expect(lockRemainingMs(serverNow + 15 * 60_000, serverNow, phoneNow, phoneNow + 16 * 60_000)).toBe(0);
  });
});

describe('pay slip arithmetic', () => {
  const slip = (over: Partial<PaySlip> = {}): PaySlip => ({
    month: '2025-05',
    currency: 'CNY',
    payDate: '2025-06-10',
    userNo: '10001',
    userName: 'x',
    earnings: [
      { code: 'a', name: 'a', amount: 0.1 },
      { code: 'b', name: 'b', amount: 0.2 },
    ],
    deductions: [{ code: 'c', name: 'c', amount: 0.05 }],
    totalEarnings: 0.3,
    totalDeductions: 0.05,
    net: 0.25,
    ...over,
  });

  it('sums in cents, so 0.1 + 0.2 is 0.3', () => {
    expect(sumCents(slip().earnings)).toBe(30);
    expect(totalsAddUp(slip())).toBe(true);
  });

  it('notices totals that do not match their lines', () => {
    expect(totalsAddUp(slip({ totalEarnings: 0.31 }))).toBe(false);
    expect(totalsAddUp(slip({ net: 0.3 }))).toBe(false);
  });

  it('accepts only YYYY-MM months', () => {
    expect(isMonth('2025-05')).toBe(true);
    for (const bad of ['2025-13', '2025-5', '<img>', '', undefined]) expect(isMonth(bad)).toBe(false);
  });
});
