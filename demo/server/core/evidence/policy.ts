import type { SigningPolicy } from '../../../../src/api/evidence';

/** Business codes of signing (docs/API.md, "Signing evidence"). */
export const SIGN_CODES = {
  /** The record changed after the signer opened it: reload, see what changed, sign again. HTTP 409. */
  contentChanged: 5101,
  /** A sealed PDF of a record with no decision yet. HTTP 409. */
  notSealable: 5102,
  /** The record's policy is `drawn` and no drawn signature came with the decision. HTTP 400. */
  signatureRequired: 5103,
} as const;

/** A purchase order of this amount or more asks for the signing PIN (docs/DECISIONS.md). */
export const CONFIRM_AMOUNT = 100_000;

/**
 * The signing policy of a record (docs/DECISIONS.md, "Signing policies"): a drawn signature where a signature
 * ends something for good (scrapping a fixed asset, the GS001P final decision), the PIN for a large purchase
 * order, a tap elsewhere.
 */
export function signingPolicy(area: string, type: string, subType: string, amount: number | null): SigningPolicy {
  if (area === 'sap' && type === 'fixedAssets' && subType === 'scrap') return 'drawn';
  if (area === 'gs001p' && type === 'finalDecision') return 'drawn';
  if (area === 'sap' && type === 'purchaseOrder' && (amount ?? 0) >= CONFIRM_AMOUNT) return 'confirm';
  return 'tap';
}
