import { z } from '@hono/zod-openapi';
import { CLOSE_REASONS } from '../gs001p-values';
import { DateTime, Id, PageQuery } from './common';
import { RecordSigning } from './evidence';
import { SignedDecisionFields } from './signing';

export const GsStatus = z
  .enum(['draft', 'signing', 'returned', 'confirming', 'developing', 'closed'])
  .openapi('GsStatus');
export const GsStep = z.enum(['engineer', 'supervisor']);
export const GsAction = z.enum(['save', 'submit', 'approve', 'return', 'confirm', 'close', 'reopen']);
/** 'noReply' is the server's own: set by the 3-month rule, never chosen. */
export const CloseReason = z.enum([...CLOSE_REASONS, 'noReply']);

/** Every value a string, exactly as the edit form holds it; completeness is checked on submit (code 4102). */
const text = z.string().max(2000).optional();
export const GsFields = z
  .object({
    customer: text,
    endCustomer: text,
    importance: text,
    evaluationType: text,
    applicationField: text,
    supplyLevel: text,
    productName: text,
    customerPartNo: text,
    targetPrice: text,
    currency: text,
    annualVolume: text,
    sopDate: text,
    responsibleEngineer: text,
    requirements: text,
  })
  .openapi('GsFields');

export const GsSummary = z
  .object({
    id: z.string(),
    productName: z.string(),
    customer: z.string(),
    endCustomer: z.string(),
    status: GsStatus,
    step: GsStep.nullable(),
    assignee: z.string(),
    assigneeName: z.string(),
    creator: z.string(),
    creatorName: z.string(),
    updatedAt: DateTime,
    autoClosed: z.boolean(),
  })
  .openapi('GsSummary');

export const GsFile = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int().min(0),
    kind: z.enum(['drawing', 'other']),
    uploadedByName: z.string(),
    uploadedAt: DateTime,
    canDelete: z.boolean(),
  })
  .openapi('GsFile');

export const GsHistoryEntry = z.object({
  seq: z.number().int(),
  role: z.string().openapi({ description: 'business, engineer, supervisor or system' }),
  userNo: z.string(),
  userName: z.string(),
  action: z.string().openapi({ description: 'submit, approve, return, confirm, close, autoClose or reopen' }),
  comment: z.string(),
  at: DateTime,
  byNo: z
    .string()
    .optional()
    .openapi({ description: 'Set when a substitute signed on behalf of the signer (delegation): who really signed' }),
  byName: z.string().optional(),
});

export const GsClosure = z.object({
  reason: CloseReason,
  text: z.string(),
  auto: z.boolean(),
  at: DateTime,
  unchangedSince: DateTime,
});

export const GsDetail = GsSummary.extend({
  fields: GsFields,
  files: z.array(GsFile),
  history: z.array(GsHistoryEntry),
  flow: z.array(
    z.object({ role: z.enum(['business', 'engineer', 'supervisor']), userNo: z.string(), userName: z.string() }),
  ),
  actions: z.array(GsAction),
  autoCloseAt: DateTime.nullable(),
  closure: GsClosure.nullable(),
  version: z.number().int(),
  statusChangedAt: DateTime,
  signing: RecordSigning,
}).openapi('GsDetail');

export const GsListQuery = PageQuery.extend({ scope: z.enum(['all', 'todo']).optional() });

export const GsActRequest = z.object({
  id: Id,
  action: z.enum(['approve', 'return', 'confirm', 'close', 'reopen']),
  comment: z.string().max(2000).optional(),
  reason: CloseReason.optional().openapi({
    description: "required to close (code 4103 without); 'noReply' is the server's own",
  }),
  reasonText: z
    .string()
    .max(2000)
    .optional()
    .openapi({ description: "the text of reason 'other', 1 to 500 characters" }),
  ...SignedDecisionFields,
});

export const GsPerson = z.object({ userNo: z.string(), userName: z.string() }).openapi('GsPerson');
