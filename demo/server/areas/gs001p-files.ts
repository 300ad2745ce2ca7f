import { gs001pApi, gs001pTransferApi } from '../../../src/api/gs001p';
import { one, run } from '../core/db';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import type { ApiRouter } from '../core/types';
import { attachment } from './real-world-files';
import { gsCaseActions } from './gs001p-flow';
import { notAllowed, visibleRow } from './gs001p-store';
import { filesOf } from './gs001p-view';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** GS001P drawings and attachments: list, upload, download and delete, open to a participant while the case is editable. */
export function gs001pFileRoutes(api: ApiRouter): void {
  api.handle(gs001pApi.files, (req, { db, user }) => filesOf(db, visibleRow(db, String(req.id), user).id, user));

  api.handle(gs001pTransferApi.upload, async (req, { db, user, now }) => {
    const row = visibleRow(db, String(req.id), user);
    if (!gsCaseActions(row, user).includes('save')) throw notAllowed();
    const file = Array.isArray(req.file) ? req.file[0] : req.file;
    if (!(file instanceof Blob)) throw new ApiFailure(400, 400, 'No file was sent.');
    if (file.size > MAX_UPLOAD_BYTES) throw new ApiFailure(413, 413, 'The file is larger than 20 MB.');
    const kind = req.kind === 'drawing' ? 'drawing' : 'other';
    const raw = ((file as File).name || 'file').replace(/[\\/\u0000-\u001f\u007f]/g, '_');
    const name = [...raw].slice(0, 255).join('');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const count = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM gs001p_files WHERE case_id = ?', [row.id])!.n;
    const id = `${row.id}-F${count + 1}-${now().toString(36).slice(-4)}`;
    run(db, 'INSERT INTO gs001p_files VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
      id,
      row.id,
      kind,
      name,
      bytes.length,
      file.type || 'application/octet-stream',
      bytes,
      user.userNo,
      now(),
    ]);
    return filesOf(db, row.id, user).find((f) => f.id === id)!;
  });

  api.handle(gs001pTransferApi.download, (req, { db, user }) => {
    const row = visibleRow(db, String(req.id), user);
    const file = one<{ name: string; mime: string; content: Uint8Array }>(
      db,
      'SELECT name, mime, content FROM gs001p_files WHERE id = ? AND case_id = ?',
      [String(req.fileId), row.id],
    );
    if (!file) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    return attachment(file.name, file.mime, file.content);
  });

  api.handle(gs001pApi.deleteFile, (req, { db, user }) => {
    const row = visibleRow(db, String(req.id), user);
    if (!gsCaseActions(row, user).includes('save')) throw notAllowed();
    const file = one<{ uploaded_by: string }>(db, 'SELECT uploaded_by FROM gs001p_files WHERE id = ? AND case_id = ?', [
      String(req.fileId),
      row.id,
    ]);
    if (!file) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    run(db, 'DELETE FROM gs001p_files WHERE id = ?', [String(req.fileId)]);
    return null;
  });
}
