import { z } from '@hono/zod-openapi';
import { EpochMs } from './common';

/** The signing PIN: exactly six ASCII digits. Anything else is a 400 and is never compared or counted. */
export const SigningPin = z
  .string()
  .regex(/^[0-9]{6}$/, 'six digits')
  .openapi({ description: 'the signing PIN: six digits; never logged, never echoed' });

export const PinStatus = z
  .object({
    isSet: z.boolean().openapi({ description: 'the user has chosen a signing PIN' }),
    lockedUntil: EpochMs.openapi({ description: 'epoch ms until which every PIN is refused; 0 when not locked' }),
    remaining: z.number().int().min(0).openapi({ description: 'wrong PINs left before the lock' }),
    maxAttempts: z.number().int().min(1),
    now: EpochMs,
  })
  .openapi('SigningPinStatus');

export const SetPinRequest = z.object({ pin: SigningPin });
export const ChangePinRequest = z.object({ oldPin: SigningPin, pin: SigningPin });
