import { endpoint, type Page, type PageQuery } from './define';
import type { SapFormType } from './sap-forms';

/**
 * The SAP approval workspace on the Java gateway's bpm service: SAP forms waiting for signatures, their sign
 * flows, attachments, and the two forms employees apply for (account permissions, system requirements).
 */

/** Form types: one list in sap-forms.ts (the last segment of the route that opens one, ROUTES.md). */
export { SAP_APPLY_FORM_TYPES, SAP_FORM_TYPES, SAP_SIGNED_FORM_TYPES, type SapFormType } from './sap-forms';

/** Sign status (SPEC section 4): under approval, approved pass, approved return. */
export type SignStatus = 'underApproval' | 'approvedPass' | 'approvedReturn';

/** Which list a page shows. The PDS lists group form types; `receiving` holds forms sent to me for information. */
export type SapListKey =
  | 'pds'
  | 'bisOrder'
  | 'fixedAssets'
  | 'pucOrder'
  | 'sysReq'
  | 'fee'
  | 'accountPermissions'
  | 'systemRequirement'
  | 'receiving';

export interface SapFormSummary {
  /** The SAP document number; unique across types. */
  id: string;
  type: SapFormType;
  /** Variant within a type: FI0001..FI0005 for fee applications, transfer/sell/scrap for fixed assets. */
  subType: string;
  /** Server text: a short description of the case. */
  title: string;
  applicantNo: string;
  applicantName: string;
  department: string;
  status: SignStatus;
  /** userNo of the current signer; empty once the form is closed. */
  assignee: string;
  assigneeName: string;
  amount: number | null;
  currency: string;
  /** YYYY-MM-DD HH:mm:ss */
  createdAt: string;
  updatedAt: string;
  /** True when the signed-in user is the current signer of an open form. */
  canApprove: boolean;
}

/** Roles of a sign step (SPEC section 6 labels). */
export type SignRole = 'applicant' | 'supervisor' | 'approver' | 'misManager' | 'auditor' | 'reviewer' | 'notify';

/** done: signed; returned: sent back; current: waiting for this signer; waiting: later in the flow. */
export type StepState = 'done' | 'returned' | 'current' | 'waiting';

export interface SignStep {
  seq: number;
  role: SignRole;
  signerNo: string;
  signerName: string;
  state: StepState;
  /** YYYY-MM-DD HH:mm:ss, empty while not signed. */
  time: string;
  /** Server text (the signer's comment). */
  comment: string;
}

export interface SapFile {
  id: string;
  formId: string;
  name: string;
  size: number;
  mime: string;
  uploadedBy: string;
  uploadedByName: string;
  uploadedAt: string;
  /** The signed-in user uploaded it and may delete it. */
  canDelete: boolean;
}

export interface SapFormDetail extends SapFormSummary {
  /** Header values keyed by the field keys of the form registry. */
  header: Record<string, string | number | null>;
  /** Line items, keyed by column keys. */
  items: Array<Record<string, string | number | null>>;
  /** Further tables, e.g. `recentPurchases` (the purchase order's five recent purchase records). */
  tables: Record<string, Array<Record<string, string | number | null>>>;
  files: SapFile[];
  history: SignStep[];
}

export interface SapListQuery extends PageQuery {
  list: SapListKey;
}

export interface ActionRequest {
  id: string;
  comment?: string;
}

export interface ActionResult {
  id: string;
  status: SignStatus;
  assignee: string;
}

export interface BatchResult {
  id: string;
  ok: boolean;
  /** On failure: the server's reason (text) and code (409 already handled, 403 not your turn, 404 unknown). */
  code?: number;
  message?: string;
  status?: SignStatus;
}

export interface Person {
  userNo: string;
  userName: string;
  department: string;
}

export interface ApplyRequest {
  type: 'accountPermissions' | 'SystemRequirement';
  /** The edit form's values, keyed by field key. */
  fields: Record<string, string>;
}

/** To-do counts per list, for the workspace home. */
export type SapSummary = Record<SapListKey, number>;

export const sapApi = {
  summary: endpoint<void, SapSummary>('bpm', 'GET', '/sap/summary'),
  list: endpoint<SapListQuery, Page<SapFormSummary>>('bpm', 'GET', '/sap/forms'),
  detail: endpoint<{ id: string }, SapFormDetail>('bpm', 'GET', '/sap/forms/:id'),
  flow: endpoint<{ id: string }, SignStep[]>('bpm', 'GET', '/sap/forms/:id/flow'),
  approve: endpoint<ActionRequest, ActionResult>('bpm', 'POST', '/sap/forms/:id/approve'),
  /** The comment is required. */
  reject: endpoint<ActionRequest, ActionResult>('bpm', 'POST', '/sap/forms/:id/return'),
  batchApprove: endpoint<{ ids: string[]; comment?: string }, BatchResult[]>('bpm', 'POST', '/sap/batch/approve'),
  /** Adds a signer right after the current step; the current signer still signs first. */
  addSigner: endpoint<{ id: string; signerNo: string; comment?: string }, SignStep[]>('bpm', 'POST', '/sap/forms/:id/signers'),
  signers: endpoint<{ keyword?: string }, Person[]>('bpm', 'GET', '/sap/signers'),
  apply: endpoint<ApplyRequest, SapFormSummary>('bpm', 'POST', '/sap/applications'),
  files: endpoint<{ id: string }, SapFile[]>('bpm', 'GET', '/sap/forms/:id/files'),
  deleteFile: endpoint<{ fileId: string }, null>('bpm', 'DELETE', '/sap/files/:fileId'),
};

/** Multipart upload (field `file`) and download paths under the bpm service; see src/http upload/download. */
export const sapFilePaths = {
  upload: (formId: string) => `/sap/forms/${encodeURIComponent(formId)}/files`,
  download: (fileId: string) => `/sap/files/${encodeURIComponent(fileId)}`,
};

/** The demo server registers the upload and download with these endpoints (same paths as above). */
export const sapTransferApi = {
  upload: endpoint<{ id: string; file?: unknown }, SapFile>('bpm', 'POST', '/sap/forms/:id/files'),
  download: endpoint<{ fileId: string }, Blob>('bpm', 'GET', '/sap/files/:fileId'),
};
