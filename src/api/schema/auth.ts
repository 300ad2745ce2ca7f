import { z } from '@hono/zod-openapi';
import { AUTH_CODES, authApi } from '../auth';
import { EpochMs } from './common';
import { entry } from './contract';
import { TokenGrant } from './main';

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

const codes = {
  [AUTH_CODES.invalidJobId]: 'job id not valid',
  [AUTH_CODES.wrongCode]: 'wrong code',
  [AUTH_CODES.codeExpired]: 'code expired or used',
  [AUTH_CODES.tooManyAttempts]: 'too many wrong codes',
  [AUTH_CODES.sendTooOften]: 'a code was sent less than a minute ago',
  [AUTH_CODES.methodUnavailable]: 'no contact of that kind on file',
};

export const authContract = [
  entry('auth.sendCode', authApi.sendCode, {
    summary: 'Sends a binding code (public)',
    request: BindCodeRequest,
    response: BindChallenge,
    public: true,
    codes,
  }),
  entry('auth.verify', authApi.verify, {
    summary: 'Confirms the code and binds (public)',
    request: BindVerifyRequest,
    response: TokenGrant,
    public: true,
    codes,
  }),
];
