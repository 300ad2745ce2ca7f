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

const PDS = '/pages/SAP/PDSProcessing/PDSProcessing';

/** The SAP lists (`list` of GET /sap/forms) and the route of each (ROUTES.md), in the order the SAP home shows them. */
export const SAP_LIST_ROUTES = {
  pds: PDS,
  pucOrder: `${PDS}PucOrder`,
  bisOrder: `${PDS}BisOrder`,
  fixedAssets: `${PDS}FixedAssets`,
  fee: `${PDS}Fee`,
  sysReq: `${PDS}SysReq`,
  accountPermissions: '/pages/SAP/accountPermissions/list',
  systemRequirement: '/pages/SAP/SystemRequirement/list',
  receiving: '/pages/SAP/receivingList/receivingList',
} as const;

export type SapListKey = keyof typeof SAP_LIST_ROUTES;
export const SAP_LIST_KEYS = Object.keys(SAP_LIST_ROUTES) as [SapListKey, ...SapListKey[]];
