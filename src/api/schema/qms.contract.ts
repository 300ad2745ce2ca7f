import { z } from '@hono/zod-openapi';
import { qmsApi } from '../qms';
import { FileName, Id, NoRequest, Page } from './common';
import { entry } from './contract';
import { SIGNED_DECISION_CODES } from './signing';
import { JudgeRequest, QmsCase, QmsCaseSummary, QmsHome, QmsListQuery } from './qms';

export const qmsContract = [
  entry('qms.home', qmsApi.home, {
    summary: 'Cases per type, waiting and visible',
    request: NoRequest,
    response: QmsHome,
  }),
  entry('qms.list', qmsApi.list, {
    summary: 'A page of QMS cases',
    request: QmsListQuery,
    response: Page(QmsCaseSummary),
  }),
  entry('qms.detail', qmsApi.detail, { summary: 'One QMS case', request: z.object({ id: Id }), response: QmsCase }),
  entry('qms.judge', qmsApi.judge, {
    summary: 'Records a judgment and approves, or returns',
    request: JudgeRequest,
    response: QmsCase,
    idempotent: true,
    codes: { 403: 'not your step', 400: 'judgment, recognition or comment missing', ...SIGNED_DECISION_CODES },
  }),
  entry('qms.file', qmsApi.file, {
    summary: 'A case file, as the file itself',
    request: z.object({ name: FileName }),
    response: 'binary',
  }),
];
