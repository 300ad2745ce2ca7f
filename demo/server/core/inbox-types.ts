import type { Application, InboxItem } from '../../../src/api/inbox';

/**
 * What an area hands the inbox: its waiting items and a user's applications, built by the area from the same
 * store queries as its own lists and to-do count, so the inbox can never count differently.
 */
export type InboxSource = Omit<InboxItem, 'key' | 'onBehalfOf'>;
export type ApplicationSource = Omit<
  Application,
  'key' | 'remindedAtMs' | 'nextRemindAtMs' | 'finishedAt' | 'finishedAtMs'
> & {
  /** When it entered its present status: for a finished application, when it was approved, returned or closed. */
  changedAtMs: number;
};
