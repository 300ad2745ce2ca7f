import type { Database } from '../db';
import type { FlowAction, FlowArea, StepMeaning } from '../../../../src/api/flow';
import type { User } from '../users';

/**
 * The sign-flow engine's vocabulary. Every area (SAP, SRM, QMS, GS001P) keeps its steps in its own table and hands them
 * to the engine as FlowSteps through a FlowStore; the engine alone decides who may do what and what follows.
 */

export {
  FLOW_ACTIONS,
  FLOW_AREAS,
  FLOW_CODES,
  type FlowAction,
  type FlowArea,
  type StepMeaning,
} from '../../../../src/api/flow';

export type StepState = 'done' | 'current' | 'waiting';

export interface FlowStep {
  /** The area's role name (SAP supervisor, SRM reviewer...). */
  role: string;
  signerNo: string;
  state: StepState;
  /** Set once the step is done: what its signer decided. */
  meaning?: StepMeaning;
  at?: number;
  comment?: string;
  /** The substitute who acted on behalf of signerNo (delegation). */
  by?: string;
  /** QMS: the judgment recorded with the decision. */
  judgment?: string;
  /** The signer this step came from: the one who transferred it, or who added this signer. */
  from?: string;
  /** How the step came into the flow when it was not planned. */
  origin?: 'transfer' | 'addBefore' | 'addAfter' | 'sendBack';
  /** When the step began waiting (epoch ms), for its due time. */
  since?: number;
  /** A notice-only step (SAP's notification personnel): never signs, never waited on. */
  notice?: boolean;
}

export type FlowStatus = 'open' | 'closed' | 'withdrawn';

/** A record as the engine sees it. */
export interface FlowRecord {
  id: string;
  applicantNo: string;
  status: FlowStatus;
  steps: FlowStep[];
  /** The area's own kind of record (form type, SRM list, QMS form), which sets the due time. */
  kind: string;
}

/** How an area closes a record when the engine says so. */
export interface FlowOutcomeState {
  status: FlowStatus;
  /** How it closed: passed, returned (closed without passing), concluded specially, or reopened for the applicant. */
  end: 'pass' | 'return' | 'conclude' | 'withdraw' | 'restart' | null;
  current: string;
}

export interface FlowPolicy {
  /** 'close': a return closes the record (SAP). 'restart': it waits for the applicant, who submits again (SRM/QMS). */
  returnMode: 'close' | 'restart';
  /** The routing actions this area offers (the SPEC's own ones are always there). */
  actions: readonly FlowAction[];
  /** Whether the current step may conclude the record specially (SRM/QMS approver step). */
  canConclude?(record: FlowRecord, step: FlowStep): boolean;
  /** Hours a step of this kind of record (and role) may wait before it is overdue; 0: the step has no due time. */
  dueHours(kind: string, role?: string): number;
  /**
   * The actions the current step's signer may take there, the SPEC's own included (GS001P: the final
   * confirmation is confirm or close, never a transfer). Unset: every action the area offers.
   */
  stepActions?(record: FlowRecord, step: FlowStep): readonly FlowAction[];
}

/**
 * Where an area keeps its records. The engine loads, decides and hands the next steps back to `save`, the one
 * place an area writes its flow.
 */
export interface FlowStore {
  area: FlowArea;
  policy: FlowPolicy;
  load(db: Database, id: string): FlowRecord | undefined;
  /** The area's own visibility (applicant, signer, supplier scope); CC and mentions are added by the engine. */
  canSee(db: Database, id: string, user: User): boolean;
  save(db: Database, record: FlowRecord, outcome: FlowOutcomeState, now: number): void;
  /** The hash route that opens the record, for notices. */
  route(db: Database, record: FlowRecord): string;
  title(db: Database, id: string): string;
}
