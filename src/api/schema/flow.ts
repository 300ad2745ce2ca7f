import { z } from '@hono/zod-openapi';
import { FLOW_ACTIONS, FLOW_AREAS, STEP_MEANINGS } from '../flow-values';
import { DateTime, DateTimeOrEmpty, Id } from './common';

export const FlowArea = z.enum(FLOW_AREAS).openapi('FlowArea');
export const FlowAction = z.enum(FLOW_ACTIONS).openapi('FlowAction');

export const FlowStepView = z
  .object({
    index: z.number().int().min(0).openapi({ description: 'position in the flow; send back names a step by it' }),
    role: z.string().openapi({ description: "the area's role (SAP supervisor, SRM reviewer, QMS qcLeader...)" }),
    signerNo: z.string(),
    signerName: z.string(),
    state: z.enum(['done', 'current', 'waiting']),
    meaning: z.enum(STEP_MEANINGS).nullable().openapi({ description: 'what the signer decided; null until done' }),
    time: DateTimeOrEmpty,
    comment: z.string(),
    judgment: z.string().openapi({ description: "QMS: the judgment recorded with the decision; '' otherwise" }),
    byNo: z.string().openapi({ description: "the substitute who acted on behalf of the signer; '' otherwise" }),
    byName: z.string(),
    fromNo: z
      .string()
      .openapi({ description: "transfer: whom the step came from; added or sent back: who did it; '' otherwise" }),
    fromName: z.string(),
    origin: z.enum(['planned', 'transfer', 'addBefore', 'addAfter', 'sendBack']),
    notice: z.boolean().openapi({ description: 'a notice-only step (notification personnel): never signs' }),
    due: DateTimeOrEmpty.openapi({ description: "when the waiting step is due; '' for a done or later step" }),
    overdue: z.boolean(),
  })
  .openapi('FlowStepView');

export const FlowCc = z
  .object({
    userNo: z.string(),
    userName: z.string(),
    byNo: z.string().openapi({ description: 'who sent the copy' }),
    byName: z.string(),
    at: DateTime,
    readAt: DateTimeOrEmpty.openapi({ description: "when the CC'd person opened the record; '' while unread" }),
  })
  .openapi('FlowCc');

export const FlowFile = z
  .object({
    id: z.string(),
    name: z.string(),
    mime: z.string(),
    size: z.number().int().min(0),
  })
  .openapi('FlowFile');

export const FlowPerson = z.object({ userNo: z.string(), userName: z.string() }).openapi('FlowPerson');

export const FlowComment = z
  .object({
    id: z.number().int(),
    authorNo: z.string(),
    authorName: z.string(),
    onBehalfOfNo: z.string(),
    onBehalfOfName: z.string(),
    text: z.string(),
    at: DateTime,
    mentions: z.array(FlowPerson),
    files: z.array(FlowFile).max(9),
  })
  .openapi('FlowComment');

export const FlowView = z
  .object({
    area: FlowArea,
    id: z.string(),
    applicantNo: z.string(),
    status: z.enum(['open', 'closed', 'withdrawn']).openapi({
      description:
        'open: under approval; withdrawn: the applicant took it back (SPEC status: approved return / self-closing case)',
    }),
    currentIndex: z.number().int().openapi({ description: 'index of the current step, -1 when none' }),
    steps: z.array(FlowStepView),
    cc: z.array(FlowCc),
    comments: z.array(FlowComment),
    actions: z.array(FlowAction).openapi({ description: 'what the signed-in user may do now' }),
    sendBackTo: z.array(z.number().int()).openapi({ description: 'indexes of the steps send back may choose' }),
  })
  .openapi('FlowView');

export const FlowActRequest = z
  .object({
    area: FlowArea,
    id: Id,
    action: z.enum(['transfer', 'addBefore', 'addAfter', 'withdraw', 'sendBack', 'cc', 'comment']),
    comment: z.string().max(2000).optional(),
    userNo: z.string().min(1).max(64).optional().openapi({ description: 'transfer, add before/after, CC: the person' }),
    toStep: z.number().int().min(0).optional().openapi({ description: 'send back: the index of the earlier step' }),
    seenStep: z
      .number()
      .int()
      .min(-1)
      .optional()
      .openapi({ description: 'the current index as the client saw it; another one now answers 409' }),
    mentions: z.array(z.string().min(1).max(64)).max(20).optional(),
    fileIds: z.array(z.string().min(1).max(64)).max(9).optional(),
  })
  .openapi('FlowActRequest');

export const FlowReceived = z
  .object({
    area: FlowArea,
    id: z.string(),
    title: z.string(),
    route: z.string(),
    byName: z.string(),
    at: DateTime,
    readAt: DateTimeOrEmpty,
  })
  .openapi('FlowReceived');
