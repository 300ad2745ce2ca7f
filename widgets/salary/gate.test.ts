import {
  $salaryGate,
  closedReason,
  IDLE_LOCK_MS,
  isOpen,
  lockGate,
  lockRemainingMs,
  msUntilLock,
  openGate,
  touchGate,
} from './gate';
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

describe('why the salary area is closed', () => {
  beforeEach(() => lockGate());

  it('leaving the open pay slip and coming back seconds later gives "locked when you left", not the idle reason', () => {
    openGate('tok', '10001', t0);
    lockGate('left');
    expect(closedReason($salaryGate.get(), '10001', t0 + 3_000)).toBe('left');
  });

  it('five minutes (300 000 ms) without use give the idle reason; 299 999 ms do not', () => {
    openGate('tok', '10001', t0);
    expect(closedReason($salaryGate.get(), '10001', t0 + 299_999)).toBe('');
    expect(closedReason($salaryGate.get(), '10001', t0 + 300_000)).toBe('idle');
    lockGate('idle');
    expect(closedReason($salaryGate.get(), '10001', t0 + 400_000)).toBe('idle');
  });

  it('a new opening forgets the old reason; locking a closed area changes nothing', () => {
    openGate('tok', '10001', t0);
    lockGate('left');
    openGate('tok2', '10001', t0 + 10_000);
    lockGate('idle');
    lockGate('left');
    expect(closedReason($salaryGate.get(), '10001', t0 + 20_000)).toBe('idle');
  });
});
