import type { SigningPolicy } from '../../../../src/api/evidence';

/** Business codes of signing (docs/api/signing.md, "Signing evidence"). */
export const SIGN_CODES = {
  /** The record changed after the signer opened it: reload, see what changed, sign again. HTTP 409. */
  contentChanged: 5101,
  /** A sealed PDF of a record with no decision yet. HTTP 409. */
  notSealable: 5102,
  /** A record whose policy is `drawn` in a batch approval: it is signed on its own. Per item of the batch. */
  drawnInBatch: 5104,
} as const;

/** A drawn signature as a decision carries it: a PNG data URL. */
export function signatureBytes(dataUrl: string | undefined): Uint8Array | undefined {
  return dataUrl ? Uint8Array.from(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')) : undefined;
}

/** A purchase order of this amount or more, in its own currency, asks for the signing PIN (docs/DECISIONS.md). */
export const CONFIRM_AMOUNT = 50_000;

/** QMS case types whose judgments decide on tooling or a process (mould and process quality problems). */
export const CONFIRM_QMS_TYPES: ReadonlySet<string> = new Set(['mqi', 'mqp']);

/**
 * The signing policy of a record (docs/DECISIONS.md, "Signing policies"): a drawn signature where a signature
 * ends something for good (scrapping a fixed asset, a GS001P final decision), the PIN where money or a quality
 * ruling is committed (a large purchase order, an SRM payment-term change, a QMS mould or process case), a tap
 * elsewhere. `final`: the decision waiting is the record's final one (GS001P's business confirmation).
 */
export function signingPolicy(
  area: string,
  type: string,
  subType: string,
  amount: number | null,
  final = false,
): SigningPolicy {
  if (area === 'sap' && type === 'fixedAssets' && subType === 'scrap') return 'drawn';
  if (area === 'sap' && type === 'purchaseOrder' && (amount ?? 0) >= CONFIRM_AMOUNT) return 'confirm';
  if (area === 'gs001p' && final) return 'drawn';
  if (area === 'srm' && type === 'pay') return 'confirm';
  if (area === 'qms' && CONFIRM_QMS_TYPES.has(type)) return 'confirm';
  return 'tap';
}
