import type { QmsCase, QmsCaseSummary, QmsType } from '../../../src/api/qms';
import type { SignRole } from '../../../src/api/srm';
import type { Database } from '../core/db';
import { dateTime } from '../core/dates';
import type { User } from '../core/users';
import { caseFiles, findCase as findReviewCase, isMine, waitsFor } from './review-common';
import { toSignSteps, type StoredStep } from './srm-flow';
import { recordSigning } from '../core/evidence/sources';
import { qmsEvidenceSource } from './qms-evidence';
import type { Data, Row } from './qms-records';

export type { Data, Row };

export const QMS_FLOW: Record<QmsType, SignRole[]> = {
  idr: ['applicant', 'qcLeader', 'qcResponsible', 'procurementConfirmer', 'qaSupervisor'],
  pdr: ['applicant', 'qcLeader', 'productionConfirmer', 'qaSupervisor'],
  market: ['applicant', 'procurementConfirmer', 'qcResponsible', 'qaSupervisor'],
  mqi: ['applicant', 'responsibleEngineer', 'procurementConfirmer', 'qaSupervisor', 'supervisorApproval'],
  mqp: ['applicant', 'qcResponsible', 'productionConfirmer', 'qaSupervisor', 'supervisorApproval'],
};

const ROUTE_SUFFIX: Record<QmsType, string> = { idr: 'Idr', pdr: 'Pdr', market: 'Market', mqi: 'Mqi', mqp: 'Mqp' };
export const qmsRoute = (type: QmsType) => `/pages/QMS/processingInfo/processingInfo${ROUTE_SUFFIX[type]}`;

export function summary(row: Row, user: User): QmsCaseSummary {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    partNo: row.part_no,
    reviewState: row.review_state,
    signState: row.sign_state as QmsCaseSummary['signState'],
    problemClass: row.problem_class,
    createdAt: dateTime(row.created_at),
    mine: isMine(row, user),
  };
}

export function detail(db: Database, row: Row, user: User): QmsCase {
  const data = JSON.parse(row.data) as Data;
  const steps = JSON.parse(row.flow) as StoredStep[];
  const current = steps.findIndex((s) => s.state === 'current');
  return {
    ...summary(row, user),
    factoryCode: data.factoryCode,
    partName: data.partName,
    lotQty: data.lotQty,
    defectQty: data.defectQty,
    unit: data.unit,
    description: data.description,
    evaluationResult: data.evaluationResult,
    finalJudgment: data.finalJudgment,
    recognition: data.recognition,
    files: caseFiles(data.files),
    flow: toSignSteps(db, steps),
    canJudge: waitsFor(row, user),
    finalStep: current >= 0 && !steps.some((s, j) => j > current && s.state === 'waiting'),
    signing: recordSigning(db, qmsEvidenceSource, row.id),
  };
}

export const findCase = (db: Database, id: string, user: User) => findReviewCase<Row>(db, 'qms_cases', id, user);
