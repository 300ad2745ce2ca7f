import { z } from '@hono/zod-openapi';
import { gs001pApi, gs001pTransferApi, GS001P_CODES } from '../gs001p';
import { Empty, Id, NoRequest, Page, UploadFile } from './common';
import { entry } from './contract';
import { SIGNED_DECISION_CODES } from './signing';
import { GsActRequest, GsDetail, GsFields, GsFile, GsListQuery, GsPerson, GsSummary } from './gs001p';

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
    codes: { ...codes, ...SIGNED_DECISION_CODES },
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
