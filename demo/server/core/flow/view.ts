import type { FlowView } from '../../../../src/api/flow';
import { all, type Database } from '../db';
import { dateTime } from '../dates';
import { findUser, type User } from '../users';
import { standingFor } from './engine';
import { currentIndex, sendBackTargets } from './steps';
import type { FlowRecord, FlowStore } from './types';

const HOUR = 3_600_000;

/** When a waiting step is due: the hours its kind of record allows, from when it began waiting. 0 when none. */
export function dueOf(store: FlowStore, record: FlowRecord, index: number): number {
  const s = record.steps[index];
  if (s?.state !== 'current' || record.status !== 'open' || !s.since) return 0;
  const hours = store.policy.dueHours(record.kind, s.role);
  return hours > 0 ? s.since + hours * HOUR : 0;
}

/** The record's flow as the client shows it, with what `actor` may do now. */
export function flowView(db: Database, store: FlowStore, record: FlowRecord, actor: User, now: number): FlowView {
  const name = (no: string) => (no ? (findUser(db, no)?.userName ?? no) : '');
  const key = [store.area, record.id];
  const { actions } = standingFor(db, store, record, actor, now);
  const files = all<{ id: string; comment_id: number; name: string; mime: string; size: number }>(
    db,
    'SELECT id, comment_id, name, mime, size FROM flow_files WHERE area = ? AND record_id = ? AND comment_id IS NOT NULL ORDER BY at, id',
    key,
  );
  const mentions = all<{ comment_id: number; user_no: string }>(
    db,
    'SELECT comment_id, user_no FROM flow_mentions WHERE area = ? AND record_id = ? ORDER BY user_no',
    key,
  );
  return {
    area: store.area,
    id: record.id,
    applicantNo: record.applicantNo,
    status: record.status,
    currentIndex: currentIndex(record.steps),
    steps: record.steps.map((s, index) => {
      const due = dueOf(store, record, index);
      return {
        index,
        role: s.role,
        signerNo: s.signerNo,
        signerName: name(s.signerNo),
        state: s.state,
        meaning: s.state === 'done' ? (s.meaning ?? 'approve') : null,
        time: s.at ? dateTime(s.at) : '',
        comment: s.comment ?? '',
        judgment: s.judgment ?? '',
        byNo: s.by ?? '',
        byName: name(s.by ?? ''),
        fromNo: s.from ?? '',
        fromName: name(s.from ?? ''),
        origin: s.origin ?? 'planned',
        notice: !!s.notice,
        due: due ? dateTime(due) : '',
        overdue: due > 0 && now > due,
      };
    }),
    cc: all<{ user_no: string; by_no: string; at: number; read_at: number | null }>(
      db,
      'SELECT * FROM flow_cc WHERE area = ? AND record_id = ? ORDER BY at, user_no',
      key,
    ).map((c) => ({
      userNo: c.user_no,
      userName: name(c.user_no),
      byNo: c.by_no,
      byName: name(c.by_no),
      at: dateTime(c.at),
      readAt: c.read_at ? dateTime(c.read_at) : '',
    })),
    comments: all<{ id: number; author_no: string; on_behalf_of: string; text: string; at: number }>(
      db,
      'SELECT * FROM flow_comments WHERE area = ? AND record_id = ? ORDER BY at, id',
      key,
    ).map((c) => ({
      id: c.id,
      authorNo: c.author_no,
      authorName: name(c.author_no),
      onBehalfOfNo: c.on_behalf_of,
      onBehalfOfName: name(c.on_behalf_of),
      text: c.text,
      at: dateTime(c.at),
      mentions: mentions
        .filter((m) => m.comment_id === c.id)
        .map((m) => ({ userNo: m.user_no, userName: name(m.user_no) })),
      files: files
        .filter((f) => f.comment_id === c.id)
        .map(({ id, name: n, mime, size }) => ({ id, name: n, mime, size })),
    })),
    actions,
    sendBackTo: actions.includes('sendBack') ? sendBackTargets(record) : [],
  };
}
