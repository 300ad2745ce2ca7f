import { INBOX_CODES, inboxApi } from '../inbox';
import { Empty, NoRequest, Page, PageQuery } from './common';
import { entry } from './contract';
import {
  Application,
  Delegation,
  DelegationRequest,
  DelegationState,
  InboxCounts,
  InboxPage,
  InboxQuery,
  RemindRequest,
  RemindResult,
} from './inbox';

const delegationCodes = {
  [INBOX_CODES.selfDelegation]: 'a user cannot delegate to themselves',
  [INBOX_CODES.cycle]: 'the substitute has delegated to the caller (no cycles)',
  [INBOX_CODES.badRange]: 'the date range is not valid',
  [INBOX_CODES.unknownSubstitute]: 'no such employee',
};

export const inboxContract = [
  entry('inbox.list', inboxApi.list, {
    summary: 'A page of everything waiting for the caller, across areas, with the counts',
    request: InboxQuery,
    response: InboxPage,
  }),
  entry('inbox.counts', inboxApi.counts, {
    summary: 'How many items wait for the caller, per area',
    request: NoRequest,
    response: InboxCounts,
  }),
  entry('inbox.applications', inboxApi.applications, {
    summary: "A page of the caller's own applications across areas",
    request: PageQuery,
    response: Page(Application),
  }),
  entry('inbox.remind', inboxApi.remind, {
    summary: 'Reminds the current signer through the messaging app, at most once per item every 4 hours',
    request: RemindRequest,
    response: RemindResult,
    codes: {
      [INBOX_CODES.nobodyToRemind]: 'nobody else signs this item now (a draft, or it waits for the caller)',
      [INBOX_CODES.finished]: 'the item is finished (approved, returned or closed): nobody is left to remind',
    },
  }),
  entry('inbox.delegation', inboxApi.delegation, {
    summary: "The caller's delegation and those naming the caller",
    request: NoRequest,
    response: DelegationState,
  }),
  entry('inbox.setDelegation', inboxApi.setDelegation, {
    summary: 'Names a substitute for a date range',
    request: DelegationRequest,
    response: Delegation,
    codes: delegationCodes,
  }),
  entry('inbox.endDelegation', inboxApi.endDelegation, {
    summary: "Ends the caller's delegation",
    request: NoRequest,
    response: Empty,
  }),
];
