import {
  type Light,
  scoreBand,
  type SignRole,
  type SrmAction,
  type SrmCase,
  type SrmCaseSummary,
  type SrmKind,
} from '../../../src/api/srm';
import type { Database } from '../core/db';
import { dateTime } from '../core/dates';
import { findUser, type User } from '../core/users';
import { caseFiles, findCase as findReviewCase, isMine, waitsFor } from './review-common';
import { toSignSteps, type StoredStep } from './srm-flow';
import { recordSigning } from '../core/evidence/sources';
import { srmEvidenceSource } from './srm-evidence';
import type { CaseData, CaseRow } from './srm-records';

export type { CaseData, CaseRow };

/** SRM case rows and how the contract shows them: the summary, the detail with its flow, and the allowed actions. */

export const FLOW_ROLES: Record<SrmKind, SignRole[]> = {
  eval: ['applicant', 'reviewer', 'jointReview', 'approver', 'notification'],
  nsr: ['applicant', 'auditor', 'reviewer', 'approver'],
  pay: ['applicant', 'business', 'supervisorApproval', 'approver'],
};

export const ROUTE_OF: Record<SrmKind, string> = {
  eval: '/pages/SRM/processingInfo/processingInfo',
  nsr: '/pages/SRM/processingInfo/processingInfoNsr',
  pay: '/pages/SRM/processingInfo/processingInfoPay',
};

/** SPEC 9 lights follow the band: A and B approval, C conditional approval, D prohibited. */
export function lightOf(score: number | null): Light | null {
  if (score === null) return null;
  const band = scoreBand(score);
  return band === 'D' ? 'red' : band === 'C' ? 'yellow' : 'green';
}

export function summary(db: Database, row: CaseRow, user: User): SrmCaseSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    reviewState: row.review_state,
    signState: row.sign_state as SrmCaseSummary['signState'],
    dispatchLevel: row.dispatch_level,
    applicantName: findUser(db, row.applicant_no)?.userName ?? row.applicant_no,
    createdAt: dateTime(row.created_at),
    score: row.score,
    light: lightOf(row.score),
    mine: isMine(row, user),
  };
}

function actionsFor(row: CaseRow, steps: StoredStep[], user: User): SrmAction[] {
  if (!waitsFor(row, user)) return [];
  const current = steps.find((s) => s.state === 'current');
  // Only the approver step may conclude a case specially (sign state 2).
  return current?.role === 'approver' && row.kind !== 'pay'
    ? ['approve', 'return', 'specialConclude']
    : ['approve', 'return'];
}

export function detail(db: Database, row: CaseRow, user: User): SrmCase {
  const data = JSON.parse(row.data) as CaseData;
  const steps = JSON.parse(row.flow) as StoredStep[];
  return {
    ...summary(db, row, user),
    factoryCode: data.factoryCode,
    reviewType: data.reviewType,
    nature: data.nature,
    reasons: data.reasons,
    methods: data.methods,
    products: data.products,
    scoreItems: data.scoreItems,
    problems: data.problems,
    pay: data.pay,
    files: caseFiles(data.files),
    flow: toSignSteps(db, steps),
    actions: actionsFor(row, steps, user),
    signing: recordSigning(db, srmEvidenceSource, row.id),
  };
}

export const findCase = (db: Database, id: string, user: User) => findReviewCase<CaseRow>(db, 'srm_cases', id, user);
