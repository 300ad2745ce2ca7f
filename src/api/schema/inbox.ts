import { z } from '@hono/zod-openapi';
import { INBOX_CODES, inboxApi } from '../inbox';
import { DateTimeOrEmpty, Empty, EpochMs, Id, NoRequest, Page, PageQuery } from './common';
import { entry } from './contract';

export const InboxArea = z.enum(['sap', 'srm', 'qms', 'gs001p']).openapi('InboxArea');
export const InboxSort = z.enum(['waiting', 'urgency']);

export const OnBehalfOf = z.object({ userNo: z.string(), userName: z.string() });

export const InboxItem = z
  .object({
    key: z.string().openapi({ description: '`${area}:${id}`, unique across areas' }),
    area: InboxArea,
    id: z.string().openapi({ description: 'the form or case number' }),
    kind: z
      .string()
      .openapi({ description: "the area's type code: an SAP form type, an SRM kind, a QMS type, or 'evaluation'" }),
    title: z.string(),
    party: z.string().openapi({ description: "the applicant's name, or the supplier's for SRM and QMS cases" }),
    partyKind: z.enum(['applicant', 'supplier']),
    amount: z.number().nullable(),
    currency: z.string(),
    waitingSince: DateTimeOrEmpty,
    waitingSinceMs: EpochMs,
    urgency: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .openapi({ description: '0 normal, 1 urgent, 2 extra urgent' }),
    route: z.string().openapi({ description: 'the route that opens it (ROUTES.md), with its query' }),
    onBehalfOf: OnBehalfOf.nullable().openapi({
      description: 'set when it waits for someone who delegated to the caller',
    }),
    batch: z.boolean().openapi({ description: 'the area allows approving it in a batch (SAP forms)' }),
  })
  .openapi('InboxItem');

const count = z.number().int().min(0);
export const InboxCounts = z
  .object({ sap: count, srm: count, qms: count, gs001p: count, all: count, onBehalf: count })
  .openapi('InboxCounts');

export const InboxQuery = PageQuery.extend({ area: InboxArea.optional(), sort: InboxSort.optional() });
export const InboxPage = Page(InboxItem).extend({ counts: InboxCounts });

export const ApplicationStatus = z.enum(['waiting', 'returned', 'approved', 'closed', 'draft']);
export const Application = z
  .object({
    key: z.string(),
    area: InboxArea,
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    status: ApplicationStatus,
    areaStatus: z.string().openapi({ description: "the area's own status code" }),
    signerNo: z
      .string()
      .openapi({ description: "who signs now; '' when nobody does (a draft, and always once it is finished)" }),
    signerName: z.string(),
    waitingSince: DateTimeOrEmpty.openapi({
      description: "since when it waits for its current signer; '' when nobody signs it",
    }),
    waitingSinceMs: EpochMs.openapi({ description: 'waitingSince in epoch milliseconds; 0 when nobody signs it' }),
    finishedAt: DateTimeOrEmpty.openapi({
      description: "when it was approved, returned or closed; '' while it waits or is a draft",
    }),
    finishedAtMs: EpochMs.openapi({ description: 'finishedAt in epoch milliseconds; 0 while it waits or is a draft' }),
    route: z.string(),
    remindedAtMs: EpochMs.openapi({ description: 'the last reminder the caller sent for it; 0 when none' }),
    nextRemindAtMs: EpochMs.openapi({
      description: 'from when the next reminder is allowed; 0 when one may be sent now',
    }),
  })
  .openapi('Application');

export const RemindRequest = z.object({ area: InboxArea, id: Id });
export const RemindResult = z
  .object({
    sent: z.boolean(),
    remindedAtMs: EpochMs,
    nextAllowedAtMs: EpochMs,
    signerNo: z.string(),
    signerName: z.string(),
  })
  .openapi('RemindResult');

/** A day as the form sends it; the server checks the range itself (code 4603). */
const Day = z
  .string()
  .max(32)
  .openapi({ description: 'YYYY-MM-DD, company time (UTC+8), both days included', example: '2025-06-02' });
export const Delegation = z
  .object({
    fromNo: z.string(),
    fromName: z.string(),
    toNo: z.string(),
    toName: z.string(),
    start: Day,
    end: Day,
    active: z.boolean(),
  })
  .openapi('Delegation');
export const DelegationState = z
  .object({
    mine: Delegation.nullable(),
    toMe: z.array(Delegation),
    // The device's calendar can be a day off the company's (a supplier abroad, a phone in another zone, late evening
    // in UTC): the form starts from the server's day so a range it proposes is never "in the past".
    today: Day.openapi({ description: "Today in company time (UTC+8): the form's default start and end" }),
  })
  .openapi('DelegationState');
export const DelegationRequest = z.object({ substituteNo: Id, start: Day, end: Day });

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
