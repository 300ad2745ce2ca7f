import { z } from '@hono/zod-openapi';
import { INBOX_AREAS } from '../inboxAreas';
import { DateTimeOrEmpty, EpochMs, Id, Page, PageQuery } from './common';

export const InboxArea = z.enum(INBOX_AREAS).openapi('InboxArea');
export const InboxSort = z.enum(['waiting', 'urgency', 'due']);

export const OnBehalfOf = z.object({ userNo: z.string(), userName: z.string() });

export const InboxItem = z
  .object({
    // biome-ignore lint/suspicious/noTemplateCurlyInString: documentation text that shows the key's template.
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
    dueAt: DateTimeOrEmpty.openapi({
      description: "when the waiting step is due (the sign flow's due time for its kind of record); '' when none",
    }),
    dueAtMs: EpochMs.openapi({ description: 'dueAt in epoch milliseconds; 0 when none' }),
    overdue: z.boolean().openapi({ description: 'the waiting step is past its due time (server clock)' }),
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
