import { z } from '@hono/zod-openapi';
import { sapApi, sapTransferApi } from '../sap';
import { Empty, Id, NoRequest, Page, UploadFile } from './common';
import { entry } from './contract';
import { SigningPin } from './signing';
import {
  ActionRequest,
  ActionResult,
  ApplyRequest,
  BatchResult,
  Person,
  SapFile,
  SapFormDetail,
  SapFormSummary,
  SapListQuery,
  SapSummary,
  SignStep,
} from './sap';

const sign = {
  403: 'not your turn',
  409: 'already handled',
  400: 'return without a comment',
  5101: 'the record changed after it was opened (HTTP 409): reload it and sign again',
  5103: 'the form asks for the signing PIN and none was sent (HTTP 403)',
  5105: 'wrong signing PIN (HTTP 403); data.remaining tries are left',
  5106: 'no signing PIN set yet (HTTP 409)',
  5108: 'a drawn form without a drawn signature (HTTP 403)',
  1003: 'too many wrong PINs: data.lockedUntil',
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
    request: z.object({
      ids: z.array(Id).min(1).max(100),
      comment: z.string().max(2000).optional(),
      pin: SigningPin.optional(),
    }),
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
