import type { SignedContent } from '../core/evidence/canonical';
import type { Data, Row } from './qms-records';
import { caseFileDigests, reviewEvidenceSource } from './srm-evidence';

/**
 * What a signer of a QMS case sees: the supplier, the part, the lot and its defects, the description and the
 * files. The judgments are the flow's (each signer's step), not the content they sign.
 */
export function qmsContent(row: Row): SignedContent {
  const data = JSON.parse(row.data) as Data;
  return {
    area: 'qms',
    type: row.type,
    subType: '',
    id: row.id,
    title: row.title,
    header: {
      supplierCode: row.supplier_code,
      supplierName: row.supplier_name,
      partNo: row.part_no,
      partName: data.partName,
      factoryCode: data.factoryCode,
      problemClass: row.problem_class,
      lotQty: data.lotQty,
      defectQty: data.defectQty,
      unit: data.unit,
      description: data.description,
    },
    lines: [],
    tables: {},
    amount: null,
    currency: '',
    files: caseFileDigests(data.files),
  };
}

export const qmsEvidenceSource = reviewEvidenceSource<Row>('qms', 'qms_cases', qmsContent);
