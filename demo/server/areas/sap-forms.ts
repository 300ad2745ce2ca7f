import type {
  SapFile,
  SapFormDetail,
  SapFormSummary,
  SapFormType,
  SapListKey,
  SignStatus,
  SignStep,
} from '../../../src/api/sap';
import { all, one, type Database, type SqlValue } from '../core/db';
import { dateTime } from '../core/dates';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { containing, like, queryPage } from '../core/paging';
import { findUser, type User } from '../core/users';
import { canSee as canSeeFlow } from '../core/flow/engine';
import { routeOf, sapFlowStore } from './sap-flow';
import { sapSigning } from './sap-evidence';

import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { PEOPLE } from './sap-seed';

/** The SAP forms as the API shows them: lists, summaries, detail and who may see what; what waits for whom. */

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

export const APPLY_REQUIRED: Record<string, string[]> = {
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

export interface FormRow {
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

export interface StepRow {
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

export const nameOf = (db: Database, no: string) => (no ? (findUser(db, no)?.userName ?? no) : '');
export const deptOf = (no: string) => PEOPLE.find((p) => p.userNo === no)?.department ?? '';

export function toSummary(db: Database, row: FormRow, user: User): SapFormSummary {
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

export function toFile(db: Database, row: Record<string, SqlValue>, user: User): SapFile {
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

export function formRow(db: Database, id: string): FormRow {
  const row = one<FormRow>(db, 'SELECT * FROM sap_forms WHERE id = ?', [id]);
  if (!row) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  return row;
}

/** A user sees a form they applied for, signed or must sign, was notified of, copied on or mentioned in. */
export const canSee = (db: Database, id: string, user: User) => canSeeFlow(db, sapFlowStore, id, user);

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
