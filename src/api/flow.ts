import type { z } from 'zod';
import { endpoint } from './define';
import type { FlowArea } from './flow-values';
import type * as S from './schema/flow';

/**
 * The sign flow of any record (SAP form, SRM or QMS case, GS001P evaluation) on the bpm service: the timeline with its CC list and
 * comments, what the signed-in user may do now, and the routing actions beside each area's own approve and
 * return (transfer, add a signer before or after, withdraw, CC, send back to a step, comment).
 */

export {
  FLOW_ACTIONS,
  FLOW_AREAS,
  ROUTING_ACTIONS,
  STEP_MEANINGS,
  type FlowAction,
  type FlowArea,
  type RoutingAction,
  type StepMeaning,
} from './flow-values';

/** Error codes of the flow endpoints (envelope `code`). */
export const FLOW_CODES = {
  commentRequired: 4001,
  unknownPerson: 4002,
  badStep: 4003,
  tooManyFiles: 4004,
  notAllowed: 403,
  notFound: 404,
  movedOn: 409,
  inFlow: 4091,
} as const;

/** At most this many photos or files per comment. */
export const MAX_COMMENT_FILES = 9;

export type FlowStepView = z.infer<typeof S.FlowStepView>;
export type FlowCc = z.infer<typeof S.FlowCc>;
export type FlowComment = z.infer<typeof S.FlowComment>;
export type FlowFile = z.infer<typeof S.FlowFile>;
export type FlowView = z.infer<typeof S.FlowView>;
export type FlowActRequest = z.infer<typeof S.FlowActRequest>;
export type FlowPerson = z.infer<typeof S.FlowPerson>;
/** A record copied to the signed-in user: `readAt` is '' while they have not opened it. */
export type FlowReceivedItem = z.infer<typeof S.FlowReceived>;

export const flowApi = {
  view: endpoint<{ area: FlowArea; id: string }, FlowView>('bpm', 'GET', '/flow/:area/:id'),
  act: endpoint<FlowActRequest, FlowView>('bpm', 'POST', '/flow/:area/:id/actions'),
  people: endpoint<{ keyword?: string }, FlowPerson[]>('bpm', 'GET', '/flow/people'),
  received: endpoint<void, FlowReceivedItem[]>('bpm', 'GET', '/flow/received'),
};

/** Multipart upload and file download, apart because their bodies are not JSON. */
export const flowTransferApi = {
  upload: endpoint<{ area: FlowArea; id: string; file: Blob }, FlowFile>('bpm', 'POST', '/flow/:area/:id/files'),
  download: endpoint<{ fileId: string }, Blob>('bpm', 'GET', '/flow-files/:fileId'),
};
