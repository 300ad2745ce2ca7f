import { createHash } from 'node:crypto';
import initSqlJs from 'sql.js';
import type { BindParams, Database as SqlDatabase, SqlValue } from 'sql.js';

/** The demo store: sql.js (SQLite compiled to WASM), in memory. No native build, same SQL as a real backend. */
export type Database = SqlDatabase;
export type Params = BindParams;
export type { SqlValue };

let engine: Promise<initSqlJs.SqlJsStatic> | undefined;

export async function openDatabase(): Promise<Database> {
  engine ??= initSqlJs();
  const SQL = await engine;
  const db = new SQL.Database();
  db.run('PRAGMA foreign_keys = ON');
  return db;
}

/** All rows of a query as plain objects. Column aliases become keys, so write `AS "camelCase"` where wanted. */
export function all<T = Record<string, SqlValue>>(db: Database, sql: string, params: Params = []): T[] {
  const stmt = db.prepare(sql);
  try {
    stmt.bind(params);
    const rows: T[] = [];
    while (stmt.step()) rows.push(stmt.getAsObject() as T);
    return rows;
  } finally {
    stmt.free();
  }
}

export function one<T = Record<string, SqlValue>>(db: Database, sql: string, params: Params = []): T | undefined {
  return all<T>(db, sql, params)[0];
}

/** Runs a write and returns how many rows it changed. */
export function run(db: Database, sql: string, params: Params = []): number {
  db.run(sql, params);
  return db.getRowsModified();
}

/** SHA-256 over every row of every table, in a stable order: equal digests mean an unchanged store. */
export function storeDigest(db: Database): string {
  const hash = createHash('sha256');
  for (const { name } of all<{ name: string }>(
    db,
    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  )) {
    hash.update(`\u0000${name}\u0000`);
    const stmt = db.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}" ORDER BY rowid`);
    try {
      while (stmt.step()) {
        for (const value of stmt.get())
          hash.update(value instanceof Uint8Array ? value : `${typeof value}:${String(value)}|`);
      }
    } finally {
      stmt.free();
    }
  }
  return hash.digest('hex');
}
