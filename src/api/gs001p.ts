import type { z } from 'zod';
import { endpoint, type Page } from './define';
import type * as S from './schema/gs001p';

/**
 * New-product development evaluation (GS001P), main service. Business (the applicant) fills in an evaluation,
 * saves it temporarily as often as wanted and submits it for signing; the responsible engineer and then the
 * supervisor approve or return it; business then confirms development or closes it without development. A case
 * awaiting business confirmation (the customer's reply) that stays unchanged for 3 months is closed by the
 * server, and a closed case whose customer has a need can be moved back into development.
 */

export type GsStatus = z.infer<typeof S.GsStatus>;
/** The signing step while status is 'signing'. */
export type GsStep = z.infer<typeof S.GsStep>;
/** What a user may do; the detail lists the ones open to the caller. */
export type GsAction = z.infer<typeof S.GsAction>;
/** Reasons for closing without development (SPEC 4). 'noReply' is set only by the server's 3-month rule. */
export type CloseReason = z.infer<typeof S.CloseReason>;

export { CLOSE_REASONS } from './gs001p-values';

/** The evaluation as typed: every value a string, exactly as the edit form holds it. */
export type GsFields = z.infer<typeof S.GsFields>;
/** `assignee`: userNo of whoever acts next (signer, or business for the final confirmation); '' when none. */
export type GsSummary = z.infer<typeof S.GsSummary>;
/** kind 'drawing' for the product drawing, 'other' for any further attachment. */
export type GsFile = z.infer<typeof S.GsFile>;
export type GsHistoryEntry = z.infer<typeof S.GsHistoryEntry>;
/** `auto`: closed by the 3-month rule; `unchangedSince`: when the status last changed before the close. */
export type GsClosure = z.infer<typeof S.GsClosure>;
/** `autoCloseAt`: status 'confirming', when the 3-month rule closes it; `version` bumps on every change. */
export type GsDetail = z.infer<typeof S.GsDetail>;
/** scope 'todo': only cases waiting for the caller. */
export type GsListQuery = z.infer<typeof S.GsListQuery>;
export type GsActRequest = z.infer<typeof S.GsActRequest>;
export type GsPerson = z.infer<typeof S.GsPerson>;

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

/** Envelope codes of the area (docs/api/review.md). */
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
