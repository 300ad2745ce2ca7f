import type { z } from 'zod';
import { endpoint, type Page } from './define';
import type * as S from './schema/qms';

/**
 * Quality abnormality management: cases on the QMS gateway's qmsv2-web path, judgments on its bpm path.
 * Review and sign states and the sign-step shape are the same as SRM's (SPEC 4).
 */

export {
  JUDGMENTS,
  QMS_TYPES,
  RECOGNITIONS,
  type Judgment,
  type QmsType,
  type Recognition,
} from './qms-values';

/** `types`: comma-separated QmsType codes, e.g. "idr,pdr". */
export type QmsListQuery = z.infer<typeof S.QmsListQuery>;
export type QmsCaseSummary = z.infer<typeof S.QmsCaseSummary>;
/** `canJudge`: the signed-in user is the current signer; `finalStep`: its judgment is final and needs a recognition. */
export type QmsCase = z.infer<typeof S.QmsCase>;
/** Cases waiting for me (`todo`) and all visible cases (`total`), per type. */
export type QmsHome = z.infer<typeof S.QmsHome>;
/** approve needs a judgment (and on the last step a recognition); return needs a comment. */
export type JudgeRequest = z.infer<typeof S.JudgeRequest>;

export const qmsApi = {
  home: endpoint<void, QmsHome>('qms', 'GET', '/home'),
  list: endpoint<QmsListQuery, Page<QmsCaseSummary>>('qms', 'GET', '/cases'),
  detail: endpoint<{ id: string }, QmsCase>('qms', 'GET', '/cases/:id'),
  judge: endpoint<JudgeRequest, QmsCase>('qmsBpm', 'POST', '/tasks/:id/judgment'),
  file: endpoint<{ name: string }, Blob>('qms', 'GET', '/files/:name'),
};
