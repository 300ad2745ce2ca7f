import { all, one, run, type Database } from '../db';
import { signerFor } from '../delegation';
import { ApiFailure } from '../envelope';
import { findUser, type User } from '../users';
import { checkSigning, recordDecisionEvidence, type Signing } from '../evidence/hook';
import { allowedActions, refusal, standingOf, type Standing } from './rules';
import type { Decision } from './decision';
import * as T from './steps';
import { FLOW_CODES, type FlowAction, type FlowArea, type FlowRecord, type FlowStore } from './types';

/**
 * The one way a decision is taken on any area's record: `decide` loads the record, settles whom the actor acts
 * as (delegation), checks who may do what, computes the next steps and commits them through `recordStep`.
 */

const stores = new Map<FlowArea, FlowStore>();

/** Each area registers where it keeps its records, once, when its module loads. */
export function registerFlowStore(store: FlowStore): void {
  stores.set(store.area, store);
}

export function storeOf(area: string): FlowStore {
  const store = stores.get(area as FlowArea);
  if (!store) throw new ApiFailure(404, FLOW_CODES.notFound, 'The content does not exist, please try again.');
  return store;
}

export interface DecisionInput {
  action: FlowAction;
  comment?: string;
  /** Transfer, add before/after, CC: the person. */
  userNo?: string;
  /** Send back: the index of the earlier step. */
  toStep?: number;
  /** The current step's index as the actor saw it: another one now means the record moved on (409). */
  seenStep?: number;
  /** QMS: the judgment recorded with an approval. */
  judgment?: string;
  /** Comment: people @mentioned. */
  mentions?: string[];
  /** Comment: ids of files uploaded for it (flow_files, not yet attached). */
  fileIds?: string[];
  /** What the request brings for the decision's evidence (core/evidence). */
  signing?: Signing;
}

export type { Decision } from './decision';

const fail = (status: number, code: number, message: string) => new ApiFailure(status, code, message);

function requireComment(text: string | undefined, max = 500): string {
  const t = (text ?? '').trim();
  if (!t) throw fail(400, FLOW_CODES.commentRequired, 'A comment is required.');
  if (t.length > max) throw fail(400, FLOW_CODES.commentRequired, `The comment is longer than ${max} characters.`);
  return t;
}

function employee(db: Database, userNo: string | undefined): User {
  const u = findUser(db, String(userNo ?? ''));
  if (!u || u.supplierCode) throw fail(400, FLOW_CODES.unknownPerson, 'The person cannot be found.');
  return u;
}

/** Someone already waiting (current or later) in the flow cannot be transferred to or added again. */
function notWaiting(record: FlowRecord, userNo: string): void {
  if (record.steps.some((s) => T.isSigning(s) && s.state !== 'done' && s.signerNo === userNo))
    throw fail(409, FLOW_CODES.inFlow, 'This person is already in the sign flow.');
}

/** The CC'd and @mentioned people may read a record besides those the area lets see it. */
export function seesThroughFlow(db: Database, area: FlowArea, id: string, userNo: string): boolean {
  return !!one(
    db,
    `SELECT 1 FROM flow_cc WHERE area = ? AND record_id = ? AND user_no = ?
     UNION SELECT 1 FROM flow_mentions WHERE area = ? AND record_id = ? AND user_no = ?`,
    [area, id, userNo, area, id, userNo],
  );
}

/**
 * The area's readers, the CC'd and mentioned, and everyone the flow has reached: who signed or signs now, who
 * transferred or added a step, and anyone named in it once it is closed or withdrawn.
 */
export function canSee(db: Database, store: FlowStore, id: string, user: User): boolean {
  if (store.canSee(db, id, user) || seesThroughFlow(db, store.area, id, user.userNo)) return true;
  const record = store.load(db, id);
  const no = user.userNo;
  return (
    !!record &&
    record.steps.some(
      (s) => s.from === no || (s.signerNo === no && (s.state !== 'waiting' || record.status !== 'open')),
    )
  );
}

/** Whom the actor acts as on this record, and how they stand: the base of every check and of the action sheet. */
export function standingFor(db: Database, store: FlowStore, record: FlowRecord, actor: User, now: number) {
  const current = record.steps[T.currentIndex(record.steps)];
  const { user, by } = signerFor(db, actor, record.status === 'open' ? (current?.signerNo ?? '') : '', now);
  const sees = canSee(db, store, record.id, actor) || (by !== '' && store.canSee(db, record.id, user));
  const cc = one<{ read_at: number | null }>(
    db,
    'SELECT read_at FROM flow_cc WHERE area = ? AND record_id = ? AND user_no = ?',
    [store.area, record.id, actor.userNo],
  );
  const standing: Standing = standingOf(record, user.userNo, sees, !!cc && cc.read_at === null);
  return { principal: user, by, standing, actions: allowedActions(record, store.policy, standing) };
}

export function loadRecord(db: Database, store: FlowStore, id: string): FlowRecord {
  const record = store.load(db, id);
  if (!record) throw fail(404, FLOW_CODES.notFound, 'The content does not exist, please try again.');
  return record;
}

/**
 * Takes one decision. Throws 404 (unseen), 409 (moved on), 403 (not the actor's to take), 400 (input). Returns
 * the committed Decision.
 */
export function decide(
  db: Database,
  area: string,
  id: string,
  actor: User,
  input: DecisionInput,
  now: number,
): Decision {
  const store = storeOf(area);
  const record = loadRecord(db, store, id);
  const { principal, by, standing, actions } = standingFor(db, store, record, actor, now);
  if (!standing.sees && !standing.signer)
    throw fail(404, FLOW_CODES.notFound, 'The content does not exist, please try again.');
  const action = input.action;
  if (!actions.includes(action) || (input.seenStep !== undefined && input.seenStep !== T.currentIndex(record.steps))) {
    const why = refusal(record, action, input.seenStep);
    if (why === 'movedOn') throw fail(409, FLOW_CODES.movedOn, 'This record has already moved on.');
    throw fail(403, FLOW_CODES.notAllowed, 'This action is not yours to take on this record.');
  }
  const decision: Decision = {
    area: store.area,
    record,
    action,
    actorNo: actor.userNo,
    onBehalfOf: by ? principal.userNo : '',
    at: now,
    comment: '',
    target: '',
  };
  const policy = store.policy;
  const plain = (input.comment ?? '').trim().slice(0, 500);
  switch (action) {
    case 'approve':
      decision.comment = plain;
      decision.next = T.approve(record, now, plain, by, input.judgment);
      break;
    case 'return':
      decision.comment = requireComment(input.comment);
      decision.next = T.giveBack(record, policy.returnMode, now, decision.comment, by);
      break;
    case 'conclude':
      decision.comment = requireComment(input.comment);
      decision.next = T.conclude(record, now, decision.comment, by);
      break;
    case 'transfer': {
      decision.comment = requireComment(input.comment);
      const to = employee(db, input.userNo);
      if (to.userNo === principal.userNo || to.userNo === actor.userNo)
        throw fail(409, FLOW_CODES.inFlow, 'This person is already in the sign flow.');
      notWaiting(record, to.userNo);
      decision.target = to.userNo;
      decision.next = T.transfer(record, to.userNo, now, decision.comment, by);
      break;
    }
    case 'addBefore':
    case 'addAfter': {
      const who = employee(db, input.userNo);
      if (who.userNo === principal.userNo) throw fail(409, FLOW_CODES.inFlow, 'You are already signing this record.');
      notWaiting(record, who.userNo);
      decision.comment = plain;
      decision.target = who.userNo;
      decision.next = T.addSigner(record, action === 'addBefore' ? 'before' : 'after', who.userNo, now, plain);
      break;
    }
    case 'sendBack': {
      decision.comment = requireComment(input.comment);
      const to = Number(input.toStep);
      if (!T.sendBackTargets(record).includes(to))
        throw fail(400, FLOW_CODES.badStep, 'Choose an earlier signed step.');
      decision.target = record.steps[to].signerNo;
      decision.next = T.sendBack(record, to, now, decision.comment, by);
      break;
    }
    case 'withdraw':
      decision.comment = plain;
      decision.next = T.withdraw(record, now, plain, by);
      break;
    case 'cc': {
      const who = employee(db, input.userNo);
      decision.target = who.userNo;
      decision.comment = plain;
      break;
    }
    case 'comment':
      decision.comment = requireComment(input.comment, 2000);
      break;
    case 'read':
      break;
  }
  checkSigning(db, decision, input.signing);
  recordStep(db, store, decision, input);
  return decision;
}

/**
 * THE place a decision is recorded: the area's steps (through its store), the CC list, comments and mentions,
 * and the messaging-app notices. Every action of every area passes here exactly once.
 */
export function recordStep(db: Database, store: FlowStore, d: Decision, input: DecisionInput): void {
  const key = [store.area, d.record.id] as const;
  if (d.next) store.save(db, { ...d.record, steps: d.next.steps, status: d.next.outcome.status }, d.next.outcome, d.at);
  recordDecisionEvidence(db, d, input.signing);
  if (d.action === 'transfer') notify(db, store, d, d.target, 'transfer');
  if (d.action === 'addBefore') notify(db, store, d, d.target, 'addBefore');
  if (d.action === 'sendBack') notify(db, store, d, d.target, 'sendBack');
  if (d.action === 'cc') {
    run(
      db,
      `INSERT INTO flow_cc (area, record_id, user_no, by_no, on_behalf_of, at, read_at) VALUES (?, ?, ?, ?, ?, ?, NULL)
       ON CONFLICT (area, record_id, user_no) DO NOTHING`,
      [...key, d.target, d.actorNo, d.onBehalfOf, d.at],
    );
    notify(db, store, d, d.target, 'cc');
  }
  if (d.action === 'read')
    run(db, 'UPDATE flow_cc SET read_at = ? WHERE area = ? AND record_id = ? AND user_no = ? AND read_at IS NULL', [
      d.at,
      ...key,
      d.actorNo,
    ]);
  if (d.action === 'comment') {
    const files = [...new Set(input.fileIds ?? [])];
    if (files.length > 9) throw fail(400, FLOW_CODES.tooManyFiles, 'At most 9 files per comment.');
    const mentioned = [...new Set(input.mentions ?? [])].slice(0, 20).map((no) => employee(db, no));
    const loose = files.filter(
      (f) => !one(db, 'SELECT 1 FROM flow_files WHERE id = ? AND owner_no = ? AND comment_id IS NULL', [f, d.actorNo]),
    );
    if (loose.length) throw fail(400, FLOW_CODES.tooManyFiles, 'A file of this comment was not uploaded.');
    run(
      db,
      'INSERT INTO flow_comments (area, record_id, author_no, on_behalf_of, text, at) VALUES (?, ?, ?, ?, ?, ?)',
      [...key, d.actorNo, d.onBehalfOf, d.comment, d.at],
    );
    const commentId = one<{ id: number }>(db, 'SELECT last_insert_rowid() AS id')!.id;
    for (const f of files) run(db, 'UPDATE flow_files SET comment_id = ? WHERE id = ?', [commentId, f]);
    for (const who of mentioned) {
      run(db, 'INSERT OR IGNORE INTO flow_mentions (area, record_id, user_no, comment_id) VALUES (?, ?, ?, ?)', [
        ...key,
        who.userNo,
        commentId,
      ]);
      notify(db, store, d, who.userNo, 'mention');
    }
  }
}

export type NoticeKind = 'transfer' | 'addBefore' | 'sendBack' | 'cc' | 'mention';

/** A messaging-app notice, "sent" to the demo outbox (GET /demo/outbox?kind=flow). */
function notify(db: Database, store: FlowStore, d: Decision, toNo: string, kind: NoticeKind): void {
  run(
    db,
    'INSERT INTO flow_notices (at, to_no, from_no, kind, area, record_id, route, title) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [d.at, toNo, d.actorNo, kind, store.area, d.record.id, store.route(db, d.record), store.title(db, d.record.id)],
  );
}

export function flowOutbox(db: Database) {
  const name = (no: string) => findUser(db, no)?.userName ?? no;
  return all<{
    id: number;
    at: number;
    to_no: string;
    from_no: string;
    kind: NoticeKind;
    area: string;
    record_id: string;
    route: string;
    title: string;
  }>(db, 'SELECT * FROM flow_notices ORDER BY id DESC LIMIT 50').map((n) => ({
    id: n.id,
    at: n.at,
    channel: 'wxwork',
    to: name(n.to_no),
    userNo: n.to_no,
    from: n.from_no,
    kind: n.kind,
    area: n.area,
    itemId: n.record_id,
    route: n.route,
    text: `${name(n.from_no)} (${n.from_no}) ${NOTICE_TEXT[n.kind]} ${n.area.toUpperCase()} ${n.record_id}: ${n.title}`,
  }));
}

const NOTICE_TEXT: Record<NoticeKind, string> = {
  transfer: 'transferred to you for signing',
  addBefore: 'asks you to sign first',
  sendBack: 'sent back to you',
  cc: 'copied you on',
  mention: 'mentioned you on',
};

export function flowSchema(db: Database): void {
  db.run(`CREATE TABLE flow_cc (
    area TEXT NOT NULL, record_id TEXT NOT NULL, user_no TEXT NOT NULL, by_no TEXT NOT NULL, on_behalf_of TEXT NOT NULL,
    at INTEGER NOT NULL, read_at INTEGER, PRIMARY KEY (area, record_id, user_no))`);
  db.run(`CREATE TABLE flow_comments (
    id INTEGER PRIMARY KEY AUTOINCREMENT, area TEXT NOT NULL, record_id TEXT NOT NULL, author_no TEXT NOT NULL,
    on_behalf_of TEXT NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL)`);
  db.run(`CREATE TABLE flow_mentions (
    area TEXT NOT NULL, record_id TEXT NOT NULL, user_no TEXT NOT NULL, comment_id INTEGER NOT NULL,
    PRIMARY KEY (area, record_id, user_no, comment_id))`);
  db.run(`CREATE TABLE flow_files (
    id TEXT PRIMARY KEY, owner_no TEXT NOT NULL, area TEXT NOT NULL, record_id TEXT NOT NULL, comment_id INTEGER,
    name TEXT NOT NULL, mime TEXT NOT NULL, size INTEGER NOT NULL, content BLOB NOT NULL, at INTEGER NOT NULL)`);
  db.run(`CREATE TABLE flow_notices (
    id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, to_no TEXT NOT NULL, from_no TEXT NOT NULL,
    kind TEXT NOT NULL, area TEXT NOT NULL, record_id TEXT NOT NULL, route TEXT NOT NULL, title TEXT NOT NULL)`);
  db.run(
    `CREATE TABLE flow_idem (key TEXT NOT NULL, user_no TEXT NOT NULL, response TEXT NOT NULL, PRIMARY KEY (key, user_no))`,
  );
}
