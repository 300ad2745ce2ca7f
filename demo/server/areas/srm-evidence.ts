import type { EvidenceArea } from '../../../src/api/evidence';
import { one, type Database } from '../core/db';
import { sha256Hex, type SignedContent, type SignedFile } from '../core/evidence/canonical';
import { signingPolicy } from '../core/evidence/policy';
import { registerEvidenceSource, type EvidenceSource } from '../core/evidence/sources';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { findCase, type CaseTable, type ReviewRow } from './review-common';
import { sampleFile } from './sample-files';
import type { CaseData, CaseRow } from './srm-records';

type Row = Record<string, string | number | null>;

const digests = new Map<string, string>();
/** The case files as a signer sees them listed, with the digest of their bytes (the sample files never change). */
export function caseFileDigests(names: string[]): SignedFile[] {
  return names.map((name) => {
    const bytes = sampleFile(name)?.bytes ?? new Uint8Array();
    const sha256 = digests.get(name) ?? sha256Hex(bytes);
    digests.set(name, sha256);
    return { name, size: bytes.length, sha256 };
  });
}

/**
 * How evidence reads the cases of SRM or QMS: the content from the case row (`contentOf`), read by a user who
 * may see the case (a supplier its own company's only, 404 otherwise), and the policy of the case's type.
 */
export function reviewEvidenceSource<R extends ReviewRow>(
  area: EvidenceArea,
  table: CaseTable,
  contentOf: (row: R) => SignedContent,
): EvidenceSource {
  const rowOf = (db: Database, id: string) => {
    const row = one<R>(db, `SELECT * FROM ${table} WHERE id = ?`, [id]);
    if (!row) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
    return row;
  };
  const source: EvidenceSource = {
    content: (db, id, user) => contentOf(findCase<R>(db, table, id, user)),
    contentOf: (db, id) => contentOf(rowOf(db, id)),
    policy: (content) => signingPolicy(area, content.type, content.subType, content.amount),
  };
  registerEvidenceSource(area, source);
  return source;
}

/** What a signer of an SRM case sees: the supplier and review header, the score items, problems and payment terms. */
export function srmContent(row: CaseRow): SignedContent {
  const data = JSON.parse(row.data) as CaseData;
  return {
    area: 'srm',
    type: row.kind,
    subType: '',
    id: row.id,
    title: row.title,
    header: {
      supplierCode: row.supplier_code,
      supplierName: row.supplier_name,
      factoryCode: data.factoryCode,
      reviewType: data.reviewType,
      nature: data.nature,
      reasons: data.reasons.join(','),
      methods: data.methods.join(','),
      products: data.products,
      score: row.score,
      dispatchLevel: row.dispatch_level,
    },
    lines: data.scoreItems.map((s) => ({ item: s.item, weight: s.weight, score: s.score })),
    tables: {
      problems: data.problems.map(
        (p): Row => ({ cls: p.cls, description: p.description, quantity: p.quantity, unit: p.unit }),
      ),
      payment: data.pay ? [{ currentTerm: data.pay.currentTerm, requestedTerm: data.pay.requestedTerm }] : [],
    },
    amount: data.pay?.annualAmount ?? null,
    currency: data.pay?.currency ?? '',
    files: caseFileDigests(data.files),
  };
}

export const srmEvidenceSource = reviewEvidenceSource<CaseRow>('srm', 'srm_cases', srmContent);
