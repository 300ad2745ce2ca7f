import type { AreaModule, SeedRecord } from '../core/types';
import { all, run, type Database } from '../core/db';
import { DAY_MS } from '../core/dates';
import { addUser, findUser } from '../core/users';
import { buildPdf } from './sample-files';
import { gs001pFileRoutes } from './gs001p-files';
import { gs001pCaseRoutes } from './gs001p-routes';
import { expireRecord } from '../core/flow/lifecycle';
import { routeOfCase, seedFlowOf } from './gs001p-flow';
import { autoCloseDue, CLOSE_WORDING } from './gs001p-rules';
import { namedCases, ordinaryCases, type SeedCase } from './gs001p-seed';
import {
  addHistory,
  assigneeOf,
  type CaseRow,
  EXTRA_PEOPLE,
  insertCase,
  nextId,
  supervisorOf,
  waitingRows,
} from './gs001p-store';

/** GS001P new-product evaluations: cases, their sign history, drawings and attachments, and the 3-month rule. */

const ORDINARY_CASES = 36;

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
  const events: Array<{ action: string; comment: string; at: number }> = [];
  c.story.forEach(([role, action, comment], i) => {
    // The last event is the status change itself; earlier ones a day apart before it.
    const at = changedAt - (c.story.length - 1 - i) * DAY_MS - (c.close ? DAY_MS : 0);
    addHistory(db, id, role, who[role], action, comment, at);
    events.push({ action, comment, at });
  });
  if (c.close) {
    run(
      db,
      'UPDATE gs001p_cases SET close_reason = ?, close_text = ?, closed_at = ?, unchanged_since = ? WHERE id = ?',
      [c.close.reason, c.close.text ?? '', changedAt, changedAt - DAY_MS, id],
    );
    addHistory(db, id, 'business', c.creator, 'close', c.close.text ?? '', changedAt);
    events.push({ action: 'close', comment: c.close.text || CLOSE_WORDING[c.close.reason], at: changedAt });
  }
  const flow = seedFlowOf(
    { id, creator: c.creator, engineer: c.engineer, supervisor: supervisorOf(c.engineer) },
    events,
  );
  run(db, 'UPDATE gs001p_cases SET flow = ?, current_user = ? WHERE id = ?', [
    JSON.stringify(flow.steps),
    flow.current,
    id,
  ]);
  run(db, 'INSERT INTO gs001p_seed_titles VALUES (?, ?)', [id, c.title]);
}

/** The 3-month rule, applied by tick: every case awaiting the customer for 3 months is closed as not developed. */
export function applyAutoClose(db: Database, now: number): string[] {
  const closed: string[] = [];
  for (const row of all<CaseRow>(db, "SELECT * FROM gs001p_cases WHERE status = 'confirming'")) {
    if (!autoCloseDue({ status: row.status, changedAt: row.changed_at }, now)) continue;
    // The flow closes at business's final confirmation, then the case records why.
    expireRecord(db, 'gs001p', row.id, now, CLOSE_WORDING.noReply);
    run(
      db,
      "UPDATE gs001p_cases SET close_reason = 'noReply', close_text = '', close_auto = 1, closed_at = ?, unchanged_since = ? WHERE id = ?",
      [now, row.changed_at, row.id],
    );
    addHistory(db, row.id, 'system', '', 'autoClose', '', now);
    closed.push(row.id);
  }
  return closed;
}

export const gs001pArea: AreaModule = {
  name: 'gs001p',

  schema(db) {
    db.run(`CREATE TABLE gs001p_cases (
      id TEXT PRIMARY KEY, creator TEXT NOT NULL, engineer TEXT NOT NULL, supervisor TEXT NOT NULL, status TEXT NOT NULL,
      step TEXT, fields TEXT NOT NULL, changed_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, created_at INTEGER NOT NULL,
      search TEXT NOT NULL, version INTEGER NOT NULL, close_reason TEXT, close_text TEXT NOT NULL, close_auto INTEGER NOT NULL,
      closed_at INTEGER NOT NULL, unchanged_since INTEGER NOT NULL, flow TEXT NOT NULL, current_user TEXT NOT NULL
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
      const assignee = assigneeOf(row) || row.creator;
      const route = routeOfCase(row);
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
    gs001pCaseRoutes(api);
    gs001pFileRoutes(api);
  },
};
