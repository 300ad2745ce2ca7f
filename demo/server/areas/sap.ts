import type { SignStatus } from '../../../src/api/sap';
import { all, one, run } from '../core/db';
import { buildPng, sampleFile } from './sample-files';
import { DAY_MS } from '../core/dates';
import { addUser, findUser } from '../core/users';
import type { AreaModule, SeedRecord } from '../core/types';
import { routeOf } from './sap-flow';

import { flowFor, Gen, makeForm, PEOPLE, person, VARIANTS, type StepSeed } from './sap-seed';
import { sapWaiting, STATUS_WORDS } from './sap-forms';
import { sapRoutes } from './sap-routes';
import { seedForm } from './sap-write';

/** Seeded attachments: real files (a PDF, a workbook with Excel's geometry, a photo), so each opens in the viewer. */
const SEED_FILES: Array<[string, string, () => Uint8Array]> = [
  ['報價單_比價表.pdf', 'application/pdf', () => sampleFile('evaluation-report.pdf')!.bytes],
  [
    '規格書 Rev.B.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    () => sampleFile('供應商 評鑑 清單.xlsx')!.bytes,
  ],
  ['現場照片.png', 'image/png', () => (photo ??= buildPng(480, 320))],
];
let photo: Uint8Array | undefined;

/**
 * The SAP approval workspace (bpm service): forms, sign flows, batch approval, attachments and the two
 * applications employees file themselves. Writes honour the Idempotency-Key header: a repeated key from the same
 * user answers what the first request answered and does nothing again.
 */
export const sapArea: AreaModule = {
  name: 'sap',

  schema(db) {
    db.run(`CREATE TABLE sap_forms (
      id TEXT PRIMARY KEY, type TEXT NOT NULL, sub_type TEXT NOT NULL, title TEXT NOT NULL, applicant_no TEXT NOT NULL,
      status TEXT NOT NULL, assignee TEXT NOT NULL, amount REAL, currency TEXT NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, header TEXT NOT NULL, items TEXT NOT NULL, tables TEXT NOT NULL
    )`);
    db.run(`CREATE TABLE sap_steps (
      form_id TEXT NOT NULL REFERENCES sap_forms(id), seq INTEGER NOT NULL, role TEXT NOT NULL, signer_no TEXT NOT NULL,
      state TEXT NOT NULL, time INTEGER, comment TEXT NOT NULL, by_no TEXT NOT NULL DEFAULT '', extra TEXT NOT NULL DEFAULT '{}',
      PRIMARY KEY (form_id, seq)
    )`);
    db.run(`CREATE TABLE sap_files (
      id TEXT PRIMARY KEY, form_id TEXT NOT NULL REFERENCES sap_forms(id), name TEXT NOT NULL, size INTEGER NOT NULL,
      mime TEXT NOT NULL, content BLOB NOT NULL, uploaded_by TEXT NOT NULL, uploaded_at INTEGER NOT NULL
    )`);
    db.run(
      'CREATE TABLE sap_idem (key TEXT NOT NULL, user_no TEXT NOT NULL, response TEXT NOT NULL, PRIMARY KEY (key, user_no))',
    );
    db.run('CREATE INDEX sap_steps_signer ON sap_steps (signer_no)');
  },

  seed(db, ctx) {
    const now = ctx.now();
    for (const p of PEOPLE) {
      if (findUser(db, p.userNo)) continue;
      addUser(db, {
        userID: `U${p.userNo}`,
        userNo: p.userNo,
        userName: p.userName,
        phone: `1380000${p.userNo.slice(-4)}`,
        avatarUrl: '',
        supplierCode: '',
        roles: ['approver'],
        password: 'demo',
        systems: ['main'],
      });
    }
    const g = new Gen(ctx.random, now);
    const applicants = ['10002', '10104', '10105', '10103'];
    let n = 1;
    // Every variant in every sign status, waiting for or signed by 10001.
    for (const [type, sub] of VARIANTS) {
      for (const status of ['underApproval', 'approvedPass', 'approvedReturn'] as const) {
        const applicant = person(applicants[n % applicants.length]);
        const f = makeForm(g, type, sub, n, applicant);
        seedForm(
          db,
          f,
          applicant.userNo,
          flowFor(type, applicant.userNo, status, status === 'approvedPass' && n % 2 === 0),
          now,
          status === 'underApproval' ? n % 4 : 3 + (n % 9),
        );
        n++;
      }
    }
    // Signed by 10001, now with the next approver.
    for (const [type, sub] of VARIANTS.slice(0, 6)) {
      const applicant = person('10002');
      seedForm(
        db,
        makeForm(g, type, sub, n++, applicant),
        applicant.userNo,
        flowFor(type, applicant.userNo, 'waitingOthers', false),
        now,
        2,
      );
    }
    // The big purchase order: 200 line items.
    const big = makeForm(g, 'purchaseOrder', '', n++, person('10104'), 200);
    big.id = '4500012345';
    big.header.orderNo = big.id;
    big.title = `年度框架採購 ${big.items.length} 項`;
    seedForm(db, big, '10104', flowFor('purchaseOrder', '10104', 'underApproval', true), now, 0);
    // A fee type this client cannot show: the user is sent to the electronic signature system.
    const odd = makeForm(g, 'feeApplication', 'FI0009', n++, person('10002'));
    odd.title = `出差旅費結算 ${odd.header.creator}`;
    seedForm(db, odd, '10002', flowFor('feeApplication', '10002', 'underApproval', false), now, 1);
    // Sent to 10001 for information only (receiving list).
    for (let i = 0; i < 8; i++) {
      const [type, sub] = VARIANTS[(i * 5) % VARIANTS.length];
      const applicant = person(i % 2 ? '10102' : '10104');
      const state = i % 3 === 0 ? 'current' : 'done';
      const steps: StepSeed[] = [
        { role: 'applicant', signerNo: applicant.userNo, state: 'done', daysAgo: 4 },
        { role: 'supervisor', signerNo: '10103', state, daysAgo: 2, comment: state === 'done' ? '同意。' : '' },
        { role: 'notify', signerNo: '10001', state: state === 'done' ? 'done' : 'waiting', daysAgo: 1 },
      ];
      seedForm(db, makeForm(g, type, sub, n++, applicant), applicant.userNo, steps, now, 2 + i);
    }
    // History: closed forms 10001 signed over the past year, so lists have many pages.
    for (let i = 0; i < 250; i++) {
      const [type, sub] = VARIANTS[i % VARIANTS.length];
      const applicant = person(applicants[i % applicants.length]);
      seedForm(
        db,
        makeForm(g, type, sub, n++, applicant, g.int(1, 3)),
        applicant.userNo,
        flowFor(type, applicant.userNo, i % 7 === 0 ? 'approvedReturn' : 'approvedPass', false),
        now,
        12 + i,
      );
    }
    // Server text can be hostile: markup, a 5,000-character word and a right-to-left override must show as text.
    const hostile = one<{ id: string }>(
      db,
      "SELECT id FROM sap_forms WHERE type = 'repairOrder' AND status = 'approvedReturn' ORDER BY id LIMIT 1",
    )!;
    run(db, 'UPDATE sap_forms SET title = ? WHERE id = ?', [
      `<img src=x onerror="alert(1)"> \u202Egnirts desrever\u202C 維修 ${'W'.repeat(5000)}`,
      hostile.id,
    ]);
    run(db, "UPDATE sap_steps SET comment = ? WHERE form_id = ? AND state = 'returned'", [
      '<script>alert("x")</script><b>請補件</b>',
      hostile.id,
    ]);
    // Attachments on the first forms waiting for 10001.
    const waiting = all<{ id: string; applicant_no: string }>(
      db,
      "SELECT id, applicant_no FROM sap_forms WHERE assignee = '10001' ORDER BY id LIMIT 6",
    );
    let fileNo = 1;
    for (const w of waiting) {
      for (const [name, mime, body] of SEED_FILES.slice(0, 1 + (fileNo % 3))) {
        const bytes = body();
        run(db, 'INSERT INTO sap_files VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
          `F${String(fileNo++).padStart(5, '0')}`,
          w.id,
          name,
          bytes.length,
          mime,
          bytes,
          w.applicant_no,
          now - DAY_MS,
        ]);
      }
    }
  },

  seedIndex(db): SeedRecord[] {
    return all<{ id: string; type: string; status: SignStatus; title: string; notify: number }>(
      db,
      `SELECT f.id, f.type, f.status, f.title, EXISTS (SELECT 1 FROM sap_steps s WHERE s.form_id = f.id AND s.role = 'notify' AND s.signer_no = '10001') AS notify
       FROM sap_forms f ORDER BY f.created_at DESC, f.id`,
    ).map((f) => ({
      area: 'sap',
      type: f.type,
      id: f.id,
      status: STATUS_WORDS[f.status],
      assignee: '10001',
      route: routeOf(f.type, f.id),
      title: f.title,
    }));
  },

  todoCount: (db, user) => ({ sap: sapWaiting(db, user.userNo).length }),

  routes: sapRoutes,
};
