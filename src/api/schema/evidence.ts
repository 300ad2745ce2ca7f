import { z } from '@hono/zod-openapi';
import { Id } from './common';

/** Records that keep signing evidence (docs/api/signing.md, "Signing evidence"). */
export const EvidenceArea = z.enum(['sap', 'srm', 'qms', 'gs001p']).openapi('EvidenceArea');

/** tap: the decision alone; confirm: the signing PIN too; drawn: a drawn signature, then the PIN. */
export const SigningPolicy = z.enum(['tap', 'confirm', 'drawn']).openapi('SigningPolicy');

/** What a decision means, as it is recorded. */
export const EvidenceMeaning = z
  .enum(['approved', 'returned', 'concluded', 'transferred', 'sentBack', 'withdrawn', 'signerAdded', 'submitted'])
  .openapi('EvidenceMeaning');

/** A SHA-256 digest as 64 lowercase hex digits. */
export const Digest = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'a SHA-256 digest: 64 lowercase hex digits')
  .openapi({ example: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' });

const PNG_MAGIC = '\x89PNG\r\n\x1a\n';
/** The most bytes a drawn signature may have (a phone-sized pad gives a few tens of kB). */
export const MAX_SIGNATURE_BYTES = 512 * 1024;

/** The first 12 base64 characters (9 bytes) hold the PNG signature; anything undecodable is not a PNG. */
function startsAsPng(url: string): boolean {
  const head = /^data:image\/png;base64,([A-Za-z0-9+/]{12})/.exec(url)?.[1];
  if (!head) return false;
  try {
    return atob(head).startsWith(PNG_MAGIC);
  } catch {
    return false;
  }
}

/** A drawn signature: a PNG as a data URL. */
export const SignatureImage = z
  .string()
  .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 32)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'a PNG data URL')
  .refine(startsAsPng, { message: 'a PNG data URL (the bytes are not a PNG)' })
  .openapi({ description: 'the drawn signature, data:image/png;base64,… (at most 512 kB)' });

export const EvidenceEntry = z
  .object({
    seq: z.number().int().min(1).openapi({ description: 'step number in the chain, from 1' }),
    signerNo: z.string(),
    signerName: z.string(),
    onBehalfOfNo: z.string().openapi({ description: "whom the signer stood in for (delegation); '' for themselves" }),
    onBehalfOfName: z.string(),
    meaning: EvidenceMeaning,
    policy: SigningPolicy,
    serverTime: z.string().openapi({ description: 'ISO 8601 UTC with milliseconds, server clock' }),
    contentDigest: Digest.openapi({ description: 'the content digest the signer saw and sent back' }),
    imageDigest: z.string().openapi({ description: "SHA-256 of the drawn signature PNG; '' when none" }),
    signatureImage: z.string().openapi({ description: "the drawn signature as a PNG data URL; '' when none" }),
    userAgent: z.string(),
    clientAddress: z.string(),
    prevDigest: Digest.openapi({ description: 'digest of the entry before; 64 zeros for the first' }),
    digest: Digest.openapi({ description: "SHA-256 of the entry's canonical form" }),
    valid: z.boolean().openapi({ description: 'false from the entry where the chain breaks on' }),
  })
  .openapi('EvidenceEntry');

export const ChainVerification = z
  .object({
    intact: z.boolean(),
    brokenAt: z.number().int().min(1).nullable().openapi({ description: 'the first step that fails; null if intact' }),
    reason: z
      .enum(['altered', 'unlinked'])
      .nullable()
      .openapi({ description: "altered: an entry's fields no longer match its digest; unlinked: the link is wrong" }),
  })
  .openapi('ChainVerification');

export const RecordEvidence = z
  .object({
    area: EvidenceArea,
    id: z.string(),
    policy: SigningPolicy,
    contentDigest: Digest.openapi({ description: 'the digest of the record as it is now' }),
    entries: z.array(EvidenceEntry),
    verification: ChainVerification,
  })
  .openapi('RecordEvidence');

/** The area is a path segment: one without evidence answers 404, as an unknown record does. */
export const RecordSigning = z
  .object({
    policy: SigningPolicy,
    contentDigest: Digest.openapi({ description: "the record's content digest now; a decision sends it back" }),
  })
  .openapi('RecordSigning');

export const recordRequest = z.object({
  area: Id.openapi({ description: 'sap, srm, qms or gs001p (EvidenceArea); any other answers 404' }),
  id: Id,
});
