import {
  gs001pApi,
  gs001pTransferApi,
  GS001P_CODES,
  type CloseReason,
  type GsDetail,
  type GsFields,
  type GsFile,
  type GsStatus,
  type GsStep,
  type GsSummary,
} from '../../../src/api/gs001p';
import { all, one, run, type Database } from '../core/db';
import { contentDisposition } from './real-world-files';
import { buildPdf } from './sample-files';
import { DAY_MS, dateTime } from '../core/dates';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { containing, like, queryPage } from '../core/paging';
import type { AreaModule, SeedRecord } from '../core/types';
import { addUser, DEMO_PASSWORD, findUser, type User } from '../core/users';
import { namedCases, ordinaryCases, type SeedCase } from './gs001p-seed';
import { principalOf, signerFor } from '../core/delegation';
import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { allowedActions, assigneeOf, autoCloseAt, autoCloseDue, transition, type CaseState } from './gs001p-rules';

/** GS001P new-product evaluations: cases, their sign history, drawings and attachments, and the 3-month rule. */

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const ORDINARY_CASES = 36;

/** Responsible engineers and the supervisor who approves after each. */
const ENGINEERS: Array<{ userNo: string; supervisor: string }> = [
  { userNo: '10001', supervisor: 'M0201' },
  { userNo: 'E0101', supervisor: '10001' },
];
const EXTRA_PEOPLE: User[] = [
  {
    userID: 'UE0101',
    userNo: 'E0101',
    userName: '王建國',
    phone: '13800000101',
    avatarUrl: '',
    supplierCode: '',
    roles: ['responsible-engineer'],
    password: DEMO_PASSWORD,
    systems: ['main'],
  },
  {
    userID: 'UM0201',
    userNo: 'M0201',
    userName: '張雅婷',
    phone: '13800000201',
    avatarUrl: '',
    supplierCode: '',
    roles: ['supervisor'],
    password: DEMO_PASSWORD,
    systems: ['main'],
  },
];

const supervisorOf = (engineer: string) => ENGINEERS.find((e) => e.userNo === engineer)?.supervisor ?? '10001';

interface CaseRow {
  id: string;
  creator: string;
  engineer: string;
  supervisor: string;
  status: GsStatus;
  step: GsStep | null;
  fields: string;
  changed_at: number;
  updated_at: number;
  version: number;
  close_reason: CloseReason | null;
  close_text: string;
  close_auto: number;
  closed_at: number;
  unchanged_since: number;
}

const stateOf = (row: CaseRow): CaseState => ({
  status: row.status,
  step: row.step,
  creator: row.creator,
  engineer: row.engineer,
  supervisor: row.supervisor,
  changedAt: row.changed_at,
});

const nameOf = (db: Database, userNo: string) => (userNo ? (findUser(db, userNo)?.userName ?? userNo) : '');

function caseRow(db: Database, id: string): CaseRow {
  const row = one<CaseRow>(db, 'SELECT * FROM gs001p_cases WHERE id = ?', [id]);
  if (!row) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  return row;
}

/** Participants only: business, the responsible engineer and the supervisor of the case. */
function visibleRow(db: Database, id: string, user: User): CaseRow {
  const row = caseRow(db, id);
  if (![row.creator, row.engineer, row.supervisor].includes(user.userNo))
    throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  return row;
}

function toSummary(db: Database, row: CaseRow): GsSummary {
  const fields = JSON.parse(row.fields) as GsFields;
  const assignee = assigneeOf(stateOf(row));
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

function filesOf(db: Database, id: string, user: User): GsFile[] {
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

function toDetail(db: Database, row: CaseRow, user: User): GsDetail {
  const state = stateOf(row);
  const due = autoCloseAt(state);
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
    actions: allowedActions(state, user.userNo),
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
  };
}

/** `by`: the substitute who acted on behalf of userNo (delegation), '' otherwise. */
function addHistory(
  db: Database,
  id: string,
  role: string,
  userNo: string,
  action: string,
  comment: string,
  at: number,
  by = '',
): void {
  const seq =
    (one<{ n: number }>(db, 'SELECT COALESCE(MAX(seq), 0) AS n FROM gs001p_history WHERE case_id = ?', [id])?.n ?? 0) +
    1;
  run(
    db,
    'INSERT INTO gs001p_history (case_id, seq, role, user_no, action, comment, at, by_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [id, seq, role, userNo, action, comment.slice(0, 500), at, by],
  );
}

/** Keeps only known string fields, trimmed to sane lengths: the store never holds what the form cannot show. */
export function cleanFields(raw: unknown): GsFields {
  const keys: Array<keyof GsFields> = [
    'customer',
    'endCustomer',
    'importance',
    'evaluationType',
    'applicationField',
    'supplyLevel',
    'productName',
    'customerPartNo',
    'targetPrice',
    'currency',
    'annualVolume',
    'sopDate',
    'responsibleEngineer',
    'requirements',
  ];
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out: GsFields = {};
  for (const key of keys) {
    const value = src[key];
    if (typeof value === 'string' || typeof value === 'number')
      out[key] = String(value).slice(0, key === 'requirements' ? 2000 : 200);
  }
  return out;
}

const OPTIONS: Partial<Record<keyof GsFields, string[]>> = {
  importance: ['high', 'medium', 'low'],
  evaluationType: ['newProduct', 'derivative', 'costDown', 'secondSource'],
  applicationField: ['automotive', 'consumer', 'industrial', 'communication', 'medical', 'other'],
  supplyLevel: ['tier1', 'tier2', 'oem', 'distributor'],
  currency: ['CNY', 'USD', 'TWD'],
};
const REQUIRED: Array<keyof GsFields> = [
  'customer',
  'importance',
  'evaluationType',
  'applicationField',
  'supplyLevel',
  'productName',
  'targetPrice',
  'currency',
  'annualVolume',
  'sopDate',
  'responsibleEngineer',
];

/** What blocks a submit: missing or invalid fields, and a missing drawing. */
export function submitProblems(fields: GsFields, drawings: number): string[] {
  const problems: string[] = [];
  for (const key of REQUIRED) if (!(fields[key] ?? '').trim()) problems.push(key);
  for (const [key, values] of Object.entries(OPTIONS)) {
    const v = fields[key as keyof GsFields];
    if (v && !values.includes(v)) problems.push(key);
  }
  if (fields.targetPrice && !(Number(fields.targetPrice) > 0)) problems.push('targetPrice');
  if (fields.annualVolume && !/^\d+$/.test(fields.annualVolume.trim())) problems.push('annualVolume');
  if (fields.sopDate && !/^\d{4}-\d{2}-\d{2}$/.test(fields.sopDate)) problems.push('sopDate');
  if (fields.responsibleEngineer && !ENGINEERS.some((e) => e.userNo === fields.responsibleEngineer))
    problems.push('responsibleEngineer');
  if (drawings === 0) problems.push('drawing');
  return [...new Set(problems)];
}

function nextId(db: Database, now: number): string {
  const year = new Date(now).getUTCFullYear();
  const n =
    (one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM gs001p_cases WHERE id LIKE ?', [`GS${year}%`])?.n ?? 0) + 1;
  return `GS${year}${String(n).padStart(4, '0')}`;
}

function insertCase(
  db: Database,
  c: {
    id: string;
    creator: string;
    engineer: string;
    status: GsStatus;
    step: GsStep | null;
    fields: GsFields;
    changedAt: number;
    createdAt: number;
  },
): void {
  run(db, "INSERT INTO gs001p_cases VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, NULL, '', 0, 0, 0)", [
    c.id,
    c.creator,
    c.engineer,
    supervisorOf(c.engineer),
    c.status,
    c.step,
    JSON.stringify(c.fields),
    c.changedAt,
    c.changedAt,
    c.createdAt,
    [c.fields.customer, c.fields.endCustomer, c.fields.productName].join(' '),
  ]);
}

function seedCase(db: Database, c: SeedCase, now: number): void {
  const changedAt = now - c.changedDaysAgo * DAY_MS;
  const createdAt = changedAt - (c.story.length + 2) * DAY_MS;
  const id = nextId(db, now);
  insertCase(db, {
    id,
    creator: c.creator,
    engineer: c.engineer,
    status: c.status,
    step: c.step,
    fields: c.fields,
    changedAt,
    createdAt,
  });
  const who: Record<string, string> = {
    business: c.creator,
    engineer: c.engineer,
    supervisor: supervisorOf(c.engineer),
  };
  c.story.forEach(([role, action, comment], i) => {
    // The last event is the status change itself; earlier ones a day apart before it.
    const at = changedAt - (c.story.length - 1 - i) * DAY_MS - (c.close ? DAY_MS : 0);
    addHistory(db, id, role, who[role], action, comment, at);
  });
  if (c.close) {
    run(
      db,
      'UPDATE gs001p_cases SET close_reason = ?, close_text = ?, closed_at = ?, unchanged_since = ? WHERE id = ?',
      [c.close.reason, c.close.text ?? '', changedAt, changedAt - DAY_MS, id],
    );
    addHistory(db, id, 'business', c.creator, 'close', c.close.text ?? '', changedAt);
  }
  run(db, 'INSERT INTO gs001p_seed_titles VALUES (?, ?)', [id, c.title]);
}

/** The 3-month rule, applied by tick: every case awaiting the customer for 3 months is closed as not developed. */
export function applyAutoClose(db: Database, now: number): string[] {
  const closed: string[] = [];
  for (const row of all<CaseRow>(db, "SELECT * FROM gs001p_cases WHERE status = 'confirming'")) {
    if (!autoCloseDue(stateOf(row), now)) continue;
    run(
      db,
      "UPDATE gs001p_cases SET status = 'closed', step = NULL, close_reason = 'noReply', close_text = '', close_auto = 1, closed_at = ?, unchanged_since = changed_at, changed_at = ?, updated_at = ?, version = version + 1 WHERE id = ?",
      [now, now, now, row.id],
    );
    addHistory(db, row.id, 'system', '', 'autoClose', '', now);
    closed.push(row.id);
  }
  return closed;
}

function saveFields(db: Database, row: CaseRow, fields: GsFields, now: number): void {
  const engineer = ENGINEERS.some((e) => e.userNo === fields.responsibleEngineer)
    ? fields.responsibleEngineer!
    : row.engineer;
  run(
    db,
    'UPDATE gs001p_cases SET fields = ?, engineer = ?, supervisor = ?, updated_at = ?, version = version + 1, search = ? WHERE id = ?',
    [
      JSON.stringify(fields),
      engineer,
      supervisorOf(engineer),
      now,
      [fields.customer, fields.endCustomer, fields.productName].join(' '),
      row.id,
    ],
  );
}

/** A repeated request with the same Idempotency-Key answers what the first one did, without doing it again. */
function idempotent(db: Database, key: string | undefined, scope: string): string | undefined {
  if (!key) return undefined;
  return one<{ case_id: string }>(db, 'SELECT case_id FROM gs001p_idem WHERE key = ? AND scope = ?', [key, scope])
    ?.case_id;
}
function remember(db: Database, key: string | undefined, scope: string, id: string): void {
  if (key) run(db, 'INSERT OR IGNORE INTO gs001p_idem VALUES (?, ?, ?)', [key, scope, id]);
}

/** What waits for `userNo`: the one query behind the to-do count and the inbox (the list's 'todo' scope says the same in SQL). */
function waitingRows(db: Database, userNo: string): CaseRow[] {
  return all<CaseRow>(
    db,
    "SELECT * FROM gs001p_cases WHERE status IN ('signing', 'confirming') ORDER BY changed_at, id",
  ).filter((r) => assigneeOf(stateOf(r)) === userNo);
}

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
    const signer = assigneeOf(stateOf(row));
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

const notAllowed = () => new ApiFailure(200, GS001P_CODES.notAllowed, 'This action is not open in the current status.');

export const gs001pArea: AreaModule = {
  name: 'gs001p',

  schema(db) {
    db.run(`CREATE TABLE gs001p_cases (
      id TEXT PRIMARY KEY, creator TEXT NOT NULL, engineer TEXT NOT NULL, supervisor TEXT NOT NULL, status TEXT NOT NULL,
      step TEXT, fields TEXT NOT NULL, changed_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, created_at INTEGER NOT NULL,
      search TEXT NOT NULL, version INTEGER NOT NULL, close_reason TEXT, close_text TEXT NOT NULL, close_auto INTEGER NOT NULL,
      closed_at INTEGER NOT NULL, unchanged_since INTEGER NOT NULL
    )`);
    db.run(`CREATE TABLE gs001p_history (
      case_id TEXT NOT NULL REFERENCES gs001p_cases(id), seq INTEGER NOT NULL, role TEXT NOT NULL, user_no TEXT NOT NULL,
      action TEXT NOT NULL, comment TEXT NOT NULL, at INTEGER NOT NULL, by_no TEXT NOT NULL DEFAULT '', PRIMARY KEY (case_id, seq)
    )`);
    db.run(`CREATE TABLE gs001p_files (
      id TEXT PRIMARY KEY, case_id TEXT NOT NULL REFERENCES gs001p_cases(id), kind TEXT NOT NULL, name TEXT NOT NULL,
      size INTEGER NOT NULL, mime TEXT NOT NULL, content BLOB NOT NULL, uploaded_by TEXT NOT NULL, uploaded_at INTEGER NOT NULL
    )`);
    db.run(
      'CREATE TABLE gs001p_idem (key TEXT NOT NULL, scope TEXT NOT NULL, case_id TEXT NOT NULL, PRIMARY KEY (key, scope))',
    );
    db.run('CREATE TABLE gs001p_seed_titles (case_id TEXT PRIMARY KEY, title TEXT NOT NULL)');
  },

  seed(db, { now, random }) {
    for (const person of EXTRA_PEOPLE) if (!findUser(db, person.userNo)) addUser(db, person);
    const at = now();
    const cases = [...namedCases(at, random), ...ordinaryCases(at, random, ORDINARY_CASES)];
    for (const c of cases) seedCase(db, c, at);
    // Every seeded case that is past the signing stage carries a drawing, as a real one would.
    // A real (small) PDF, so the drawing opens in the viewer.
    const drawing = buildPdf(2);
    for (const row of all<{ id: string; creator: string; created_at: number }>(
      db,
      "SELECT id, creator, created_at FROM gs001p_cases WHERE status <> 'draft'",
    )) {
      run(db, 'INSERT INTO gs001p_files VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
        `${row.id}-D1`,
        row.id,
        'drawing',
        `${row.id}-drawing-A.pdf`,
        drawing.length,
        'application/pdf',
        drawing,
        row.creator,
        row.created_at,
      ]);
    }
  },

  tick(db, now) {
    applyAutoClose(db, now);
  },

  seedIndex(db): SeedRecord[] {
    return all<CaseRow & { title: string }>(
      db,
      'SELECT c.*, t.title FROM gs001p_cases c JOIN gs001p_seed_titles t ON t.case_id = c.id ORDER BY c.id',
    ).map((row) => {
      const state = stateOf(row);
      const assignee = assigneeOf(state) || row.creator;
      const route =
        row.status === 'signing'
          ? `/pages/GS001P/processingInfo?id=${row.id}`
          : row.status === 'draft' || row.status === 'returned'
            ? `/pages/GS001P/edit?id=${row.id}`
            : `/pages/GS001P/detail?id=${row.id}`;
      return {
        area: 'gs001p',
        type: 'evaluation',
        id: row.id,
        status:
          row.status === 'closed' && row.close_auto
            ? 'closed:auto'
            : row.status === 'signing'
              ? `signing:${row.step}`
              : row.status,
        assignee,
        route,
        title: row.title,
      };
    });
  },

  todoCount(db, user) {
    return { gs001p: waitingRows(db, user.userNo).length };
  },

  routes(api) {
    api.handle(gs001pApi.list, (req, { db, user }) => {
      const keyword = String(req.keyword ?? '').trim();
      const status = String(req.status ?? '');
      const todo = req.scope === 'todo';
      const me = user.userNo;
      return queryPage<CaseRow, GsSummary>(
        db,
        {
          select: '*',
          fromWhere: `FROM gs001p_cases WHERE (creator = ? OR engineer = ? OR supervisor = ?)
            AND (? = '' OR status = ?)
            AND (? = '' OR ${like('id')} OR ${like('search')})
            AND (? = 0 OR (status = 'signing' AND ((step = 'engineer' AND engineer = ?) OR (step = 'supervisor' AND supervisor = ?)))
                       OR (status = 'confirming' AND creator = ?))`,
          order: 'updated_at DESC, id DESC',
          params: [
            me,
            me,
            me,
            status,
            status,
            keyword,
            containing(keyword),
            containing(keyword),
            todo ? 1 : 0,
            me,
            me,
            me,
          ],
        },
        req,
        (row) => toSummary(db, row),
      );
    });

    api.handle(gs001pApi.detail, (req, { db, user: actor, now }) => {
      const user = principalOf(db, actor, assigneeOf(stateOf(caseRow(db, String(req.id)))), now());
      return toDetail(db, visibleRow(db, String(req.id), user), user);
    });

    api.handle(gs001pApi.engineers, (_req, { db }) =>
      ENGINEERS.map((e) => ({ userNo: e.userNo, userName: nameOf(db, e.userNo) })),
    );

    api.handle(gs001pApi.save, (req, { db, user, now, c }) => {
      const fields = cleanFields(req.fields);
      const key = c.req.header('idempotency-key');
      if (!req.id) {
        const done = idempotent(db, key, 'create');
        if (done) return toDetail(db, caseRow(db, done), user);
        const at = now();
        const id = nextId(db, at);
        const engineer = ENGINEERS.some((e) => e.userNo === fields.responsibleEngineer)
          ? fields.responsibleEngineer!
          : '';
        insertCase(db, {
          id,
          creator: user.userNo,
          engineer,
          status: 'draft',
          step: null,
          fields,
          changedAt: at,
          createdAt: at,
        });
        remember(db, key, 'create', id);
        return toDetail(db, caseRow(db, id), user);
      }
      const row = visibleRow(db, String(req.id), user);
      if (!transition(stateOf(row), 'save', user.userNo, now()).ok) throw notAllowed();
      saveFields(db, row, fields, now());
      return toDetail(db, caseRow(db, row.id), user);
    });

    api.handle(gs001pApi.submit, (req, { db, user, now, c }) => {
      const row = visibleRow(db, String(req.id), user);
      const key = c.req.header('idempotency-key');
      if (idempotent(db, key, 'submit')) return toDetail(db, row, user);
      const result = transition(stateOf(row), 'submit', user.userNo, now());
      if (!result.ok) throw notAllowed();
      const fields = cleanFields(req.fields);
      const drawings = one<{ n: number }>(
        db,
        "SELECT COUNT(*) AS n FROM gs001p_files WHERE case_id = ? AND kind = 'drawing'",
        [row.id],
      )!.n;
      const problems = submitProblems(fields, drawings);
      saveFields(db, row, fields, now());
      if (problems.length)
        throw new ApiFailure(200, GS001P_CODES.invalid, `Missing or invalid: ${problems.join(', ')}`);
      const saved = caseRow(db, row.id);
      run(
        db,
        'UPDATE gs001p_cases SET status = ?, step = ?, changed_at = ?, updated_at = ?, version = version + 1 WHERE id = ?',
        ['signing', 'engineer', now(), now(), row.id],
      );
      addHistory(db, row.id, 'business', user.userNo, 'submit', '', now());
      remember(db, key, 'submit', row.id);
      return toDetail(db, caseRow(db, saved.id), user);
    });

    api.handle(gs001pApi.act, (req, { db, user: actor, now, c }) => {
      const { user, by } = signerFor(db, actor, assigneeOf(stateOf(caseRow(db, String(req.id)))), now());
      const row = visibleRow(db, String(req.id), user);
      const key = c.req.header('idempotency-key');
      if (idempotent(db, key, 'act')) return toDetail(db, row, user);
      const action = req.action;
      if (!['approve', 'return', 'confirm', 'close', 'reopen'].includes(action)) throw notAllowed();
      const input = {
        comment: String(req.comment ?? ''),
        reason: req.reason ? String(req.reason) : undefined,
        reasonText: String(req.reasonText ?? ''),
      };
      const result = transition(stateOf(row), action, user.userNo, now(), input);
      if (!result.ok) {
        if (result.error === 'reasonRequired')
          throw new ApiFailure(200, GS001P_CODES.reasonRequired, 'Choose a reason; reason "other" needs a text.');
        throw notAllowed();
      }
      const n = result.next;
      run(
        db,
        'UPDATE gs001p_cases SET status = ?, step = ?, changed_at = ?, updated_at = ?, version = version + 1 WHERE id = ?',
        [n.status, n.step, n.changedAt, now(), row.id],
      );
      if (action === 'close') {
        run(
          db,
          'UPDATE gs001p_cases SET close_reason = ?, close_text = ?, close_auto = 0, closed_at = ?, unchanged_since = ? WHERE id = ?',
          [input.reason!, input.reason === 'other' ? input.reasonText.trim() : '', now(), row.changed_at, row.id],
        );
      }
      if (action === 'reopen')
        run(db, "UPDATE gs001p_cases SET close_reason = NULL, close_text = '', close_auto = 0 WHERE id = ?", [row.id]);
      addHistory(
        db,
        row.id,
        result.role,
        user.userNo,
        result.entry,
        action === 'close' && input.reason === 'other' ? input.reasonText.trim() : input.comment,
        now(),
        by,
      );
      remember(db, key, 'act', row.id);
      return toDetail(db, caseRow(db, row.id), user);
    });

    api.handle(gs001pApi.files, (req, { db, user }) => filesOf(db, visibleRow(db, String(req.id), user).id, user));

    api.handle(gs001pTransferApi.upload, async (req, { db, user, now }) => {
      const row = visibleRow(db, String(req.id), user);
      if (!allowedActions(stateOf(row), user.userNo).includes('save')) throw notAllowed();
      const file = Array.isArray(req.file) ? req.file[0] : req.file;
      if (!(file instanceof Blob)) throw new ApiFailure(400, 400, 'No file was sent.');
      if (file.size > MAX_UPLOAD_BYTES) throw new ApiFailure(413, 413, 'The file is larger than 20 MB.');
      const kind = req.kind === 'drawing' ? 'drawing' : 'other';
      const raw = ((file as File).name || 'file').replace(/[\\/\u0000-\u001f\u007f]/g, '_');
      const name = [...raw].slice(0, 255).join('');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const count = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM gs001p_files WHERE case_id = ?', [row.id])!.n;
      const id = `${row.id}-F${count + 1}-${now().toString(36).slice(-4)}`;
      run(db, 'INSERT INTO gs001p_files VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
        id,
        row.id,
        kind,
        name,
        bytes.length,
        file.type || 'application/octet-stream',
        bytes,
        user.userNo,
        now(),
      ]);
      return filesOf(db, row.id, user).find((f) => f.id === id)!;
    });

    api.handle(gs001pTransferApi.download, (req, { db, user }) => {
      const row = visibleRow(db, String(req.id), user);
      const file = one<{ name: string; mime: string; content: Uint8Array }>(
        db,
        'SELECT name, mime, content FROM gs001p_files WHERE id = ? AND case_id = ?',
        [String(req.fileId), row.id],
      );
      if (!file) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
      return new Response(new Blob([file.content as Uint8Array<ArrayBuffer>]), {
        headers: {
          'content-type': file.mime,
          'content-disposition': contentDisposition('attachment', file.name),
          'x-content-type-options': 'nosniff',
        },
      });
    });

    api.handle(gs001pApi.deleteFile, (req, { db, user }) => {
      const row = visibleRow(db, String(req.id), user);
      if (!allowedActions(stateOf(row), user.userNo).includes('save')) throw notAllowed();
      const file = one<{ uploaded_by: string }>(
        db,
        'SELECT uploaded_by FROM gs001p_files WHERE id = ? AND case_id = ?',
        [String(req.fileId), row.id],
      );
      if (!file) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
      run(db, 'DELETE FROM gs001p_files WHERE id = ?', [String(req.fileId)]);
      return null;
    });
  },
};
