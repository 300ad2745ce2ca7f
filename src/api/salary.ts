import { endpoint } from './define';

/**
 * The salary area (main service). A second password opens it even for a signed-in user; the answer is a
 * short-lived salary token that the client keeps in memory only and sends in the body of every salary call
 * (never in an address, so it never reaches logs or history). Every salary response is sent no-store.
 */

/** What the salary login page shows before anyone types: is a password set, is the area locked and until when. */
export interface SalaryStatus {
  hasPassword: boolean;
  /** Epoch ms until which the area refuses every password; 0 when not locked. */
  lockedUntil: number;
  /** Wrong tries left before the lock. */
  remaining: number;
  maxAttempts: number;
  /** Server time, so the client can count down against the server's clock rather than its own. */
  now: number;
}

/**
 * A wrong password or a lock is an expected answer, not a failure: the result says which, with the figures the
 * page shows (tries left, locked until).
 */
export type SalaryLoginResult =
  | { status: 'ok'; salaryToken: string; /** Idle lifetime in ms; each salary call renews it. */ idleMs: number; now: number }
  | { status: 'wrongPassword'; remaining: number; maxAttempts: number; now: number }
  | { status: 'locked'; lockedUntil: number; now: number }
  | { status: 'noPassword'; now: number };

export interface SalaryTokenRequest {
  salaryToken: string;
}

/** One line of a pay slip. `code` names the item (the client translates it); `name` is the payroll's own text. */
export interface SlipLine {
  code: string;
  name: string;
  /** Currency units with two decimals; the server computes in cents so lines and totals agree exactly. */
  amount: number;
}

export interface PaySlip {
  /** 'YYYY-MM'. */
  month: string;
  currency: string;
  payDate: string;
  userNo: string;
  userName: string;
  earnings: SlipLine[];
  deductions: SlipLine[];
  totalEarnings: number;
  totalDeductions: number;
  /** totalEarnings - totalDeductions. */
  net: number;
}

export const salaryApi = {
  status: endpoint<void, SalaryStatus>('main', 'GET', '/salary/status'),
  login: endpoint<{ password: string }, SalaryLoginResult>('main', 'POST', '/salary/login'),
  /** Months with a slip, newest first ('YYYY-MM'). */
  months: endpoint<SalaryTokenRequest, string[]>('main', 'POST', '/salary/months'),
  slip: endpoint<SalaryTokenRequest & { month: string }, PaySlip>('main', 'POST', '/salary/slip'),
  /** Ends the salary token at once (the page was left). */
  logout: endpoint<SalaryTokenRequest, null>('main', 'POST', '/salary/logout'),
};

/** Envelope codes of the salary area (docs/API.md). */
export const SALARY_CODES = {
  /** The salary token is unknown or idle too long: the client asks for the second password again. */
  salaryLocked: 3101,
  /** No slip for that month. */
  noSlip: 3102,
} as const;
