import { all, run, type Database } from './core/db';

/**
 * Demo only (POST /demo/hostile): writes caller-supplied hostile strings into the server text of one record per
 * area, so a real-browser test can prove that whatever a backend returns renders as text, runs nothing and keeps
 * the layout. Every write goes through bound parameters; the caller reads the records back through the API to
 * check they come back exactly as written.
 *
 * Only free text is replaced: a string value counts as text when it holds whitespace or a non-ASCII character
 * (names, titles, comments, descriptions). Codes, ids, statuses and dates (ASCII without spaces) are kept, so the
 * record still opens where it did.
 */

export interface Planted {
  area: string;
  table: string;
  /** The record's key in its table. */
  id: string;
  /** Column, or column.path inside a JSON column. */
  field: string;
  value: string;
}

const TEXTY = /[\s\u0080-\uffff]/;
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;
const isText = (s: string) => TEXTY.test(s) && !DATE_LIKE.test(s);

class Feed {
  private at = 0;
  constructor(private readonly strings: readonly string[]) {}
  next(): string {
    const value = this.strings[this.at % this.strings.length];
    this.at += 1;
    return value;
  }
}

/** Replaces every text string inside a JSON value, recording each path. */
function replaceDeep(value: unknown, feed: Feed, path: string, out: Array<[string, string]>): unknown {
  if (typeof value === 'string') {
    if (!isText(value)) return value;
    const next = feed.next();
    out.push([path, next]);
    return next;
  }
  if (Array.isArray(value)) return value.map((v, i) => replaceDeep(v, feed, `${path}[${i}]`, out));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, replaceDeep(v, feed, path ? `${path}.${k}` : k, out)]),
    );
  }
  return value;
}

interface Target {
  area: string;
  table: string;
  key: string;
  /** Picks the record: a WHERE clause (no user input in it). */
  where: string;
  textColumns: string[];
  jsonColumns: string[];
}

/** One record per area that user 10001 (the manager) sees, with its text columns. */
const TARGETS: Target[] = [
  {
    area: 'app',
    table: 'notices',
    key: 'id',
    where: '1 = 1 ORDER BY published_at DESC',
    textColumns: ['title', 'body'],
    jsonColumns: [],
  },
  {
    area: 'sap',
    table: 'sap_forms',
    key: 'id',
    where: "assignee = '10001' AND type = 'purchaseOrder' ORDER BY id",
    textColumns: ['title'],
    jsonColumns: ['header', 'items', 'tables'],
  },
  {
    area: 'srm',
    table: 'srm_cases',
    key: 'id',
    where: "current_user = '10001' AND kind = 'eval' ORDER BY id",
    textColumns: ['title', 'supplier_name'],
    jsonColumns: ['data', 'flow'],
  },
  {
    area: 'qms',
    table: 'qms_cases',
    key: 'id',
    where: "current_user = '10001' AND type = 'idr' ORDER BY id",
    textColumns: ['title', 'supplier_name', 'part_no'],
    jsonColumns: ['data', 'flow'],
  },
  {
    area: 'gs001p',
    table: 'gs001p_cases',
    key: 'id',
    where: "status = 'signing' ORDER BY id",
    textColumns: ['close_text'],
    jsonColumns: ['fields'],
  },
  {
    area: 'salary',
    table: 'salary_slips',
    key: 'month',
    where: "user_no = '10001' ORDER BY month DESC",
    textColumns: [],
    jsonColumns: ['data'],
  },
];

function plantOne(db: Database, target: Target, feed: Feed): Planted[] {
  const row = all<Record<string, string>>(db, `SELECT * FROM ${target.table} WHERE ${target.where} LIMIT 1`)[0];
  if (!row) return [];
  const id = String(row[target.key]);
  const planted: Planted[] = [];
  const sets: string[] = [];
  const values: string[] = [];
  for (const column of target.textColumns) {
    const value = feed.next();
    sets.push(`${column} = ?`);
    values.push(value);
    planted.push({ area: target.area, table: target.table, id, field: column, value });
  }
  for (const column of target.jsonColumns) {
    const paths: Array<[string, string]> = [];
    const next = replaceDeep(JSON.parse(row[column] || 'null'), feed, '', paths);
    sets.push(`${column} = ?`);
    values.push(JSON.stringify(next));
    for (const [path, value] of paths)
      planted.push({ area: target.area, table: target.table, id, field: `${column}.${path}`, value });
  }
  const scope = target.table === 'salary_slips' ? " AND user_no = '10001'" : '';
  if (sets.length)
    run(db, `UPDATE ${target.table} SET ${sets.join(', ')} WHERE ${target.key} = ?${scope}`, [...values, id]);
  return planted;
}

/** Writes the strings (cycled) into one record per area, the sign comments of the SAP and GS001P records, and the names of the people who sign. */
export function plantHostile(db: Database, strings: readonly string[]): Planted[] {
  if (!strings.length) throw new TypeError('strings: a non-empty array of strings');
  const feed = new Feed(strings);
  const planted = TARGETS.flatMap((target) => plantOne(db, target, feed));
  const sap = planted.find((p) => p.table === 'sap_forms');
  if (sap) {
    for (const step of all<{ seq: number }>(db, 'SELECT seq FROM sap_steps WHERE form_id = ?', [sap.id])) {
      const value = feed.next();
      run(db, 'UPDATE sap_steps SET comment = ? WHERE form_id = ? AND seq = ?', [value, sap.id, step.seq]);
      planted.push({ area: 'sap', table: 'sap_steps', id: sap.id, field: `comment#${step.seq}`, value });
    }
    for (const file of all<{ id: string }>(db, 'SELECT id FROM sap_files WHERE form_id = ?', [sap.id])) {
      const value = feed.next() || 'empty';
      run(db, 'UPDATE sap_files SET name = ? WHERE id = ?', [value, file.id]);
      planted.push({ area: 'sap', table: 'sap_files', id: file.id, field: 'name', value });
    }
  }
  const gs = planted.find((p) => p.table === 'gs001p_cases');
  if (gs) {
    for (const step of all<{ seq: number }>(db, 'SELECT seq FROM gs001p_history WHERE case_id = ?', [gs.id])) {
      const value = feed.next();
      run(db, 'UPDATE gs001p_history SET comment = ? WHERE case_id = ? AND seq = ?', [value, gs.id, step.seq]);
      planted.push({ area: 'gs001p', table: 'gs001p_history', id: gs.id, field: `comment#${step.seq}`, value });
    }
  }
  // Everyone except the three demo accounts: signers' and applicants' names show on every area's pages.
  for (const user of all<{ user_no: string }>(
    db,
    "SELECT user_no FROM users WHERE user_no NOT IN ('10001', '10002', 'S0001') ORDER BY user_no",
  )) {
    const value = feed.next();
    run(db, 'UPDATE users SET user_name = ? WHERE user_no = ?', [value, user.user_no]);
    planted.push({ area: 'users', table: 'users', id: user.user_no, field: 'user_name', value });
  }
  return planted;
}
