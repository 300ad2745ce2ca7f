import type { GsFields } from '../../../src/api/gs001p';
import { all, type Database } from '../core/db';
import { principalOf } from '../core/delegation';
import { sha256Hex, type SignedContent } from '../core/evidence/canonical';
import type { SignedAct } from '../core/evidence/hook';
import { signingPolicy } from '../core/evidence/policy';
import { registerEvidenceSource, type EvidenceSource } from '../core/evidence/sources';
import type { FlowAction } from '../core/flow/types';
import { assigneeOf } from './gs001p-rules';
import { caseRow, stateOf, visibleRow } from './gs001p-store';

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

/** How evidence reads an evaluation: as a participant (or their substitute) sees it; the final decision is drawn. */
export const gsEvidenceSource: EvidenceSource = {
  content(db, id, user, now) {
    visibleRow(db, id, principalOf(db, user, assigneeOf(stateOf(caseRow(db, id))), now));
    return gsContent(db, id);
  },
  contentOf: gsContent,
  policy: (content, db) =>
    signingPolicy(
      'gs001p',
      content.type,
      content.subType,
      content.amount,
      caseRow(db, content.id).status === 'confirming',
    ),
};

registerEvidenceSource('gs001p', gsEvidenceSource);

/** The GS001P actions that leave evidence, as the flow's decisions they are: a final close concludes the case. */
const AS_DECISION: Partial<Record<string, FlowAction>> = {
  approve: 'approve',
  return: 'return',
  confirm: 'approve',
  close: 'conclude',
};

/** An act on an evaluation as its evidence sees it; undefined for one that leaves none (reopen). */
export function gsSignedAct(
  id: string,
  action: string,
  actorNo: string,
  principalNo: string,
  at: number,
): SignedAct | undefined {
  const as = AS_DECISION[action];
  if (!as) return undefined;
  return {
    area: 'gs001p',
    record: { id },
    action: as,
    actorNo,
    onBehalfOf: principalNo === actorNo ? '' : principalNo,
    at,
  };
}
