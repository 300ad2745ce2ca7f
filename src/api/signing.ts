import type { z } from 'zod';
import { endpoint } from './define';
import type * as S from './schema/signing';

/**
 * The signing PIN (bpm service): six digits the user chooses once and re-enters to sign a record whose policy is
 * `confirm` or `drawn` (docs/api/signing.md, "The signing PIN"). The client keeps a PIN only in the dialog's memory and sends
 * it in a body, never in an address.
 */
export type PinStatus = z.infer<typeof S.PinStatus>;

export const signingApi = {
  pinStatus: endpoint<void, PinStatus>('bpm', 'GET', '/signing/pin'),
  setPin: endpoint<{ pin: string }, PinStatus>('bpm', 'POST', '/signing/pin'),
  changePin: endpoint<{ oldPin: string; pin: string }, PinStatus>('bpm', 'PUT', '/signing/pin'),
};

/** Business codes of signing (docs/api/signing.md): 5101, 5102 and 5104 are in demo/server/core/evidence/policy.ts. */
export const SIGNING_CODES = {
  /** The record's policy asks for the signing PIN and the decision carries none. HTTP 403. */
  pinRequired: 5103,
  /** The PIN is wrong; `data.remaining` says how many tries are left. HTTP 403. */
  wrongPin: 5105,
  /** The user has no signing PIN yet: they set one first. HTTP 409. */
  pinNotSet: 5106,
  /** Setting a PIN when one is set already (change it instead). HTTP 409. */
  pinAlreadySet: 5107,
  /** A `drawn` record's decision carries no drawn signature. HTTP 403. */
  drawingRequired: 5108,
} as const;

/** The lock of wrong secrets (code 1003, `data.lockedUntil`), shared with the sign-in. */
export const PIN_LOCKED = 1003;
