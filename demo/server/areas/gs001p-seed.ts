import type { CloseReason, GsFields, GsStatus, GsStep } from '../../../src/api/gs001p';
import { DAY_MS } from '../core/dates';

/**
 * Seeded evaluations: one named case per status (and the two 3-month cases), then enough ordinary ones for a
 * second page of the list. Dates count back from the server clock, so every reset seeds the same story.
 */
export interface SeedCase {
  creator: string;
  engineer: string;
  status: GsStatus;
  step: GsStep | null;
  /** Days before now of the last status change. */
  changedDaysAgo: number;
  fields: GsFields;
  close?: { reason: CloseReason; text?: string };
  /** Events before the current status, newest last: [role, action, comment]. */
  story: Array<[string, string, string]>;
  title: string;
}

const CUSTOMERS = [
  '比亞迪汽車',
  'Bosch Automotive',
  '華為技術',
  'Continental AG',
  '寧德時代',
  '富士康',
  'Denso',
  '小米通訊',
];
const END_CUSTOMERS = ['Tesla', '蔚來汽車', 'Apple', 'Volkswagen', '理想汽車', 'Sony', 'Toyota', ''];
const PRODUCTS = [
  'FPC 連接器 0.5mm 40P',
  'Board-to-board 0.4mm 60P',
  'Type-C 24P 沉板',
  'Wire-to-board 2.0mm 8P',
  '高壓連接器 HV-2P',
  'FAKRA 射頻連接器',
  'M12 防水連接器 8P',
  'SIM 卡座 6P',
];
const FIELDS = ['automotive', 'consumer', 'industrial', 'communication', 'medical'];
const TYPES = ['newProduct', 'derivative', 'costDown', 'secondSource'];
const LEVELS = ['tier1', 'tier2', 'oem', 'distributor'];
const IMPORTANCE = ['high', 'medium', 'low'];

export function fieldsFor(
  i: number,
  random: () => number,
  engineer: string,
  sopDaysAhead: number,
  now: number,
): GsFields {
  const sop = new Date(now + sopDaysAhead * DAY_MS).toISOString().slice(0, 10);
  return {
    customer: CUSTOMERS[i % CUSTOMERS.length],
    endCustomer: END_CUSTOMERS[(i * 3) % END_CUSTOMERS.length],
    importance: IMPORTANCE[i % IMPORTANCE.length],
    evaluationType: TYPES[i % TYPES.length],
    applicationField: FIELDS[i % FIELDS.length],
    supplyLevel: LEVELS[i % LEVELS.length],
    productName: PRODUCTS[i % PRODUCTS.length],
    customerPartNo: `CP-${String(4100 + i * 7)}`,
    targetPrice: (0.12 + Math.round(random() * 300) / 100).toFixed(2),
    currency: i % 3 === 0 ? 'USD' : 'CNY',
    annualVolume: String((5 + Math.floor(random() * 95)) * 10_000),
    sopDate: sop,
    responsibleEngineer: engineer,
    requirements: '耐溫 -40~125°C，鍍金 0.2µm，插拔 50 次以上；需提供 PPAP 文件。',
  };
}

const SIGNED: Array<[string, string, string]> = [
  ['business', 'submit', ''],
  ['engineer', 'approve', '結構可行，沿用現有端子模具。'],
  ['supervisor', 'approve', '同意，請業務確認客戶需求。'],
];

/** The named cases; the ordinary ones come from ordinary(). */
export function namedCases(now: number, random: () => number): SeedCase[] {
  const f = (i: number, engineer: string, sop = 180) => fieldsFor(i, random, engineer, sop, now);
  return [
    {
      creator: '10002',
      engineer: '10001',
      status: 'draft',
      step: null,
      changedDaysAgo: 2,
      fields: { ...f(0, '10001'), annualVolume: '', sopDate: '' },
      story: [],
      title: 'Draft (temporary save)',
    },
    {
      creator: '10002',
      engineer: '10001',
      status: 'signing',
      step: 'engineer',
      changedDaysAgo: 1,
      fields: f(1, '10001'),
      story: [SIGNED[0]],
      title: 'Signing: responsible engineer 10001',
    },
    {
      creator: '10002',
      engineer: 'E0101',
      status: 'signing',
      step: 'supervisor',
      changedDaysAgo: 1,
      fields: f(2, 'E0101'),
      story: SIGNED.slice(0, 2),
      title: 'Signing: supervisor approval 10001',
    },
    {
      creator: '10002',
      engineer: '10001',
      status: 'returned',
      step: null,
      changedDaysAgo: 3,
      fields: f(3, '10001'),
      story: [SIGNED[0], ['engineer', 'return', '請補充年用量與客戶圖面版次。']],
      title: 'Returned to business',
    },
    {
      creator: '10002',
      engineer: 'E0101',
      status: 'confirming',
      step: null,
      changedDaysAgo: 10,
      fields: f(4, 'E0101'),
      story: SIGNED,
      title: 'Business final confirmation',
    },
    {
      creator: '10002',
      engineer: '10001',
      status: 'confirming',
      step: null,
      changedDaysAgo: 80,
      fields: f(5, '10001'),
      story: SIGNED,
      title: 'Awaiting customer reply for 80 days (closes automatically after 3 months)',
    },
    {
      creator: '10002',
      engineer: 'E0101',
      status: 'confirming',
      step: null,
      changedDaysAgo: 100,
      fields: f(6, 'E0101'),
      story: SIGNED,
      title: 'Untouched for over three months (closed automatically at start)',
    },
    {
      creator: '10002',
      engineer: '10001',
      status: 'developing',
      step: null,
      changedDaysAgo: 20,
      fields: f(7, '10001'),
      story: [...SIGNED, ['business', 'confirm', '客戶已下樣品單。']],
      title: 'In development',
    },
    {
      creator: '10002',
      engineer: 'E0101',
      status: 'closed',
      step: null,
      changedDaysAgo: 30,
      fields: f(8, 'E0101'),
      close: { reason: 'highMoldCost' },
      story: SIGNED,
      title: 'Closed: high mold cost',
    },
    {
      creator: '10001',
      engineer: 'E0101',
      status: 'closed',
      step: null,
      changedDaysAgo: 45,
      fields: f(9, 'E0101'),
      close: { reason: 'other', text: '客戶改用自有模具，不需本公司開發。' },
      story: SIGNED,
      title: 'Closed: other reason',
    },
    {
      creator: '10001',
      engineer: 'E0101',
      status: 'confirming',
      step: null,
      changedDaysAgo: 5,
      fields: f(10, 'E0101'),
      story: SIGNED,
      title: 'Business final confirmation (10001)',
    },
  ];
}

/** Ordinary cases for paging: statuses in turn, all changed within 60 days so the 3-month rule leaves them alone. */
export function ordinaryCases(now: number, random: () => number, count: number): SeedCase[] {
  const cycle: Array<[GsStatus, GsStep | null, Array<[string, string, string]>]> = [
    ['signing', 'engineer', [SIGNED[0]]],
    ['developing', null, [...SIGNED, ['business', 'confirm', '']]],
    ['confirming', null, SIGNED],
    ['draft', null, []],
    ['closed', null, SIGNED],
  ];
  return Array.from({ length: count }, (_, k) => {
    const [status, step, story] = cycle[k % cycle.length];
    const engineer = k % 2 ? 'E0101' : '10001';
    return {
      creator: k % 4 === 3 ? '10001' : '10002',
      engineer,
      status,
      step,
      changedDaysAgo: 1 + ((k * 7) % 60),
      fields: fieldsFor(20 + k, random, engineer, 120 + k * 5, now),
      close:
        status === 'closed'
          ? { reason: (['highUnitCost', 'longDelivery', 'modelCancelled', 'customerConfirming'] as const)[k % 4] }
          : undefined,
      story,
      title: `Evaluation ${k + 1}`,
    };
  });
}
