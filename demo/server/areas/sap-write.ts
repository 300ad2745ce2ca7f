import type { ActionResult, SapFormSummary, SapFormType, SignStatus, SignStep } from '../../../src/api/sap';
import { one, run, type Database } from '../core/db';
import { DAY_MS, date } from '../core/dates';
import { ApiFailure } from '../core/envelope';
import type { User } from '../core/users';
import { decide } from '../core/flow/engine';
import { sapDecide } from './sap-flow';
import type { Signing } from '../core/evidence/hook';
import type { FormSeed, StepSeed } from './sap-seed';
import { APPLY_REQUIRED, flowOf, formRow, toSummary } from './sap-forms';

/** The SAP forms' writes: decisions, added signers, new applications and seeded forms, each done once per key. */

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
export function seedForm(
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

/** Idempotency: the same key from the same user gets the first answer back and changes nothing. */
export function once<T>(db: Database, user: User, key: string | undefined, scope: string, work: () => T): T {
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
