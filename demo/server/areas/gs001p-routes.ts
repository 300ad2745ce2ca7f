import { gs001pApi, GS001P_CODES, type GsSummary } from '../../../src/api/gs001p';
import { one, run } from '../core/db';
import { principalOf, signerFor } from '../core/delegation';
import { ApiFailure } from '../core/envelope';
import { containing, like, queryPage } from '../core/paging';
import type { ApiRouter } from '../core/types';
import { signingOf } from '../core/evidence/device';
import { checkSigning, recordDecisionEvidence } from '../core/evidence/hook';
import { gsSignedAct } from './gs001p-evidence';
import { cleanFields, submitProblems } from './gs001p-fields';
import { assigneeOf, transition } from './gs001p-rules';
import {
  addHistory,
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
  stateOf,
  visibleRow,
} from './gs001p-store';
import { toDetail, toSummary } from './gs001p-view';

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
        fromWhere: `FROM gs001p_cases WHERE (creator = ? OR engineer = ? OR supervisor = ?)
            AND (? = '' OR status = ?)
            AND (? = '' OR ${like('id')} OR ${like('search')})
            AND (? = 0 OR (status = 'signing' AND ((step = 'engineer' AND engineer = ?) OR (step = 'supervisor' AND supervisor = ?)))
                       OR (status = 'confirming' AND creator = ?))`,
        order: 'updated_at DESC, id DESC',
        params: [
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
          me,
          me,
        ],
      },
      req,
      (row) => toSummary(db, row),
    );
  });

  api.handle(gs001pApi.detail, (req, { db, user: actor, now }) => {
    const user = principalOf(db, actor, assigneeOf(stateOf(caseRow(db, String(req.id)))), now());
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
    if (!transition(stateOf(row), 'save', user.userNo, now()).ok) throw notAllowed();
    saveFields(db, row, fields, now());
    return toDetail(db, caseRow(db, row.id), user);
  });

  api.handle(gs001pApi.submit, (req, { db, user, now, c }) => {
    const row = visibleRow(db, String(req.id), user);
    const key = c.req.header('idempotency-key');
    if (idempotent(db, key, 'submit')) return toDetail(db, row, user);
    const result = transition(stateOf(row), 'submit', user.userNo, now());
    if (!result.ok) throw notAllowed();
    const fields = cleanFields(req.fields);
    const drawings = one<{ n: number }>(
      db,
      "SELECT COUNT(*) AS n FROM gs001p_files WHERE case_id = ? AND kind = 'drawing'",
      [row.id],
    )!.n;
    const problems = submitProblems(fields, drawings);
    saveFields(db, row, fields, now());
    if (problems.length) throw new ApiFailure(200, GS001P_CODES.invalid, `Missing or invalid: ${problems.join(', ')}`);
    const saved = caseRow(db, row.id);
    run(
      db,
      'UPDATE gs001p_cases SET status = ?, step = ?, changed_at = ?, updated_at = ?, version = version + 1 WHERE id = ?',
      ['signing', 'engineer', now(), now(), row.id],
    );
    addHistory(db, row.id, 'business', user.userNo, 'submit', '', now());
    remember(db, key, 'submit', row.id);
    return toDetail(db, caseRow(db, saved.id), user);
  });

  api.handle(gs001pApi.act, (req, { db, user: actor, now, c, address }) => {
    const { user, by } = signerFor(db, actor, assigneeOf(stateOf(caseRow(db, String(req.id)))), now());
    const row = visibleRow(db, String(req.id), user);
    const key = c.req.header('idempotency-key');
    if (idempotent(db, key, 'act')) return toDetail(db, row, user);
    const action = req.action;
    if (!['approve', 'return', 'confirm', 'close', 'reopen'].includes(action)) throw notAllowed();
    const input = {
      comment: String(req.comment ?? ''),
      reason: req.reason ? String(req.reason) : undefined,
      reasonText: String(req.reasonText ?? ''),
    };
    const result = transition(stateOf(row), action, user.userNo, now(), input);
    if (!result.ok) {
      if (result.error === 'reasonRequired')
        throw new ApiFailure(200, GS001P_CODES.reasonRequired, 'Choose a reason; reason "other" needs a text.');
      throw notAllowed();
    }
    // A signature checks the digest, PIN and drawing of its policy and is recorded before the status moves on.
    const signed = gsSignedAct(row.id, action, actor.userNo, user.userNo, now());
    if (signed) {
      const signing = signingOf(req, c, address);
      checkSigning(db, signed, signing);
      recordDecisionEvidence(db, signed, signing);
    }
    const n = result.next;
    run(
      db,
      'UPDATE gs001p_cases SET status = ?, step = ?, changed_at = ?, updated_at = ?, version = version + 1 WHERE id = ?',
      [n.status, n.step, n.changedAt, now(), row.id],
    );
    if (action === 'close') {
      run(
        db,
        'UPDATE gs001p_cases SET close_reason = ?, close_text = ?, close_auto = 0, closed_at = ?, unchanged_since = ? WHERE id = ?',
        [input.reason!, input.reason === 'other' ? input.reasonText.trim() : '', now(), row.changed_at, row.id],
      );
    }
    if (action === 'reopen')
      run(db, "UPDATE gs001p_cases SET close_reason = NULL, close_text = '', close_auto = 0 WHERE id = ?", [row.id]);
    addHistory(
      db,
      row.id,
      result.role,
      user.userNo,
      result.entry,
      action === 'close' && input.reason === 'other' ? input.reasonText.trim() : input.comment,
      now(),
      by,
    );
    remember(db, key, 'act', row.id);
    return toDetail(db, caseRow(db, row.id), user);
  });
}
