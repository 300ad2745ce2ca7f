import type { EvidenceMeaning } from '../../../../src/api/evidence';
import type { Database } from '../db';
import type { Decision } from '../flow/decision';
import type { FlowAction } from '../flow/types';
import { ApiFailure } from '../envelope';
import { findUser } from '../users';
import { SIGNING_CODES } from '../../../../src/api/signing';
import { SIGN_CODES } from './policy';
import { checkPin } from './pin';
import { contentDigest } from './canonical';
import { recordEvidence } from './chain';
import { evidenceSourceOf } from './sources';

/** The device a decision came from, as the evidence records it: its user agent and network address. */
export interface Device {
  userAgent: string;
  clientAddress: string;
}

/** What a decision request brings for its evidence. */
export interface Signing {
  device: Device;
  /** The content digest the record was sent with when the signer opened it. */
  contentDigest?: string;
  /** The drawn signature, PNG bytes. */
  image?: Uint8Array;
  /** The signing PIN the decision carries (checked, never kept). */
  pin?: string;
  /** The client address the PIN lock counts against (core/lockout.ts clientAddress). */
  address?: string;
  /** A batch checked the PIN once for all its records. */
  pinChecked?: boolean;
}

/**
 * A decision as its evidence sees it: the flow engine's Decision, or an area's own action on a record that is
 * not in the engine (GS001P), with the same fields.
 */
export type SignedAct = Pick<Decision, 'action' | 'actorNo' | 'onBehalfOf' | 'at'> & {
  area: string;
  record: { id: string };
};

/** The decisions that are signatures: only these ask for the PIN and the drawn signature of their policy. */
const SIGNATURES: ReadonlySet<FlowAction> = new Set(['approve', 'return', 'conclude']);

/**
 * Refuses a decision on content other than what the signer saw: 409 code 5101 when the digest they carry back is
 * not the record's digest now. Runs after the engine's own checks, before anything is written.
 */
export function checkSigning(db: Database, d: SignedAct, signing: Signing | undefined): void {
  const source = evidenceSourceOf(d.area);
  if (!MEANINGS[d.action] || !source) return;
  const content = source.contentOf(db, d.record.id);
  if (signing?.contentDigest && contentDigest(content) !== signing.contentDigest) {
    throw new ApiFailure(
      409,
      SIGN_CODES.contentChanged,
      'This record changed after you opened it. Reload it, check what changed and sign again.',
    );
  }
  const policy = source.policy(content, db);
  if (policy === 'tap' || !SIGNATURES.has(d.action) || signing?.pinChecked) return;
  if (policy === 'drawn' && !signing?.image) {
    throw new ApiFailure(403, SIGNING_CODES.drawingRequired, 'This record is signed with a drawn signature.');
  }
  if (!signing?.pin) throw new ApiFailure(403, SIGNING_CODES.pinRequired, 'This record asks for your signing PIN.');
  checkPin(db, d.actorNo, signing.address ?? signing.device.clientAddress, signing.pin, d.at);
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
export function recordDecisionEvidence(db: Database, d: SignedAct, signing: Signing | undefined): void {
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
    policy: source.policy(content, db),
    now: d.at,
    contentDigest: contentDigest(content),
    image: signing?.image,
    userAgent: signing?.device.userAgent ?? '',
    clientAddress: signing?.device.clientAddress ?? '',
  });
}
