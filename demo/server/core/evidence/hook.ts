import type { EvidenceMeaning } from '../../../../src/api/evidence';
import type { Database } from '../db';
import type { Decision } from '../flow/engine';
import type { FlowAction } from '../flow/types';
import { findUser } from '../users';
import { contentDigest } from './canonical';
import { recordEvidence } from './chain';
import type { Device } from './device';
import { evidenceSourceOf } from './sources';

/** What a decision request brings for its evidence. */
export interface Signing {
  device: Device;
}

/** The decisions that leave evidence, and what each means; routing notes (CC, read, comment) leave none. */
const MEANINGS: Partial<Record<FlowAction, EvidenceMeaning>> = {
  approve: 'approved',
  return: 'returned',
  conclude: 'concluded',
  transfer: 'transferred',
  sendBack: 'sentBack',
  withdraw: 'withdrawn',
  addBefore: 'signerAdded',
  addAfter: 'signerAdded',
};

/** Appends a committed decision to its record's evidence chain (areas that keep no evidence are skipped). */
export function recordDecisionEvidence(db: Database, d: Decision, signing: Signing | undefined): void {
  const meaning = MEANINGS[d.action];
  const source = evidenceSourceOf(d.area);
  if (!meaning || !source) return;
  const content = source.contentOf(db, d.record.id);
  const name = (no: string) => (no ? (findUser(db, no)?.userName ?? no) : '');
  recordEvidence(db, {
    area: d.area,
    recordId: d.record.id,
    signerNo: d.actorNo,
    signerName: name(d.actorNo),
    onBehalfOfNo: d.onBehalfOf,
    onBehalfOfName: name(d.onBehalfOf),
    meaning,
    policy: source.policy(content),
    now: d.at,
    contentDigest: contentDigest(content),
    userAgent: signing?.device.userAgent ?? '',
    clientAddress: signing?.device.clientAddress ?? '',
  });
}
