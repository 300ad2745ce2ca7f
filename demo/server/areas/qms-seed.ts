import { JUDGMENTS, type Judgment, QMS_TYPES, type QmsType, RECOGNITIONS } from '../../../src/api/qms';
import type { ReviewState } from '../../../src/api/srm';
import { run, type Database } from '../core/db';
import { DAY_MS } from '../core/dates';
import { type Data, QMS_FLOW } from './qms-cases';
import { seedFlow, SIGN_STATE_OF } from './srm-flow';
import { SUPPLIERS } from './srm-suppliers';

/** The seeded QMS cases: every type and state, signers' judgments and final recognitions, deterministic given the clock and random. */

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

export function seedCases(db: Database, now: number, random: () => number): void {
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
