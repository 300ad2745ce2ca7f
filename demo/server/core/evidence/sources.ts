import type { EvidenceArea, RecordSigning, SigningPolicy } from '../../../../src/api/evidence';
import type { Database } from '../db';
import type { User } from '../users';
import { contentDigest, type SignedContent } from './canonical';

/** How evidence reads a record of an area: its content as a user sees it, and its signing policy. */
export interface EvidenceSource {
  /** The record's content, read as `user`; throws the area's 404 when they cannot see it. */
  content(db: Database, id: string, user: User, now: number): SignedContent;
  /** The record's content for the flow engine, which has already checked who may act. */
  contentOf(db: Database, id: string): SignedContent;
  /** The record's policy now; `db` for areas whose policy follows the record's stage (GS001P). */
  policy(content: SignedContent, db: Database): SigningPolicy;
}

const sources = new Map<string, EvidenceSource>();

/** Each area that keeps evidence registers how to read its records, once, when its module loads. */
export function registerEvidenceSource(area: EvidenceArea, source: EvidenceSource): void {
  sources.set(area, source);
}

/** The source of an area, or undefined when the area keeps no evidence. */
export function evidenceSourceOf(area: string): EvidenceSource | undefined {
  return sources.get(area);
}

/** The signing policy and content digest a record is sent with (its detail's `signing`). */
export function recordSigning(db: Database, source: EvidenceSource, id: string): RecordSigning {
  const content = source.contentOf(db, id);
  return { policy: source.policy(content, db), contentDigest: contentDigest(content) };
}
