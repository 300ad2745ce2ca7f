import { z } from '@hono/zod-openapi';
import {
  AUDIT_UNITS,
  BUSINESS_NATURES,
  DISPATCH_LEVELS,
  LIGHTS,
  PROBLEM_CLASSES,
  REVIEW_METHODS,
  REVIEW_REASONS,
  REVIEW_STATES,
  REVIEW_TYPES,
} from '../srm-values';
import { DateTime, Id, PageQuery } from './common';
import { RecordSigning } from './evidence';
import { SignedDecisionFields } from './signing';

export const SrmKind = z.enum(['eval', 'nsr', 'pay']).openapi('SrmKind');
export const ReviewState = z.enum(REVIEW_STATES).openapi('ReviewState');
export const SignState = z
  .union([z.literal(0), z.literal(1), z.literal(2)])
  .openapi('SignState', { description: '0 signing, 1 case closed, 2 specially concluded' });
export const Light = z.enum(LIGHTS);
export const DispatchLevel = z.enum(DISPATCH_LEVELS);
export const ReviewType = z.enum(REVIEW_TYPES);
export const BusinessNature = z.enum(BUSINESS_NATURES);
export const ReviewReason = z.enum(REVIEW_REASONS);
export const ReviewMethod = z.enum(REVIEW_METHODS);
export const ProblemClass = z.enum(PROBLEM_CLASSES);
export const AuditUnit = z.enum(AUDIT_UNITS);
export const SignRole = z.enum([
  'applicant',
  'auditor',
  'approver',
  'reviewer',
  'jointReview',
  'notification',
  'qcLeader',
  'qcResponsible',
  'productionConfirmer',
  'procurementConfirmer',
  'qaSupervisor',
  'supervisorApproval',
  'misManager',
  'responsibleEngineer',
  'business',
]);

export const SignStep = z
  .object({
    role: SignRole,
    userNo: z.string(),
    userName: z.string(),
    state: z.enum(['done', 'current', 'waiting']),
    result: z.enum(['pass', 'return', 'special']).optional(),
    comment: z.string().optional(),
    judgment: z.string().optional().openapi({ description: 'QMS: the judgment this signer recorded' }),
    at: z.string().optional(),
    byNo: z
      .string()
      .optional()
      .openapi({ description: 'Set when a substitute signed on behalf of the signer (delegation): who really signed' }),
    byName: z.string().optional(),
  })
  .openapi('ReviewSignStep');

export const CaseFile = z.object({ name: z.string(), size: z.number().int().min(0) }).openapi('CaseFile');

export const SrmList = z.enum(['eval', 'nsr', 'pay', 'todo', 'sample']);
export const Scope = z.enum(['todo', 'all']);

export const SrmListQuery = PageQuery.extend({ list: SrmList, scope: Scope.optional() });

export const SrmCaseSummary = z
  .object({
    id: z.string(),
    kind: SrmKind,
    title: z.string(),
    supplierCode: z.string(),
    supplierName: z.string(),
    reviewState: ReviewState,
    signState: SignState,
    dispatchLevel: DispatchLevel,
    applicantName: z.string(),
    createdAt: DateTime,
    score: z.number().nullable(),
    light: Light.nullable(),
    mine: z.boolean(),
  })
  .openapi('SrmCaseSummary');

export const ScoreItem = z.object({ item: z.string(), weight: z.number(), score: z.number() });
export const AuditProblem = z.object({
  cls: ProblemClass,
  description: z.string(),
  quantity: z.number(),
  unit: AuditUnit,
});
export const PaymentTerms = z.object({
  currentTerm: z.string(),
  requestedTerm: z.string(),
  annualAmount: z.number(),
  currency: z.string(),
  reason: z.string(),
});
export const SrmAction = z.enum(['approve', 'return', 'specialConclude']);

export const SrmCase = SrmCaseSummary.extend({
  factoryCode: z.string(),
  reviewType: ReviewType,
  nature: BusinessNature,
  reasons: z.array(ReviewReason),
  methods: z.array(ReviewMethod),
  products: z.string(),
  scoreItems: z.array(ScoreItem),
  problems: z.array(AuditProblem),
  pay: PaymentTerms.nullable(),
  files: z.array(CaseFile),
  flow: z.array(SignStep),
  actions: z.array(SrmAction),
  signing: RecordSigning,
}).openapi('SrmCase');

export const SrmActRequest = z.object({
  id: Id,
  action: SrmAction,
  comment: z.string().max(2000).openapi({ description: 'required to return and to conclude specially (400 without)' }),
  ...SignedDecisionFields,
});

export const SupplierSummary = z
  .object({
    code: z.string(),
    name: z.string(),
    nature: BusinessNature,
    latestScore: z.number().nullable(),
    light: Light.nullable(),
  })
  .openapi('SupplierSummary');

export const SupplierDetail = SupplierSummary.extend({
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  products: z.string(),
  factoryCodes: z.array(z.string()),
  reviewType: ReviewType,
  cases: z.array(SrmCaseSummary),
}).openapi('SupplierDetail');
