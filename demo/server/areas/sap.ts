import {
  sapApi,
  sapTransferApi,
  type ActionResult,
  type BatchResult,
  type SapFile,
  type SapFormDetail,
  type SapFormSummary,
  type SapFormType,
  type SapListKey,
  type SignStatus,
  type SignStep,
} from '../../../src/api/sap';
import { all, one, run, type Database, type SqlValue } from '../core/db';
import { contentDisposition } from './real-world-files';
import { buildPng, sampleFile } from './sample-files';
import { DAY_MS, dateTime, date } from '../core/dates';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { containing, like, queryPage } from '../core/paging';
import { addUser, findUser, type User } from '../core/users';
import type { AreaModule, SeedRecord } from '../core/types';
import { principalOf } from '../core/delegation';
import { canSee as canSeeFlow, decide } from '../core/flow/engine';
import { routeOf, sapDecide, sapFlowStore } from './sap-flow';
import { deviceOf, signingOf } from '../core/evidence/device';
import type { Signing } from '../core/evidence/hook';
import { SIGN_CODES } from '../core/evidence/policy';
import { batchPin, sapSigning } from './sap-evidence';

export { routeOf };
import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { flowFor, Gen, makeForm, PEOPLE, person, VARIANTS, type FormSeed, type StepSeed } from './sap-seed';

/**
 * The SAP approval workspace (bpm service): forms, sign flows, batch approval, attachments and the two
 * applications employees file themselves. Writes honour the Idempotency-Key header: a repeated key from the same
 * user answers what the first request answered and does nothing again.
 */

/** SPEC 4 wording, as GET /demo/seed reports it. */
export const STATUS_WORDS: Record<SignStatus, string> = {
  underApproval: 'under approval',
  approvedPass: 'approved pass',
  approvedReturn: 'approved return',
};

/** Form types of each list (ROUTES.md PDS lists and the dedicated lists). Empty means every type. */
export const LIST_TYPES: Record<SapListKey, SapFormType[]> = {
  pds: [],
  bisOrder: ['businessOrder', 'quotationOrder', 'materialOrder'],
  fixedAssets: ['fixedAssets'],
  pucOrder: ['purchaseRequisition', 'purchaseOrder'],
  sysReq: ['SystemRequirement', 'accountPermissions', 'softwareApplication', 'usbApplication'],
  fee: ['feeApplication'],
  accountPermissions: ['accountPermissions'],
  systemRequirement: ['SystemRequirement'],
  receiving: [],
};

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const APPLY_REQUIRED: Record<string, string[]> = {
  accountPermissions: [
    'department',
    'position',
    'company',
    'systemName',
    'accessClass',
    'rolesFunctions',
    'workPurpose',
  ],
  SystemRequirement: [
    'functionDifference',
    'systemType',
    'company',
    'demandDate',
    'effectConfirmer',
    'briefDescription',
  ],
};

interface FormRow {
  id: string;
  type: SapFormType;
  sub_type: string;
  title: string;
  applicant_no: string;
  status: SignStatus;
  assignee: string;
  amount: number | null;
  currency: string;
  created_at: number;
  updated_at: number;
  header: string;
  items: string;
  tables: string;
}

interface StepRow {
  form_id: string;
  seq: number;
  role: SignStep['role'];
  signer_no: string;
  state: SignStep['state'];
  time: number | null;
  comment: string;
  /** The substitute who signed this step on behalf of signer_no; '' when the signer signed. */
  by_no: string;
}

const nameOf = (db: Database, no: string) => (no ? (findUser(db, no)?.userName ?? no) : '');
const deptOf = (no: string) => PEOPLE.find((p) => p.userNo === no)?.department ?? '';

function toSummary(db: Database, row: FormRow, user: User): SapFormSummary {
  return {
    id: row.id,
    type: row.type,
    subType: row.sub_type,
    title: row.title,
    applicantNo: row.applicant_no,
    applicantName: nameOf(db, row.applicant_no),
    department: deptOf(row.applicant_no),
    status: row.status,
    assignee: row.assignee,
    assigneeName: nameOf(db, row.assignee),
    amount: row.amount,
    currency: row.currency,
    createdAt: dateTime(row.created_at),
    updatedAt: dateTime(row.updated_at),
    canApprove: row.status === 'underApproval' && row.assignee === user.userNo,
  };
}

function toStep(db: Database, row: StepRow): SignStep {
  return {
    seq: row.seq,
    role: row.role,
    signerNo: row.signer_no,
    signerName: nameOf(db, row.signer_no),
    state: row.state,
    time: row.time ? dateTime(row.time) : '',
    comment: row.comment,
    ...(row.by_no ? { byNo: row.by_no, byName: nameOf(db, row.by_no) } : {}),
  };
}

function toFile(db: Database, row: Record<string, SqlValue>, user: User): SapFile {
  return {
    id: String(row.id),
    formId: String(row.form_id),
    name: String(row.name),
    size: Number(row.size),
    mime: String(row.mime),
    uploadedBy: String(row.uploaded_by),
    uploadedByName: nameOf(db, String(row.uploaded_by)),
    uploadedAt: dateTime(Number(row.uploaded_at)),
    canDelete: row.uploaded_by === user.userNo,
  };
}

function formRow(db: Database, id: string): FormRow {
  const row = one<FormRow>(db, 'SELECT * FROM sap_forms WHERE id = ?', [id]);
  if (!row) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  return row;
}

/** A user sees a form they applied for, signed or must sign, was notified of, copied on or mentioned in. */
const canSee = (db: Database, id: string, user: User) => canSeeFlow(db, sapFlowStore, id, user);

export function flowOf(db: Database, id: string): SignStep[] {
  return all<StepRow>(db, 'SELECT * FROM sap_steps WHERE form_id = ? ORDER BY seq', [id]).map((r) => toStep(db, r));
}

export function formDetail(db: Database, id: string, user: User): SapFormDetail {
  const row = formRow(db, id);
  if (!canSee(db, id, user)) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  return {
    ...toSummary(db, row, user),
    header: JSON.parse(row.header),
    items: JSON.parse(row.items),
    tables: JSON.parse(row.tables),
    files: all(
      db,
      'SELECT id, form_id, name, size, mime, uploaded_by, uploaded_at FROM sap_files WHERE form_id = ? ORDER BY uploaded_at',
      [id],
    ).map((r) => toFile(db, r, user)),
    history: flowOf(db, id),
    signing: sapSigning(db, id),
  };
}

export function listForms(
  db: Database,
  user: User,
  req: { list?: string; keyword?: string; status?: string; page?: unknown; pageSize?: unknown },
) {
  const list = (req.list ?? 'pds') as SapListKey;
  const types = LIST_TYPES[list];
  if (!types) throw new ApiFailure(400, 400, `Unknown list: ${String(req.list)}`);
  const keyword = String(req.keyword ?? '').trim();
  const status = String(req.status ?? '');
  const where: string[] = [];
  const params: SqlValue[] = [];
  if (list === 'receiving') {
    where.push(`EXISTS (SELECT 1 FROM sap_steps s WHERE s.form_id = f.id AND s.signer_no = ? AND s.role = 'notify')`);
    params.push(user.userNo);
  } else {
    where.push(
      `(f.applicant_no = ? OR EXISTS (SELECT 1 FROM sap_steps s WHERE s.form_id = f.id AND s.signer_no = ? AND s.role != 'notify' AND s.state != 'waiting'))`,
    );
    params.push(user.userNo, user.userNo);
  }
  if (types.length) {
    where.push(`f.type IN (${types.map(() => '?').join(',')})`);
    params.push(...types);
  }
  if (status) {
    where.push('f.status = ?');
    params.push(status);
  }
  if (keyword) {
    // Number or applicant (job number or name).
    where.push(
      `(${like('f.id')} OR ${like('f.applicant_no')} OR EXISTS (SELECT 1 FROM users u WHERE u.user_no = f.applicant_no AND ${like('u.user_name')}))`,
    );
    params.push(containing(keyword), containing(keyword), containing(keyword));
  }
  return queryPage<FormRow, SapFormSummary>(
    db,
    {
      select: 'f.*',
      fromWhere: `FROM sap_forms f WHERE ${where.join(' AND ')}`,
      // What waits for me first, then the newest.
      order: `(f.status = 'underApproval' AND f.assignee = '${user.userNo.replace(/'/g, "''")}') DESC, f.updated_at DESC, f.id`,
      params,
    },
    req as never,
    (row) => toSummary(db, row, user),
  );
}

/** Approve or return the current step (the flow engine decides). Throws 404, 409 (already handled), 403 (not your turn), 400 (no comment). */
export function act(
  db: Database,
  actor: User,
  id: string,
  action: 'approve' | 'return',
  comment: string,
  now: number,
  signing?: Signing,
): ActionResult {
  formRow(db, id);
  return sapDecide(db, actor, id, action, comment, now, signing);
}

/** Adds a signer after the current step (the flow engine's "add after"). */
export function addSigner(
  db: Database,
  user: User,
  id: string,
  signerNo: string,
  comment: string,
  now: number,
): SignStep[] {
  formRow(db, id);
  decide(db, 'sap', id, user, { action: 'addAfter', userNo: signerNo, comment }, now);
  return flowOf(db, id);
}

function nextId(db: Database, prefix: string): string {
  const row = one<{ id: string }>(db, 'SELECT id FROM sap_forms WHERE id LIKE ? ORDER BY id DESC LIMIT 1', [
    `${prefix}%`,
  ]);
  const n = row ? Number(row.id.slice(prefix.length)) + 1 : 24000001;
  return `${prefix}${n}`;
}

/** The longest value a field of an application may hold (the client's longest field, a text area, allows the same). */
const MAX_FIELD_LENGTH = 2000;

export function apply(
  db: Database,
  user: User,
  type: string,
  fields: Record<string, unknown>,
  now: number,
): SapFormSummary {
  const required = APPLY_REQUIRED[type];
  if (!required) throw new ApiFailure(400, 400, `Unknown application type: ${type}`);
  const header: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields ?? {}))
    if (typeof v === 'string' || typeof v === 'number') header[k] = String(v);
  // Refuse what the form cannot hold rather than cut it silently: the applicant must know what was kept.
  const tooLong = Object.keys(header).filter((k) => header[k].length > MAX_FIELD_LENGTH);
  if (tooLong.length)
    throw new ApiFailure(400, 400, `Too long (at most ${MAX_FIELD_LENGTH} characters): ${tooLong.join(', ')}`);
  const missing = required.filter((k) => !header[k]?.trim());
  if (missing.length) throw new ApiFailure(400, 400, `Required: ${missing.join(', ')}`);
  const id = nextId(db, type === 'accountPermissions' ? 'AP' : 'SR');
  if (type === 'accountPermissions') Object.assign(header, { jobNumber: user.userNo });
  else Object.assign(header, { applicant: user.userName, applyDate: date(now) });
  const title =
    type === 'accountPermissions'
      ? `${header.systemName} 權限申請 ${user.userName}`
      : (header.briefDescription ?? '').slice(0, 40);
  insertForm(
    db,
    { id, type: type as SapFormType, subType: '', title, amount: null, currency: '', header, items: [], tables: {} },
    user.userNo,
    now,
    now,
  );
  const supervisor = user.userNo === '10001' ? '10103' : '10001';
  const steps: StepSeed[] = [
    { role: 'applicant', signerNo: user.userNo, state: 'done', daysAgo: 0 },
    { role: 'supervisor', signerNo: supervisor, state: 'current' },
    { role: 'misManager', signerNo: '10101', state: 'waiting' },
  ];
  insertSteps(db, id, steps, now);
  run(db, 'UPDATE sap_forms SET assignee = ? WHERE id = ?', [supervisor, id]);
  return toSummary(db, formRow(db, id), user);
}

function insertForm(
  db: Database,
  f: FormSeed,
  applicantNo: string,
  createdAt: number,
  updatedAt: number,
  status: SignStatus = 'underApproval',
  assignee = '',
): void {
  run(db, 'INSERT INTO sap_forms VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    f.id,
    f.type,
    f.subType,
    f.title,
    applicantNo,
    status,
    assignee,
    f.amount,
    f.currency,
    createdAt,
    updatedAt,
    JSON.stringify(f.header),
    JSON.stringify(f.items),
    JSON.stringify(f.tables),
  ]);
}

function insertSteps(db: Database, id: string, steps: StepSeed[], now: number): void {
  steps.forEach((s, i) => {
    const signed = s.state === 'done' || s.state === 'returned';
    run(
      db,
      'INSERT INTO sap_steps (form_id, seq, role, signer_no, state, time, comment) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        id,
        i + 1,
        s.role,
        s.signerNo,
        s.state,
        signed ? now - (s.daysAgo ?? 0) * DAY_MS - 3600_000 * (steps.length - i) : null,
        s.comment ?? '',
      ],
    );
  });
}

/** Seeds one form with its flow; status and assignee follow from the flow. */
function seedForm(
  db: Database,
  f: FormSeed,
  applicantNo: string,
  steps: StepSeed[],
  now: number,
  daysAgo: number,
): void {
  const current = steps.find((s) => s.state === 'current');
  const returned = steps.some((s) => s.state === 'returned');
  const status: SignStatus = current ? 'underApproval' : returned ? 'approvedReturn' : 'approvedPass';
  const created = now - daysAgo * DAY_MS - 5 * 3600_000;
  insertForm(db, f, applicantNo, created, created + 3 * 3600_000, status, current?.signerNo ?? '');
  insertSteps(db, f.id, steps, now - daysAgo * DAY_MS);
}

/** What waits for `userNo` to sign: the one query behind the to-do count, the list summary and the inbox. */
export const WAITING_SQL = "SELECT * FROM sap_forms WHERE assignee = ? AND status = 'underApproval'";

export function sapWaiting(db: Database, userNo: string): InboxSource[] {
  return all<FormRow>(db, `${WAITING_SQL} ORDER BY updated_at, id`, [userNo]).map((row) => ({
    area: 'sap',
    id: row.id,
    kind: row.type,
    title: row.title,
    party: nameOf(db, row.applicant_no),
    partyKind: 'applicant',
    amount: row.amount,
    currency: row.currency,
    waitingSince: dateTime(row.updated_at),
    waitingSinceMs: row.updated_at,
    urgency: 0,
    route: routeOf(row.type, row.id),
    batch: true,
  }));
}

const APPLICATION_STATUS: Record<SignStatus, ApplicationSource['status']> = {
  underApproval: 'waiting',
  approvedPass: 'approved',
  approvedReturn: 'returned',
};

/** Everything `userNo` applied for. */
export function sapApplications(db: Database, userNo: string): ApplicationSource[] {
  return all<FormRow>(db, 'SELECT * FROM sap_forms WHERE applicant_no = ? ORDER BY updated_at DESC, id', [userNo]).map(
    (row) => ({
      area: 'sap',
      id: row.id,
      kind: row.type,
      title: row.title,
      status: APPLICATION_STATUS[row.status],
      areaStatus: row.status,
      signerNo: row.assignee,
      signerName: nameOf(db, row.assignee),
      waitingSince: row.assignee ? dateTime(row.updated_at) : '',
      waitingSinceMs: row.assignee ? row.updated_at : 0,
      changedAtMs: row.updated_at,
      route: routeOf(row.type, row.id),
    }),
  );
}

/** Idempotency: the same key from the same user gets the first answer back and changes nothing. */
function once<T>(db: Database, user: User, key: string | undefined, scope: string, work: () => T): T {
  if (!key) return work();
  const k = `${scope}:${key.slice(0, 100)}`;
  const seen = one<{ response: string }>(db, 'SELECT response FROM sap_idem WHERE key = ? AND user_no = ?', [
    k,
    user.userNo,
  ]);
  if (seen) return JSON.parse(seen.response) as T;
  const result = work();
  run(db, 'INSERT INTO sap_idem VALUES (?, ?, ?)', [k, user.userNo, JSON.stringify(result)]);
  return result;
}

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

  routes(api) {
    api.handle(sapApi.summary, (_req, { db, user }) => {
      const out = {} as Record<SapListKey, number>;
      for (const [list, types] of Object.entries(LIST_TYPES) as Array<[SapListKey, SapFormType[]]>) {
        if (list === 'receiving') {
          out[list] = one<{ n: number }>(
            db,
            "SELECT COUNT(*) AS n FROM sap_steps WHERE signer_no = ? AND role = 'notify'",
            [user.userNo],
          )!.n;
          continue;
        }
        const filter = types.length ? `AND type IN (${types.map(() => '?').join(',')})` : '';
        out[list] = one<{ n: number }>(
          db,
          `SELECT COUNT(*) AS n FROM sap_forms WHERE assignee = ? AND status = 'underApproval' ${filter}`,
          [user.userNo, ...types],
        )!.n;
      }
      return out;
    });

    api.handle(sapApi.list, (req, { db, user }) => listForms(db, user, req as never));
    /** Whom the signed-in user reads a form as: its current signer when they are that signer's substitute. */
    const reader = (db: Database, user: User, id: string, now: number) =>
      principalOf(db, user, formRow(db, id).assignee, now);
    api.handle(sapApi.detail, (req, { db, user, now }) =>
      formDetail(db, String(req.id), reader(db, user, String(req.id), now())),
    );
    api.handle(sapApi.flow, (req, { db, user: actor, now }) => {
      const id = String(req.id);
      const user = reader(db, actor, id, now());
      if (!canSee(db, id, user)) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
      return flowOf(db, id);
    });

    const key = (c: { req: { header(name: string): string | undefined } }) => c.req.header('idempotency-key');
    api.handle(sapApi.approve, (req, { db, user, now, c, address }) =>
      once(db, user, key(c), `approve:${req.id}`, () =>
        act(db, user, String(req.id), 'approve', String(req.comment ?? ''), now(), signingOf(req, c, address)),
      ),
    );
    api.handle(sapApi.reject, (req, { db, user, now, c, address }) =>
      once(db, user, key(c), `return:${req.id}`, () =>
        act(db, user, String(req.id), 'return', String(req.comment ?? ''), now(), signingOf(req, c, address)),
      ),
    );
    api.handle(sapApi.batchApprove, (req, { db, user, now, c, address }) =>
      once(db, user, key(c), 'batch', (): BatchResult[] => {
        const ids = [...new Set(Array.isArray(req.ids) ? req.ids.map(String) : [])].slice(0, 100);
        const pinChecked = batchPin(db, user, ids, req.pin, address, now());
        return ids.map((id) => {
          try {
            if (sapSigning(db, id).policy === 'drawn') {
              const message = 'This form asks for a drawn signature: open it and sign it on its own.';
              return { id, ok: false, code: SIGN_CODES.drawnInBatch, message };
            }
            const signing = { device: deviceOf(c), pinChecked };
            const r = act(db, user, id, 'approve', String(req.comment ?? ''), now(), signing);
            return { id, ok: true, status: r.status };
          } catch (error) {
            if (!(error instanceof ApiFailure)) throw error;
            return { id, ok: false, code: error.code, message: error.message };
          }
        });
      }),
    );
    api.handle(sapApi.addSigner, (req, { db, user, now, c }) =>
      once(db, user, key(c), `signer:${req.id}`, () =>
        addSigner(db, user, String(req.id), String(req.signerNo ?? ''), String(req.comment ?? ''), now()),
      ),
    );
    api.handle(sapApi.signers, (req, { db, user }) => {
      const k = containing(String(req.keyword ?? '').trim());
      return all<{ user_no: string; user_name: string }>(
        db,
        `SELECT user_no, user_name FROM users WHERE supplier_code = '' AND user_no != ? AND (${like('user_no')} OR ${like('user_name')}) ORDER BY user_no LIMIT 30`,
        [user.userNo, k, k],
      ).map((u) => ({ userNo: u.user_no, userName: u.user_name, department: deptOf(u.user_no) }));
    });
    api.handle(sapApi.apply, (req, { db, user, now, c }) =>
      once(db, user, key(c), 'apply', () =>
        apply(db, user, String(req.type), (req.fields ?? {}) as Record<string, unknown>, now()),
      ),
    );

    api.handle(sapApi.files, (req, { db, user: actor, now }) => {
      const id = String(req.id);
      const user = reader(db, actor, id, now());
      if (!canSee(db, id, user)) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
      return all(
        db,
        'SELECT id, form_id, name, size, mime, uploaded_by, uploaded_at FROM sap_files WHERE form_id = ? ORDER BY uploaded_at',
        [id],
      ).map((r) => toFile(db, r, user));
    });
    api.handle(sapTransferApi.upload, async (req, { db, user, now }) => {
      const id = String(req.id);
      formRow(db, id);
      if (!canSee(db, id, user)) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
      const file = Array.isArray(req.file) ? req.file[0] : req.file;
      if (!(file instanceof Blob)) throw new ApiFailure(400, 400, 'No file was sent.');
      if (file.size > MAX_UPLOAD_BYTES) throw new ApiFailure(413, 413, 'The file is larger than 20 MB.');
      const raw = ((file as File).name || 'file').replace(/[\\/\u0000-\u001f\u007f]/g, '_');
      const name = [...raw].slice(0, 255).join('');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const count = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM sap_files')!.n;
      const fileId = `F${String(count + 1).padStart(5, '0')}${Math.floor(now()).toString(36).slice(-4)}`;
      run(db, 'INSERT INTO sap_files VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
        fileId,
        id,
        name,
        bytes.length,
        file.type || 'application/octet-stream',
        bytes,
        user.userNo,
        now(),
      ]);
      return toFile(
        db,
        one(db, 'SELECT id, form_id, name, size, mime, uploaded_by, uploaded_at FROM sap_files WHERE id = ?', [
          fileId,
        ])!,
        user,
      );
    });
    api.handle(sapTransferApi.download, (req, { db, user }) => {
      const row = one<{ form_id: string; name: string; mime: string; content: Uint8Array }>(
        db,
        'SELECT form_id, name, mime, content FROM sap_files WHERE id = ?',
        [String(req.fileId)],
      );
      if (!row || !canSee(db, row.form_id, user)) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
      return new Response(new Blob([row.content as Uint8Array<ArrayBuffer>]), {
        headers: {
          'content-type': row.mime,
          'content-disposition': contentDisposition('attachment', row.name),
          'x-content-type-options': 'nosniff',
        },
      });
    });
    api.handle(sapApi.deleteFile, (req, { db, user }) => {
      const row = one<{ uploaded_by: string }>(db, 'SELECT uploaded_by FROM sap_files WHERE id = ?', [
        String(req.fileId),
      ]);
      if (!row) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
      if (row.uploaded_by !== user.userNo)
        throw new ApiFailure(403, 403, 'Only the person who uploaded a file can delete it.');
      run(db, 'DELETE FROM sap_files WHERE id = ?', [String(req.fileId)]);
      return null;
    });
  },
};
