import { salaryApi, SALARY_CODES, type PaySlip, type SlipLine } from '../../../src/api/salary';
import { all, one, run, type Database } from '../core/db';
import { MINUTE_MS, date } from '../core/dates';
import { ApiFailure } from '../core/envelope';
import type { AreaModule, SeedRecord } from '../core/types';
import { seedHash, type User } from '../core/users';
import { attemptSecret, lockedUntil, MAX_WRONG, remainingTries } from '../core/lockout';
import { newToken, tokenDigest, verifySecret } from '../core/secrets';

/**
 * The salary area: a second password per employee (stored as a hash, guarded by core/lockout.ts),
 * short-lived salary tokens, and twelve months of pay slips per demo employee.
 */

export const SALARY_DEMO_PASSWORD = 'salary123';
/** A salary token dies after this long without a salary call (the client locks after the same idle time). */
export const SALARY_IDLE_MS = 5 * MINUTE_MS;
const SLIP_MONTHS = 12;

/** A salary token is alive while used at least once every SALARY_IDLE_MS. */
export function tokenAlive(lastUse: number, now: number): boolean {
  return now - lastUse < SALARY_IDLE_MS;
}

/** The user of a live salary token (renewing it), or the salary-locked failure. */
function useToken(db: Database, user: User, token: unknown, now: number): void {
  const row =
    typeof token === 'string' && token
      ? one<{ user_no: string; last_use: number }>(
          db,
          'SELECT user_no, last_use FROM salary_sessions WHERE token = ?',
          [tokenDigest(token)],
        )
      : undefined;
  if (!row || row.user_no !== user.userNo || !tokenAlive(row.last_use, now)) {
    if (row && !tokenAlive(row.last_use, now))
      run(db, 'DELETE FROM salary_sessions WHERE token = ?', [tokenDigest(String(token))]);
    throw new ApiFailure(
      200,
      SALARY_CODES.salaryLocked,
      'The salary area is locked, please enter the salary password again.',
    );
  }
  run(db, 'UPDATE salary_sessions SET last_use = ? WHERE token = ?', [now, tokenDigest(String(token))]);
}

/** Items of a slip: code and the payroll's own (Chinese) name. The client shows its translation of the code. */
const EARNINGS: Array<[string, string]> = [
  ['base', '基本工資'],
  ['position', '職務津貼'],
  ['overtime', '加班費'],
  ['meal', '伙食津貼'],
  ['performance', '績效獎金'],
];
const DEDUCTIONS: Array<[string, string]> = [
  ['pension', '養老保險'],
  ['medical', '醫療保險'],
  ['unemployment', '失業保險'],
  ['housing', '住房公積金'],
  ['tax', '個人所得稅'],
  ['union', '工會會費'],
];

const BASE_CENTS: Record<string, number> = { '10001': 2_860_000, '10002': 1_240_000 };

/** Months 'YYYY-MM' before the one containing `now`, newest first. */
export function pastMonths(now: number, count: number): string[] {
  const [y, m] = date(now).split('-').map(Number);
  const out: string[] = [];
  for (let i = 1; i <= count; i++) {
    const index = y * 12 + (m - 1) - i;
    out.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

/** One deterministic slip; every amount is whole cents, so totals are exact sums. */
function makeSlip(user: { userNo: string; userName: string }, month: string, random: () => number): PaySlip {
  const base = BASE_CENTS[user.userNo] ?? 1_000_000;
  const cents = (n: number) => Math.round(n);
  const earningCents: Record<string, number> = {
    base,
    position: cents(base * 0.12),
    overtime: cents(random() * 180_000),
    meal: 60_000,
    performance: cents(base * (0.05 + random() * 0.2)),
  };
  const gross = Object.values(earningCents).reduce((a, b) => a + b, 0);
  const insured = Math.min(base, 2_500_000);
  const deductionCents: Record<string, number> = {
    pension: cents(insured * 0.08),
    medical: cents(insured * 0.02),
    unemployment: cents(insured * 0.005),
    housing: cents(insured * 0.07),
    tax: cents(Math.max(0, gross - 500_000) * 0.1),
    union: 2_000,
  };
  const lines = (items: Array<[string, string]>, values: Record<string, number>): SlipLine[] =>
    items.map(([code, name]) => ({ code, name, amount: values[code] / 100 }));
  const totalEarnings = gross;
  const totalDeductions = Object.values(deductionCents).reduce((a, b) => a + b, 0);
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return {
    month,
    currency: 'CNY',
    payDate: `${next}-10`,
    userNo: user.userNo,
    userName: user.userName,
    earnings: lines(EARNINGS, earningCents),
    deductions: lines(DEDUCTIONS, deductionCents),
    totalEarnings: totalEarnings / 100,
    totalDeductions: totalDeductions / 100,
    net: (totalEarnings - totalDeductions) / 100,
  };
}

const EMPLOYEES = [
  { userNo: '10001', userName: '陳志明' },
  { userNo: '10002', userName: '林美玲' },
];

export const salaryArea: AreaModule = {
  name: 'salary',

  schema(db) {
    db.run(
      'CREATE TABLE salary_passwords (user_no TEXT PRIMARY KEY REFERENCES users(user_no), password_hash TEXT NOT NULL)',
    );
    // `token` holds the SHA-256 of the salary token (core/secrets.ts tokenDigest), never the token.
    db.run('CREATE TABLE salary_sessions (token TEXT PRIMARY KEY, user_no TEXT NOT NULL, last_use INTEGER NOT NULL)');
    db.run(`CREATE TABLE salary_slips (
      user_no TEXT NOT NULL, month TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (user_no, month)
    )`);
  },

  seed(db, { now, random }) {
    for (const employee of EMPLOYEES) {
      run(db, 'INSERT INTO salary_passwords VALUES (?, ?)', [employee.userNo, seedHash(SALARY_DEMO_PASSWORD)]);
      for (const month of pastMonths(now(), SLIP_MONTHS)) {
        run(db, 'INSERT INTO salary_slips VALUES (?, ?, ?)', [
          employee.userNo,
          month,
          JSON.stringify(makeSlip(employee, month, random)),
        ]);
      }
    }
  },

  seedIndex(db): SeedRecord[] {
    return all<{ user_no: string; month: string }>(
      db,
      'SELECT user_no, MAX(month) AS month FROM salary_slips GROUP BY user_no',
    ).map((row) => ({
      area: 'salary',
      type: 'slip',
      id: `${row.user_no}-${row.month}`,
      status: 'locked',
      assignee: row.user_no,
      route: '/pages/salary/login',
      title: `Pay slip ${row.month} (salary password ${SALARY_DEMO_PASSWORD})`,
    }));
  },

  routes(api) {
    api.handle(salaryApi.status, (_req, { db, user, now, address }) => {
      const hasPassword = !!one(db, 'SELECT 1 FROM salary_passwords WHERE user_no = ?', [user.userNo]);
      const subject = { scope: 'salary', account: user.userNo, address };
      return {
        hasPassword,
        maxAttempts: MAX_WRONG,
        now: now(),
        lockedUntil: lockedUntil(db, subject, now()),
        remaining: remainingTries(db, subject, now()),
      };
    });

    api.handle(salaryApi.login, (req, { db, user, now, address }) => {
      const at = now();
      const stored = one<{ password_hash: string }>(
        db,
        'SELECT password_hash FROM salary_passwords WHERE user_no = ?',
        [user.userNo],
      );
      if (!stored) return { status: 'noPassword' as const, now: at };
      const outcome = attemptSecret(db, { scope: 'salary', account: user.userNo, address }, at, () =>
        verifySecret(req.password, stored.password_hash),
      );
      if (outcome.kind === 'locked') return { status: 'locked' as const, lockedUntil: outcome.lockedUntil, now: at };
      if (outcome.kind === 'wrong')
        return { status: 'wrongPassword' as const, remaining: outcome.remaining, maxAttempts: MAX_WRONG, now: at };
      const salaryToken = newToken();
      run(db, 'DELETE FROM salary_sessions WHERE user_no = ?', [user.userNo]);
      run(db, 'INSERT INTO salary_sessions VALUES (?, ?, ?)', [tokenDigest(salaryToken), user.userNo, at]);
      return { status: 'ok' as const, salaryToken, idleMs: SALARY_IDLE_MS, now: at };
    });

    api.handle(salaryApi.months, (req, { db, user, now }) => {
      useToken(db, user, req.salaryToken, now());
      return all<{ month: string }>(db, 'SELECT month FROM salary_slips WHERE user_no = ? ORDER BY month DESC', [
        user.userNo,
      ]).map((r) => r.month);
    });

    api.handle(salaryApi.slip, (req, { db, user, now }) => {
      useToken(db, user, req.salaryToken, now());
      const row = one<{ data: string }>(db, 'SELECT data FROM salary_slips WHERE user_no = ? AND month = ?', [
        user.userNo,
        String(req.month ?? ''),
      ]);
      if (!row) throw new ApiFailure(200, SALARY_CODES.noSlip, 'No pay slip for this month.');
      return JSON.parse(row.data) as PaySlip;
    });

    api.handle(salaryApi.logout, (req, { db, user }) => {
      run(db, 'DELETE FROM salary_sessions WHERE token = ? AND user_no = ?', [
        tokenDigest(String(req.salaryToken ?? '')),
        user.userNo,
      ]);
      return null;
    });
  },

  tick(db, now) {
    // Dead salary tokens are removed, so the table holds only open salary areas.
    run(db, 'DELETE FROM salary_sessions WHERE last_use <= ?', [now - SALARY_IDLE_MS]);
  },
};
