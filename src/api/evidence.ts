import type { z } from 'zod';
import { endpoint } from './define';
import type * as S from './schema/evidence';

/**
 * Signing evidence on the bpm service: each decision on a record leaves an entry in that record's hash chain;
 * a decided record can be fetched as a sealed PDF (docs/api/signing.md, "Signing evidence").
 */
export type EvidenceArea = z.infer<typeof S.EvidenceArea>;
export type SigningPolicy = z.infer<typeof S.SigningPolicy>;
export type EvidenceMeaning = z.infer<typeof S.EvidenceMeaning>;
export type EvidenceEntry = z.infer<typeof S.EvidenceEntry>;
export type ChainVerification = z.infer<typeof S.ChainVerification>;
export type RecordEvidence = z.infer<typeof S.RecordEvidence>;
/** What a record is sent with for signing: its policy and the digest its decision carries back. */
export type RecordSigning = z.infer<typeof S.RecordSigning>;

export const evidenceApi = {
  record: endpoint<{ area: string; id: string }, RecordEvidence>('bpm', 'GET', '/evidence/:area/:id'),
};

/** Download path of the sealed PDF under the bpm service; see src/http download. */
export const evidenceFilePaths = {
  sealed: (area: EvidenceArea, id: string) => `/evidence/${area}/${encodeURIComponent(id)}/sealed.pdf`,
};

export const evidenceTransferApi = {
  sealed: endpoint<{ area: string; id: string }, Blob>('bpm', 'GET', '/evidence/:area/:id/sealed.pdf'),
};
