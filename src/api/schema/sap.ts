import { z } from '@hono/zod-openapi';
import { sapApi, sapTransferApi } from '../sap';
import { SAP_APPLY_FORM_TYPES, SAP_FORM_TYPES, SAP_LIST_KEYS } from '../sap-forms';
import { Cell, DateTime, DateTimeOrEmpty, Empty, Id, NoRequest, Page, PageQuery, UploadFile } from './common';
import { entry } from './contract';
import { Digest, RecordSigning, SignatureImage } from './evidence';

export const SapFormType = z
  .enum(SAP_FORM_TYPES)
  .openapi('SapFormType', { description: 'the last segment of the route that opens the form' });
export const SignStatus = z.enum(['underApproval', 'approvedPass', 'approvedReturn']).openapi('SignStatus');
export const SapListKey = z.enum(SAP_LIST_KEYS).openapi('SapListKey');

export const SapFormSummary = z
  .object({
    id: z.string().openapi({ description: 'the SAP document number; unique across types' }),
    type: SapFormType,
    subType: z
      .string()
      .openapi({ description: 'FI0001..FI0005 for fee applications; transfer, sell, scrap for fixed assets' }),
    title: z.string(),
    applicantNo: z.string(),
    applicantName: z.string(),
    department: z.string(),
    status: SignStatus,
    assignee: z.string().openapi({ description: "userNo of the current signer; '' once the form is closed" }),
    assigneeName: z.string(),
    amount: z.number().nullable(),
    currency: z.string(),
    createdAt: DateTime,
    updatedAt: DateTime,
    canApprove: z.boolean(),
  })
  .openapi('SapFormSummary');

export const SignRole = z.enum(['applicant', 'supervisor', 'approver', 'misManager', 'auditor', 'reviewer', 'notify']);
export const StepState = z.enum(['done', 'returned', 'current', 'waiting']);

export const SignStep = z
  .object({
    seq: z.number().int(),
    role: SignRole,
    signerNo: z.string(),
    signerName: z.string(),
    state: StepState,
    time: DateTimeOrEmpty,
    comment: z.string(),
    byNo: z
      .string()
      .optional()
      .openapi({ description: 'Set when a substitute signed on behalf of the signer (delegation): who really signed' }),
    byName: z.string().optional(),
  })
  .openapi('SapSignStep');

export const SapFile = z
  .object({
    id: z.string(),
    formId: z.string(),
    name: z.string(),
    size: z.number().int().min(0),
    mime: z.string(),
    uploadedBy: z.string(),
    uploadedByName: z.string(),
    uploadedAt: DateTime,
    canDelete: z.boolean(),
  })
  .openapi('SapFile');

export const SapFormDetail = SapFormSummary.extend({
  header: z.record(z.string(), Cell).openapi({ description: 'keyed by the field keys of the form registry' }),
  items: z.array(z.record(z.string(), Cell)),
  tables: z.record(z.string(), z.array(z.record(z.string(), Cell))),
  files: z.array(SapFile),
  history: z.array(SignStep),
  signing: RecordSigning,
}).openapi('SapFormDetail');

export const SapListQuery = PageQuery.extend({ list: SapListKey });

export const ActionRequest = z.object({
  id: Id,
  comment: z.string().max(2000).optional().openapi({ description: 'required to return (400 without)' }),
  contentDigest: Digest.optional().openapi({
    description: "the detail's signing.contentDigest as the signer saw it; another digest now answers 409 code 5101",
  }),
  signatureImage: SignatureImage.optional(),
});

export const ActionResult = z
  .object({ id: z.string(), status: SignStatus, assignee: z.string() })
  .openapi('SapActionResult');

export const BatchResult = z
  .object({
    id: z.string(),
    ok: z.boolean(),
    code: z.number().int().optional().openapi({
      description: '409 already handled, 403 not your turn, 404 unknown, 5104 a drawn signature is signed on its own',
    }),
    message: z.string().optional(),
    status: SignStatus.optional(),
  })
  .openapi('SapBatchResult');

export const Person = z.object({ userNo: z.string(), userName: z.string(), department: z.string() }).openapi('Person');

export const ApplyRequest = z
  .object({
    type: z.enum(SAP_APPLY_FORM_TYPES),
    fields: z
      .record(z.string().max(64), z.string())
      .openapi({ description: "the edit form's values, keyed by field key" }),
  })
  .openapi('ApplyRequest');

export const SapSummary = z.record(SapListKey, z.number().int().min(0)).openapi('SapSummary');

const sign = {
  403: 'not your turn',
  409: 'already handled',
  400: 'return without a comment',
  5101: 'the record changed after it was opened (HTTP 409): reload it and sign again',
};

export const sapContract = [
  entry('sap.summary', sapApi.summary, { summary: 'To-do counts per list', request: NoRequest, response: SapSummary }),
  entry('sap.list', sapApi.list, {
    summary: 'A page of forms of one list',
    request: SapListQuery,
    response: Page(SapFormSummary),
  }),
  entry('sap.detail', sapApi.detail, {
    summary: 'One form with header, items, files and flow',
    request: z.object({ id: Id }),
    response: SapFormDetail,
  }),
  entry('sap.flow', sapApi.flow, {
    summary: 'The sign flow of a form',
    request: z.object({ id: Id }),
    response: z.array(SignStep),
  }),
  entry('sap.approve', sapApi.approve, {
    summary: 'Approves the current step',
    request: ActionRequest,
    response: ActionResult,
    idempotent: true,
    codes: sign,
  }),
  entry('sap.reject', sapApi.reject, {
    summary: 'Returns the form (comment required)',
    request: ActionRequest,
    response: ActionResult,
    idempotent: true,
    codes: sign,
  }),
  entry('sap.batchApprove', sapApi.batchApprove, {
    summary: 'Approves up to 100 forms, one result each',
    request: z.object({ ids: z.array(Id).min(1).max(100), comment: z.string().max(2000).optional() }),
    response: z.array(BatchResult),
    idempotent: true,
  }),
  entry('sap.addSigner', sapApi.addSigner, {
    summary: 'Adds a signer after the current step',
    request: z.object({ id: Id, signerNo: z.string().min(1).max(64), comment: z.string().max(2000).optional() }),
    response: z.array(SignStep),
    idempotent: true,
    codes: { 403: 'not your turn', 409: 'already in the flow or handled', 400: 'signer not found' },
  }),
  entry('sap.signers', sapApi.signers, {
    summary: 'Employees to add as signers (at most 30)',
    request: z.object({ keyword: z.string().max(200).optional() }),
    response: z.array(Person),
  }),
  entry('sap.apply', sapApi.apply, {
    summary: 'Files an application',
    request: ApplyRequest,
    response: SapFormSummary,
    idempotent: true,
    codes: { 400: 'missing or too long fields, named in the message' },
  }),
  entry('sap.files', sapApi.files, {
    summary: 'Attachments of a form',
    request: z.object({ id: Id }),
    response: z.array(SapFile),
  }),
  entry('sap.deleteFile', sapApi.deleteFile, {
    summary: 'Deletes an attachment (the uploader only)',
    request: z.object({ fileId: Id }),
    response: Empty,
    codes: { 403: 'not the uploader' },
  }),
  entry('sap.upload', sapTransferApi.upload, {
    summary: 'Uploads an attachment (multipart, at most 20 MB)',
    request: z.object({ id: Id, file: UploadFile }),
    response: SapFile,
    multipart: true,
    codes: { 413: 'larger than 20 MB' },
  }),
  entry('sap.download', sapTransferApi.download, {
    summary: 'An attachment, as the file itself',
    request: z.object({ fileId: Id }),
    response: 'binary',
  }),
];
