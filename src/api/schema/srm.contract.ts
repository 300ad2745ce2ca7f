import { z } from '@hono/zod-openapi';
import { srmApi } from '../srm';
import { FileName, Id, Page, PageQuery } from './common';
import { entry } from './contract';
import { SIGNED_DECISION_CODES } from './signing';
import { SrmActRequest, SrmCase, SrmCaseSummary, SrmListQuery, SupplierDetail, SupplierSummary } from './srm';

export const srmContract = [
  entry('srm.list', srmApi.list, {
    summary: 'A page of SRM cases',
    request: SrmListQuery,
    response: Page(SrmCaseSummary),
  }),
  entry('srm.detail', srmApi.detail, { summary: 'One SRM case', request: z.object({ id: Id }), response: SrmCase }),
  entry('srm.act', srmApi.act, {
    summary: 'Approves, returns or concludes a case specially',
    request: SrmActRequest,
    response: SrmCase,
    idempotent: true,
    codes: { 403: 'not your step', 400: 'comment required', ...SIGNED_DECISION_CODES },
  }),
  entry('srm.suppliers', srmApi.suppliers, {
    summary: 'A page of suppliers',
    request: PageQuery,
    response: Page(SupplierSummary),
  }),
  entry('srm.supplier', srmApi.supplier, {
    summary: 'One supplier with its cases',
    request: z.object({ code: Id }),
    response: SupplierDetail,
  }),
  entry('srm.file', srmApi.file, {
    summary: 'A case file, as the file itself',
    request: z.object({ name: FileName }),
    response: 'binary',
  }),
];
