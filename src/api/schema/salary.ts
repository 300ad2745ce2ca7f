import { z } from '@hono/zod-openapi';
import { EpochMs } from './common';

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
