import {
  scoreBand,
  srmApi,
  type AuditProblem,
  type BusinessNature,
  type DispatchLevel,
  type Light,
  type PaymentTerms,
  type ReviewMethod,
  type ReviewReason,
  type ReviewState,
  type ReviewType,
  type SignRole,
  type SrmAction,
  type SrmCase,
  type SrmCaseSummary,
  type SrmKind,
  type SupplierDetail,
  type SupplierSummary,
} from '../../../src/api/srm';
import { all, one, run, type Database } from '../core/db';
import { DAY_MS, dateTime } from '../core/dates';
import { ApiFailure, CODES, MESSAGES } from '../core/envelope';
import { containing, like, queryPage } from '../core/paging';
import { findUser, type User } from '../core/users';
import type { AreaModule, SeedRecord } from '../core/types';
import {
  applicantOf,
  applicationOf,
  caseFiles,
  caseSeedRecord,
  findCase as findReviewCase,
  isMine,
  isSupplier,
  listFilters,
  caseFlowStore,
  todoCountOf,
  visibility,
  waitingRows,
  waitingSinceOf,
  waitsFor,
  type ReviewRow,
} from './review-common';
import { principalOf } from '../core/delegation';
import { decide, registerFlowStore } from '../core/flow/engine';
import type { ApplicationSource, InboxSource } from '../core/inbox-types';
import { contentDisposition } from './real-world-files';
import { SAMPLE_FILES, sampleFile } from './sample-files';
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
 * Supplier management: supplier evaluations, new-supplier evaluation reports and payment-term applications with
 * their sign flows, the supplier register, and the sample files. A supplier account (supplierCode set) sees
 * only its own company's cases and suppliers, enforced in every query here.
 */

interface SupplierSeed {
  code: string;
  name: string;
  nature: BusinessNature;
  address: string;
  contact: string;
  products: string;
  factories: string[];
  reviewType: ReviewType;
}

export const SUPPLIERS: SupplierSeed[] = [
  {
    code: 'S0001',
    name: '東莞精密五金有限公司',
    nature: 'manufacturer',
    address: '廣東省東莞市長安鎮振安中路 168 號',
    contact: '何振華',
    products: '端子、沖壓件、遮蔽殼',
    factories: ['2010', '2020', '2210'],
    reviewType: 'automobile',
  },
  {
    code: 'S0002',
    name: '昆山華科電子材料有限公司',
    nature: 'manufacturer',
    address: '江蘇省昆山市開發區前進東路 88 號',
    contact: '宋立群',
    products: '銅合金帶材、鍍層加工',
    factories: ['2310', '2330'],
    reviewType: 'general',
  },
  {
    code: 'S0003',
    name: 'Nihon Terminal Co., Ltd.',
    nature: 'agent',
    address: '2-14-7 Shibaura, Minato-ku, Tokyo',
    contact: 'Kenji Sato',
    products: 'Terminals, crimp tooling',
    factories: ['2050', '5010'],
    reviewType: 'automobile',
  },
  {
    code: 'S0004',
    name: '蘇州恒通塑膠製品有限公司',
    nature: 'manufacturer',
    address: '江蘇省蘇州市吳中區木瀆鎮金楓南路 1258 號',
    contact: '顧曉燕',
    products: 'PBT/LCP 塑膠外殼',
    factories: ['2350', '2360'],
    reviewType: 'general',
  },
  {
    code: 'S0005',
    name: 'Penang Plating Sdn. Bhd.',
    nature: 'overseasOffice',
    address: 'Bayan Lepas Industrial Park, Penang',
    contact: 'Lim Wei Ming',
    products: 'Gold and tin plating',
    factories: ['2610', '2620'],
    reviewType: 'automobile',
  },
  {
    code: 'S0006',
    name: '深圳市宏達貿易有限公司',
    nature: 'trade',
    address: '廣東省深圳市寶安區西鄉大道 302 號',
    contact: '鄧志遠',
    products: '包材、膠帶、標籤',
    factories: ['2110'],
    reviewType: 'general',
  },
  {
    code: 'S0007',
    name: '台灣精密模具股份有限公司',
    nature: 'affiliated',
    address: '新北市土城區中山路 25 號',
    contact: '林國榮',
    products: '連續沖壓模、射出模具',
    factories: ['251G', '2010'],
    reviewType: 'general',
  },
  {
    code: 'S0008',
    name: '上海辦事處（聯絡處）',
    nature: 'localOffice',
    address: '上海市閔行區虹橋路 1 號',
    contact: '周敏',
    products: '採購聯絡',
    factories: ['2020'],
    reviewType: 'general',
  },
  // Hostile text on purpose: the client must render it as text and wrap it.
  {
    code: 'S0009',
    name: `<img src=x onerror=alert(1)>測試供應商${'Ｗ'.repeat(60)}`,
    nature: 'other',
    address: '\u202Egnirts lanoitcerid',
    contact: 'QA',
    products: 'x'.repeat(400),
    factories: ['2620'],
    reviewType: 'general',
  },
];

const FLOW_ROLES: Record<SrmKind, SignRole[]> = {
  eval: ['applicant', 'reviewer', 'jointReview', 'approver', 'notification'],
  nsr: ['applicant', 'auditor', 'reviewer', 'approver'],
  pay: ['applicant', 'business', 'supervisorApproval', 'approver'],
};

const ROUTE_OF: Record<SrmKind, string> = {
  eval: '/pages/SRM/processingInfo/processingInfo',
  nsr: '/pages/SRM/processingInfo/processingInfoNsr',
  pay: '/pages/SRM/processingInfo/processingInfoPay',
};

/** Hours a step may wait before it is overdue, per kind (docs/DECISIONS.md). */
export const SRM_DUE_HOURS: Record<SrmKind, number> = { eval: 72, nsr: 120, pay: 48 };

registerFlowStore(
  caseFlowStore({
    area: 'srm',
    table: 'srm_cases',
    policy: {
      returnMode: 'restart',
      actions: ['transfer', 'addBefore', 'addAfter', 'withdraw', 'sendBack', 'cc', 'comment'],
      // Only the approver step may conclude a case specially (sign state 2); payment terms never.
      canConclude: (record, step) => step.role === 'approver' && record.kind !== 'pay',
      dueHours: (kind) => SRM_DUE_HOURS[kind as SrmKind] ?? 72,
    },
    kindOf: (row) => (row as CaseRow).kind,
    route: (row) => `${ROUTE_OF[(row as CaseRow).kind]}?id=${row.id}`,
  }),
);

const ID_PREFIX: Record<SrmKind, string> = { eval: 'SE', nsr: 'NSR', pay: 'PT' };

const SCORE_ITEMS = ['品質系統', '製程管制', '交期達成', '價格競爭力', '技術能力', '環境與安全'];
const WEIGHTS = [25, 20, 20, 15, 10, 10];
const PROBLEMS = [
  '進料檢驗紀錄未保存批號對應',
  '量具校正逾期 2 支',
  '鍍層厚度抽測 Cpk 1.12 未達 1.33',
  '包裝標籤未標示 RoHS',
  '作業指導書版本未更新',
  '不良品區未上鎖隔離',
];
const COMMENTS = ['同意，請依計畫改善。', '資料齊全，同意。', '請補充現場稽核照片。', '評分依據請再確認後重新送簽。'];
const PAY_TERMS = ['月結 60 天', '月結 90 天', '月結 30 天', 'T/T 30 days', 'O/A 120 days'];

/** Which states the seeded cases of each kind take, in order; every state of SPEC 4 appears in every kind. */
const STATE_CYCLE: ReviewState[] = [
  'underReview',
  'underReview',
  'closedCase',
  'pendingSubmission',
  'underReview',
  'speciallyConcluded',
  'selfClosing',
  'underReview',
];
const COUNTS: Record<SrmKind, number> = { eval: 34, nsr: 10, pay: 9 };

interface CaseRow extends ReviewRow {
  kind: SrmKind;
  dispatch_level: DispatchLevel;
  applicant_no: string;
  score: number | null;
  methods: string;
}

/** What the store keeps per case beyond the row: the contract's fields, with files as stored names. */
type CaseData = Pick<
  SrmCase,
  'factoryCode' | 'reviewType' | 'nature' | 'reasons' | 'methods' | 'products' | 'scoreItems' | 'problems' | 'pay'
> & {
  files: string[];
};

/** SPEC 9 lights follow the band: A and B approval, C conditional approval, D prohibited. */
export function lightOf(score: number | null): Light | null {
  if (score === null) return null;
  const band = scoreBand(score);
  return band === 'D' ? 'red' : band === 'C' ? 'yellow' : 'green';
}

function seedCases(db: Database, now: number, random: () => number): void {
  const kinds: SrmKind[] = ['eval', 'nsr', 'pay'];
  for (const kind of kinds) {
    for (let i = 0; i < COUNTS[kind]; i++) {
      // S0001 (the supplier demo account) gets a case of every kind and several states; S0009 carries hostile text.
      const supplier = i % 4 === 0 ? SUPPLIERS[0] : i === 7 ? SUPPLIERS[8] : SUPPLIERS[1 + (i % 7)];
      const state = STATE_CYCLE[i % STATE_CYCLE.length];
      const roles = FLOW_ROLES[kind];
      // Spread the open cases over every step, so some wait at the last step and some at the approver's.
      const at = state === 'underReview' ? 1 + ((i * 3 + (i >> 3)) % (roles.length - 1)) : 1 + (i % (roles.length - 2));
      const mine = state === 'underReview' && i % 8 !== 7;
      const start = now - (i * 2 + 1) * DAY_MS - Math.floor(random() * 8) * 3_600_000;
      const { steps, current } = seedFlow({ roles, state, at, mine, start, comments: COMMENTS });
      // Scores spread over every band (including exactly 65, 80 and 90: the band edges).
      const edges = [95.5, 90, 86, 80, 72.5, 65, 58, 99];
      const score = kind === 'pay' ? null : edges[i % edges.length] - (i >= 8 ? Math.floor(random() * 3) : 0);
      const items =
        kind === 'pay'
          ? []
          : SCORE_ITEMS.map((item, k) => ({
              item,
              weight: WEIGHTS[k],
              score: Math.max(0, Math.min(100, Math.round((score ?? 0) + (random() - 0.5) * 16))),
            }));
      const methods: ReviewMethod[] =
        kind === 'pay'
          ? []
          : i % 3 === 0
            ? ['questionnaire', 'sampleEvaluation']
            : i % 3 === 1
              ? ['fieldInvestigation']
              : ['customerSpecified', 'sampleEvaluation'];
      const reasons: ReviewReason[] =
        kind === 'pay' ? [] : [(['qualification', 'restoreQualified', 'cancelBlacklist'] as const)[i % 3]];
      const problems: AuditProblem[] =
        kind === 'pay'
          ? []
          : Array.from({ length: i % 4 }, (_, k) => ({
              cls: (['serious', 'main', 'slight'] as const)[(i + k) % 3],
              description: PROBLEMS[(i + k) % PROBLEMS.length],
              quantity: 1 + ((i * 7 + k * 3) % 40),
              unit: (['PCS', 'PIN', 'KG', 'M'] as const)[(i + k) % 4],
            }));
      const pay: PaymentTerms | null =
        kind === 'pay'
          ? {
              currentTerm: PAY_TERMS[i % PAY_TERMS.length],
              requestedTerm: PAY_TERMS[(i + 1) % PAY_TERMS.length],
              annualAmount: 1_200_000 + i * 385_000,
              currency: i % 3 === 2 ? 'USD' : 'CNY',
              reason: '年度採購量提升，供應商要求調整付款條件以配合原料備貨。',
            }
          : null;
      const files =
        kind === 'pay'
          ? ['evaluation-report.pdf', 'delivery-records.csv']
          : i % 2
            ? ['supplier-quality-manual.pdf', 'incoming-inspection-2024.xlsx', 'defect-photo.png']
            : ['evaluation-report.pdf', 'audit-checklist.xls', 'connector-housing.dwg'];
      const data: CaseData = {
        factoryCode: supplier.factories[i % supplier.factories.length],
        reviewType: supplier.reviewType,
        nature: supplier.nature,
        reasons,
        methods,
        products: supplier.products,
        scoreItems: items,
        problems,
        pay,
        files,
      };
      const title =
        kind === 'eval'
          ? `${2024 + (i % 2)} 年第 ${1 + (i % 4)} 季供應商評鑑`
          : kind === 'nsr'
            ? `新供應商導入評估：${supplier.products.split('、')[0]}`
            : `付款條件變更申請：${pay!.currentTerm} → ${pay!.requestedTerm}`;
      const id = `${ID_PREFIX[kind]}${2024}${String(i + 1).padStart(4, '0')}`;
      run(db, 'INSERT INTO srm_cases VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
        id,
        kind,
        title,
        supplier.code,
        supplier.name,
        state,
        SIGN_STATE_OF[state],
        (['general', 'urgent', 'extraUrgent'] as const)[i % 3],
        '10002',
        start,
        score,
        current,
        methods.join(','),
        JSON.stringify(data),
        JSON.stringify(steps),
      ]);
    }
  }
}

function summary(db: Database, row: CaseRow, user: User): SrmCaseSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    reviewState: row.review_state,
    signState: row.sign_state as SrmCaseSummary['signState'],
    dispatchLevel: row.dispatch_level,
    applicantName: findUser(db, row.applicant_no)?.userName ?? row.applicant_no,
    createdAt: dateTime(row.created_at),
    score: row.score,
    light: lightOf(row.score),
    mine: isMine(row, user),
  };
}

function actionsFor(row: CaseRow, steps: StoredStep[], user: User): SrmAction[] {
  if (!waitsFor(row, user)) return [];
  const current = steps.find((s) => s.state === 'current');
  // Only the approver step may conclude a case specially (sign state 2).
  return current?.role === 'approver' && row.kind !== 'pay'
    ? ['approve', 'return', 'specialConclude']
    : ['approve', 'return'];
}

function detail(db: Database, row: CaseRow, user: User): SrmCase {
  const data = JSON.parse(row.data) as CaseData;
  const steps = JSON.parse(row.flow) as StoredStep[];
  return {
    ...summary(db, row, user),
    factoryCode: data.factoryCode,
    reviewType: data.reviewType,
    nature: data.nature,
    reasons: data.reasons,
    methods: data.methods,
    products: data.products,
    scoreItems: data.scoreItems,
    problems: data.problems,
    pay: data.pay,
    files: caseFiles(data.files),
    flow: toSignSteps(db, steps),
    actions: actionsFor(row, steps, user),
  };
}

const findCase = (db: Database, id: string, user: User) => findReviewCase<CaseRow>(db, 'srm_cases', id, user);

function supplierSummary(db: Database, s: SupplierSeed): SupplierSummary {
  const latest = one<{ score: number | null }>(
    db,
    "SELECT score FROM srm_cases WHERE supplier_code = ? AND kind = 'eval' AND score IS NOT NULL ORDER BY created_at DESC LIMIT 1",
    [s.code],
  );
  const score = latest?.score ?? null;
  return { code: s.code, name: s.name, nature: s.nature, latestScore: score, light: lightOf(score) };
}

const URGENCY: Record<DispatchLevel, 0 | 1 | 2> = { general: 0, urgent: 1, extraUrgent: 2 };

/** The cases waiting for `userNo`, for the inbox: the same query as the to-do count and list. */
export function srmWaiting(db: Database, userNo: string): InboxSource[] {
  return waitingRows<CaseRow>(db, 'srm_cases', userNo).map((row) => {
    const pay = (JSON.parse(row.data) as CaseData).pay;
    const since = waitingSinceOf(row);
    return {
      area: 'srm',
      id: row.id,
      kind: row.kind,
      title: row.title,
      party: row.supplier_name,
      partyKind: 'supplier',
      amount: pay ? pay.annualAmount : null,
      currency: pay ? pay.currency : '',
      waitingSince: dateTime(since),
      waitingSinceMs: since,
      urgency: URGENCY[row.dispatch_level] ?? 0,
      route: `${ROUTE_OF[row.kind]}?id=${row.id}`,
      batch: false,
    };
  });
}

/** The cases `userNo` applied for. */
export function srmApplications(db: Database, userNo: string): ApplicationSource[] {
  return all<CaseRow>(db, 'SELECT * FROM srm_cases WHERE applicant_no = ? ORDER BY created_at DESC, id', [userNo])
    .filter((row) => applicantOf(row) === userNo)
    .map((row) => applicationOf(db, 'srm', row, row.kind, `${ROUTE_OF[row.kind]}?id=${row.id}`));
}

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

export const srmArea: AreaModule = {
  name: 'srm',

  schema(db) {
    db.run(`CREATE TABLE srm_suppliers (code TEXT PRIMARY KEY, name TEXT NOT NULL, data TEXT NOT NULL)`);
    db.run(`CREATE TABLE srm_cases (
      id TEXT PRIMARY KEY, kind TEXT NOT NULL, title TEXT NOT NULL, supplier_code TEXT NOT NULL REFERENCES srm_suppliers(code),
      supplier_name TEXT NOT NULL, review_state TEXT NOT NULL, sign_state INTEGER NOT NULL, dispatch_level TEXT NOT NULL,
      applicant_no TEXT NOT NULL, created_at INTEGER NOT NULL, score REAL, current_user TEXT NOT NULL, methods TEXT NOT NULL,
      data TEXT NOT NULL, flow TEXT NOT NULL
    )`);
    idempotencySchema(db, 'srm_idempotency');
  },

  seed(db, ctx) {
    seedFlowPeople(db);
    for (const s of SUPPLIERS)
      run(db, 'INSERT INTO srm_suppliers VALUES (?, ?, ?)', [s.code, s.name, JSON.stringify(s)]);
    seedCases(db, ctx.now(), ctx.random);
  },

  seedIndex(db): SeedRecord[] {
    const cases = all<CaseRow>(db, 'SELECT * FROM srm_cases ORDER BY kind, created_at DESC').map((r) =>
      caseSeedRecord('srm', ROUTE_OF[r.kind], r),
    );
    const files = SAMPLE_FILES.map((f) => ({
      area: 'file',
      type: f.kind,
      id: f.name,
      status: 'available',
      assignee: '10001',
      route: `/pages/SRM/fileReview/${f.viewer}?name=${encodeURIComponent(f.name)}`,
      title: f.name,
    }));
    return [...cases, ...files];
  },

  todoCount(db, user) {
    return { srm: todoCountOf(db, 'srm_cases', user) };
  },

  routes(api) {
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

    api.handle(srmApi.act, (req, { db, user: actor, now, c }) =>
      once(db, 'srm_idempotency', c.req.header('idempotency-key'), actor.userNo, () => {
        const row = findCase(db, String(req.id), actor);
        const action = req.action as SrmAction;
        if (!['approve', 'return', 'specialConclude'].includes(action))
          throw new ApiFailure(400, 400, 'Unknown action.');
        decide(
          db,
          'srm',
          row.id,
          actor,
          { action: action === 'specialConclude' ? 'conclude' : action, comment: String(req.comment ?? '') },
          now(),
        );
        const user = principalOf(db, actor, row.current_user, now());
        return detail(db, findCase(db, row.id, user), user);
      }),
    );

    api.handle(srmApi.suppliers, (req, { db, user }) => {
      const keyword = String(req.keyword ?? '').trim();
      const where = isSupplier(user) ? 'code = ?' : `(? = '' OR ${like('code')} OR ${like('name')})`;
      const params = isSupplier(user) ? [user.supplierCode] : [keyword, containing(keyword), containing(keyword)];
      return queryPage<{ data: string }, SupplierSummary>(
        db,
        { select: 'data', fromWhere: `FROM srm_suppliers WHERE ${where}`, order: 'code', params },
        req,
        (row) => supplierSummary(db, JSON.parse(row.data) as SupplierSeed),
      );
    });

    api.handle(srmApi.supplier, (req, { db, user }) => {
      const code = String(req.code);
      if (isSupplier(user) && code !== user.supplierCode) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
      const row = one<{ data: string }>(db, 'SELECT data FROM srm_suppliers WHERE code = ?', [code]);
      if (!row) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
      const s = JSON.parse(row.data) as SupplierSeed;
      const cases = all<CaseRow>(
        db,
        'SELECT * FROM srm_cases WHERE supplier_code = ? ORDER BY created_at DESC LIMIT 30',
        [code],
      );
      const result: SupplierDetail = {
        ...supplierSummary(db, s),
        address: s.address,
        contact: s.contact,
        phone: `+86 769 8${code.slice(-4)} 6688`,
        products: s.products,
        factoryCodes: s.factories,
        reviewType: s.reviewType,
        cases: cases.map((r) => summary(db, r, user)),
      };
      return result;
    });

    api.handle(srmApi.file, (req) => srmFileResponse(String(req.name)));
  },
};
