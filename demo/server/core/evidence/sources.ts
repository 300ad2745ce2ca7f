import type { EvidenceArea, SigningPolicy } from '../../../../src/api/evidence';
import type { Database } from '../db';
import type { User } from '../users';
import type { SignedContent } from './canonical';

/** How evidence reads a record of an area: its content as a user sees it, and its signing policy. */
export interface EvidenceSource {
  /** The record's content, read as `user`; throws the area's 404 when they cannot see it. */
  content(db: Database, id: string, user: User, now: number): SignedContent;
  /** The record's content for the flow engine, which has already checked who may act. */
  contentOf(db: Database, id: string): SignedContent;
  policy(content: SignedContent): SigningPolicy;
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
