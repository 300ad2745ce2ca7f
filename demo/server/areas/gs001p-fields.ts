import type { GsFields } from '../../../src/api/gs001p';
import { ENGINEERS } from './gs001p-store';

/** Keeps only known string fields, trimmed to sane lengths: the store never holds what the form cannot show. */
export function cleanFields(raw: unknown): GsFields {
  const keys: Array<keyof GsFields> = [
    'customer',
    'endCustomer',
    'importance',
    'evaluationType',
    'applicationField',
    'supplyLevel',
    'productName',
    'customerPartNo',
    'targetPrice',
    'currency',
    'annualVolume',
    'sopDate',
    'responsibleEngineer',
    'requirements',
  ];
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out: GsFields = {};
  for (const key of keys) {
    const value = src[key];
    if (typeof value === 'string' || typeof value === 'number')
      out[key] = String(value).slice(0, key === 'requirements' ? 2000 : 200);
  }
  return out;
}

const OPTIONS: Partial<Record<keyof GsFields, string[]>> = {
  importance: ['high', 'medium', 'low'],
  evaluationType: ['newProduct', 'derivative', 'costDown', 'secondSource'],
  applicationField: ['automotive', 'consumer', 'industrial', 'communication', 'medical', 'other'],
  supplyLevel: ['tier1', 'tier2', 'oem', 'distributor'],
  currency: ['CNY', 'USD', 'TWD'],
};
const REQUIRED: Array<keyof GsFields> = [
  'customer',
  'importance',
  'evaluationType',
  'applicationField',
  'supplyLevel',
  'productName',
  'targetPrice',
  'currency',
  'annualVolume',
  'sopDate',
  'responsibleEngineer',
];

/** What blocks a submit: missing or invalid fields, and a missing drawing. */
export function submitProblems(fields: GsFields, drawings: number): string[] {
  const problems: string[] = [];
  for (const key of REQUIRED) if (!(fields[key] ?? '').trim()) problems.push(key);
  for (const [key, values] of Object.entries(OPTIONS)) {
    const v = fields[key as keyof GsFields];
    if (v && !values.includes(v)) problems.push(key);
  }
  if (fields.targetPrice && !(Number(fields.targetPrice) > 0)) problems.push('targetPrice');
  if (fields.annualVolume && !/^\d+$/.test(fields.annualVolume.trim())) problems.push('annualVolume');
  if (fields.sopDate && !/^\d{4}-\d{2}-\d{2}$/.test(fields.sopDate)) problems.push('sopDate');
  if (fields.responsibleEngineer && !ENGINEERS.some((e) => e.userNo === fields.responsibleEngineer))
    problems.push('responsibleEngineer');
  if (drawings === 0) problems.push('drawing');
  return [...new Set(problems)];
}
