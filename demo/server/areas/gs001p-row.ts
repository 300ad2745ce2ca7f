import type { CloseReason, GsStatus, GsStep } from '../../../src/api/gs001p';

/** A GS001P case as `gs001p_cases` keeps it. */
export interface CaseRow {
  id: string;
  creator: string;
  engineer: string;
  supervisor: string;
  status: GsStatus;
  step: GsStep | null;
  fields: string;
  changed_at: number;
  updated_at: number;
  version: number;
  close_reason: CloseReason | null;
  close_text: string;
  close_auto: number;
  closed_at: number;
  unchanged_since: number;
  /** The sign flow's steps (core/flow), JSON; '[]' until the first submit. */
  flow: string;
  /** Whom the case waits on while signing or confirming, '' otherwise. */
  current_user: string;
}
