import type { QmsType } from '../../../src/api/qms';
import { all } from '../core/db';
import { registerFlowStore } from '../core/flow/engine';
import type { AreaModule, SeedRecord } from '../core/types';
import { qmsRoute, type Row } from './qms-cases';
import { qmsRoutes } from './qms-routes';
import { seedCases } from './qms-seed';
import { caseFlowStore, caseSeedRecord, todoCountOf } from './review-common';
import { idempotencySchema, seedFlowPeople } from './srm-flow';

/**
 * Quality abnormality management: IDR, PDR, market-purchased parts, MQI and MQP cases. Each signer records a
 * judgment (SPEC 4 options); the last signer's judgment is final and carries the recognition category. Supplier
 * accounts see their own company's cases only and judge nothing.
 */

/** Hours a step may wait before it is overdue: incoming and in-process abnormalities stop a line (docs/DECISIONS.md). */
export const QMS_DUE_HOURS: Record<QmsType, number> = { idr: 24, pdr: 24, market: 48, mqi: 48, mqp: 24 };

registerFlowStore(
  caseFlowStore({
    area: 'qms',
    table: 'qms_cases',
    policy: {
      returnMode: 'restart',
      actions: ['transfer', 'addBefore', 'addAfter', 'withdraw', 'sendBack', 'cc', 'comment'],
      dueHours: (kind) => QMS_DUE_HOURS[kind as QmsType] ?? 24,
    },
    kindOf: (row) => (row as Row).type,
    route: (row) => `${qmsRoute((row as Row).type)}?id=${row.id}`,
  }),
);

export const qmsArea: AreaModule = {
  name: 'qms',

  schema(db) {
    db.run(`CREATE TABLE qms_cases (
      id TEXT PRIMARY KEY, type TEXT NOT NULL, title TEXT NOT NULL, supplier_code TEXT NOT NULL, supplier_name TEXT NOT NULL,
      part_no TEXT NOT NULL, review_state TEXT NOT NULL, sign_state INTEGER NOT NULL, problem_class TEXT NOT NULL,
      created_at INTEGER NOT NULL, current_user TEXT NOT NULL, data TEXT NOT NULL, flow TEXT NOT NULL
    )`);
    idempotencySchema(db, 'qms_idempotency');
  },

  seed(db, ctx) {
    // The SRM area may not be plugged in before this one: the people are added once, whichever seeds first.
    seedFlowPeople(db);
    seedCases(db, ctx.now(), ctx.random);
  },

  seedIndex(db): SeedRecord[] {
    return all<Row>(db, 'SELECT * FROM qms_cases ORDER BY type, created_at DESC').map((r) =>
      caseSeedRecord('qms', qmsRoute(r.type), r),
    );
  },

  todoCount(db, user) {
    return { qms: todoCountOf(db, 'qms_cases', user) };
  },

  routes(api) {
    qmsRoutes(api);
  },
};
