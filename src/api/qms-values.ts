/** The QMS value lists the schemas and the client share. Data only, with no import: the schemas stay below the API. */

/** IDR, PDR, market-purchased parts, mold and tooling supplier abnormality (MQI), process abnormality (MQP). */
export const QMS_TYPES = ['idr', 'pdr', 'market', 'mqi', 'mqp'] as const;
export type QmsType = (typeof QMS_TYPES)[number];

/** SPEC 4: evaluation result and final judgment options. */
export const JUDGMENTS = ['pick', 'scrap', 'specialProcurement', 'return', 'rework', 'emergencyRelease'] as const;
export type Judgment = (typeof JUDGMENTS)[number];

/** SPEC 4: recognition category. */
export const RECOGNITIONS = ['urgentAdmission', 'normalAdmission', 'unrecognized'] as const;
export type Recognition = (typeof RECOGNITIONS)[number];
