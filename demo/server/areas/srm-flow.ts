import type { ReviewState, SignRole, SignState, SignStep } from '../../../src/api/srm';
import { one, run, type Database } from '../core/db';
import { dateTime } from '../core/dates';
import { addUser, DEMO_PASSWORD, findUser } from '../core/users';

/**
 * The sign flow shared by the SRM and QMS demo areas: a case keeps its steps (done, current, waiting) as JSON,
 * the current signer in a column (so to-do lists are one SQL filter), and the SPEC 4 review and sign states.
 */

/** Stored step: like SignStep but with the time as epoch ms. */
export interface StoredStep {
  role: SignRole;
  userNo: string;
  state: SignStep['state'];
  result?: SignStep['result'];
  comment?: string;
  judgment?: string;
  at?: number;
  /** The substitute who signed on behalf of userNo (delegation). */
  by?: string;
  /** The engine's facts beside the SPEC result: transfer, send back, withdraw; whom the step came from; how it came in. */
  meaning?: 'transfer' | 'sendBack' | 'withdraw';
  from?: string;
  origin?: 'transfer' | 'addBefore' | 'addAfter' | 'sendBack';
  /** When the step began waiting (epoch ms). */
  since?: number;
}

/** SPEC 4 wording, as GET /demo/seed reports the states. */
export const STATE_WORDING: Record<ReviewState, string> = {
  underReview: 'under review',
  closedCase: 'closed case',
  speciallyConcluded: 'specially concluded',
  selfClosing: 'self-closing case',
  pendingSubmission: 'pending signature submission',
};

export const SIGN_STATE_OF: Record<ReviewState, SignState> = {
  underReview: 0,
  pendingSubmission: 0,
  closedCase: 1,
  selfClosing: 1,
  speciallyConcluded: 2,
};

/** The people of the sign flows besides the demo accounts. They can sign in too (password demo). */
export const FLOW_PEOPLE: Array<{ userNo: string; userName: string; role: string }> = [
  { userNo: '41001', userName: '王建國', role: 'reviewer' },
  { userNo: '41002', userName: '張淑芬', role: 'joint-review' },
  { userNo: '41003', userName: '李俊傑', role: 'approver' },
  { userNo: '41004', userName: '黃志偉', role: 'notification' },
  { userNo: '41005', userName: '吳雅婷', role: 'auditor' },
  { userNo: '41006', userName: '劉家豪', role: 'business' },
  { userNo: '42001', userName: '周文彬', role: 'qc-leader' },
  { userNo: '42002', userName: '許志強', role: 'qc-responsible' },
  { userNo: '42003', userName: '鄭美華', role: 'production-confirmer' },
  { userNo: '42004', userName: '謝宗翰', role: 'procurement-confirmer' },
  { userNo: '42005', userName: '郭淑惠', role: 'qa-supervisor' },
  { userNo: '42006', userName: '陳冠宇', role: 'responsible-engineer' },
];

/** Who holds each role when the demo manager (10001) does not. */
export const ROLE_HOLDER: Record<SignRole, string> = {
  applicant: '10002',
  reviewer: '41001',
  jointReview: '41002',
  approver: '41003',
  notification: '41004',
  auditor: '41005',
  business: '41006',
  supervisorApproval: '41003',
  misManager: '41003',
  qcLeader: '42001',
  qcResponsible: '42002',
  productionConfirmer: '42003',
  procurementConfirmer: '42004',
  qaSupervisor: '42005',
  responsibleEngineer: '42006',
};

export function seedFlowPeople(db: Database): void {
  for (const p of FLOW_PEOPLE) {
    if (findUser(db, p.userNo)) continue;
    addUser(db, {
      userID: `U${p.userNo}`,
      userNo: p.userNo,
      userName: p.userName,
      phone: `1370000${p.userNo.slice(-4)}`,
      avatarUrl: '',
      supplierCode: '',
      roles: [p.role],
      password: DEMO_PASSWORD,
      systems: ['main', 'srm'],
    });
  }
}

export interface FlowSeed {
  roles: SignRole[];
  state: ReviewState;
  /** Index of the step the case stands at (underReview), or where it was returned / concluded. */
  at: number;
  /** The current step belongs to the demo manager 10001. */
  mine: boolean;
  start: number;
  comments: string[];
}

/** Builds a plausible history for a seeded case in the given state. */
export function seedFlow(seed: FlowSeed): { steps: StoredStep[]; current: string } {
  const { roles, state, at, start } = seed;
  const hour = 3_600_000;
  const steps: StoredStep[] = roles.map((role, i) => ({
    role,
    userNo: i === 0 ? '10002' : ROLE_HOLDER[role],
    state: 'waiting',
  }));
  const done = (i: number, result: StoredStep['result'] = 'pass') => {
    // The applicant submits without a comment; signers write theirs.
    steps[i] = {
      ...steps[i],
      state: 'done',
      result,
      at: start + (i + 1) * 5 * hour,
      comment: i === 0 ? undefined : seed.comments[i % seed.comments.length],
    };
  };
  if (state === 'underReview') {
    for (let i = 0; i < at; i++) done(i);
    steps[at] = { ...steps[at], state: 'current', userNo: seed.mine ? '10001' : steps[at].userNo };
    return { steps, current: steps[at].userNo };
  }
  if (state === 'closedCase') {
    roles.forEach((_, i) => {
      done(i);
    });
    if (seed.mine) steps[Math.min(at, steps.length - 1)].userNo = '10001';
    return { steps, current: '' };
  }
  if (state === 'speciallyConcluded') {
    for (let i = 0; i < at; i++) done(i);
    done(at, 'special');
    return { steps, current: '' };
  }
  if (state === 'selfClosing') {
    done(0);
    return { steps, current: '' };
  }
  // pendingSubmission: a signer returned it; it waits for the applicant to submit again.
  for (let i = 0; i < at; i++) done(i);
  done(at, 'return');
  steps[at].comment = seed.comments[seed.comments.length - 1];
  steps.push({ role: 'applicant', userNo: '10002', state: 'current' });
  for (let i = 1; i < roles.length; i++)
    steps.push({ role: roles[i], userNo: ROLE_HOLDER[roles[i]], state: 'waiting' });
  return { steps, current: '10002' };
}

export function toSignSteps(db: Database, steps: StoredStep[]): SignStep[] {
  return steps.map((s) => ({
    role: s.role,
    userNo: s.userNo,
    userName: findUser(db, s.userNo)?.userName ?? s.userNo,
    state: s.state,
    result: s.result,
    comment: s.comment,
    at: s.at === undefined ? undefined : dateTime(s.at),
    ...(s.judgment ? { judgment: s.judgment } : {}),
    ...(s.by ? { byNo: s.by, byName: findUser(db, s.by)?.userName ?? s.by } : {}),
  }));
}

/** Idempotent writes: a retried request with the same Idempotency-Key gets the first answer, done once. */
export function idempotencySchema(db: Database, table: string): void {
  db.run(`CREATE TABLE ${table} (key TEXT PRIMARY KEY, user_no TEXT NOT NULL, response TEXT NOT NULL)`);
}

export function once<T>(db: Database, table: string, key: string | undefined, userNo: string, work: () => T): T {
  if (key) {
    const seen = one<{ response: string }>(db, `SELECT response FROM ${table} WHERE key = ? AND user_no = ?`, [
      key,
      userNo,
    ]);
    if (seen) return JSON.parse(seen.response) as T;
  }
  const result = work();
  if (key) run(db, `INSERT OR REPLACE INTO ${table} VALUES (?, ?, ?)`, [key, userNo, JSON.stringify(result)]);
  return result;
}
