import {
  INBOX_AREAS,
  INBOX_CODES,
  REMIND_INTERVAL_MS,
  inboxApi,
  isFinished,
  type Application,
  type Delegation,
  type InboxArea,
  type InboxCounts,
  type InboxItem,
  type InboxSort,
} from '../../../src/api/inbox';
import { all, one, run, type Database } from '../core/db';
import { DAY_MS, dateTime, date } from '../core/dates';
import { activeDelegationsTo, DELEGATION_TABLE, type DelegationRow } from '../core/delegation';
import { ApiFailure } from '../core/envelope';
import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { pageParams } from '../core/paging';
import type { AreaModule, SeedRecord } from '../core/types';
import { findUser, type User } from '../core/users';
import { gs001pApplications, gs001pWaiting } from './gs001p-inbox';
import { qmsApplications, qmsWaiting } from './qms';
import { sapApplications, sapWaiting } from './sap';
import { srmApplications, srmWaiting } from './srm-inbox';

/**
 * The inbox: one list of what waits for the signed-in user across SAP, SRM, QMS and GS001P, built from each
 * area's own waiting query (the same one behind its to-do count and list, so the numbers always agree); the
 * applicant's applications with reminders (at most one per item every 4 hours, "sent" to the demo outbox);
 * and delegation to a substitute, which every area honours through core/delegation.ts.
 */

const WAITING: Record<InboxArea, (db: Database, userNo: string) => InboxSource[]> = {
  sap: sapWaiting,
  srm: srmWaiting,
  qms: qmsWaiting,
  gs001p: gs001pWaiting,
};

const APPLICATIONS: Record<InboxArea, (db: Database, userNo: string) => ApplicationSource[]> = {
  sap: sapApplications,
  srm: srmApplications,
  qms: qmsApplications,
  gs001p: gs001pApplications,
};

const nameOf = (db: Database, userNo: string) => (userNo ? (findUser(db, userNo)?.userName ?? userNo) : '');
const isArea = (value: unknown): value is InboxArea => (INBOX_AREAS as readonly unknown[]).includes(value);

/** Everything waiting for `user`: their own items, then those of everyone whose active delegation names them. */
export function inboxItems(db: Database, user: User, now: number): InboxItem[] {
  const own = INBOX_AREAS.flatMap((area) => WAITING[area](db, user.userNo)).map((s) => ({
    ...s,
    key: `${s.area}:${s.id}`,
    onBehalfOf: null,
  }));
  const delegated = activeDelegationsTo(db, user.userNo, now).flatMap((d) => {
    const onBehalfOf = { userNo: d.from_no, userName: nameOf(db, d.from_no) };
    return INBOX_AREAS.flatMap((area) => WAITING[area](db, d.from_no)).map((s) => ({
      ...s,
      key: `${s.area}:${s.id}`,
      onBehalfOf,
    }));
  });
  return [...own, ...delegated];
}

export function countsOf(items: InboxItem[]): InboxCounts {
  const counts: InboxCounts = { all: items.length, onBehalf: 0, sap: 0, srm: 0, qms: 0, gs001p: 0 };
  for (const item of items) {
    counts[item.area] += 1;
    if (item.onBehalfOf) counts.onBehalf += 1;
  }
  return counts;
}

/** Oldest first; by urgency: most urgent first, then oldest. The key breaks ties, so pages never overlap. */
export function sortItems(items: InboxItem[], sort: InboxSort): InboxItem[] {
  const byAge = (a: InboxItem, b: InboxItem) =>
    a.waitingSinceMs - b.waitingSinceMs || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  return [...items].sort(sort === 'urgency' ? (a, b) => b.urgency - a.urgency || byAge(a, b) : byAge);
}

function matches(item: { id: string; title: string }, party: string, keyword: string): boolean {
  if (!keyword) return true;
  const k = keyword.toLowerCase();
  return [item.id, item.title, party].some((v) => v.toLowerCase().includes(k));
}

interface ReminderRow {
  area: string;
  item_id: string;
  sender_no: string;
  signer_no: string;
  at: number;
}

function lastReminder(db: Database, area: string, id: string): ReminderRow | undefined {
  return one<ReminderRow>(db, 'SELECT * FROM inbox_reminders WHERE area = ? AND item_id = ? ORDER BY at DESC LIMIT 1', [
    area,
    id,
  ]);
}

/**
 * One of my applications as the list shows it. Only a waiting one has a current signer, a waiting time and a
 * reminder to wait for; a finished one (approved, returned, closed) says when it finished instead, whatever
 * step or assignee its area still keeps (a GS001P case being confirmed or developed, an SRM case back with its
 * applicant); a draft has neither.
 */
function toApplication(db: Database, { changedAtMs, ...r }: ApplicationSource, now: number): Application {
  const key = `${r.area}:${r.id}`;
  const last = lastReminder(db, r.area, r.id);
  if (r.status !== 'waiting') {
    const done = isFinished(r.status) ? changedAtMs : 0;
    const nobody = { signerNo: '', signerName: '', waitingSince: '', waitingSinceMs: 0 };
    return {
      ...r,
      ...nobody,
      key,
      finishedAt: done ? dateTime(done) : '',
      finishedAtMs: done,
      remindedAtMs: last?.at ?? 0,
      nextRemindAtMs: 0,
    };
  }
  const next = last ? last.at + REMIND_INTERVAL_MS : 0;
  return {
    ...r,
    key,
    finishedAt: '',
    finishedAtMs: 0,
    remindedAtMs: last?.at ?? 0,
    nextRemindAtMs: next > now ? next : 0,
  };
}

/** What I applied for: those waiting first (the longest waiting first), then the most recently changed. */
export function applicationsOf(db: Database, user: User, now: number): Application[] {
  const rows = INBOX_AREAS.flatMap((area) => APPLICATIONS[area](db, user.userNo));
  const waiting = rows.filter((r) => r.status === 'waiting').sort((a, b) => a.waitingSinceMs - b.waitingSinceMs);
  const rest = rows.filter((r) => r.status !== 'waiting').sort((a, b) => b.changedAtMs - a.changedAtMs);
  return [...waiting, ...rest].map((r) => toApplication(db, r, now));
}

function toDelegation(db: Database, row: DelegationRow, now: number): Delegation {
  const today = date(now);
  return {
    fromNo: row.from_no,
    fromName: nameOf(db, row.from_no),
    toNo: row.to_no,
    toName: nameOf(db, row.to_no),
    start: row.start,
    end: row.end,
    active: row.start <= today && row.end >= today,
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function validDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = DAY.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
    ? value
    : null;
}

/** Whether delegating from `fromNo` to `toNo` would close a loop: following the substitutes from `toNo` reaches `fromNo`. */
function makesCycle(db: Database, fromNo: string, toNo: string): boolean {
  const seen = new Set<string>();
  let at: string | undefined = toNo;
  while (at && !seen.has(at)) {
    if (at === fromNo) return true;
    seen.add(at);
    at = one<{ to_no: string }>(db, `SELECT to_no FROM ${DELEGATION_TABLE} WHERE from_no = ?`, [at])?.to_no;
  }
  return false;
}

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

export const inboxArea: AreaModule = {
  name: 'inbox',

  schema(db) {
    db.run(`CREATE TABLE ${DELEGATION_TABLE} (
      from_no TEXT PRIMARY KEY REFERENCES users(user_no), to_no TEXT NOT NULL REFERENCES users(user_no),
      start TEXT NOT NULL, end TEXT NOT NULL, created_at INTEGER NOT NULL
    )`);
    db.run(`CREATE TABLE inbox_reminders (
      area TEXT NOT NULL, item_id TEXT NOT NULL, sender_no TEXT NOT NULL, signer_no TEXT NOT NULL, at INTEGER NOT NULL
    )`);
    db.run('CREATE INDEX inbox_reminders_item ON inbox_reminders (area, item_id, at)');
  },

  seed(db, { now }) {
    // One reminder the applicant sent an hour ago, so "the next one is allowed at ..." shows from the start.
    const first = applicationsOf(db, findUser(db, '10002')!, now()).find(
      (a) => a.status === 'waiting' && a.area === 'sap' && a.signerNo && a.signerNo !== '10002',
    );
    if (first)
      run(db, 'INSERT INTO inbox_reminders VALUES (?, ?, ?, ?, ?)', [
        first.area,
        first.id,
        '10002',
        first.signerNo,
        now() - 3_600_000,
      ]);
  },

  seedIndex(db): SeedRecord[] {
    const base = { area: 'inbox', status: 'available' };
    return [
      {
        ...base,
        type: 'inbox',
        id: 'inbox',
        assignee: '10001',
        route: '/pages/inbox/inbox',
        title: 'Inbox: everything waiting for 10001',
      },
      {
        ...base,
        type: 'applications',
        id: 'applications',
        assignee: '10002',
        route: '/pages/inbox/applications',
        title: 'My applications of 10002, with reminders',
      },
      {
        ...base,
        type: 'delegation',
        id: 'delegation',
        assignee: '10001',
        route: '/pages/inbox/delegation',
        title: `Delegation settings (${all(db, `SELECT 1 FROM ${DELEGATION_TABLE}`).length} set)`,
      },
    ];
  },

  routes(api) {
    api.handle(inboxApi.list, (req, { db, user, now }) => {
      const items = inboxItems(db, user, now());
      const area = isArea(req.area) ? req.area : null;
      const keyword = String(req.keyword ?? '')
        .trim()
        .slice(0, 60);
      const sort: InboxSort = req.sort === 'urgency' ? 'urgency' : 'waiting';
      const shown = sortItems(items, sort).filter((i) => (!area || i.area === area) && matches(i, i.party, keyword));
      const { page, pageSize, offset } = pageParams(req);
      return {
        rows: shown.slice(offset, offset + pageSize),
        total: shown.length,
        page,
        pageSize,
        counts: countsOf(items),
      };
    });

    api.handle(inboxApi.counts, (_req, { db, user, now }) => countsOf(inboxItems(db, user, now())));

    api.handle(inboxApi.applications, (req, { db, user, now }) => {
      const keyword = String(req.keyword ?? '')
        .trim()
        .slice(0, 60);
      const rows = applicationsOf(db, user, now()).filter((a) => matches(a, a.signerName, keyword));
      const { page, pageSize, offset } = pageParams(req);
      return { rows: rows.slice(offset, offset + pageSize), total: rows.length, page, pageSize };
    });

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

    api.handle(inboxApi.delegation, (_req, { db, user, now }) => {
      const mine = one<DelegationRow>(db, `SELECT * FROM ${DELEGATION_TABLE} WHERE from_no = ?`, [user.userNo]);
      const today = date(now());
      const toMe = all<DelegationRow>(
        db,
        `SELECT * FROM ${DELEGATION_TABLE} WHERE to_no = ? AND end >= ? ORDER BY start, from_no`,
        [user.userNo, today],
      );
      return {
        mine: mine ? toDelegation(db, mine, now()) : null,
        toMe: toMe.map((r) => toDelegation(db, r, now())),
        today,
      };
    });

    api.handle(inboxApi.setDelegation, (req, { db, user, now }) => {
      const substituteNo = typeof req.substituteNo === 'string' ? req.substituteNo.trim() : '';
      const substitute = substituteNo.length <= 20 ? findUser(db, substituteNo) : undefined;
      if (!substitute || substitute.supplierCode)
        throw new ApiFailure(400, INBOX_CODES.unknownSubstitute, 'The substitute cannot be found.');
      if (substitute.userNo === user.userNo)
        throw new ApiFailure(400, INBOX_CODES.selfDelegation, 'You cannot delegate to yourself.');
      const start = validDay(req.start);
      const end = validDay(req.end);
      const today = date(now());
      if (!start || !end || start > end || end < today || end > date(now() + 366 * DAY_MS)) {
        throw new ApiFailure(
          400,
          INBOX_CODES.badRange,
          'The date range is not valid: the start must not be after the end, the end not in the past, and the range at most a year ahead.',
        );
      }
      if (makesCycle(db, user.userNo, substitute.userNo)) {
        throw new ApiFailure(
          400,
          INBOX_CODES.cycle,
          'Your substitute has delegated to you: delegations cannot go in a circle.',
        );
      }
      run(db, `INSERT OR REPLACE INTO ${DELEGATION_TABLE} VALUES (?, ?, ?, ?, ?)`, [
        user.userNo,
        substitute.userNo,
        start,
        end,
        now(),
      ]);
      return toDelegation(
        db,
        one<DelegationRow>(db, `SELECT * FROM ${DELEGATION_TABLE} WHERE from_no = ?`, [user.userNo])!,
        now(),
      );
    });

    api.handle(inboxApi.endDelegation, (_req, { db, user }) => {
      run(db, `DELETE FROM ${DELEGATION_TABLE} WHERE from_no = ?`, [user.userNo]);
      return null;
    });
  },
};
