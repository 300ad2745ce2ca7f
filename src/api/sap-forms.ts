/**
 * The SAP form types, the one list every other place derives from: the route table, the SAP area's pages, the
 * form registry and the demo server's seed. Data only, with no import, so the route table on the first screen
 * can read it without the SAP contract.
 */

/** Form types signed on a processing-info page; the last segment of its route (ROUTES.md). */
export const SAP_SIGNED_FORM_TYPES = [
  'purchaseRequisition',
  'purchaseOrder',
  'fixedAssets',
  'materialOrder',
  'feeApplication',
  'businessOrder',
  'quotationOrder',
  'softwareApplication',
  'usbApplication',
  'repairOrder',
] as const;

/** The two forms employees apply for; each has its own list, add, preview and processing-info routes. */
export const SAP_APPLY_FORM_TYPES = ['accountPermissions', 'SystemRequirement'] as const;

export const SAP_FORM_TYPES = [...SAP_SIGNED_FORM_TYPES, ...SAP_APPLY_FORM_TYPES] as const;

export type SapFormType = (typeof SAP_FORM_TYPES)[number];
