import type { z } from 'zod';
import { endpoint, type Page, type PageQuery } from './define';
import type * as S from './schema/inbox';

/**
 * The inbox on the main API: one list of everything waiting for the signed-in user across SAP, SRM, QMS and
 * GS001P (computed by the server from the same store queries as each area's own to-do list), the applicant's
 * own applications with reminders, and delegation to a substitute.
 */

/** The areas whose items can wait for someone. */
export type InboxArea = z.infer<typeof S.InboxArea>;
export { INBOX_AREAS } from './inboxAreas';

/**
 * waiting: the longest-waiting first (the default); urgency: the most urgent first, then the longest-waiting; due:
 * the soonest due first (overdue ones lead), those without a due time last.
 */
export type InboxSort = z.infer<typeof S.InboxSort>;

export type OnBehalfOf = z.infer<typeof S.OnBehalfOf>;

export type InboxItem = z.infer<typeof S.InboxItem>;

/** How many items wait, per area; `all` is the sum, `onBehalf` how many of them are delegated ones. */
export type InboxCounts = z.infer<typeof S.InboxCounts>;

export type InboxQuery = z.infer<typeof S.InboxQuery>;

export type InboxPage = z.infer<typeof S.InboxPage>;

/** Status of one of my applications, across areas. */
export type ApplicationStatus = z.infer<typeof S.ApplicationStatus>;

/** The statuses in which an application is finished: nobody signs it any more, and nothing waits. */
export const FINISHED_STATUSES = ['approved', 'returned', 'closed'] as const satisfies readonly ApplicationStatus[];
export const isFinished = (status: ApplicationStatus): boolean =>
  (FINISHED_STATUSES as readonly string[]).includes(status);

export type Application = z.infer<typeof S.Application>;

export type RemindRequest = z.infer<typeof S.RemindRequest>;

/** `sent` false: the 4-hour limit holds, and `nextAllowedAtMs` says when the next one is allowed. */
export type RemindResult = z.infer<typeof S.RemindResult>;

/** One reminder may be sent per item every 4 hours. */
export const REMIND_INTERVAL_MS = 4 * 3_600_000;

export type Delegation = z.infer<typeof S.Delegation>;

export type DelegationState = z.infer<typeof S.DelegationState>;

export type DelegationRequest = z.infer<typeof S.DelegationRequest>;

/** Error codes of the inbox endpoints (envelope `code`, HTTP 400). */
export const INBOX_CODES = {
  selfDelegation: 4601,
  cycle: 4602,
  badRange: 4603,
  unknownSubstitute: 4604,
  nobodyToRemind: 4605,
  finished: 4606,
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
