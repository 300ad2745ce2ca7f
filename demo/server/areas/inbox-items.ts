import {
  type Application,
  INBOX_AREAS,
  type InboxArea,
  type InboxCounts,
  type InboxItem,
  type InboxSort,
  isFinished,
  REMIND_INTERVAL_MS,
} from '../../../src/api/inbox';
import { one, type Database } from '../core/db';
import { dateTime } from '../core/dates';
import { activeDelegationsTo } from '../core/delegation';
import { storeOf } from '../core/flow/engine';
import { dueOf } from '../core/flow/view';
import { currentIndex } from '../core/flow/steps';
import { FLOW_AREAS } from '../../../src/api/flow-values';
import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { findUser, type User } from '../core/users';
import { gs001pApplications, gs001pWaiting } from './gs001p-inbox';
import { qmsApplications, qmsWaiting } from './qms-inbox';
import { sapApplications, sapWaiting } from './sap-forms';
import { srmApplications, srmWaiting } from './srm-inbox';

/** The inbox's rows: what waits for a user (delegations included) and what they applied for, from each area's own queries. */

const WAITING: Record<InboxArea, (db: Database, userNo: string) => InboxSource[]> = {
  sap: sapWaiting,
  srm: srmWaiting,
  qms: qmsWaiting,
  gs001p: gs001pWaiting,
};

export const APPLICATIONS: Record<InboxArea, (db: Database, userNo: string) => ApplicationSource[]> = {
  sap: sapApplications,
  srm: srmApplications,
  qms: qmsApplications,
  gs001p: gs001pApplications,
};

export const nameOf = (db: Database, userNo: string) => (userNo ? (findUser(db, userNo)?.userName ?? userNo) : '');
export const isArea = (value: unknown): value is InboxArea => (INBOX_AREAS as readonly unknown[]).includes(value);

/** The due time of a waiting item from the sign-flow engine; none for an area whose steps it does not keep. */
export function dueOfItem(
  db: Database,
  area: InboxArea,
  id: string,
  now: number,
): Pick<InboxItem, 'dueAt' | 'dueAtMs' | 'overdue'> {
  const store = (FLOW_AREAS as readonly string[]).includes(area) ? storeOf(area) : null;
  const record = store?.load(db, id);
  const ms = store && record ? dueOf(store, record, currentIndex(record.steps)) : 0;
  return { dueAt: ms ? dateTime(ms) : '', dueAtMs: ms, overdue: ms > 0 && now > ms };
}

/** Everything waiting for `user`: their own items, then those of everyone whose active delegation names them. */
export function inboxItems(db: Database, user: User, now: number): InboxItem[] {
  const rows = (userNo: string, onBehalfOf: InboxItem['onBehalfOf']) =>
    INBOX_AREAS.flatMap((area) => WAITING[area](db, userNo)).map((s) => ({
      ...s,
      key: `${s.area}:${s.id}`,
      onBehalfOf,
      ...dueOfItem(db, s.area, s.id, now),
    }));
  const delegated = activeDelegationsTo(db, user.userNo, now).flatMap((d) =>
    rows(d.from_no, { userNo: d.from_no, userName: nameOf(db, d.from_no) }),
  );
  return [...rows(user.userNo, null), ...delegated];
}

export function countsOf(items: InboxItem[]): InboxCounts {
  const counts: InboxCounts = { all: items.length, onBehalf: 0, sap: 0, srm: 0, qms: 0, gs001p: 0 };
  for (const item of items) {
    counts[item.area] += 1;
    if (item.onBehalfOf) counts.onBehalf += 1;
  }
  return counts;
}

/**
 * Oldest first; by urgency: most urgent first, then oldest; by due time: the soonest due first (so the overdue
 * lead, the longest overdue first), those without a due time last. The key breaks ties, so pages never overlap.
 */
export function sortItems(items: InboxItem[], sort: InboxSort): InboxItem[] {
  const byAge = (a: InboxItem, b: InboxItem) =>
    a.waitingSinceMs - b.waitingSinceMs || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const due = (i: InboxItem) => i.dueAtMs || Number.POSITIVE_INFINITY;
  const order = {
    waiting: byAge,
    urgency: (a: InboxItem, b: InboxItem) => b.urgency - a.urgency || byAge(a, b),
    due: (a: InboxItem, b: InboxItem) => (due(a) === due(b) ? byAge(a, b) : due(a) - due(b)),
  };
  return [...items].sort(order[sort] ?? byAge);
}

export function matches(item: { id: string; title: string }, party: string, keyword: string): boolean {
  if (!keyword) return true;
  const k = keyword.toLowerCase();
  return [item.id, item.title, party].some((v) => v.toLowerCase().includes(k));
}

export interface ReminderRow {
  area: string;
  item_id: string;
  sender_no: string;
  signer_no: string;
  at: number;
}

export function lastReminder(db: Database, area: string, id: string): ReminderRow | undefined {
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
