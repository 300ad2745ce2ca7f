import type { Database } from '../db';
import { loadRecord, storeOf } from './engine';
import * as T from './steps';
import type { FlowRecord, FlowStep } from './types';

/**
 * The two moves on a record that are no one's decision on a step: a submission starting a round (the area has
 * checked the applicant's fields) and a rule's deadline closing the record. Both go through the area's store,
 * like every decision; neither leaves evidence, as neither is a signature.
 */

/** Starts a round on a record that has none open (a draft, a withdrawn one): the plan's first signer waits. */
export function startRound(
  db: Database,
  area: string,
  record: Pick<FlowRecord, 'id' | 'applicantNo' | 'steps' | 'kind'>,
  plan: ReadonlyArray<Pick<FlowStep, 'role' | 'signerNo'>>,
  now: number,
): void {
  const next = T.start(record, plan, now);
  storeOf(area).save(db, { ...record, status: 'open', steps: next.steps }, next.outcome, now);
}

/** Closes an open record at its current step because a rule's time ran out (GS001P: no customer reply). */
export function expireRecord(db: Database, area: string, id: string, now: number, comment: string): void {
  const store = storeOf(area);
  const record = loadRecord(db, store, id);
  if (record.status !== 'open') return;
  const next = T.expire(record, now, comment);
  store.save(db, { ...record, steps: next.steps, status: next.outcome.status }, next.outcome, now);
}
