import { z } from '@hono/zod-openapi';
import { EpochMs } from './common';
import { Digest, SignatureImage } from './evidence';

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

/**
 * What a signed decision on an SRM, QMS or GS001P record carries (the SAP form's ActionRequest has the same
 * three): the content digest the signer saw, the drawn signature and the PIN its policy asks for.
 */
export const SignedDecisionFields = {
  contentDigest: Digest.optional().openapi({
    description: "the detail's signing.contentDigest as the signer saw it; another digest now answers 409 code 5101",
  }),
  signatureImage: SignatureImage.optional().openapi({ description: 'the drawn signature, for a `drawn` record' }),
  pin: SigningPin.optional().openapi({
    description: 'the signing PIN, for a `confirm` or `drawn` record (403 without)',
  }),
};

/** The codes a signed decision can answer besides the area's own (docs/api/signing.md, "Signing evidence"). */
export const SIGNED_DECISION_CODES = {
  5101: 'the record changed after it was opened (HTTP 409): reload it and sign again',
  5103: 'the record asks for the signing PIN and none was sent (HTTP 403)',
  5105: 'wrong signing PIN (HTTP 403); data.remaining tries are left',
  5106: 'no signing PIN set yet (HTTP 409)',
  5108: 'a drawn record without a drawn signature (HTTP 403)',
  1003: 'too many wrong PINs: data.lockedUntil',
};
