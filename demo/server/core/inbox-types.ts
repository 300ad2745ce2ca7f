import type { Application, InboxItem } from '../../../src/api/inbox';

/**
 * What an area hands the inbox: its waiting items and a user's applications, built by the area from the same
 * store queries as its own lists and to-do count, so the inbox can never count differently.
 */
/** The due time is the sign flow's, added by the inbox from the flow engine. */
export type InboxSource = Omit<InboxItem, 'key' | 'onBehalfOf' | 'dueAt' | 'dueAtMs' | 'overdue'>;
export type ApplicationSource = Omit<
  Application,
  'key' | 'remindedAtMs' | 'nextRemindAtMs' | 'finishedAt' | 'finishedAtMs'
> & {
  /** When it entered its present status: for a finished application, when it was approved, returned or closed. */
  changedAtMs: number;
};
