import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import type { ChainVerification, EvidenceEntry } from '../../../../src/api/evidence';
import { contentDigest, type SignedContent } from '../evidence/canonical';
import { cjkFont } from './font';
import { PageWriter } from './layout';
import { signPdf } from './pades';

/**
 * The sealed PDF of a decided record (docs/api/signing.md, "Signing evidence"): the form as it was signed, then the
 * evidence page, signed PAdES B-B with the demo server's certificate. Text is real text in a subset of Noto Sans
 * SC (which holds the Japanese kana and the traditional characters too), so it can be selected and extracted.
 */

/** Lines of the form printed in full; the rest are counted. */
const MAX_LINES = 30;

export interface SealEvidence {
  entries: EvidenceEntry[];
  verification: ChainVerification;
  images: Array<Uint8Array | null>;
}

type Cells = Record<string, string | number | null>;
const cells = (row: Cells) =>
  Object.entries(row)
    .map(([k, v]) => `${k}=${v ?? ''}`)
    .join('; ');

function writeForm(w: PageWriter, content: SignedContent): void {
  w.heading(`Sealed record 簽核存證 · ${content.id}`);
  w.text(content.title, 12, { gap: 4 });
  w.field('Form type', content.subType ? `${content.type} / ${content.subType}` : content.type);
  if (content.amount !== null) w.field('Amount', `${content.amount} ${content.currency}`);
  w.field('Content digest (SHA-256)', contentDigest(content));
  w.rule();
  w.text('Header', 11);
  for (const [key, value] of Object.entries(content.header)) w.field(key, String(value ?? ''), 8);
  w.rule();
  w.text(`Lines (${content.lines.length})`, 11);
  for (const [i, line] of content.lines.slice(0, MAX_LINES).entries()) w.field(`#${i + 1}`, cells(line), 8);
  if (content.lines.length > MAX_LINES) {
    w.text(`… ${content.lines.length - MAX_LINES} more lines, covered by the content digest.`, 9, { indent: 8 });
  }
  for (const [name, rows] of Object.entries(content.tables)) {
    w.text(`${name} (${rows.length})`, 10);
    for (const [i, row] of rows.slice(0, MAX_LINES).entries()) w.field(`#${i + 1}`, cells(row), 8);
  }
  w.rule();
  w.text(`Files (${content.files.length})`, 11);
  for (const file of content.files) {
    w.field(file.name, `${file.size} bytes`, 8);
    w.text(`SHA-256 ${file.sha256}`, 8, { indent: 16, grey: true });
  }
}

async function writeEvidence(w: PageWriter, doc: PDFDocument, evidence: SealEvidence): Promise<void> {
  w.newPage();
  w.heading('Evidence 簽核證據');
  const { verification } = evidence;
  w.text(
    verification.intact
      ? `Chain verified: intact, ${evidence.entries.length} steps.`
      : `Chain verification FAILED: broken at step ${verification.brokenAt} (${verification.reason}).`,
    11,
    { gap: 4 },
  );
  for (const [i, entry] of evidence.entries.entries()) {
    w.rule();
    const behalf = entry.onBehalfOfNo ? ` on behalf of ${entry.onBehalfOfName} (${entry.onBehalfOfNo})` : '';
    w.text(`Step ${entry.seq}: ${entry.signerName} (${entry.signerNo})${behalf}`, 11);
    w.field('Meaning', entry.meaning, 8);
    w.field('Signing policy', entry.policy, 8);
    w.field('Server time (UTC)', entry.serverTime, 8);
    w.field('Content digest', entry.contentDigest, 8);
    w.field('Entry digest', entry.digest, 8);
    w.field('Previous entry', entry.prevDigest, 8);
    w.field('Device', entry.userAgent || '—', 8);
    w.field('Address', entry.clientAddress || '—', 8);
    w.field('Verified', entry.valid ? 'yes' : 'no', 8);
    const image = evidence.images[i];
    if (image) {
      w.field('Drawn signature, SHA-256', entry.imageDigest, 8);
      w.image(await doc.embedPng(image), 220, 90, 8);
    }
  }
}

/** The sealed PDF's bytes. `now` is the server clock (epoch ms), written as the signing time. */
export async function sealRecord(content: SignedContent, evidence: SealEvidence, now: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(cjkFont(), { subset: true });
  doc.setTitle(`${content.id} sealed record`);
  doc.setProducer('E-Sign Workspace demo server');
  doc.setCreationDate(new Date(now));
  doc.setModificationDate(new Date(now));
  const w = new PageWriter(doc, font);
  writeForm(w, content);
  await writeEvidence(w, doc, evidence);
  return signPdf(doc, w.firstPage, new Date(now));
}
