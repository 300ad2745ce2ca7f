import type { FormSpec, OptionSpec } from '../../src/forms';
import type { GsStatus } from '../../src/api/gs001p';

/**
 * The evaluation as data: one FormSpec read by the edit form, the detail view and validation alike. The
 * responsible engineer is chosen from people the server lists, so it is rendered beside the spec, not in it.
 */
const options = (group: string, values: string[]): OptionSpec[] =>
  values.map((value) => ({ value, labelKey: `gs001p.opt.${group}.${value}` }));

export const IMPORTANCE = options('importance', ['high', 'medium', 'low']);
export const EVALUATION_TYPES = options('evaluationType', ['newProduct', 'derivative', 'costDown', 'secondSource']);
export const APPLICATION_FIELDS = options('applicationField', [
  'automotive',
  'consumer',
  'industrial',
  'communication',
  'medical',
  'other',
]);
export const SUPPLY_LEVELS = options('supplyLevel', ['tier1', 'tier2', 'oem', 'distributor']);
export const CURRENCIES: OptionSpec[] = ['CNY', 'USD', 'TWD'].map((value) => ({
  value,
  labelKey: `gs001p.opt.currency.${value}`,
}));

export const evaluationSpec: FormSpec = {
  type: 'GS001P',
  titleKey: 'gs001p.title',
  sections: [
    {
      titleKey: 'gs001p.section.customer',
      fields: [
        { key: 'customer', labelKey: 'gs001p.field.customer', required: true, maxLength: 100 },
        { key: 'endCustomer', labelKey: 'gs001p.field.endCustomer', maxLength: 100 },
        { key: 'importance', labelKey: 'gs001p.field.importance', kind: 'select', options: IMPORTANCE, required: true },
        {
          key: 'evaluationType',
          labelKey: 'gs001p.field.evaluationType',
          kind: 'select',
          options: EVALUATION_TYPES,
          required: true,
        },
        {
          key: 'applicationField',
          labelKey: 'gs001p.field.applicationField',
          kind: 'select',
          options: APPLICATION_FIELDS,
          required: true,
        },
        {
          key: 'supplyLevel',
          labelKey: 'gs001p.field.supplyLevel',
          kind: 'select',
          options: SUPPLY_LEVELS,
          required: true,
        },
      ],
    },
    {
      titleKey: 'gs001p.section.product',
      fields: [
        { key: 'productName', labelKey: 'gs001p.field.productName', required: true, maxLength: 100 },
        { key: 'customerPartNo', labelKey: 'gs001p.field.customerPartNo', maxLength: 60 },
        {
          key: 'targetPrice',
          labelKey: 'gs001p.field.targetPrice',
          kind: 'money',
          required: true,
          min: 0.0001,
          max: 1_000_000,
        },
        { key: 'currency', labelKey: 'gs001p.field.currency', kind: 'select', options: CURRENCIES, required: true },
        {
          key: 'annualVolume',
          labelKey: 'gs001p.field.annualVolume',
          kind: 'number',
          required: true,
          min: 1,
          max: 1_000_000_000,
        },
        { key: 'sopDate', labelKey: 'gs001p.field.sopDate', kind: 'date', required: true },
      ],
    },
    {
      titleKey: 'gs001p.section.engineering',
      fields: [
        {
          key: 'requirements',
          labelKey: 'gs001p.field.requirements',
          kind: 'textarea',
          maxLength: 2000,
          placeholderKey: 'gs001p.field.requirementsHint',
        },
      ],
    },
  ],
  actions: ['approve', 'return'],
};

/** The detail also shows who evaluates; the edit form renders that choice itself. */
export const detailSpec: FormSpec = {
  ...evaluationSpec,
  sections: evaluationSpec.sections.map((s) =>
    s.titleKey === 'gs001p.section.engineering'
      ? { ...s, fields: [{ key: 'responsibleEngineer', labelKey: 'gs001p.field.responsibleEngineer' }, ...s.fields] }
      : s,
  ),
};

export const STATUSES: readonly GsStatus[] = ['draft', 'signing', 'returned', 'confirming', 'developing', 'closed'];

export const STATUS_TONE: Record<GsStatus, 'info' | 'success' | 'warning' | 'danger' | 'neutral'> = {
  draft: 'neutral',
  signing: 'info',
  returned: 'danger',
  confirming: 'warning',
  developing: 'success',
  closed: 'neutral',
};

/** Where a list row leads: the signer to processing info, business to the editor while it can still edit. */
export function routeFor(
  row: { id: string; status: GsStatus; assignee: string; creator: string },
  userNo: string,
): string {
  const id = encodeURIComponent(row.id);
  if (row.status === 'signing' && row.assignee === userNo) return `/pages/GS001P/processingInfo?id=${id}`;
  if ((row.status === 'draft' || row.status === 'returned') && row.creator === userNo)
    return `/pages/GS001P/edit?id=${id}`;
  return `/pages/GS001P/detail?id=${id}`;
}

/** Ids come from the address: only what the server issues is sent back to it. */
export function isCaseId(value: string | undefined): value is string {
  return !!value && /^GS\d{8}$/.test(value);
}
