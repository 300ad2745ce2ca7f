import type { ProblemClass } from '../../../src/api/srm';
import { all, type Database } from '../core/db';
import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { applicantOf, applicationOf, waitingItemOf, waitingRows } from './review-common';
import { qmsRoute, type Row } from './qms-cases';

const URGENCY: Record<ProblemClass, 0 | 1 | 2> = { serious: 2, main: 1, slight: 0 };

/** The cases waiting for `userNo`, for the inbox: the same query as the to-do count and list. */
export function qmsWaiting(db: Database, userNo: string): InboxSource[] {
  return waitingRows<Row>(db, 'qms_cases', userNo).map((row) =>
    waitingItemOf('qms', row, {
      kind: row.type,
      amount: null,
      currency: '',
      urgency: URGENCY[row.problem_class] ?? 0,
      route: `${qmsRoute(row.type)}?id=${row.id}`,
    }),
  );
}

/** The cases `userNo` reported. */
export function qmsApplications(db: Database, userNo: string): ApplicationSource[] {
  return all<Row>(db, 'SELECT * FROM qms_cases ORDER BY created_at DESC, id')
    .filter((row) => applicantOf(row) === userNo)
    .map((row) => applicationOf(db, 'qms', row, row.type, `${qmsRoute(row.type)}?id=${row.id}`));
}
