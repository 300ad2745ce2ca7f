import { type SrmAction, type SrmCaseSummary, srmApi } from '../../../src/api/srm';
import { principalOf } from '../core/delegation';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { signingOf } from '../core/evidence/device';
import { decide } from '../core/flow/engine';
import { queryPage } from '../core/paging';
import type { ApiRouter } from '../core/types';
import { contentDisposition } from './real-world-files';
import { listFilters, visibility } from './review-common';
import { sampleFile } from './sample-files';
import { type CaseRow, detail, findCase, summary } from './srm-cases';
import { once } from './srm-flow';

export function srmFileResponse(name: string): Response {
  const found = sampleFile(name);
  if (!found) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  return new Response(found.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': found.file.contentType,
      'content-length': String(found.bytes.length),
      'content-disposition': contentDisposition('inline', found.file.name),
    },
  });
}

/** SRM case routes: the lists, the detail, the sign actions (idempotent per key) and the sample files. */
export function srmCaseRoutes(api: ApiRouter): void {
  api.handle(srmApi.list, (req, { db, user }) => {
    const list = String(req.list ?? 'eval');
    const scope = req.scope === 'all' ? 'all' : 'todo';
    const keyword = String(req.keyword ?? '').trim();
    const v = visibility(user);
    const where: string[] = [v.sql];
    const params: (string | number)[] = [...v.params];
    if (list === 'eval' || list === 'nsr' || list === 'pay') {
      where.push('kind = ?');
      params.push(list);
    } else if (list === 'sample') {
      where.push("(',' || methods || ',') LIKE '%,sampleEvaluation,%'");
    } else if (list !== 'todo') {
      throw new ApiFailure(400, 400, 'list: eval, nsr, pay, todo or sample');
    }
    const f = listFilters(user, {
      todo: scope === 'todo' || list === 'todo',
      keyword,
      columns: ['id', 'title', 'supplier_code', 'supplier_name'],
    });
    where.push(...f.sql);
    params.push(...f.params);
    return queryPage<CaseRow, SrmCaseSummary>(
      db,
      { select: '*', fromWhere: `FROM srm_cases WHERE ${where.join(' AND ')}`, order: 'created_at DESC, id', params },
      req,
      (row) => summary(db, row, user),
    );
  });

  api.handle(srmApi.detail, (req, { db, user, now }) => {
    const row = findCase(db, String(req.id), user);
    return detail(db, row, principalOf(db, user, row.current_user, now()));
  });

  api.handle(srmApi.act, (req, { db, user: actor, now, c, address }) =>
    once(db, 'srm_idempotency', c.req.header('idempotency-key'), actor.userNo, () => {
      const row = findCase(db, String(req.id), actor);
      const action = req.action as SrmAction;
      if (!['approve', 'return', 'specialConclude'].includes(action)) throw new ApiFailure(400, 400, 'Unknown action.');
      decide(
        db,
        'srm',
        row.id,
        actor,
        {
          action: action === 'specialConclude' ? 'conclude' : action,
          comment: String(req.comment ?? ''),
          signing: signingOf(req, c, address),
        },
        now(),
      );
      const user = principalOf(db, actor, row.current_user, now());
      return detail(db, findCase(db, row.id, user), user);
    }),
  );

  api.handle(srmApi.file, (req) => srmFileResponse(String(req.name)));
}
