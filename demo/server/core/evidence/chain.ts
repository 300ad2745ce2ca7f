import type { ChainVerification, EvidenceEntry, EvidenceMeaning, SigningPolicy } from '../../../../src/api/evidence';
import { all, one, run, type Database } from '../db';
import { canonicalJson, sha256Hex } from './canonical';

/**
 * The evidence of a record: one entry per decision, each holding the digest of the entry before it, so a
 * changed, removed or reordered entry breaks the chain where it happened (docs/api/signing.md, "Signing evidence").
 */

/** The `prevDigest` of a record's first entry. */
export const GENESIS = '0'.repeat(64);

export function evidenceSchema(db: Database): void {
  db.run(`CREATE TABLE evidence_entries (
    area TEXT NOT NULL, record_id TEXT NOT NULL, seq INTEGER NOT NULL, signer_no TEXT NOT NULL,
    signer_name TEXT NOT NULL, on_behalf_of_no TEXT NOT NULL, on_behalf_of_name TEXT NOT NULL, meaning TEXT NOT NULL,
    policy TEXT NOT NULL, server_time TEXT NOT NULL, content_digest TEXT NOT NULL, image_digest TEXT NOT NULL,
    image BLOB, user_agent TEXT NOT NULL, client_address TEXT NOT NULL, prev_digest TEXT NOT NULL,
    digest TEXT NOT NULL, PRIMARY KEY (area, record_id, seq)
  )`);
}

/** What a decision handler knows when it records a decision. */
export interface EvidenceInput {
  area: string;
  recordId: string;
  signerNo: string;
  signerName: string;
  /** The person the signer stood in for (delegation); '' when they signed for themselves. */
  onBehalfOfNo: string;
  onBehalfOfName: string;
  meaning: EvidenceMeaning;
  policy: SigningPolicy;
  /** Server clock, epoch ms. */
  now: number;
  contentDigest: string;
  /** The drawn signature as PNG bytes, when the policy asked for one. */
  image?: Uint8Array;
  userAgent: string;
  clientAddress: string;
}

interface EntryRow {
  area: string;
  record_id: string;
  seq: number;
  signer_no: string;
  signer_name: string;
  on_behalf_of_no: string;
  on_behalf_of_name: string;
  meaning: string;
  policy: string;
  server_time: string;
  content_digest: string;
  image_digest: string;
  image: Uint8Array | null;
  user_agent: string;
  client_address: string;
  prev_digest: string;
  digest: string;
}

/** The fields an entry's digest covers: everything but the digest itself and the image (covered by its digest). */
function sealedFields(row: Omit<EntryRow, 'digest' | 'image'>) {
  return {
    area: row.area,
    recordId: row.record_id,
    seq: row.seq,
    signerNo: row.signer_no,
    signerName: row.signer_name,
    onBehalfOfNo: row.on_behalf_of_no,
    onBehalfOfName: row.on_behalf_of_name,
    meaning: row.meaning,
    policy: row.policy,
    serverTime: row.server_time,
    contentDigest: row.content_digest,
    imageDigest: row.image_digest,
    userAgent: row.user_agent,
    clientAddress: row.client_address,
    prevDigest: row.prev_digest,
  };
}

export function entryDigest(row: Omit<EntryRow, 'digest' | 'image'>): string {
  return sha256Hex(canonicalJson(sealedFields(row)));
}

function rowsOf(db: Database, area: string, recordId: string): EntryRow[] {
  return all<EntryRow>(db, 'SELECT * FROM evidence_entries WHERE area = ? AND record_id = ? ORDER BY seq', [
    area,
    recordId,
  ]);
}

/** Appends the evidence of one decision to its record's chain; answers the new entry's digest. */
export function recordEvidence(db: Database, input: EvidenceInput): string {
  const last = one<{ seq: number; digest: string }>(
    db,
    'SELECT seq, digest FROM evidence_entries WHERE area = ? AND record_id = ? ORDER BY seq DESC LIMIT 1',
    [input.area, input.recordId],
  );
  const row = {
    area: input.area,
    record_id: input.recordId,
    seq: (last?.seq ?? 0) + 1,
    signer_no: input.signerNo,
    signer_name: input.signerName,
    on_behalf_of_no: input.onBehalfOfNo,
    on_behalf_of_name: input.onBehalfOfName,
    meaning: input.meaning,
    policy: input.policy,
    server_time: new Date(input.now).toISOString(),
    content_digest: input.contentDigest,
    image_digest: input.image ? sha256Hex(input.image) : '',
    user_agent: input.userAgent.slice(0, 512),
    client_address: input.clientAddress.slice(0, 64),
    prev_digest: last?.digest ?? GENESIS,
  };
  const digest = entryDigest(row);
  run(db, 'INSERT INTO evidence_entries VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    row.area,
    row.record_id,
    row.seq,
    row.signer_no,
    row.signer_name,
    row.on_behalf_of_no,
    row.on_behalf_of_name,
    row.meaning,
    row.policy,
    row.server_time,
    row.content_digest,
    row.image_digest,
    input.image ?? null,
    row.user_agent,
    row.client_address,
    row.prev_digest,
    digest,
  ]);
  return digest;
}

/** An entry holds when its digest is its fields' digest, it links to the entry before and its image is its own. */
function entryHolds(row: EntryRow, prev: string): { digest: boolean; link: boolean } {
  const image = row.image ? sha256Hex(row.image) : '';
  return { digest: entryDigest(row) === row.digest && image === row.image_digest, link: row.prev_digest === prev };
}

/** Walks the chain from the first entry; the first entry that fails is where it breaks. */
export function verifyRows(rows: readonly EntryRow[]): ChainVerification {
  let prev = GENESIS;
  for (const [index, row] of rows.entries()) {
    const holds = entryHolds(row, prev);
    if (row.seq !== index + 1 || !holds.link) return { intact: false, brokenAt: index + 1, reason: 'unlinked' };
    if (!holds.digest) return { intact: false, brokenAt: index + 1, reason: 'altered' };
    prev = row.digest;
  }
  return { intact: true, brokenAt: null, reason: null };
}

function toEntry(row: EntryRow, valid: boolean): EvidenceEntry {
  return {
    seq: row.seq,
    signerNo: row.signer_no,
    signerName: row.signer_name,
    onBehalfOfNo: row.on_behalf_of_no,
    onBehalfOfName: row.on_behalf_of_name,
    meaning: row.meaning as EvidenceMeaning,
    policy: row.policy as SigningPolicy,
    serverTime: row.server_time,
    contentDigest: row.content_digest,
    imageDigest: row.image_digest,
    signatureImage: row.image ? `data:image/png;base64,${Buffer.from(row.image).toString('base64')}` : '',
    userAgent: row.user_agent,
    clientAddress: row.client_address,
    prevDigest: row.prev_digest,
    digest: row.digest,
    valid,
  };
}

/** A record's entries (each marked valid until the break) and the chain's verification. */
export function evidenceOf(
  db: Database,
  area: string,
  recordId: string,
): { entries: EvidenceEntry[]; verification: ChainVerification; images: Array<Uint8Array | null> } {
  const rows = rowsOf(db, area, recordId);
  const verification = verifyRows(rows);
  const broken = verification.brokenAt ?? Number.POSITIVE_INFINITY;
  return {
    entries: rows.map((row, i) => toEntry(row, i + 1 < broken)),
    verification,
    images: rows.map((row) => row.image),
  };
}

/**
 * Demo only (`POST /demo/tamper`): rewrites one stored entry's signer name behind the chain's back, as an
 * intruder with database access would. Answers false when there is no such entry.
 */
export function tamperEntry(db: Database, area: string, recordId: string, seq: number, signerName: string): boolean {
  return (
    run(db, 'UPDATE evidence_entries SET signer_name = ? WHERE area = ? AND record_id = ? AND seq = ?', [
      signerName,
      area,
      recordId,
      seq,
    ]) > 0
  );
}
