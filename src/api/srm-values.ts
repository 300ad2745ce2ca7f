/** The SRM value lists of SPEC 4 and 9 the schemas and the client share. Data only, with no import. */

/** SPEC 4 review states: under review, closed case, specially concluded, self-closing case, pending signature submission. */
export const REVIEW_STATES = [
  'underReview',
  'closedCase',
  'speciallyConcluded',
  'selfClosing',
  'pendingSubmission',
] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

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
