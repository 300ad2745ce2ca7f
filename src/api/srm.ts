import type { z } from 'zod';
import { endpoint, type Page, type PageQuery } from './define';
import type * as S from './schema/srm';

/**
 * Supplier management (`srm` service, the Java gateway's {product}-srm path). Codes, not labels, travel on the
 * wire: the client shows every state and constant of SPEC sections 4 and 9 in the user's language.
 */

/** The three SRM case kinds: supplier evaluation, new-supplier evaluation report, payment-term application. */
export type SrmKind = z.infer<typeof S.SrmKind>;

/** SPEC 4 review states: under review, closed case, specially concluded, self-closing case, pending signature submission. */
export const REVIEW_STATES = [
  'underReview',
  'closedCase',
  'speciallyConcluded',
  'selfClosing',
  'pendingSubmission',
] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** SPEC 4 sign states: 0 signing in progress, 1 case closed, 2 specially concluded. */
export type SignState = z.infer<typeof S.SignState>;

/** SPEC 9 constants. */
export const LIGHTS = ['red', 'yellow', 'green'] as const;
export type Light = (typeof LIGHTS)[number];
export const DISPATCH_LEVELS = ['general', 'urgent', 'extraUrgent'] as const;
export type DispatchLevel = (typeof DISPATCH_LEVELS)[number];
export const REVIEW_TYPES = ['general', 'automobile'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const BUSINESS_NATURES = [
  'manufacturer',
  'agent',
  'trade',
  'localOffice',
  'affiliated',
  'overseasOffice',
  'other',
] as const;
export type BusinessNature = (typeof BUSINESS_NATURES)[number];
export const REVIEW_REASONS = ['qualification', 'restoreQualified', 'cancelBlacklist'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
export const REVIEW_METHODS = ['questionnaire', 'fieldInvestigation', 'sampleEvaluation', 'customerSpecified'] as const;
export type ReviewMethod = (typeof REVIEW_METHODS)[number];
export const PROBLEM_CLASSES = ['serious', 'main', 'slight'] as const;
export type ProblemClass = (typeof PROBLEM_CLASSES)[number];
export const AUDIT_UNITS = ['PCS', 'PIN', 'KG', 'M'] as const;
export type AuditUnit = (typeof AUDIT_UNITS)[number];

/** SPEC 9 review bands (their own module, so the mutation run can name it). */
export { scoreBand, type ScoreBand } from './srmScore';

/** SPEC 6 roles, as codes. The sign flow of every SRM and QMS case names the role of each step. */
export type SignRole = z.infer<typeof S.SignRole>;
/** A step of a sign flow; `judgment` is the QMS judgment the signer recorded. */
export type SignStep = z.infer<typeof S.SignStep>;
/** A file of a case; the viewer routes open it by name. */
export type CaseFile = z.infer<typeof S.CaseFile>;
/** The lists: the three kinds, every case waiting for me (todo), and every case with a sample evaluation. */
export type SrmList = z.infer<typeof S.SrmList>;
/** scope todo: cases waiting for me (a supplier: its open cases); all: every case I may see. Default todo. */
export type SrmListQuery = z.infer<typeof S.SrmListQuery>;
export type SrmCaseSummary = z.infer<typeof S.SrmCaseSummary>;
export type ScoreItem = z.infer<typeof S.ScoreItem>;
export type AuditProblem = z.infer<typeof S.AuditProblem>;
export type PaymentTerms = z.infer<typeof S.PaymentTerms>;
export type SrmCase = z.infer<typeof S.SrmCase>;
/** approve: pass to the next step (the last one closes the case); return: back to the applicant, comment required. */
export type SrmAction = z.infer<typeof S.SrmAction>;
export type SrmActRequest = z.infer<typeof S.SrmActRequest>;
export type SupplierSummary = z.infer<typeof S.SupplierSummary>;
export type SupplierDetail = z.infer<typeof S.SupplierDetail>;

export const srmApi = {
  list: endpoint<SrmListQuery, Page<SrmCaseSummary>>('srm', 'GET', '/cases'),
  detail: endpoint<{ id: string }, SrmCase>('srm', 'GET', '/cases/:id'),
  act: endpoint<SrmActRequest, SrmCase>('srm', 'POST', '/cases/:id/actions'),
  suppliers: endpoint<PageQuery, Page<SupplierSummary>>('srm', 'GET', '/suppliers'),
  supplier: endpoint<{ code: string }, SupplierDetail>('srm', 'GET', '/suppliers/:code'),
  /** A file of a case, as bytes (not enveloped); read with download(). */
  file: endpoint<{ name: string }, Blob>('srm', 'GET', '/files/:name'),
};
