import type { z } from 'zod';
import { endpoint } from './define';
import type * as S from './schema/salary';

/**
 * The salary area (main service). A second password opens it even for a signed-in user; the answer is a
 * short-lived salary token that the client keeps in memory only and sends in the body of every salary call
 * (never in an address, so it never reaches logs or history). Every salary response is sent no-store.
 */

/** What the salary login page shows before anyone types: is a password set, is the area locked and until when. */
export type SalaryStatus = z.infer<typeof S.SalaryStatus>;
/**
 * A wrong password or a lock is an expected answer, not a failure: the result says which, with the figures the
 * page shows (tries left, locked until). `idleMs`: the token's idle lifetime; each salary call renews it.
 */
export type SalaryLoginResult = z.infer<typeof S.SalaryLoginResult>;
export type SalaryTokenRequest = z.infer<typeof S.SalaryTokenRequest>;
/** One line of a pay slip. `code` names the item (the client translates it); `name` is the payroll's own text. */
export type SlipLine = z.infer<typeof S.SlipLine>;
/** Amounts in currency units with two decimals; `net` = totalEarnings - totalDeductions. */
export type PaySlip = z.infer<typeof S.PaySlip>;

export const salaryApi = {
  status: endpoint<void, SalaryStatus>('main', 'GET', '/salary/status'),
  login: endpoint<{ password: string }, SalaryLoginResult>('main', 'POST', '/salary/login'),
  /** Months with a slip, newest first ('YYYY-MM'). */
  months: endpoint<SalaryTokenRequest, string[]>('main', 'POST', '/salary/months'),
  slip: endpoint<SalaryTokenRequest & { month: string }, PaySlip>('main', 'POST', '/salary/slip'),
  /** Ends the salary token at once (the page was left). */
  logout: endpoint<SalaryTokenRequest, null>('main', 'POST', '/salary/logout'),
};

/** Envelope codes of the salary area (docs/api/accounts.md). */
export const SALARY_CODES = {
  /** The salary token is unknown or idle too long: the client asks for the second password again. */
  salaryLocked: 3101,
  /** No slip for that month. */
  noSlip: 3102,
} as const;
