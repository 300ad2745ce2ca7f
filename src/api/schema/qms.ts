import { z } from '@hono/zod-openapi';
import { JUDGMENTS, QMS_TYPES, RECOGNITIONS } from '../qms-values';
import { DateTime, Id, PageQuery } from './common';
import { RecordSigning } from './evidence';
import { SignedDecisionFields } from './signing';
import { CaseFile, ProblemClass, ReviewState, Scope, SignState, SignStep } from './srm';

export const QmsType = z.enum(QMS_TYPES).openapi('QmsType');
export const Judgment = z.enum(JUDGMENTS).openapi('Judgment');
export const Recognition = z.enum(RECOGNITIONS).openapi('Recognition');

export const QmsListQuery = PageQuery.extend({
  types: z
    .string()
    .min(1)
    .max(200)
    .openapi({
      description: `comma-separated type codes, any of ${QMS_TYPES.join(',')}; none valid: 400`,
      example: 'idr,pdr',
    }),
  scope: Scope.optional(),
});

export const QmsCaseSummary = z
  .object({
    id: z.string(),
    type: QmsType,
    title: z.string(),
    supplierCode: z.string(),
    supplierName: z.string(),
    partNo: z.string(),
    reviewState: ReviewState,
    signState: SignState,
    problemClass: ProblemClass,
    createdAt: DateTime,
    mine: z.boolean(),
  })
  .openapi('QmsCaseSummary');

export const QmsCase = QmsCaseSummary.extend({
  factoryCode: z.string(),
  partName: z.string(),
  lotQty: z.number(),
  defectQty: z.number(),
  unit: z.string(),
  description: z.string(),
  evaluationResult: Judgment.nullable(),
  finalJudgment: Judgment.nullable(),
  recognition: Recognition.nullable(),
  files: z.array(CaseFile),
  flow: z.array(SignStep),
  canJudge: z.boolean(),
  finalStep: z.boolean(),
  signing: RecordSigning,
}).openapi('QmsCase');

const PerType = z.record(QmsType, z.number().int().min(0));
export const QmsHome = z.object({ todo: PerType, total: PerType }).openapi('QmsHome');

export const JudgeRequest = z.object({
  id: Id,
  action: z.enum(['approve', 'return']),
  judgment: Judgment.optional().openapi({ description: 'required to approve (400 without)' }),
  recognition: Recognition.optional().openapi({ description: 'required to approve the last step (400 without)' }),
  comment: z.string().max(2000).openapi({ description: 'required to return' }),
  ...SignedDecisionFields,
});
