import { endpoint, type Page, type PageQuery } from './define';

/**
 * New-product development evaluation (GS001P), main service. Business (the applicant) fills in an evaluation,
 * saves it temporarily as often as wanted and submits it for signing; the responsible engineer and then the
 * supervisor approve or return it; business then confirms development or closes it without development. A case
 * awaiting business confirmation (the customer's reply) that stays unchanged for 3 months is closed by the
 * server, and a closed case whose customer has a need can be moved back into development.
 */

export type GsStatus = 'draft' | 'signing' | 'returned' | 'confirming' | 'developing' | 'closed';
/** The signing step while status is 'signing'. */
export type GsStep = 'engineer' | 'supervisor';
/** What a user may do; the detail lists the ones open to the caller. */
export type GsAction = 'save' | 'submit' | 'approve' | 'return' | 'confirm' | 'close' | 'reopen';
/** Reasons for closing without development (SPEC 4). 'noReply' is set only by the server's 3-month rule. */
export type CloseReason = 'highUnitCost' | 'highMoldCost' | 'modelCancelled' | 'longDelivery' | 'customerConfirming' | 'other' | 'noReply';

export const CLOSE_REASONS: readonly Exclude<CloseReason, 'noReply'>[] = [
  'highUnitCost',
  'highMoldCost',
  'modelCancelled',
  'longDelivery',
  'customerConfirming',
  'other',
];

/** The evaluation as typed: every value a string, exactly as the edit form holds it. */
export interface GsFields {
  customer?: string;
  endCustomer?: string;
  importance?: string;
  evaluationType?: string;
  applicationField?: string;
  supplyLevel?: string;
  productName?: string;
  customerPartNo?: string;
  targetPrice?: string;
  currency?: string;
  annualVolume?: string;
  sopDate?: string;
  responsibleEngineer?: string;
  requirements?: string;
}

export interface GsSummary {
  id: string;
  productName: string;
  customer: string;
  endCustomer: string;
  status: GsStatus;
  step: GsStep | null;
  /** userNo of whoever acts next (signer, or business for the final confirmation); '' when none. */
  assignee: string;
  assigneeName: string;
  creator: string;
  creatorName: string;
  updatedAt: string;
  /** Closed by the 3-month rule. */
  autoClosed: boolean;
}

export interface GsFile {
  id: string;
  name: string;
  size: number;
  /** 'drawing' for the product drawing, 'other' for any further attachment. */
  kind: 'drawing' | 'other';
  uploadedByName: string;
  uploadedAt: string;
  canDelete: boolean;
}

export interface GsHistoryEntry {
  seq: number;
  /** 'business' | 'engineer' | 'supervisor' | 'system'. */
  role: string;
  userNo: string;
  userName: string;
  /** 'submit' | 'approve' | 'return' | 'confirm' | 'close' | 'autoClose' | 'reopen'. */
  action: string;
  comment: string;
  at: string;
  /** Set when a substitute acted on behalf of userNo (delegation): who really acted. */
  byNo?: string;
  byName?: string;
}

export interface GsClosure {
  reason: CloseReason;
  /** The text of reason 'other'. */
  text: string;
  /** True when the 3-month rule closed it. */
  auto: boolean;
  at: string;
  /** When the status last changed before the close (the 3-month rule counts from here). */
  unchangedSince: string;
}

export interface GsDetail extends GsSummary {
  fields: GsFields;
  files: GsFile[];
  history: GsHistoryEntry[];
  /** Signers of the flow, in order, with the one acting now; for the sign history timeline. */
  flow: Array<{ role: 'business' | 'engineer' | 'supervisor'; userNo: string; userName: string }>;
  actions: GsAction[];
  /** Status 'confirming': when the 3-month rule will close it if nothing changes (YYYY-MM-DD HH:mm:ss). */
  autoCloseAt: string | null;
  closure: GsClosure | null;
  /** Bumped on every change. */
  version: number;
  statusChangedAt: string;
}

export interface GsListQuery extends PageQuery {
  /** 'todo': only cases waiting for the caller. */
  scope?: 'all' | 'todo';
}

export interface GsActRequest {
  id: string;
  action: Exclude<GsAction, 'save' | 'submit'>;
  comment?: string;
  reason?: CloseReason;
  reasonText?: string;
}

export interface GsPerson {
  userNo: string;
  userName: string;
}

export const gs001pApi = {
  list: endpoint<GsListQuery, Page<GsSummary>>('main', 'GET', '/gs001p/cases'),
  detail: endpoint<{ id: string }, GsDetail>('main', 'GET', '/gs001p/cases/:id'),
  /** Temporary save; without `id` it creates a draft. Send an Idempotency-Key so a retried create makes one case. */
  save: endpoint<{ id?: string; fields: GsFields }, GsDetail>('main', 'POST', '/gs001p/cases'),
  /** Saves `fields` and submits for signing; refused with the field errors when something required is missing. */
  submit: endpoint<{ id: string; fields: GsFields }, GsDetail>('main', 'POST', '/gs001p/cases/:id/submit'),
  act: endpoint<GsActRequest, GsDetail>('main', 'POST', '/gs001p/cases/:id/act'),
  engineers: endpoint<void, GsPerson[]>('main', 'GET', '/gs001p/engineers'),
  files: endpoint<{ id: string }, GsFile[]>('main', 'GET', '/gs001p/cases/:id/files'),
  deleteFile: endpoint<{ id: string; fileId: string }, null>('main', 'DELETE', '/gs001p/cases/:id/files/:fileId'),
};

/** Multipart upload (fields `file` and `kind`) and download; used through src/http upload() and download(). */
export const gs001pTransferApi = {
  upload: endpoint<{ id: string; kind?: string; file?: unknown }, GsFile>('main', 'POST', '/gs001p/cases/:id/files'),
  download: endpoint<{ id: string; fileId: string }, Blob>('main', 'GET', '/gs001p/cases/:id/files/:fileId'),
};

/** Envelope codes of the area (docs/API.md). */
export const GS001P_CODES = {
  /** The action is not open in the case's current status or to this user. */
  notAllowed: 4101,
  /** Required fields are missing or invalid; `message` lists the field keys. */
  invalid: 4102,
  /** Close without development needs a reason, and reason 'other' a text. */
  reasonRequired: 4103,
} as const;

/** The 3-month rule (SPEC 9), shared by the server and the client's explanation. */
export const AUTO_CLOSE_MONTHS = 3;
