import { endpoint, type Page, type PageQuery } from './define';

/**
 * The inbox on the main API: one list of everything waiting for the signed-in user across SAP, SRM, QMS and
 * GS001P (computed by the server from the same store queries as each area's own to-do list), the applicant's
 * own applications with reminders, and delegation to a substitute.
 */

/** The areas whose items can wait for someone. */
export type InboxArea = 'sap' | 'srm' | 'qms' | 'gs001p';
export const INBOX_AREAS: readonly InboxArea[] = ['sap', 'srm', 'qms', 'gs001p'];

/** waiting: the longest-waiting first (the default); urgency: the most urgent first, then the longest-waiting. */
export type InboxSort = 'waiting' | 'urgency';

export interface OnBehalfOf {
  userNo: string;
  userName: string;
}

export interface InboxItem {
  /** `${area}:${id}`: unique across areas. */
  key: string;
  area: InboxArea;
  /** The form or case number. */
  id: string;
  /** The area's type code: an SAP form type, an SRM kind (eval, nsr, pay), a QMS type, or 'evaluation'. */
  kind: string;
  /** Server text. */
  title: string;
  /** Server text: the applicant's name, or the supplier's for SRM and QMS cases. */
  party: string;
  partyKind: 'applicant' | 'supplier';
  amount: number | null;
  currency: string;
  /** When it began waiting for its current signer, YYYY-MM-DD HH:mm:ss (UTC+8) and as epoch ms. */
  waitingSince: string;
  waitingSinceMs: number;
  /** 0 normal, 1 urgent, 2 extra urgent (SRM dispatch level, QMS problem class, GS001P importance). */
  urgency: 0 | 1 | 2;
  /** The route that opens it (ROUTES.md), with its query. */
  route: string;
  /** Set when it waits for someone who delegated to the signed-in user. */
  onBehalfOf: OnBehalfOf | null;
  /** The area allows approving it in a batch (SAP forms). */
  batch: boolean;
}

/** How many items wait, per area; `all` is the sum, `onBehalf` how many of them are delegated ones. */
export type InboxCounts = Record<InboxArea | 'all' | 'onBehalf', number>;

export interface InboxQuery extends PageQuery {
  area?: InboxArea;
  sort?: InboxSort;
}

export interface InboxPage extends Page<InboxItem> {
  /** Counts of the whole inbox (not only of this filter), so the chips and the list come from one answer. */
  counts: InboxCounts;
}

/** Status of one of my applications, across areas. */
export type ApplicationStatus = 'waiting' | 'returned' | 'approved' | 'closed' | 'draft';

export interface Application {
  key: string;
  area: InboxArea;
  id: string;
  kind: string;
  title: string;
  status: ApplicationStatus;
  /** The area's own status code (e.g. underApproval, pendingSubmission, signing). */
  areaStatus: string;
  /** Who signs now; empty once nobody does. */
  signerNo: string;
  signerName: string;
  /** Since when it waits there (YYYY-MM-DD HH:mm:ss and epoch ms); empty / 0 when nobody signs. */
  waitingSince: string;
  waitingSinceMs: number;
  route: string;
  /** The last reminder I sent for it, epoch ms; 0 when none. */
  remindedAtMs: number;
  /** Epoch ms from which the next reminder is allowed; 0 when one may be sent now. */
  nextRemindAtMs: number;
}

export interface RemindRequest {
  area: InboxArea;
  id: string;
}

/** `sent` false: the 4-hour limit holds, and `nextAllowedAtMs` says when the next one is allowed. */
export interface RemindResult {
  sent: boolean;
  remindedAtMs: number;
  nextAllowedAtMs: number;
  /** Who was reminded. */
  signerNo: string;
  signerName: string;
}

/** One reminder may be sent per item every 4 hours. */
export const REMIND_INTERVAL_MS = 4 * 3_600_000;

export interface Delegation {
  /** Who delegates. */
  fromNo: string;
  fromName: string;
  /** The substitute. */
  toNo: string;
  toName: string;
  /** YYYY-MM-DD, both days included, in the company's zone (UTC+8). */
  start: string;
  end: string;
  /** Today lies within the range. */
  active: boolean;
}

export interface DelegationState {
  /** My delegation to a substitute, if I set one. */
  mine: Delegation | null;
  /** Delegations that name me as the substitute. */
  toMe: Delegation[];
}

export interface DelegationRequest {
  substituteNo: string;
  start: string;
  end: string;
}

/** Error codes of the inbox endpoints (envelope `code`, HTTP 400). */
export const INBOX_CODES = {
  selfDelegation: 4601,
  cycle: 4602,
  badRange: 4603,
  unknownSubstitute: 4604,
  nobodyToRemind: 4605,
} as const;

export const inboxApi = {
  list: endpoint<InboxQuery, InboxPage>('main', 'GET', '/inbox/items'),
  counts: endpoint<void, InboxCounts>('main', 'GET', '/inbox/counts'),
  applications: endpoint<PageQuery, Page<Application>>('main', 'GET', '/inbox/applications'),
  remind: endpoint<RemindRequest, RemindResult>('main', 'POST', '/inbox/remind'),
  delegation: endpoint<void, DelegationState>('main', 'GET', '/inbox/delegation'),
  setDelegation: endpoint<DelegationRequest, Delegation>('main', 'PUT', '/inbox/delegation'),
  endDelegation: endpoint<void, null>('main', 'DELETE', '/inbox/delegation'),
};
