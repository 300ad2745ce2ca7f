import { z } from '@hono/zod-openapi';
import { GS001P_CODES, gs001pApi, gs001pTransferApi } from '../gs001p';
import { DateTime, Empty, Id, NoRequest, Page, PageQuery, UploadFile } from './common';
import { entry } from './contract';

export const GsStatus = z
  .enum(['draft', 'signing', 'returned', 'confirming', 'developing', 'closed'])
  .openapi('GsStatus');
export const GsStep = z.enum(['engineer', 'supervisor']);
export const GsAction = z.enum(['save', 'submit', 'approve', 'return', 'confirm', 'close', 'reopen']);
export const CloseReason = z.enum([
  'highUnitCost',
  'highMoldCost',
  'modelCancelled',
  'longDelivery',
  'customerConfirming',
  'other',
  'noReply',
]);

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
});

export const GsPerson = z.object({ userNo: z.string(), userName: z.string() }).openapi('GsPerson');

const codes = {
  [GS001P_CODES.notAllowed]: 'action not open in this status or to this user (HTTP 200)',
  [GS001P_CODES.invalid]: 'required fields missing; the message lists the keys (HTTP 200)',
  [GS001P_CODES.reasonRequired]: "close needs a reason, 'other' a text (HTTP 200)",
};

export const gs001pContract = [
  entry('gs001p.list', gs001pApi.list, {
    summary: 'A page of evaluations',
    request: GsListQuery,
    response: Page(GsSummary),
  }),
  entry('gs001p.detail', gs001pApi.detail, {
    summary: 'One evaluation',
    request: z.object({ id: Id }),
    response: GsDetail,
  }),
  entry('gs001p.save', gs001pApi.save, {
    summary: 'Temporary save; without id it creates a draft',
    request: z.object({ id: Id.optional(), fields: GsFields }),
    response: GsDetail,
    idempotent: true,
    codes,
  }),
  entry('gs001p.submit', gs001pApi.submit, {
    summary: 'Saves and submits for signing',
    request: z.object({ id: Id, fields: GsFields }),
    response: GsDetail,
    idempotent: true,
    codes,
  }),
  entry('gs001p.act', gs001pApi.act, {
    summary: 'Approve, return, confirm, close or reopen',
    request: GsActRequest,
    response: GsDetail,
    idempotent: true,
    codes,
  }),
  entry('gs001p.engineers', gs001pApi.engineers, {
    summary: 'Responsible engineers to choose from',
    request: NoRequest,
    response: z.array(GsPerson),
  }),
  entry('gs001p.files', gs001pApi.files, {
    summary: 'Files of an evaluation',
    request: z.object({ id: Id }),
    response: z.array(GsFile),
  }),
  entry('gs001p.deleteFile', gs001pApi.deleteFile, {
    summary: 'Deletes a file (the uploader, while the case can be saved)',
    request: z.object({ id: Id, fileId: Id }),
    response: Empty,
    codes,
  }),
  entry('gs001p.upload', gs001pTransferApi.upload, {
    summary: 'Uploads a drawing or other file (multipart, at most 20 MB)',
    request: z.object({ id: Id, kind: z.enum(['drawing', 'other']).optional(), file: UploadFile }),
    response: GsFile,
    multipart: true,
    codes: { ...codes, 413: 'larger than 20 MB' },
  }),
  entry('gs001p.download', gs001pTransferApi.download, {
    summary: 'A file, as the file itself',
    request: z.object({ id: Id, fileId: Id }),
    response: 'binary',
  }),
];
