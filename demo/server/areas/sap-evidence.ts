import type { RecordSigning } from '../../../src/api/evidence';
import { one, all, type Database } from '../core/db';
import { principalOf } from '../core/delegation';
import { contentDigest, sha256Hex, type SignedContent } from '../core/evidence/canonical';
import { signingPolicy } from '../core/evidence/policy';
import { registerEvidenceSource, type EvidenceSource } from '../core/evidence/sources';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { canSee } from '../core/flow/engine';
import { sapFlowStore } from './sap-flow';
import { checkPin } from '../core/evidence/pin';
import type { User } from '../core/users';

type Row = Record<string, string | number | null>;

/** What a signer of a SAP form sees, for its content digest and the sealed PDF. */
export function sapContent(db: Database, id: string): SignedContent {
  const form = one<{
    type: string;
    sub_type: string;
    title: string;
    amount: number | null;
    currency: string;
    header: string;
    items: string;
    tables: string;
  }>(db, 'SELECT type, sub_type, title, amount, currency, header, items, tables FROM sap_forms WHERE id = ?', [id]);
  if (!form) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  const files = all<{ name: string; size: number; content: Uint8Array }>(
    db,
    'SELECT name, size, content FROM sap_files WHERE form_id = ?',
    [id],
  );
  return {
    area: 'sap',
    type: form.type,
    subType: form.sub_type,
    id,
    title: form.title,
    header: JSON.parse(form.header) as Row,
    lines: JSON.parse(form.items) as Row[],
    tables: JSON.parse(form.tables) as Record<string, Row[]>,
    amount: form.amount,
    currency: form.currency,
    files: files.map((f) => ({ name: f.name, size: f.size, sha256: sha256Hex(f.content) })),
  };
}

/** The signing policy and content digest a form is sent with (its detail's `signing`). */
export function sapSigning(db: Database, id: string): RecordSigning {
  const content = sapContent(db, id);
  return { policy: sapEvidenceSource.policy(content, db), contentDigest: contentDigest(content) };
}

/** How evidence reads a SAP form: as its reader sees it (delegation included), 404 otherwise. */
export const sapEvidenceSource: EvidenceSource = {
  content(db, id, user, now) {
    const form = one<{ assignee: string }>(db, 'SELECT assignee FROM sap_forms WHERE id = ?', [id]);
    if (!form) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    const reader = principalOf(db, user, form.assignee, now);
    if (!canSee(db, sapFlowStore, id, reader)) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    return sapContent(db, id);
  },
  contentOf: sapContent,
  policy: (content) => signingPolicy('sap', content.type, content.subType, content.amount),
};

registerEvidenceSource('sap', sapEvidenceSource);

/**
 * A batch asks the PIN once: when it carries one and holds a `confirm` form, the PIN is checked here, once (a
 * wrong one refuses the whole batch and counts one try). Without a PIN, each `confirm` form answers 5103 alone.
 */
export function batchPin(
  db: Database,
  user: User,
  ids: string[],
  pin: string | undefined,
  address: string,
  now: number,
) {
  if (!pin) return false;
  const asks = ids.some((id) => {
    try {
      return sapSigning(db, id).policy === 'confirm';
    } catch {
      return false;
    }
  });
  if (asks) checkPin(db, user.userNo, address, pin, now);
  return asks;
}
