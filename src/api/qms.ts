import { endpoint, type Page, type PageQuery } from './define';
import type { CaseFile, ProblemClass, ReviewState, SignState, SignStep } from './srm';

/**
 * Quality abnormality management: cases on the QMS gateway's qmsv2-web path, judgments on its bpm path.
 * Review and sign states and the sign-step shape are the same as SRM's (SPEC 4).
 */

/** IDR, PDR, market-purchased parts, mold and tooling supplier abnormality (MQI), process abnormality (MQP). */
export const QMS_TYPES = ['idr', 'pdr', 'market', 'mqi', 'mqp'] as const;
export type QmsType = (typeof QMS_TYPES)[number];

/** SPEC 4: evaluation result and final judgment options. */
export const JUDGMENTS = ['pick', 'scrap', 'specialProcurement', 'return', 'rework', 'emergencyRelease'] as const;
export type Judgment = (typeof JUDGMENTS)[number];

/** SPEC 4: recognition category. */
export const RECOGNITIONS = ['urgentAdmission', 'normalAdmission', 'unrecognized'] as const;
export type Recognition = (typeof RECOGNITIONS)[number];

export interface QmsListQuery extends PageQuery {
  /** Comma-separated QmsType codes, e.g. "idr,pdr". */
  types: string;
  scope?: 'todo' | 'all';
}

export interface QmsCaseSummary {
  id: string;
  type: QmsType;
  /** Server text: the abnormality in a line. */
  title: string;
  supplierCode: string;
  supplierName: string;
  partNo: string;
  reviewState: ReviewState;
  signState: SignState;
  problemClass: ProblemClass;
  createdAt: string;
  mine: boolean;
}

export interface QmsCase extends QmsCaseSummary {
  factoryCode: string;
  /** Server text. */
  partName: string;
  lotQty: number;
  defectQty: number;
  unit: string;
  /** Server text. */
  description: string;
  evaluationResult: Judgment | null;
  finalJudgment: Judgment | null;
  recognition: Recognition | null;
  files: CaseFile[];
  flow: SignStep[];
  /** The signed-in user is the current signer. */
  canJudge: boolean;
  /** The current step is the last one: its judgment is final and needs a recognition category. */
  finalStep: boolean;
}

export interface QmsHome {
  /** Cases waiting for me, per type. */
  todo: Record<QmsType, number>;
  total: Record<QmsType, number>;
}

export interface JudgeRequest {
  id: string;
  action: 'approve' | 'return';
  /** Required to approve. */
  judgment?: Judgment;
  /** Required to approve the last step. */
  recognition?: Recognition;
  /** Required to return. */
  comment: string;
}

export const qmsApi = {
  home: endpoint<void, QmsHome>('qms', 'GET', '/home'),
  list: endpoint<QmsListQuery, Page<QmsCaseSummary>>('qms', 'GET', '/cases'),
  detail: endpoint<{ id: string }, QmsCase>('qms', 'GET', '/cases/:id'),
  judge: endpoint<JudgeRequest, QmsCase>('qmsBpm', 'POST', '/tasks/:id/judgment'),
  file: endpoint<{ name: string }, Blob>('qms', 'GET', '/files/:name'),
};
