import type { z } from 'zod';
import { endpoint, type Page } from './define';
import type * as S from './schema/sap';

/**
 * The SAP approval workspace on the Java gateway's bpm service: SAP forms waiting for signatures, their sign
 * flows, attachments, and the two forms employees apply for (account permissions, system requirements).
 */

/** Form types: one list in sap-forms.ts (the last segment of the route that opens one, ROUTES.md). */
export {
  SAP_APPLY_FORM_TYPES,
  SAP_FORM_TYPES,
  SAP_LIST_ROUTES,
  SAP_SIGNED_FORM_TYPES,
  type SapFormType,
} from './sap-forms';

/** Sign status (SPEC section 4): under approval, approved pass, approved return. */
export type SignStatus = z.infer<typeof S.SignStatus>;
/** Which list a page shows. The PDS lists group form types; `receiving` holds forms sent to me for information. */
export type SapListKey = z.infer<typeof S.SapListKey>;
export type SapFormSummary = z.infer<typeof S.SapFormSummary>;
/** Roles of a sign step (SPEC section 6 labels). */
export type SignRole = z.infer<typeof S.SignRole>;
/** done: signed; returned: sent back; current: waiting for this signer; waiting: later in the flow. */
export type StepState = z.infer<typeof S.StepState>;
export type SignStep = z.infer<typeof S.SignStep>;
export type SapFile = z.infer<typeof S.SapFile>;
export type SapFormDetail = z.infer<typeof S.SapFormDetail>;
export type SapListQuery = z.infer<typeof S.SapListQuery>;
export type ActionRequest = z.infer<typeof S.ActionRequest>;
export type ActionResult = z.infer<typeof S.ActionResult>;
/** On failure: the server's reason (text) and code (409 already handled, 403 not your turn, 404 unknown). */
export type BatchResult = z.infer<typeof S.BatchResult>;
export type Person = z.infer<typeof S.Person>;
export type ApplyRequest = z.infer<typeof S.ApplyRequest>;
/** To-do counts per list, for the workspace home. */
export type SapSummary = z.infer<typeof S.SapSummary>;

export const sapApi = {
  summary: endpoint<void, SapSummary>('bpm', 'GET', '/sap/summary'),
  list: endpoint<SapListQuery, Page<SapFormSummary>>('bpm', 'GET', '/sap/forms'),
  detail: endpoint<{ id: string }, SapFormDetail>('bpm', 'GET', '/sap/forms/:id'),
  flow: endpoint<{ id: string }, SignStep[]>('bpm', 'GET', '/sap/forms/:id/flow'),
  approve: endpoint<ActionRequest, ActionResult>('bpm', 'POST', '/sap/forms/:id/approve'),
  /** The comment is required. */
  reject: endpoint<ActionRequest, ActionResult>('bpm', 'POST', '/sap/forms/:id/return'),
  batchApprove: endpoint<{ ids: string[]; comment?: string; pin?: string }, BatchResult[]>(
    'bpm',
    'POST',
    '/sap/batch/approve',
  ),
  /** Adds a signer right after the current step; the current signer still signs first. */
  addSigner: endpoint<{ id: string; signerNo: string; comment?: string }, SignStep[]>(
    'bpm',
    'POST',
    '/sap/forms/:id/signers',
  ),
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
