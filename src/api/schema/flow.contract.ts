import { z } from '@hono/zod-openapi';
import { flowApi, flowTransferApi } from '../flow';
import { Id, NoRequest, UploadFile } from './common';
import { entry } from './contract';
import { FlowActRequest, FlowArea, FlowFile, FlowPerson, FlowReceived, FlowView } from './flow';

const codes = {
  403: 'not yours to take (not the current signer, not the applicant)',
  409: 'the record has moved on (closed, withdrawn, or waiting on another step)',
  4091: 'the person is already waiting in the flow',
  4001: 'comment or reason required',
  4002: 'person not found',
  4003: 'send back: not an earlier signed step',
  4004: 'more than 9 files, or a file not uploaded',
};

export const flowContract = [
  entry('flow.view', flowApi.view, {
    summary:
      "A record's sign flow, CC list, comments and what the user may do; a CC'd reader's first view marks it read",
    request: z.object({ area: FlowArea, id: Id }),
    response: FlowView,
  }),
  entry('flow.act', flowApi.act, {
    summary: 'Transfer, add a signer before or after, withdraw, CC, send back or comment',
    request: FlowActRequest,
    response: FlowView,
    idempotent: true,
    codes,
  }),
  entry('flow.people', flowApi.people, {
    summary: 'Employees to transfer to, add, copy or mention (at most 30)',
    request: z.object({ keyword: z.string().max(200).optional() }),
    response: z.array(FlowPerson),
  }),
  entry('flow.received', flowApi.received, {
    summary: 'Records the user was copied on (CC), newest first',
    request: NoRequest,
    response: z.array(FlowReceived),
  }),
  entry('flow.upload', flowTransferApi.upload, {
    summary: 'Uploads a photo or file for a comment (multipart, at most 20 MB)',
    request: z.object({ area: FlowArea, id: Id, file: UploadFile }),
    response: FlowFile,
    multipart: true,
    codes: { 413: 'larger than 20 MB' },
  }),
  entry('flow.download', flowTransferApi.download, {
    summary: 'A comment file, as the file itself',
    request: z.object({ fileId: Id }),
    response: 'binary',
  }),
];
