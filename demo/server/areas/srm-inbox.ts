import type { DispatchLevel } from '../../../src/api/srm';
import { all, type Database } from '../core/db';
import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { applicantOf, applicationOf, waitingItemOf, waitingRows } from './review-common';
import { type CaseData, type CaseRow, ROUTE_OF } from './srm-cases';

const URGENCY: Record<DispatchLevel, 0 | 1 | 2> = { general: 0, urgent: 1, extraUrgent: 2 };

/** The cases waiting for `userNo`, for the inbox: the same query as the to-do count and list. */
export function srmWaiting(db: Database, userNo: string): InboxSource[] {
  return waitingRows<CaseRow>(db, 'srm_cases', userNo).map((row) => {
    const pay = (JSON.parse(row.data) as CaseData).pay;
    return waitingItemOf('srm', row, {
      kind: row.kind,
      amount: pay ? pay.annualAmount : null,
      currency: pay ? pay.currency : '',
      urgency: URGENCY[row.dispatch_level] ?? 0,
      route: `${ROUTE_OF[row.kind]}?id=${row.id}`,
    });
  });
}

/** The cases `userNo` applied for. */
export function srmApplications(db: Database, userNo: string): ApplicationSource[] {
  return all<CaseRow>(db, 'SELECT * FROM srm_cases WHERE applicant_no = ? ORDER BY created_at DESC, id', [userNo])
    .filter((row) => applicantOf(row) === userNo)
    .map((row) => applicationOf(db, 'srm', row, row.kind, `${ROUTE_OF[row.kind]}?id=${row.id}`));
}
