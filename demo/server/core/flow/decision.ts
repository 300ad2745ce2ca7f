import type * as T from './steps';
import type { FlowAction, FlowArea, FlowRecord } from './types';

/** A decision as it is committed: the record before and after, the action's meaning, who acted and as whom. */
export interface Decision {
  area: FlowArea;
  record: FlowRecord;
  action: FlowAction;
  /** The signed-in person who acted. */
  actorNo: string;
  /** Whom they acted as ('' when themself; the substitute's principal otherwise). */
  onBehalfOf: string;
  at: number;
  comment: string;
  /** The person the action names (transfer target, added signer, CC'd person), or the step sent back to. */
  target: string;
  next?: T.Transition;
}
