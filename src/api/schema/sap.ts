import { z } from '@hono/zod-openapi';
import { SAP_APPLY_FORM_TYPES, SAP_FORM_TYPES, SAP_LIST_KEYS } from '../sap-forms';
import { Cell, DateTime, DateTimeOrEmpty, Id, PageQuery } from './common';
import { Digest, RecordSigning, SignatureImage } from './evidence';
import { SigningPin } from './signing';

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
  pin: SigningPin.optional().openapi({ description: 'the signing PIN, for a `confirm` or `drawn` form (403 without)' }),
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
