import type { GsFields, GsStatus } from '../../../src/api/gs001p';
import { all, type Database } from '../core/db';
import { dateTime } from '../core/dates';
import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { assigneeOf, type CaseRow, nameOf, waitingRows } from './gs001p-store';

/** GS001P rows for the one inbox: what waits for a signer and what an applicant created. */

const URGENCY: Record<string, 0 | 1 | 2> = { high: 2, medium: 1, low: 0 };

export function gs001pWaiting(db: Database, userNo: string): InboxSource[] {
  return waitingRows(db, userNo).map((row) => {
    const fields = JSON.parse(row.fields) as GsFields;
    return {
      area: 'gs001p',
      id: row.id,
      kind: 'evaluation',
      title: fields.productName || row.id,
      party: nameOf(db, row.creator),
      partyKind: 'applicant',
      amount: null,
      currency: '',
      waitingSince: dateTime(row.changed_at),
      waitingSinceMs: row.changed_at,
      urgency: URGENCY[fields.importance ?? ''] ?? 0,
      route:
        row.status === 'signing' ? `/pages/GS001P/processingInfo?id=${row.id}` : `/pages/GS001P/detail?id=${row.id}`,
      batch: false,
    };
  });
}

const GS_APPLICATION_STATUS: Record<GsStatus, ApplicationSource['status']> = {
  draft: 'draft',
  signing: 'waiting',
  returned: 'returned',
  confirming: 'approved',
  developing: 'approved',
  closed: 'closed',
};

/** The evaluations `userNo` created (business). */
export function gs001pApplications(db: Database, userNo: string): ApplicationSource[] {
  return all<CaseRow>(db, 'SELECT * FROM gs001p_cases WHERE creator = ? ORDER BY updated_at DESC, id DESC', [
    userNo,
  ]).map((row) => {
    const fields = JSON.parse(row.fields) as GsFields;
    const signer = assigneeOf(row);
    return {
      area: 'gs001p',
      id: row.id,
      kind: 'evaluation',
      title: fields.productName || row.id,
      status: GS_APPLICATION_STATUS[row.status] ?? 'waiting',
      areaStatus: row.status,
      signerNo: signer,
      signerName: nameOf(db, signer),
      waitingSince: signer ? dateTime(row.changed_at) : '',
      waitingSinceMs: signer ? row.changed_at : 0,
      changedAtMs: row.changed_at,
      route:
        row.status === 'draft' || row.status === 'returned'
          ? `/pages/GS001P/edit?id=${row.id}`
          : `/pages/GS001P/detail?id=${row.id}`,
    };
  });
}
