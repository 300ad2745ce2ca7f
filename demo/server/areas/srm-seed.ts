import type {
  AuditProblem,
  PaymentTerms,
  ReviewMethod,
  ReviewReason,
  ReviewState,
  SrmKind,
} from '../../../src/api/srm';
import { run, type Database } from '../core/db';
import { DAY_MS } from '../core/dates';
import { type CaseData, FLOW_ROLES } from './srm-cases';
import { seedFlow, SIGN_STATE_OF } from './srm-flow';
import { SUPPLIERS } from './srm-suppliers';

/** The seeded SRM cases: every kind, state, score band and sign step, deterministic given the clock and random. */

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

export function seedCases(db: Database, now: number, random: () => number): void {
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
