import { sapApi, sapTransferApi, type BatchResult, type SapFormType, type SapListKey } from '../../../src/api/sap';
import { all, one, run, type Database } from '../core/db';
import { attachment } from './real-world-files';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { containing, like } from '../core/paging';
import type { User } from '../core/users';
import { principalOf } from '../core/delegation';
import { deviceOf, signingOf } from '../core/evidence/device';
import { SIGN_CODES } from '../core/evidence/policy';
import { batchPin, sapSigning } from './sap-evidence';

import type { ApiRouter } from '../core/types';
import {
  canSee,
  deptOf,
  flowOf,
  formDetail,
  formRow,
  LIST_TYPES,
  listForms,
  MAX_UPLOAD_BYTES,
  toFile,
} from './sap-forms';
import { act, addSigner, apply, once } from './sap-write';

/** The SAP forms' API: lists, detail, decisions, applications, transfers and files. */
export function sapRoutes(api: ApiRouter): void {
  api.handle(sapApi.summary, (_req, { db, user }) => {
    const out = {} as Record<SapListKey, number>;
    for (const [list, types] of Object.entries(LIST_TYPES) as Array<[SapListKey, SapFormType[]]>) {
      if (list === 'receiving') {
        out[list] = one<{ n: number }>(
          db,
          "SELECT COUNT(*) AS n FROM sap_steps WHERE signer_no = ? AND role = 'notify'",
          [user.userNo],
        )!.n;
        continue;
      }
      const filter = types.length ? `AND type IN (${types.map(() => '?').join(',')})` : '';
      out[list] = one<{ n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM sap_forms WHERE assignee = ? AND status = 'underApproval' ${filter}`,
        [user.userNo, ...types],
      )!.n;
    }
    return out;
  });

  api.handle(sapApi.list, (req, { db, user }) => listForms(db, user, req as never));
  /** Whom the signed-in user reads a form as: its current signer when they are that signer's substitute. */
  const reader = (db: Database, user: User, id: string, now: number) =>
    principalOf(db, user, formRow(db, id).assignee, now);
  api.handle(sapApi.detail, (req, { db, user, now }) =>
    formDetail(db, String(req.id), reader(db, user, String(req.id), now())),
  );
  api.handle(sapApi.flow, (req, { db, user: actor, now }) => {
    const id = String(req.id);
    const user = reader(db, actor, id, now());
    if (!canSee(db, id, user)) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    return flowOf(db, id);
  });

  const key = (c: { req: { header(name: string): string | undefined } }) => c.req.header('idempotency-key');
  api.handle(sapApi.approve, (req, { db, user, now, c, address }) =>
    once(db, user, key(c), `approve:${req.id}`, () =>
      act(db, user, String(req.id), 'approve', String(req.comment ?? ''), now(), signingOf(req, c, address)),
    ),
  );
  api.handle(sapApi.reject, (req, { db, user, now, c, address }) =>
    once(db, user, key(c), `return:${req.id}`, () =>
      act(db, user, String(req.id), 'return', String(req.comment ?? ''), now(), signingOf(req, c, address)),
    ),
  );
  api.handle(sapApi.batchApprove, (req, { db, user, now, c, address }) =>
    once(db, user, key(c), 'batch', (): BatchResult[] => {
      const ids = [...new Set(Array.isArray(req.ids) ? req.ids.map(String) : [])].slice(0, 100);
      const pinChecked = batchPin(db, user, ids, req.pin, address, now());
      return ids.map((id) => {
        try {
          if (sapSigning(db, id).policy === 'drawn') {
            const message = 'This form asks for a drawn signature: open it and sign it on its own.';
            return { id, ok: false, code: SIGN_CODES.drawnInBatch, message };
          }
          const signing = { device: deviceOf(c), pinChecked };
          const r = act(db, user, id, 'approve', String(req.comment ?? ''), now(), signing);
          return { id, ok: true, status: r.status };
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          return { id, ok: false, code: error.code, message: error.message };
        }
      });
    }),
  );
  api.handle(sapApi.addSigner, (req, { db, user, now, c }) =>
    once(db, user, key(c), `signer:${req.id}`, () =>
      addSigner(db, user, String(req.id), String(req.signerNo ?? ''), String(req.comment ?? ''), now()),
    ),
  );
  api.handle(sapApi.signers, (req, { db, user }) => {
    const k = containing(String(req.keyword ?? '').trim());
    return all<{ user_no: string; user_name: string }>(
      db,
      `SELECT user_no, user_name FROM users WHERE supplier_code = '' AND user_no != ? AND (${like('user_no')} OR ${like('user_name')}) ORDER BY user_no LIMIT 30`,
      [user.userNo, k, k],
    ).map((u) => ({ userNo: u.user_no, userName: u.user_name, department: deptOf(u.user_no) }));
  });
  api.handle(sapApi.apply, (req, { db, user, now, c }) =>
    once(db, user, key(c), 'apply', () =>
      apply(db, user, String(req.type), (req.fields ?? {}) as Record<string, unknown>, now()),
    ),
  );

  api.handle(sapApi.files, (req, { db, user: actor, now }) => {
    const id = String(req.id);
    const user = reader(db, actor, id, now());
    if (!canSee(db, id, user)) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    return all(
      db,
      'SELECT id, form_id, name, size, mime, uploaded_by, uploaded_at FROM sap_files WHERE form_id = ? ORDER BY uploaded_at',
      [id],
    ).map((r) => toFile(db, r, user));
  });
  api.handle(sapTransferApi.upload, async (req, { db, user, now }) => {
    const id = String(req.id);
    formRow(db, id);
    if (!canSee(db, id, user)) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    const file = Array.isArray(req.file) ? req.file[0] : req.file;
    if (!(file instanceof Blob)) throw new ApiFailure(400, 400, 'No file was sent.');
    if (file.size > MAX_UPLOAD_BYTES) throw new ApiFailure(413, 413, 'The file is larger than 20 MB.');
    const raw = ((file as File).name || 'file').replace(/[\\/\u0000-\u001f\u007f]/g, '_');
    const name = [...raw].slice(0, 255).join('');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const count = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM sap_files')!.n;
    const fileId = `F${String(count + 1).padStart(5, '0')}${Math.floor(now()).toString(36).slice(-4)}`;
    run(db, 'INSERT INTO sap_files VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
      fileId,
      id,
      name,
      bytes.length,
      file.type || 'application/octet-stream',
      bytes,
      user.userNo,
      now(),
    ]);
    return toFile(
      db,
      one(db, 'SELECT id, form_id, name, size, mime, uploaded_by, uploaded_at FROM sap_files WHERE id = ?', [fileId])!,
      user,
    );
  });
  api.handle(sapTransferApi.download, (req, { db, user }) => {
    const row = one<{ form_id: string; name: string; mime: string; content: Uint8Array }>(
      db,
      'SELECT form_id, name, mime, content FROM sap_files WHERE id = ?',
      [String(req.fileId)],
    );
    if (!row || !canSee(db, row.form_id, user)) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    return attachment(row.name, row.mime, row.content);
  });
  api.handle(sapApi.deleteFile, (req, { db, user }) => {
    const row = one<{ uploaded_by: string }>(db, 'SELECT uploaded_by FROM sap_files WHERE id = ?', [
      String(req.fileId),
    ]);
    if (!row) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    if (row.uploaded_by !== user.userNo)
      throw new ApiFailure(403, 403, 'Only the person who uploaded a file can delete it.');
    run(db, 'DELETE FROM sap_files WHERE id = ?', [String(req.fileId)]);
    return null;
  });
}
