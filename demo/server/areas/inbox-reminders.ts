import { INBOX_AREAS, INBOX_CODES, inboxApi, isFinished, REMIND_INTERVAL_MS } from '../../../src/api/inbox';
import { all, run, type Database } from '../core/db';
import { dateTime } from '../core/dates';
import { ApiFailure } from '../core/envelope';
import type { ApiRouter } from '../core/types';
import { APPLICATIONS, isArea, lastReminder, nameOf, type ReminderRow } from './inbox-items';

/** The text a reminder carries in the messaging app (the demo outbox shows it). */
function reminderText(db: Database, row: ReminderRow): string {
  return `${nameOf(db, row.sender_no)} (${row.sender_no}) asks you to sign ${row.area.toUpperCase()} ${row.item_id}.`;
}

/** Reminders as the demo outbox lists them (GET /demo/outbox?kind=reminder), newest first. */
export function reminderOutbox(db: Database) {
  return all<ReminderRow & { id: number }>(
    db,
    'SELECT rowid AS id, * FROM inbox_reminders ORDER BY at DESC, rowid DESC LIMIT 20',
  ).map((row) => ({
    id: row.id,
    at: dateTime(row.at),
    channel: 'wxwork',
    to: nameOf(db, row.signer_no),
    userNo: row.signer_no,
    text: reminderText(db, row),
    code: '',
    area: row.area,
    itemId: row.item_id,
    from: row.sender_no,
  }));
}

/** The remind route: at most one reminder per item every REMIND_INTERVAL_MS, only to a signer other than me. */
export function inboxRemindRoutes(api: ApiRouter): void {
  api.handle(inboxApi.remind, (req, { db, user, now }) => {
    if (!isArea(req.area)) throw new ApiFailure(400, 400, `area: one of ${INBOX_AREAS.join(', ')}`);
    const id = String(req.id ?? '');
    const mine = APPLICATIONS[req.area](db, user.userNo).find((a) => a.id === id);
    if (!mine) throw new ApiFailure(404, 404, 'The content does not exist, please try again.');
    if (isFinished(mine.status)) {
      throw new ApiFailure(
        400,
        INBOX_CODES.finished,
        'This item is finished: nobody signs it any more, so there is nobody to remind.',
      );
    }
    if (mine.status !== 'waiting' || !mine.signerNo || mine.signerNo === user.userNo) {
      throw new ApiFailure(400, INBOX_CODES.nobodyToRemind, 'Nobody is signing this item now.');
    }
    const at = now();
    const last = lastReminder(db, req.area, id);
    const signer = { signerNo: mine.signerNo, signerName: mine.signerName };
    if (last && at - last.at < REMIND_INTERVAL_MS) {
      return { sent: false, remindedAtMs: last.at, nextAllowedAtMs: last.at + REMIND_INTERVAL_MS, ...signer };
    }
    run(db, 'INSERT INTO inbox_reminders VALUES (?, ?, ?, ?, ?)', [req.area, id, user.userNo, mine.signerNo, at]);
    return { sent: true, remindedAtMs: at, nextAllowedAtMs: at + REMIND_INTERVAL_MS, ...signer };
  });
}
