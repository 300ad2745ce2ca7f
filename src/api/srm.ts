import type { z } from 'zod';
import { endpoint, type Page, type PageQuery } from './define';
import type * as S from './schema/srm';

/**
 * Supplier management (`srm` service, the Java gateway's {product}-srm path). Codes, not labels, travel on the
 * wire: the client shows every state and constant of SPEC sections 4 and 9 in the user's language.
 */

/** The three SRM case kinds: supplier evaluation, new-supplier evaluation report, payment-term application. */
export type SrmKind = z.infer<typeof S.SrmKind>;

export {
  REVIEW_STATES,
  LIGHTS,
  DISPATCH_LEVELS,
  REVIEW_TYPES,
  BUSINESS_NATURES,
  REVIEW_REASONS,
  REVIEW_METHODS,
  PROBLEM_CLASSES,
  AUDIT_UNITS,
  type ReviewState,
  type Light,
  type DispatchLevel,
  type ReviewType,
  type BusinessNature,
  type ReviewReason,
  type ReviewMethod,
  type ProblemClass,
  type AuditUnit,
} from './srm-values';

/** SPEC 4 sign states: 0 signing in progress, 1 case closed, 2 specially concluded. */
export type SignState = z.infer<typeof S.SignState>;

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
