import {
  JUDGMENTS,
  type Judgment,
  QMS_TYPES,
  qmsApi,
  type QmsCaseSummary,
  type QmsHome,
  type QmsType,
  RECOGNITIONS,
  type Recognition,
} from '../../../src/api/qms';
import { all, run } from '../core/db';
import { principalOf } from '../core/delegation';
import { ApiFailure } from '../core/envelope';
import { signingOf } from '../core/evidence/device';
import { decide } from '../core/flow/engine';
import { queryPage } from '../core/paging';
import type { ApiRouter } from '../core/types';
import { type Data, detail, findCase, type Row, summary } from './qms-cases';
import { listFilters, todoSql, visibility, waitsFor } from './review-common';
import { once, type StoredStep } from './srm-flow';
import { srmFileResponse } from './srm-routes';

/** QMS routes: the home counts, the lists, the detail, the judgments (idempotent per key) and the sample files. */
export function qmsRoutes(api: ApiRouter): void {
  api.handle(qmsApi.home, (_req, { db, user }): QmsHome => {
    const v = visibility(user);
    const t = todoSql(user);
    const count = (extra: string, params: string[]) => {
      const rows = all<{ type: QmsType; n: number }>(
        db,
        `SELECT type, COUNT(*) AS n FROM qms_cases WHERE ${v.sql} AND ${extra} GROUP BY type`,
        [...v.params, ...params],
      );
      const out = Object.fromEntries(QMS_TYPES.map((k) => [k, 0])) as Record<QmsType, number>;
      for (const r of rows) out[r.type] = r.n;
      return out;
    };
    return { todo: count(t.sql, t.params), total: count('1 = 1', []) };
  });

  api.handle(qmsApi.list, (req, { db, user }) => {
    const types = String(req.types ?? '')
      .split(',')
      .filter((x): x is QmsType => (QMS_TYPES as readonly string[]).includes(x));
    if (!types.length) throw new ApiFailure(400, 400, `types: one or more of ${QMS_TYPES.join(', ')}`);
    const keyword = String(req.keyword ?? '').trim();
    const v = visibility(user);
    const where = [v.sql, `type IN (${types.map(() => '?').join(', ')})`];
    const params: string[] = [...v.params, ...types];
    const f = listFilters(user, {
      todo: req.scope !== 'all',
      keyword,
      columns: ['id', 'title', 'supplier_code', 'supplier_name', 'part_no'],
    });
    where.push(...f.sql);
    params.push(...f.params);
    return queryPage<Row, QmsCaseSummary>(
      db,
      { select: '*', fromWhere: `FROM qms_cases WHERE ${where.join(' AND ')}`, order: 'created_at DESC, id', params },
      req,
      (row) => summary(row, user),
    );
  });

  api.handle(qmsApi.detail, (req, { db, user, now }) => {
    const row = findCase(db, String(req.id), user);
    return detail(db, row, principalOf(db, user, row.current_user, now()));
  });

  api.handle(qmsApi.judge, (req, { db, user: actor, now, c, address }) =>
    once(db, 'qms_idempotency', c.req.header('idempotency-key'), actor.userNo, () => {
      const row = findCase(db, String(req.id), actor);
      const user = principalOf(db, actor, row.current_user, now());
      if (req.action === 'return') {
        const signing = signingOf(req, c, address);
        decide(db, 'qms', row.id, actor, { action: 'return', comment: String(req.comment ?? ''), signing }, now());
        return detail(db, findCase(db, row.id, user), user);
      }
      if (req.action !== 'approve') throw new ApiFailure(400, 400, 'action: approve or return');
      // Who may approve is the engine's question; asked first so a stranger hears 403, not a missing judgment.
      if (!waitsFor(row, user)) throw new ApiFailure(403, 403, 'This case is not waiting for you.');
      const judgment = req.judgment as Judgment;
      if (!JUDGMENTS.includes(judgment)) throw new ApiFailure(400, 400, 'A judgment is required.');
      const steps = JSON.parse(row.flow) as StoredStep[];
      const at = steps.findIndex((s) => s.state === 'current');
      const final = !steps.some((s, j) => j > at && s.state === 'waiting');
      const data = JSON.parse(row.data) as Data;
      if (final) {
        const recognition = req.recognition as Recognition;
        if (!RECOGNITIONS.includes(recognition))
          throw new ApiFailure(400, 400, 'A recognition category is required for the final judgment.');
        data.finalJudgment = judgment;
        data.recognition = recognition;
      } else {
        data.evaluationResult = judgment;
      }
      const input = { action: 'approve' as const, comment: String(req.comment ?? ''), judgment };
      decide(db, 'qms', row.id, actor, { ...input, signing: signingOf(req, c, address) }, now());
      run(db, 'UPDATE qms_cases SET data = ? WHERE id = ?', [JSON.stringify(data), row.id]);
      return detail(db, findCase(db, row.id, user), user);
    }),
  );

  api.handle(qmsApi.file, (req) => srmFileResponse(String(req.name)));
}
