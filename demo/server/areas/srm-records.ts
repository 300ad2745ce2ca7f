import type { DispatchLevel, SrmCase, SrmKind } from '../../../src/api/srm';
import type { ReviewRow } from './review-common';

/** An SRM case as the store keeps it: the shared review row with SRM's own columns. */
export interface CaseRow extends ReviewRow {
  kind: SrmKind;
  dispatch_level: DispatchLevel;
  applicant_no: string;
  score: number | null;
  methods: string;
}

/** What the store keeps per case beyond the row: the contract's fields, with files as stored names. */
export type CaseData = Pick<
  SrmCase,
  'factoryCode' | 'reviewType' | 'nature' | 'reasons' | 'methods' | 'products' | 'scoreItems' | 'problems' | 'pay'
> & {
  files: string[];
};
