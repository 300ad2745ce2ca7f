import { z } from '@hono/zod-openapi';
import { EpochMs } from './common';

export const BindMethod = z.enum(['mail', 'mobile']);

export const BindCodeRequest = z
  .object({
    jobId: z.string().max(64),
    method: BindMethod,
    wxUserId: z
      .string()
      .max(128)
      .optional()
      .openapi({ description: "the messaging app's user id, when its login redirect gave one" }),
  })
  .openapi('BindCodeRequest');

export const BindChallenge = z
  .object({
    challengeId: z.string(),
    method: BindMethod,
    target: z.string().openapi({ description: 'where the code went, masked', example: 'ch***@example.com' }),
    expiresAt: EpochMs,
    resendAt: EpochMs,
    maxAttempts: z.number().int(),
    codeLength: z.number().int(),
    now: EpochMs,
  })
  .openapi('BindChallenge');

export const BindVerifyRequest = z
  .object({ challengeId: z.string().max(128), code: z.string().max(32) })
  .openapi('BindVerifyRequest');
