import type { SrmKind } from '../../../src/api/srm';
import { all, run } from '../core/db';
import { registerFlowStore } from '../core/flow/engine';
import type { AreaModule, SeedRecord } from '../core/types';
import { caseFlowStore, caseSeedRecord, todoCountOf } from './review-common';
import { SAMPLE_FILES } from './sample-files';
import { type CaseRow, ROUTE_OF } from './srm-cases';
import { idempotencySchema, seedFlowPeople } from './srm-flow';
import { srmCaseRoutes } from './srm-routes';
import { seedCases } from './srm-seed';
import { SUPPLIERS, srmSupplierRoutes } from './srm-suppliers';

/**
 * Supplier management: supplier evaluations, new-supplier evaluation reports and payment-term applications with
 * their sign flows, the supplier register, and the sample files. A supplier account (supplierCode set) sees
 * only its own company's cases and suppliers, enforced in every query here.
 */

/** Hours a step may wait before it is overdue, per kind (docs/DECISIONS.md). */
export const SRM_DUE_HOURS: Record<SrmKind, number> = { eval: 72, nsr: 120, pay: 48 };

registerFlowStore(
  caseFlowStore({
    area: 'srm',
    table: 'srm_cases',
    policy: {
      returnMode: 'restart',
      actions: ['transfer', 'addBefore', 'addAfter', 'withdraw', 'sendBack', 'cc', 'comment'],
      // Only the approver step may conclude a case specially (sign state 2); payment terms never.
      canConclude: (record, step) => step.role === 'approver' && record.kind !== 'pay',
      dueHours: (kind) => SRM_DUE_HOURS[kind as SrmKind] ?? 72,
    },
    kindOf: (row) => (row as CaseRow).kind,
    route: (row) => `${ROUTE_OF[(row as CaseRow).kind]}?id=${row.id}`,
  }),
);

export const srmArea: AreaModule = {
  name: 'srm',

  schema(db) {
    db.run(`CREATE TABLE srm_suppliers (code TEXT PRIMARY KEY, name TEXT NOT NULL, data TEXT NOT NULL)`);
    db.run(`CREATE TABLE srm_cases (
      id TEXT PRIMARY KEY, kind TEXT NOT NULL, title TEXT NOT NULL, supplier_code TEXT NOT NULL REFERENCES srm_suppliers(code),
      supplier_name TEXT NOT NULL, review_state TEXT NOT NULL, sign_state INTEGER NOT NULL, dispatch_level TEXT NOT NULL,
      applicant_no TEXT NOT NULL, created_at INTEGER NOT NULL, score REAL, current_user TEXT NOT NULL, methods TEXT NOT NULL,
      data TEXT NOT NULL, flow TEXT NOT NULL
    )`);
    idempotencySchema(db, 'srm_idempotency');
  },

  seed(db, ctx) {
    seedFlowPeople(db);
    for (const s of SUPPLIERS)
      run(db, 'INSERT INTO srm_suppliers VALUES (?, ?, ?)', [s.code, s.name, JSON.stringify(s)]);
    seedCases(db, ctx.now(), ctx.random);
  },

  seedIndex(db): SeedRecord[] {
    const cases = all<CaseRow>(db, 'SELECT * FROM srm_cases ORDER BY kind, created_at DESC').map((r) =>
      caseSeedRecord('srm', ROUTE_OF[r.kind], r),
    );
    const files = SAMPLE_FILES.map((f) => ({
      area: 'file',
      type: f.kind,
      id: f.name,
      status: 'available',
      assignee: '10001',
      route: `/pages/SRM/fileReview/${f.viewer}?name=${encodeURIComponent(f.name)}`,
      title: f.name,
    }));
    return [...cases, ...files];
  },

  todoCount(db, user) {
    return { srm: todoCountOf(db, 'srm_cases', user) };
  },

  routes(api) {
    srmCaseRoutes(api);
    srmSupplierRoutes(api);
  },
};
