import {
  JUDGMENTS,
  QMS_TYPES,
  RECOGNITIONS,
  qmsApi,
  type Judgment,
  type QmsCase,
  type QmsCaseSummary,
  type QmsHome,
  type QmsType,
  type Recognition,
} from '../../../src/api/qms';
import type { ProblemClass, ReviewState, SignRole } from '../../../src/api/srm';
import { all, run, type Database } from '../core/db';
import { DAY_MS, dateTime } from '../core/dates';
import { ApiFailure } from '../core/envelope';
import { queryPage } from '../core/paging';
import type { User } from '../core/users';
import type { AreaModule, SeedRecord } from '../core/types';
import {
  applicantOf,
  caseFlowStore,
  applicationOf,
  caseFiles,
  caseSeedRecord,
  findCase as findReviewCase,
  isMine,
  listFilters,
  todoCountOf,
  todoSql,
  visibility,
  waitingRows,
  waitingSinceOf,
  waitsFor,
  type ReviewRow,
} from './review-common';
import { principalOf } from '../core/delegation';
import { decide, registerFlowStore } from '../core/flow/engine';
import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { srmFileResponse } from './srm-routes';
import { SUPPLIERS } from './srm-suppliers';
import {
  idempotencySchema,
  once,
  seedFlow,
  seedFlowPeople,
  SIGN_STATE_OF,
  toSignSteps,
  type StoredStep,
} from './srm-flow';

/**
 * Quality abnormality management: IDR, PDR, market-purchased parts, MQI and MQP cases. Each signer records a
 * judgment (SPEC 4 options); the last signer's judgment is final and carries the recognition category. Supplier
 * accounts see their own company's cases only and judge nothing.
 */

/** The sign flow of each type, with the SPEC 6 roles. */
export const QMS_FLOW: Record<QmsType, SignRole[]> = {
  idr: ['applicant', 'qcLeader', 'qcResponsible', 'procurementConfirmer', 'qaSupervisor'],
  pdr: ['applicant', 'qcLeader', 'productionConfirmer', 'qaSupervisor'],
  market: ['applicant', 'procurementConfirmer', 'qcResponsible', 'qaSupervisor'],
  mqi: ['applicant', 'responsibleEngineer', 'procurementConfirmer', 'qaSupervisor', 'supervisorApproval'],
  mqp: ['applicant', 'qcResponsible', 'productionConfirmer', 'qaSupervisor', 'supervisorApproval'],
};

const ROUTE_SUFFIX: Record<QmsType, string> = { idr: 'Idr', pdr: 'Pdr', market: 'Market', mqi: 'Mqi', mqp: 'Mqp' };
export const qmsRoute = (type: QmsType) => `/pages/QMS/processingInfo/processingInfo${ROUTE_SUFFIX[type]}`;

/** Hours a step may wait before it is overdue: incoming and in-process abnormalities stop a line (docs/DECISIONS.md). */
export const QMS_DUE_HOURS: Record<QmsType, number> = { idr: 24, pdr: 24, market: 48, mqi: 48, mqp: 24 };

registerFlowStore(
  caseFlowStore({
    area: 'qms',
    table: 'qms_cases',
    policy: {
      returnMode: 'restart',
      actions: ['transfer', 'addBefore', 'addAfter', 'withdraw', 'sendBack', 'cc', 'comment'],
      dueHours: (kind) => QMS_DUE_HOURS[kind as QmsType] ?? 24,
    },
    kindOf: (row) => (row as Row).type,
    route: (row) => `${qmsRoute((row as Row).type)}?id=${row.id}`,
  }),
);

const DEFECTS: Record<QmsType, string[]> = {
  idr: ['端子鍍錫層厚度不足', '外殼毛邊超出規格 0.1mm', '來料混料：兩種端子混裝', '包裝數量短少 200 PCS'],
  pdr: ['射出成型短射', '組裝站端子歪針', '壓接高度超出管制界限', '自動插針機卡料造成刮傷'],
  market: ['市購螺絲扭力不足', '市購膠帶黏性不良', '市購彈片硬度偏低'],
  mqi: ['模具入子斷裂導致尺寸異常', '治具定位銷磨耗', '沖壓模刃口崩角'],
  mqp: ['回焊爐溫度曲線偏移', '電鍍線藥水濃度異常', '清洗製程殘留'],
};
const PARTS = [
  ['T-2210-05', '端子 0.64mm 鍍錫'],
  ['H-1020-12', '12P 連接器外殼 PBT'],
  ['P-3301-00', '定位銷 SUS304'],
  ['S-0450-08', '遮蔽殼 0.2t 鍍鎳'],
];
const COUNTS: Record<QmsType, number> = { idr: 12, pdr: 9, market: 6, mqi: 6, mqp: 6 };
const STATE_CYCLE: ReviewState[] = [
  'underReview',
  'underReview',
  'closedCase',
  'pendingSubmission',
  'underReview',
  'speciallyConcluded',
  'selfClosing',
];
const COMMENTS = [
  '確認異常屬實，建議依判定處理。',
  '同意判定結果。',
  '請供應商提出 8D 報告。',
  '不良數量與照片不符，請重新確認後送簽。',
];

interface Row extends ReviewRow {
  type: QmsType;
  part_no: string;
  problem_class: ProblemClass;
}

/** What the store keeps per case beyond the row: the contract's fields, with files as stored names. */
type Data = Pick<
  QmsCase,
  | 'factoryCode'
  | 'partName'
  | 'lotQty'
  | 'defectQty'
  | 'unit'
  | 'description'
  | 'evaluationResult'
  | 'finalJudgment'
  | 'recognition'
> & {
  files: string[];
};

function seedCases(db: Database, now: number, random: () => number): void {
  for (const type of QMS_TYPES) {
    for (let i = 0; i < COUNTS[type]; i++) {
      const supplier = i % 3 === 0 ? SUPPLIERS[0] : SUPPLIERS[1 + (i % 5)];
      const state = STATE_CYCLE[i % STATE_CYCLE.length];
      const roles = QMS_FLOW[type];
      // Spread the open cases over every step, so some wait at the last step and some at the approver's.
      const at = state === 'underReview' ? 1 + ((i * 3 + (i >> 3)) % (roles.length - 1)) : 1 + (i % (roles.length - 2));
      const mine = state === 'underReview' && i % 7 !== 4;
      const start = now - (i * 3 + 1) * DAY_MS - Math.floor(random() * 10) * 3_600_000;
      const { steps, current } = seedFlow({ roles, state, at, mine, start, comments: COMMENTS });
      const closed = state === 'closedCase' || state === 'speciallyConcluded';
      // Signers who passed recorded a judgment; a closed case has its final judgment and recognition.
      const judged = steps.filter((s) => s.role !== 'applicant' && s.result === 'pass');
      judged.forEach((s, k) => {
        s.judgment = JUDGMENTS[(i + k) % JUDGMENTS.length];
      });
      const special = steps.find((s) => s.result === 'special');
      if (special) special.judgment = 'emergencyRelease';
      const [partNo, partName] = PARTS[(i + type.length) % PARTS.length];
      const lotQty = 2000 + ((i * 1300) % 18000);
      const data: Data = {
        factoryCode: ['2010', '2020', '2050', '2210', '2310', '251G'][i % 6],
        partName,
        lotQty,
        defectQty: 5 + ((i * 37) % 300),
        unit: ['PCS', 'PIN', 'KG', 'M'][i % 4],
        description: `${DEFECTS[type][i % DEFECTS[type].length]}。抽樣 ${lotQty >= 10000 ? 315 : 125} PCS，發現不良後全數隔離並通知供應商。`,
        evaluationResult: (judged[0]?.judgment as Judgment | undefined) ?? null,
        finalJudgment: closed ? (special ? 'emergencyRelease' : (judged.at(-1)?.judgment as Judgment)) : null,
        recognition: closed ? RECOGNITIONS[i % RECOGNITIONS.length] : null,
        files:
          i % 2
            ? ['defect-photo.png', 'evaluation-report.pdf', 'incoming-inspection-2024.xlsx']
            : ['defect-photo.png', 'delivery-records.csv', 'inspection-report-broken.pdf'],
      };
      const id = `${type.toUpperCase()}${2024}${String(i + 1).padStart(4, '0')}`;
      run(db, 'INSERT INTO qms_cases VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
        id,
        type,
        DEFECTS[type][i % DEFECTS[type].length],
        supplier.code,
        supplier.name,
        partNo,
        state,
        SIGN_STATE_OF[state],
        (['serious', 'main', 'slight'] as const)[i % 3],
        start,
        current,
        JSON.stringify(data),
        JSON.stringify(steps),
      ]);
    }
  }
}

function summary(row: Row, user: User): QmsCaseSummary {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    partNo: row.part_no,
    reviewState: row.review_state,
    signState: row.sign_state as QmsCaseSummary['signState'],
    problemClass: row.problem_class,
    createdAt: dateTime(row.created_at),
    mine: isMine(row, user),
  };
}

function detail(db: Database, row: Row, user: User): QmsCase {
  const data = JSON.parse(row.data) as Data;
  const steps = JSON.parse(row.flow) as StoredStep[];
  const current = steps.findIndex((s) => s.state === 'current');
  return {
    ...summary(row, user),
    factoryCode: data.factoryCode,
    partName: data.partName,
    lotQty: data.lotQty,
    defectQty: data.defectQty,
    unit: data.unit,
    description: data.description,
    evaluationResult: data.evaluationResult,
    finalJudgment: data.finalJudgment,
    recognition: data.recognition,
    files: caseFiles(data.files),
    flow: toSignSteps(db, steps),
    canJudge: waitsFor(row, user),
    finalStep: current >= 0 && !steps.some((s, j) => j > current && s.state === 'waiting'),
  };
}

const findCase = (db: Database, id: string, user: User) => findReviewCase<Row>(db, 'qms_cases', id, user);

const URGENCY: Record<ProblemClass, 0 | 1 | 2> = { serious: 2, main: 1, slight: 0 };

/** The cases waiting for `userNo`, for the inbox: the same query as the to-do count and list. */
export function qmsWaiting(db: Database, userNo: string): InboxSource[] {
  return waitingRows<Row>(db, 'qms_cases', userNo).map((row) => {
    const since = waitingSinceOf(row);
    return {
      area: 'qms',
      id: row.id,
      kind: row.type,
      title: row.title,
      party: row.supplier_name,
      partyKind: 'supplier',
      amount: null,
      currency: '',
      waitingSince: dateTime(since),
      waitingSinceMs: since,
      urgency: URGENCY[row.problem_class] ?? 0,
      route: `${qmsRoute(row.type)}?id=${row.id}`,
      batch: false,
    };
  });
}

/** The cases `userNo` reported. */
export function qmsApplications(db: Database, userNo: string): ApplicationSource[] {
  return all<Row>(db, 'SELECT * FROM qms_cases ORDER BY created_at DESC, id')
    .filter((row) => applicantOf(row) === userNo)
    .map((row) => applicationOf(db, 'qms', row, row.type, `${qmsRoute(row.type)}?id=${row.id}`));
}

export const qmsArea: AreaModule = {
  name: 'qms',

  schema(db) {
    db.run(`CREATE TABLE qms_cases (
      id TEXT PRIMARY KEY, type TEXT NOT NULL, title TEXT NOT NULL, supplier_code TEXT NOT NULL, supplier_name TEXT NOT NULL,
      part_no TEXT NOT NULL, review_state TEXT NOT NULL, sign_state INTEGER NOT NULL, problem_class TEXT NOT NULL,
      created_at INTEGER NOT NULL, current_user TEXT NOT NULL, data TEXT NOT NULL, flow TEXT NOT NULL
    )`);
    idempotencySchema(db, 'qms_idempotency');
  },

  seed(db, ctx) {
    // The SRM area may not be plugged in before this one: the people are added once, whichever seeds first.
    seedFlowPeople(db);
    seedCases(db, ctx.now(), ctx.random);
  },

  seedIndex(db): SeedRecord[] {
    return all<Row>(db, 'SELECT * FROM qms_cases ORDER BY type, created_at DESC').map((r) =>
      caseSeedRecord('qms', qmsRoute(r.type), r),
    );
  },

  todoCount(db, user) {
    return { qms: todoCountOf(db, 'qms_cases', user) };
  },

  routes(api) {
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

    api.handle(qmsApi.judge, (req, { db, user: actor, now, c }) =>
      once(db, 'qms_idempotency', c.req.header('idempotency-key'), actor.userNo, () => {
        const row = findCase(db, String(req.id), actor);
        const user = principalOf(db, actor, row.current_user, now());
        if (req.action === 'return') {
          decide(db, 'qms', row.id, actor, { action: 'return', comment: String(req.comment ?? '') }, now());
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
        decide(db, 'qms', row.id, actor, { action: 'approve', comment: String(req.comment ?? ''), judgment }, now());
        run(db, 'UPDATE qms_cases SET data = ? WHERE id = ?', [JSON.stringify(data), row.id]);
        return detail(db, findCase(db, row.id, user), user);
      }),
    );

    api.handle(qmsApi.file, (req) => srmFileResponse(String(req.name)));
  },
};
