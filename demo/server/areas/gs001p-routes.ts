import { gs001pApi, GS001P_CODES, type GsAction, type GsSummary } from '../../../src/api/gs001p';
import { one, run } from '../core/db';
import { principalOf } from '../core/delegation';
import { ApiFailure } from '../core/envelope';
import { signingOf } from '../core/evidence/device';
import { decide } from '../core/flow/engine';
import { startRound } from '../core/flow/lifecycle';
import { currentIndex } from '../core/flow/steps';
import { containing, like, queryPage } from '../core/paging';
import type { ApiRouter } from '../core/types';
import { cleanFields, submitProblems } from './gs001p-fields';
import { GS_KIND, gsCaseActions, gsRecord, planOf } from './gs001p-flow';
import { CLOSE_WORDING, closeProblem, FLOW_ACTION_OF, GS_ROLE } from './gs001p-rules';
import {
  addHistory,
  assigneeOf,
  type CaseRow,
  caseRow,
  ENGINEERS,
  idempotent,
  insertCase,
  nameOf,
  nextId,
  notAllowed,
  remember,
  saveFields,
  visibleRow,
} from './gs001p-store';
import { toDetail, toSummary } from './gs001p-view';

/** The case history's role for a flow step's role. */
const HISTORY_ROLE: Record<string, string> = {
  [GS_ROLE.engineer]: 'engineer',
  [GS_ROLE.supervisor]: 'supervisor',
  [GS_ROLE.confirmation]: 'business',
  applicant: 'business',
};

/** GS001P case routes: the list, the detail, drafts and their submit, and the sign flow's actions. */
export function gs001pCaseRoutes(api: ApiRouter): void {
  api.handle(gs001pApi.list, (req, { db, user }) => {
    const keyword = String(req.keyword ?? '').trim();
    const status = String(req.status ?? '');
    const todo = req.scope === 'todo';
    const me = user.userNo;
    return queryPage<CaseRow, GsSummary>(
      db,
      {
        select: '*',
        // Participants, whoever the flow waits on, and the CC'd and @mentioned.
        fromWhere: `FROM gs001p_cases WHERE (creator = ? OR engineer = ? OR supervisor = ? OR current_user = ?
              OR id IN (SELECT record_id FROM flow_cc WHERE area = 'gs001p' AND user_no = ?)
              OR id IN (SELECT record_id FROM flow_mentions WHERE area = 'gs001p' AND user_no = ?))
            AND (? = '' OR status = ?)
            AND (? = '' OR ${like('id')} OR ${like('search')})
            AND (? = 0 OR (status IN ('signing', 'confirming') AND current_user = ?))`,
        order: 'updated_at DESC, id DESC',
        params: [
          me,
          me,
          me,
          me,
          me,
          me,
          status,
          status,
          keyword,
          containing(keyword),
          containing(keyword),
          todo ? 1 : 0,
          me,
        ],
      },
      req,
      (row) => toSummary(db, row),
    );
  });

  api.handle(gs001pApi.detail, (req, { db, user: actor, now }) => {
    const user = principalOf(db, actor, assigneeOf(caseRow(db, String(req.id))), now());
    return toDetail(db, visibleRow(db, String(req.id), user), user);
  });

  api.handle(gs001pApi.engineers, (_req, { db }) =>
    ENGINEERS.map((e) => ({ userNo: e.userNo, userName: nameOf(db, e.userNo) })),
  );

  api.handle(gs001pApi.save, (req, { db, user, now, c }) => {
    const fields = cleanFields(req.fields);
    const key = c.req.header('idempotency-key');
    if (!req.id) {
      const done = idempotent(db, key, 'create');
      if (done) return toDetail(db, caseRow(db, done), user);
      const at = now();
      const id = nextId(db, at);
      const engineer = ENGINEERS.some((e) => e.userNo === fields.responsibleEngineer)
        ? fields.responsibleEngineer!
        : '';
      insertCase(db, {
        id,
        creator: user.userNo,
        engineer,
        status: 'draft',
        step: null,
        fields,
        changedAt: at,
        createdAt: at,
      });
      remember(db, key, 'create', id);
      return toDetail(db, caseRow(db, id), user);
    }
    const row = visibleRow(db, String(req.id), user);
    if (!gsCaseActions(row, user).includes('save')) throw notAllowed();
    saveFields(db, row, fields, now());
    return toDetail(db, caseRow(db, row.id), user);
  });

  api.handle(gs001pApi.submit, (req, { db, user, now, c }) => {
    const row = visibleRow(db, String(req.id), user);
    const key = c.req.header('idempotency-key');
    if (idempotent(db, key, 'submit')) return toDetail(db, row, user);
    if (!gsCaseActions(row, user).includes('submit')) throw notAllowed();
    const fields = cleanFields(req.fields);
    const drawings = one<{ n: number }>(
      db,
      "SELECT COUNT(*) AS n FROM gs001p_files WHERE case_id = ? AND kind = 'drawing'",
      [row.id],
    )!.n;
    const problems = submitProblems(fields, drawings);
    saveFields(db, row, fields, now());
    if (problems.length) throw new ApiFailure(200, GS001P_CODES.invalid, `Missing or invalid: ${problems.join(', ')}`);
    // A first submit, one after a return and one after a withdraw alike start a round with the people chosen now.
    const saved = caseRow(db, row.id);
    startRound(
      db,
      'gs001p',
      { id: saved.id, applicantNo: saved.creator, kind: GS_KIND, steps: gsRecord(saved)?.steps ?? [] },
      planOf(saved),
      now(),
    );
    addHistory(db, row.id, 'business', user.userNo, 'submit', '', now());
    remember(db, key, 'submit', row.id);
    return toDetail(db, caseRow(db, saved.id), user);
  });

  api.handle(gs001pApi.act, (req, { db, user: actor, now, c, address }) => {
    const at = now();
    const user = principalOf(db, actor, assigneeOf(caseRow(db, String(req.id))), at);
    const row = visibleRow(db, String(req.id), user);
    const key = c.req.header('idempotency-key');
    if (idempotent(db, key, 'act')) return toDetail(db, row, user);
    const action = req.action as GsAction;
    if (!['approve', 'return', 'confirm', 'close', 'reopen'].includes(action)) throw notAllowed();
    if (!gsCaseActions(row, user).includes(action)) throw notAllowed();
    const comment = String(req.comment ?? '');
    const reason = req.reason ? String(req.reason) : undefined;
    const reasonText = String(req.reasonText ?? '').trim();
    if (action === 'close' && closeProblem({ reason, reasonText }))
      throw new ApiFailure(200, GS001P_CODES.reasonRequired, 'Choose a reason; reason "other" needs a text.');
    if (action === 'reopen') {
      // The customer has a need after all: the case goes into development (its flow stays closed).
      run(
        db,
        "UPDATE gs001p_cases SET status = 'developing', step = NULL, close_reason = NULL, close_text = '', close_auto = 0, changed_at = ?, updated_at = ?, version = version + 1 WHERE id = ?",
        [at, at, row.id],
      );
      addHistory(db, row.id, 'business', user.userNo, 'reopen', comment, at);
    } else {
      const record = gsRecord(row);
      const role = record?.steps[currentIndex(record.steps)]?.role ?? '';
      const closeText = reason === 'other' ? reasonText : '';
      // The engine checks who may act, the signature's policy (drawn for the final decision) and records it.
      const d = decide(
        db,
        'gs001p',
        row.id,
        actor,
        {
          action: FLOW_ACTION_OF[action]!,
          comment: action === 'close' ? closeText || comment.trim() || CLOSE_WORDING[reason as 'other'] : comment,
          signing: signingOf(req, c, address),
        },
        at,
      );
      if (action === 'close')
        run(
          db,
          'UPDATE gs001p_cases SET close_reason = ?, close_text = ?, close_auto = 0, closed_at = ?, unchanged_since = ? WHERE id = ?',
          [reason!, closeText, at, row.changed_at, row.id],
        );
      const by = d.onBehalfOf ? d.actorNo : '';
      addHistory(
        db,
        row.id,
        HISTORY_ROLE[role] ?? 'approver',
        d.onBehalfOf || d.actorNo,
        action,
        action === 'close' && closeText ? closeText : comment,
        at,
        by,
      );
    }
    remember(db, key, 'act', row.id);
    return toDetail(db, caseRow(db, row.id), user);
  });
}
