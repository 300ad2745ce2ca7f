import type { GsFields } from '../../../src/api/gs001p';
import { all, type Database } from '../core/db';
import { principalOf } from '../core/delegation';
import { sha256Hex, type SignedContent } from '../core/evidence/canonical';
import { signingPolicy } from '../core/evidence/policy';
import { registerEvidenceSource, type EvidenceSource } from '../core/evidence/sources';
import { gsRecord } from './gs001p-flow';
import { GS_ROLE } from './gs001p-rules';
import { assigneeOf, type CaseRow, caseRow, visibleRow } from './gs001p-store';

/** What a signer of a GS001P evaluation sees: its fields and its files (drawings and others) with their digests. */
export function gsContent(db: Database, id: string): SignedContent {
  const row = caseRow(db, id);
  const fields = JSON.parse(row.fields) as GsFields;
  const files = all<{ name: string; size: number; content: Uint8Array }>(
    db,
    'SELECT name, size, content FROM gs001p_files WHERE case_id = ?',
    [id],
  );
  return {
    area: 'gs001p',
    type: 'evaluation',
    subType: '',
    id,
    title: fields.productName ?? '',
    header: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? null])),
    lines: [],
    tables: {},
    amount: null,
    currency: '',
    files: files.map((f) => ({ name: f.name, size: f.size, sha256: sha256Hex(f.content) })),
  };
}

/**
 * The final decision is business's at the confirmation step: while the case waits there, and once it has been
 * taken (the evidence of a decision is written after the flow has moved on).
 */
function isFinalDecision(row: CaseRow): boolean {
  if (row.status === 'confirming') return true;
  const last = gsRecord(row)
    ?.steps.filter((s) => s.state === 'done')
    .at(-1);
  return last?.role === GS_ROLE.confirmation && (last.meaning === 'approve' || last.meaning === 'conclude');
}

/** How evidence reads an evaluation: as a participant (or their substitute) sees it; the final decision is drawn. */
export const gsEvidenceSource: EvidenceSource = {
  content(db, id, user, now) {
    visibleRow(db, id, principalOf(db, user, assigneeOf(caseRow(db, id)), now));
    return gsContent(db, id);
  },
  contentOf: gsContent,
  policy: (content, db) =>
    signingPolicy('gs001p', content.type, content.subType, content.amount, isFinalDecision(caseRow(db, content.id))),
};

registerEvidenceSource('gs001p', gsEvidenceSource);
