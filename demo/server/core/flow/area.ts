import { flowApi, flowTransferApi } from '../../../../src/api/flow';
import { contentDisposition } from '../../areas/real-world-files';
import { all, one, run, type Database } from '../db';
import { dateTime } from '../dates';
import { ApiFailure, CODES, MESSAGES } from '../envelope';
import { deviceOf } from '../evidence/device';
import { containing, like } from '../paging';
import type { AreaModule } from '../types';
import { findUser, type User } from '../users';
import { canSee, decide, flowSchema, loadRecord, standingFor, storeOf } from './engine';
import { flowView } from './view';

/**
 * The flow endpoints every area shares (GET /flow/:area/:id, POST .../actions, comment files, people, the CC
 * received list). Each area's own approve, return and conclude endpoints call the same engine.
 */

export const MAX_FLOW_FILE_BYTES = 20 * 1024 * 1024;
const notFound = () => new ApiFailure(404, CODES.notFound, MESSAGES.notFound);

/** Idempotency: the same key from the same user gets the first answer back and changes nothing. */
export function onceFlow<T>(db: Database, user: User, key: string | undefined, scope: string, work: () => T): T {
  if (!key) return work();
  const k = `${scope}:${key.slice(0, 100)}`;
  const seen = one<{ response: string }>(db, 'SELECT response FROM flow_idem WHERE key = ? AND user_no = ?', [
    k,
    user.userNo,
  ]);
  if (seen) return JSON.parse(seen.response) as T;
  const result = work();
  run(db, 'INSERT INTO flow_idem VALUES (?, ?, ?)', [k, user.userNo, JSON.stringify(result)]);
  return result;
}

/** The view of a record; a CC'd person's first look records "read" (through the engine, like every decision). */
function viewFor(db: Database, area: string, id: string, user: User, now: number) {
  const store = storeOf(area);
  let record = loadRecord(db, store, id);
  const { standing } = standingFor(db, store, record, user, now);
  if (!standing.sees && !standing.signer) throw notFound();
  if (standing.ccUnread) {
    decide(db, area, id, user, { action: 'read' }, now);
    record = loadRecord(db, store, id);
  }
  return flowView(db, store, record, user, now);
}

export const flowArea: AreaModule = {
  name: 'flow',
  schema: flowSchema,
  seed() {},
  routes(api) {
    // Before the view: GET /flow/files/:fileId would otherwise match /flow/:area/:id first.
    api.handle(flowTransferApi.download, (req, { db, user, now }) => {
      const row = one<{
        area: string;
        record_id: string;
        name: string;
        mime: string;
        content: Uint8Array;
        owner_no: string;
        comment_id: number | null;
      }>(db, 'SELECT * FROM flow_files WHERE id = ?', [String(req.fileId)]);
      if (!row) throw notFound();
      const store = storeOf(row.area);
      const record = store.load(db, row.record_id);
      const mayRead =
        row.comment_id === null
          ? row.owner_no === user.userNo
          : !!record && standingFor(db, store, record, user, now()).standing.sees;
      if (!mayRead) throw notFound();
      return new Response(new Blob([row.content as Uint8Array<ArrayBuffer>]), {
        headers: {
          'content-type': row.mime,
          'content-disposition': contentDisposition('inline', row.name),
          'x-content-type-options': 'nosniff',
        },
      });
    });
    api.handle(flowApi.view, (req, { db, user, now }) => viewFor(db, String(req.area), String(req.id), user, now()));
    api.handle(flowApi.act, (req, { db, user, now, c }) =>
      onceFlow(db, user, c.req.header('idempotency-key'), `act:${req.area}:${req.id}`, () => {
        const { area, id, ...input } = req;
        decide(
          db,
          String(area),
          String(id),
          user,
          {
            ...input,
            toStep: input.toStep === undefined ? undefined : Number(input.toStep),
            seenStep: input.seenStep === undefined ? undefined : Number(input.seenStep),
            signing: { device: deviceOf(c) },
          },
          now(),
        );
        return flowView(db, storeOf(String(area)), loadRecord(db, storeOf(String(area)), String(id)), user, now());
      }),
    );
    api.handle(flowApi.people, (req, { db, user }) => {
      const k = containing(String(req.keyword ?? '').trim());
      return all<{ user_no: string; user_name: string }>(
        db,
        `SELECT user_no, user_name FROM users WHERE supplier_code = '' AND user_no != ? AND (${like('user_no')} OR ${like('user_name')}) ORDER BY user_no LIMIT 30`,
        [user.userNo, k, k],
      ).map((u) => ({ userNo: u.user_no, userName: u.user_name }));
    });
    api.handle(flowApi.received, (_req, { db, user }) =>
      all<{ area: string; record_id: string; by_no: string; at: number; read_at: number | null }>(
        db,
        'SELECT * FROM flow_cc WHERE user_no = ? ORDER BY at DESC, record_id',
        [user.userNo],
      ).map((r) => {
        const store = storeOf(r.area);
        const record = store.load(db, r.record_id);
        return {
          area: store.area,
          id: r.record_id,
          title: store.title(db, r.record_id),
          route: record ? store.route(db, record) : '',
          byName: findUser(db, r.by_no)?.userName ?? r.by_no,
          at: dateTime(r.at),
          readAt: r.read_at ? dateTime(r.read_at) : '',
        };
      }),
    );
    api.handle(flowTransferApi.upload, async (req, { db, user, now }) => {
      const store = storeOf(String(req.area));
      const id = String(req.id);
      loadRecord(db, store, id);
      if (!canSee(db, store, id, user) && !standingFor(db, store, loadRecord(db, store, id), user, now()).standing.sees)
        throw notFound();
      const file = Array.isArray(req.file) ? req.file[0] : req.file;
      if (!(file instanceof Blob)) throw new ApiFailure(400, 400, 'No file was sent.');
      if (file.size > MAX_FLOW_FILE_BYTES) throw new ApiFailure(413, 413, 'The file is larger than 20 MB.');
      const raw = ((file as File).name || 'file').replace(/[\\/\u0000-\u001f\u007f]/g, '_');
      const name = [...raw].slice(0, 255).join('');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const n = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM flow_files')!.n + 1;
      const fileId = `CF${String(n).padStart(5, '0')}`;
      const mime = file.type || 'application/octet-stream';
      run(db, 'INSERT INTO flow_files VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)', [
        fileId,
        user.userNo,
        store.area,
        id,
        name,
        mime,
        bytes.length,
        bytes,
        now(),
      ]);
      return { id: fileId, name, mime, size: bytes.length };
    });
  },
};
