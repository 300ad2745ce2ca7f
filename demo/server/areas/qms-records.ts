import type { QmsCase, QmsType } from '../../../src/api/qms';
import type { ProblemClass } from '../../../src/api/srm';
import type { ReviewRow } from './review-common';

/** A QMS case as the store keeps it: the shared review row with QMS's own columns. */
export interface Row extends ReviewRow {
  type: QmsType;
  part_no: string;
  problem_class: ProblemClass;
}

/** What the store keeps per case beyond the row: the contract's fields, with files as stored names. */
export type Data = Pick<
  QmsCase,
  | 'factoryCode'
  | 'partName'
  | 'lotQty'
  | 'defectQty'
  | 'unit'
  | 'description'
  | 'evaluationResult'
  | 'finalJudgment'
  | 'recognition'
> & {
  files: string[];
};
