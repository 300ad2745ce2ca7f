import { createHash } from 'node:crypto';
import initSqlJs from 'sql.js';
import type { BindParams, Database as SqlDatabase, SqlValue } from 'sql.js';

/**
 * The store's engine: sql.js (SQLite compiled to WASM). No native build, nothing downloaded at install, same
 * SQL as a real backend. It works in memory; core/store.ts makes it durable with a file and a journal.
 */
export type Database = SqlDatabase;
export type Params = BindParams;
export type { SqlValue };

let engine: Promise<initSqlJs.SqlJsStatic> | undefined;

/** An empty database, or the one whose SQLite file bytes are given. */
export async function openDatabase(data?: Uint8Array): Promise<Database> {
  engine ??= initSqlJs();
  const SQL = await engine;
  const db = new SQL.Database(data);
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

/** Every text value of every table, one per line: what a copy of the store would show (tests look for secrets in it). */
export function storeText(db: Database): string {
  const lines: string[] = [];
  for (const { name } of all<{ name: string }>(db, "SELECT name FROM sqlite_master WHERE type = 'table'")) {
    for (const row of all(db, `SELECT * FROM "${name.replace(/"/g, '""')}"`)) {
      for (const value of Object.values(row)) if (typeof value === 'string') lines.push(value);
    }
  }
  return lines.join('\n');
}

/** The table layout (every CREATE statement), to tell whether a stored file fits this version of the server. */
export function schemaOf(db: Database): string {
  return all<{ sql: string }>(db, 'SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name')
    .map((row) => row.sql)
    .join(';\n');
}
