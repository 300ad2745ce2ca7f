import { endpoint, type Page, type PageQuery } from './define';

/**
 * Supplier management (`srm` service, the Java gateway's {product}-srm path). Codes, not labels, travel on the
 * wire: the client shows every state and constant of SPEC sections 4 and 9 in the user's language.
 */

/** The three SRM case kinds: supplier evaluation, new-supplier evaluation report, payment-term application. */
export type SrmKind = 'eval' | 'nsr' | 'pay';

/** SPEC 4 review states: under review, closed case, specially concluded, self-closing case, pending signature submission. */
export const REVIEW_STATES = ['underReview', 'closedCase', 'speciallyConcluded', 'selfClosing', 'pendingSubmission'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** SPEC 4 sign states: 0 signing in progress, 1 case closed, 2 specially concluded. */
export type SignState = 0 | 1 | 2;

/** SPEC 9 constants. */
export const LIGHTS = ['red', 'yellow', 'green'] as const;
export type Light = (typeof LIGHTS)[number];
export const DISPATCH_LEVELS = ['general', 'urgent', 'extraUrgent'] as const;
export type DispatchLevel = (typeof DISPATCH_LEVELS)[number];
export const REVIEW_TYPES = ['general', 'automobile'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const BUSINESS_NATURES = ['manufacturer', 'agent', 'trade', 'localOffice', 'affiliated', 'overseasOffice', 'other'] as const;
export type BusinessNature = (typeof BUSINESS_NATURES)[number];
export const REVIEW_REASONS = ['qualification', 'restoreQualified', 'cancelBlacklist'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
export const REVIEW_METHODS = ['questionnaire', 'fieldInvestigation', 'sampleEvaluation', 'customerSpecified'] as const;
export type ReviewMethod = (typeof REVIEW_METHODS)[number];
export const PROBLEM_CLASSES = ['serious', 'main', 'slight'] as const;
export type ProblemClass = (typeof PROBLEM_CLASSES)[number];
export const AUDIT_UNITS = ['PCS', 'PIN', 'KG', 'M'] as const;
export type AuditUnit = (typeof AUDIT_UNITS)[number];

/** SPEC 9 review bands. */
export type ScoreBand = 'A' | 'B' | 'C' | 'D';

/** A 90 to under 100 excellent, B 80 to under 90 okay, C 65 to under 80 general, D under 65 unqualified (100 counts as A). */
export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return 'A';
  if (score >= 80) return 'B';
  if (score >= 65) return 'C';
  return 'D';
}

/** SPEC 6 roles, as codes. The sign flow of every SRM and QMS case names the role of each step. */
export type SignRole =
  | 'applicant'
  | 'auditor'
  | 'approver'
  | 'reviewer'
  | 'jointReview'
  | 'notification'
  | 'qcLeader'
  | 'qcResponsible'
  | 'productionConfirmer'
  | 'procurementConfirmer'
  | 'qaSupervisor'
  | 'supervisorApproval'
  | 'misManager'
  | 'responsibleEngineer'
  | 'business';

export interface SignStep {
  role: SignRole;
  userNo: string;
  userName: string;
  state: 'done' | 'current' | 'waiting';
  /** pass, return (to the applicant) or special (specially concluded). */
  result?: 'pass' | 'return' | 'special';
  /** Server text: what the signer wrote. */
  comment?: string;
  /** QMS: the judgment this signer recorded (a Judgment code). */
  judgment?: string;
  at?: string;
}

/** A file of a case; the viewer routes open it by name. */
export interface CaseFile {
  name: string;
  size: number;
}

/** The lists: the three kinds, every case waiting for me (todo), and every case with a sample evaluation. */
export type SrmList = SrmKind | 'todo' | 'sample';

export interface SrmListQuery extends PageQuery {
  list: SrmList;
  /** todo: cases waiting for me (a supplier: its open cases); all: every case I may see. Default todo. */
  scope?: 'todo' | 'all';
}

export interface SrmCaseSummary {
  id: string;
  kind: SrmKind;
  /** Server text. */
  title: string;
  supplierCode: string;
  supplierName: string;
  reviewState: ReviewState;
  signState: SignState;
  dispatchLevel: DispatchLevel;
  applicantName: string;
  createdAt: string;
  /** Evaluation score (eval and nsr); null for payment terms. */
  score: number | null;
  light: Light | null;
  /** The current step is mine. */
  mine: boolean;
}

export interface ScoreItem {
  /** Server text: the evaluation item (quality system, delivery, ...). */
  item: string;
  weight: number;
  score: number;
}

export interface AuditProblem {
  cls: ProblemClass;
  /** Server text. */
  description: string;
  quantity: number;
  unit: AuditUnit;
}

export interface PaymentTerms {
  currentTerm: string;
  requestedTerm: string;
  annualAmount: number;
  currency: string;
  /** Server text. */
  reason: string;
}

export interface SrmCase extends SrmCaseSummary {
  factoryCode: string;
  reviewType: ReviewType;
  nature: BusinessNature;
  reasons: ReviewReason[];
  methods: ReviewMethod[];
  /** Server text. */
  products: string;
  scoreItems: ScoreItem[];
  problems: AuditProblem[];
  pay: PaymentTerms | null;
  files: CaseFile[];
  flow: SignStep[];
  /** Actions the signed-in user may take now. */
  actions: SrmAction[];
}

/** approve: pass to the next step (the last one closes the case); return: back to the applicant, comment required. */
export type SrmAction = 'approve' | 'return' | 'specialConclude';

export interface SrmActRequest {
  id: string;
  action: SrmAction;
  comment: string;
}

export interface SupplierSummary {
  code: string;
  name: string;
  nature: BusinessNature;
  latestScore: number | null;
  light: Light | null;
}

export interface SupplierDetail extends SupplierSummary {
  address: string;
  contact: string;
  phone: string;
  products: string;
  factoryCodes: string[];
  reviewType: ReviewType;
  /** Cases of this supplier the user may see, newest first. */
  cases: SrmCaseSummary[];
}

export const srmApi = {
  list: endpoint<SrmListQuery, Page<SrmCaseSummary>>('srm', 'GET', '/cases'),
  detail: endpoint<{ id: string }, SrmCase>('srm', 'GET', '/cases/:id'),
  act: endpoint<SrmActRequest, SrmCase>('srm', 'POST', '/cases/:id/actions'),
  suppliers: endpoint<PageQuery, Page<SupplierSummary>>('srm', 'GET', '/suppliers'),
  supplier: endpoint<{ code: string }, SupplierDetail>('srm', 'GET', '/suppliers/:code'),
  /** A file of a case, as bytes (not enveloped); read with download(). */
  file: endpoint<{ name: string }, Blob>('srm', 'GET', '/files/:name'),
};
