import type { GsDetail, GsFields, GsFile, GsSummary } from '../../../src/api/gs001p';
import { all, type Database } from '../core/db';
import { dateTime } from '../core/dates';
import type { User } from '../core/users';
import { gsCaseActions } from './gs001p-flow';
import { autoCloseAt } from './gs001p-rules';
import { assigneeOf, type CaseRow, nameOf } from './gs001p-store';
import { recordSigning } from '../core/evidence/sources';
import { gsEvidenceSource } from './gs001p-evidence';

/** GS001P case rows as the contract shapes them: the list summary, the files and the detail. */

export function toSummary(db: Database, row: CaseRow): GsSummary {
  const fields = JSON.parse(row.fields) as GsFields;
  const assignee = assigneeOf(row);
  return {
    id: row.id,
    productName: fields.productName ?? '',
    customer: fields.customer ?? '',
    endCustomer: fields.endCustomer ?? '',
    status: row.status,
    step: row.step,
    assignee,
    assigneeName: nameOf(db, assignee),
    creator: row.creator,
    creatorName: nameOf(db, row.creator),
    updatedAt: dateTime(row.updated_at),
    autoClosed: row.status === 'closed' && row.close_auto === 1,
  };
}

export function filesOf(db: Database, id: string, user: User): GsFile[] {
  return all<{
    id: string;
    name: string;
    size: number;
    kind: 'drawing' | 'other';
    uploaded_by: string;
    uploaded_at: number;
  }>(
    db,
    'SELECT id, name, size, kind, uploaded_by, uploaded_at FROM gs001p_files WHERE case_id = ? ORDER BY uploaded_at, id',
    [id],
  ).map((f) => ({
    id: f.id,
    name: f.name,
    size: f.size,
    kind: f.kind,
    uploadedByName: nameOf(db, f.uploaded_by),
    uploadedAt: dateTime(f.uploaded_at),
    canDelete: f.uploaded_by === user.userNo,
  }));
}

export function toDetail(db: Database, row: CaseRow, user: User): GsDetail {
  const due = autoCloseAt({ status: row.status, changedAt: row.changed_at });
  return {
    ...toSummary(db, row),
    fields: JSON.parse(row.fields) as GsFields,
    files: filesOf(db, row.id, user),
    history: all<{
      seq: number;
      role: string;
      user_no: string;
      action: string;
      comment: string;
      at: number;
      by_no: string;
    }>(db, 'SELECT seq, role, user_no, action, comment, at, by_no FROM gs001p_history WHERE case_id = ? ORDER BY seq', [
      row.id,
    ]).map((h) => ({
      seq: h.seq,
      role: h.role,
      userNo: h.user_no,
      userName: nameOf(db, h.user_no),
      action: h.action,
      comment: h.comment,
      at: dateTime(h.at),
      ...(h.by_no ? { byNo: h.by_no, byName: nameOf(db, h.by_no) } : {}),
    })),
    flow: [
      { role: 'business', userNo: row.creator, userName: nameOf(db, row.creator) },
      { role: 'engineer', userNo: row.engineer, userName: nameOf(db, row.engineer) },
      { role: 'supervisor', userNo: row.supervisor, userName: nameOf(db, row.supervisor) },
    ],
    actions: gsCaseActions(row, user),
    autoCloseAt: due === null ? null : dateTime(due),
    closure:
      row.status === 'closed' && row.close_reason
        ? {
            reason: row.close_reason,
            text: row.close_text,
            auto: row.close_auto === 1,
            at: dateTime(row.closed_at),
            unchangedSince: dateTime(row.unchanged_since),
          }
        : null,
    version: row.version,
    statusChangedAt: dateTime(row.changed_at),
    signing: recordSigning(db, gsEvidenceSource, row.id),
  };
}
