import { z } from '@hono/zod-openapi';
import { SALARY_CODES, salaryApi } from '../salary';
import { Empty, EpochMs, NoRequest } from './common';
import { entry } from './contract';

export const SalaryStatus = z
  .object({
    hasPassword: z.boolean(),
    lockedUntil: EpochMs.openapi({ description: 'epoch ms until which every password is refused; 0 when not locked' }),
    remaining: z.number().int().min(0),
    maxAttempts: z.number().int().min(1),
    now: EpochMs,
  })
  .openapi('SalaryStatus');

/** A wrong password or a lock is an expected answer, not a failure. */
export const SalaryLoginResult = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('ok'), salaryToken: z.string().min(1), idleMs: z.number(), now: EpochMs }),
    z.object({
      status: z.literal('wrongPassword'),
      remaining: z.number().int().min(0),
      maxAttempts: z.number().int(),
      now: EpochMs,
    }),
    z.object({ status: z.literal('locked'), lockedUntil: EpochMs, now: EpochMs }),
    z.object({ status: z.literal('noPassword'), now: EpochMs }),
  ])
  .openapi('SalaryLoginResult');

/** The salary token travels in bodies only, never in an address. */
export const SalaryTokenRequest = z.object({ salaryToken: z.string().max(256) });

export const SlipLine = z
  .object({ code: z.string(), name: z.string(), amount: z.number().openapi({ description: 'two decimals' }) })
  .openapi('SlipLine');

export const Month = z.string().regex(/^\d{4}-\d{2}$/, 'YYYY-MM');

export const PaySlip = z
  .object({
    month: Month,
    currency: z.string(),
    payDate: z.string(),
    userNo: z.string(),
    userName: z.string(),
    earnings: z.array(SlipLine),
    deductions: z.array(SlipLine),
    totalEarnings: z.number(),
    totalDeductions: z.number(),
    net: z.number(),
  })
  .openapi('PaySlip');

const codes = {
  [SALARY_CODES.salaryLocked]: 'salary token unknown or idle: ask for the password again',
  [SALARY_CODES.noSlip]: 'no slip for that month',
};

export const salaryContract = [
  entry('salary.status', salaryApi.status, {
    summary: 'Password set, lock and tries left',
    request: NoRequest,
    response: SalaryStatus,
  }),
  entry('salary.login', salaryApi.login, {
    summary: 'The second password',
    request: z.object({ password: z.string().max(128) }),
    response: SalaryLoginResult,
  }),
  entry('salary.months', salaryApi.months, {
    summary: 'Months with a slip, newest first',
    request: SalaryTokenRequest,
    response: z.array(Month),
    codes,
  }),
  entry('salary.slip', salaryApi.slip, {
    summary: 'The slip of a month',
    request: SalaryTokenRequest.extend({ month: z.string().max(16) }),
    response: PaySlip,
    codes,
  }),
  entry('salary.logout', salaryApi.logout, {
    summary: 'Ends the salary token',
    request: SalaryTokenRequest,
    response: Empty,
  }),
];
