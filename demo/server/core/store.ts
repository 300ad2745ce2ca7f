import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { openDatabase, schemaOf, type Database, type Params } from './db';

/**
 * Where the server's data lives. In memory (tests, e2e) or in a file: `<file>` is a SQLite snapshot and
 * `<file>.journal` the writes made since, one line per answered request, appended and fsynced before the
 * answer leaves (commit). At start the snapshot is loaded and the journal replayed; a line cut short by a
 * crash fails its checksum and is dropped with everything after it, so no half-written request survives.
 * Snapshots are written to a temporary file, fsynced and renamed over the old one; PRAGMA user_version
 * numbers them, and a journal replays only onto the snapshot of its own number.
 */
export interface Store {
  db(): Database;
  /** Makes every write since the last commit durable. Call before answering. */
  commit(): void;
  /** Puts a freshly built database in place of the current one (reset), durable at once. */
  replace(fresh: Database): void;
  close(): void;
  /** The snapshot's path, or undefined in memory. */
  readonly file?: string;
}

/** A journal larger than this is folded into a new snapshot at the next commit. */
const JOURNAL_LIMIT = 32 * 1024 * 1024;
const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER)\b/i;

type Entry = [sql: string, params: unknown];

export async function openStore(options: {
  file?: string;
  /** Creates the tables in an empty database. */
  schema(db: Database): void;
  /** Fills a new database, when there is none to load or when `fresh` is set. */
  seed(db: Database): void;
  fresh?: boolean;
}): Promise<Store> {
  const { file } = options;
  const build = async () => {
    const db = await openDatabase();
    options.schema(db);
    options.seed(db);
    return db;
  };
  if (!file) return memoryStore(await build());
  mkdirSync(dirname(file), { recursive: true });
  const empty = await openDatabase();
  options.schema(empty);
  const expected = schemaOf(empty);
  empty.close();
  let db: Database | undefined;
  if (!options.fresh && existsSync(file)) {
    db = await load(file);
    if (schemaOf(db) !== expected) {
      // The tables changed since the file was written: keep it aside and start over rather than fail later.
      console.warn(`[store] ${file} has an older table layout: kept as ${file}.old, starting fresh.`);
      db.close();
      renameSync(file, `${file}.old`);
      db = undefined;
    }
  }
  return fileStore(file, db ?? (await build()), !db);
}

function memoryStore(initial: Database): Store {
  let db = initial;
  return {
    db: () => db,
    commit() {},
    replace(fresh) {
      const old = db;
      db = fresh;
      old.close();
    },
    close: () => db.close(),
  };
}

function fileStore(file: string, initial: Database, isNew: boolean): Store {
  const journalPath = `${file}.journal`;
  let db = initial;
  let pending: Entry[] = [];
  let journal = -1;
  let journalBytes = 0;

  const record = (target: Database) => {
    const run = target.run.bind(target);
    target.run = (sql: string, params?: Params) => {
      const result = run(sql, params);
      if (WRITE.test(sql)) pending.push([sql, encode(params ?? [])]);
      return result;
    };
  };

  function checkpoint(): void {
    const generation = (Number(db.exec('PRAGMA user_version')[0]?.values[0]?.[0]) || 0) + 1;
    db.exec(`PRAGMA user_version = ${generation}`);
    writeAtomically(file, db.export());
    if (journal >= 0) closeSync(journal);
    writeAtomically(journalPath, Buffer.from(`${JSON.stringify({ generation })}\n`));
    journal = openSync(journalPath, 'a');
    journalBytes = 0;
    pending = [];
  }

  if (isNew) checkpoint();
  else {
    journal = openSync(journalPath, 'a');
    journalBytes = readFileSync(journalPath).length;
  }
  record(db);

  return {
    file,
    db: () => db,
    commit() {
      if (!pending.length) return;
      const body = JSON.stringify(pending);
      const line = Buffer.from(`${sha(body)} ${body}\n`);
      writeAll(journal, line);
      fsyncSync(journal);
      journalBytes += line.length;
      pending = [];
      if (journalBytes > JOURNAL_LIMIT) checkpoint();
    },
    replace(fresh) {
      const old = db;
      db = fresh;
      record(db);
      checkpoint();
      old.close();
    },
    close() {
      if (journal >= 0) closeSync(journal);
      journal = -1;
      db.close();
    },
  };
}

/** Loads the snapshot and replays the journal of its generation; drops a torn tail. */
async function load(file: string): Promise<Database> {
  const db = await openDatabase(readFileSync(file));
  const generation = Number(db.exec('PRAGMA user_version')[0]?.values[0]?.[0]) || 0;
  const journalPath = `${file}.journal`;
  if (!existsSync(journalPath)) return db;
  const lines = readFileSync(journalPath, 'utf8').split('\n');
  let header: { generation?: number } = {};
  try {
    header = JSON.parse(lines[0] ?? '');
  } catch {}
  if (header.generation !== generation) {
    // A journal of an older snapshot: everything in it is in the snapshot already.
    rmSync(journalPath);
    return db;
  }
  let kept = 1;
  for (const line of lines.slice(1)) {
    const space = line.indexOf(' ');
    const body = line.slice(space + 1);
    if (space < 0 || sha(body) !== line.slice(0, space)) break;
    for (const [sql, params] of JSON.parse(body) as Entry[]) db.run(sql, decode(params) as Params);
    kept++;
  }
  if (kept < lines.length - 1 || lines[lines.length - 1] !== '') {
    console.warn(`[store] ${journalPath}: dropped an unfinished write at its end.`);
    writeAtomically(journalPath, Buffer.from(`${lines.slice(0, kept).join('\n')}\n`));
  }
  return db;
}

/** Temporary file, fsync, rename, fsync of the folder: the file is either the old or the new one, whole. */
export function writeAtomically(path: string, data: Uint8Array): void {
  const temp = `${path}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeAll(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  // The rename itself is durable only once the folder is synced.
  const dir = openSync(dirname(path), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

function writeAll(fd: number, data: Uint8Array): void {
  for (let done = 0; done < data.length; ) done += writeSync(fd, data, done);
}

function sha(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** JSON has no bytes: blobs travel as { $b: base64 }. */
function encode(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $b: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const b = (value as { $b?: unknown }).$b;
    if (typeof b === 'string') return new Uint8Array(Buffer.from(b, 'base64'));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
  }
  return value;
}
