import { CLOSE_REASONS } from '../../src/api/gs001p';
import { inputFields } from '../../src/forms';
import en from './i18n/en';
import ja from './i18n/ja';
import zhHans from './i18n/zh-Hans';
import zhHant from './i18n/zh-Hant';
import { submitErrors } from './pages/Edit';
import { detailSpec, evaluationSpec, isCaseId, routeFor, STATUSES } from './spec';

const lookup = (dict: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict);

describe('GS001P evaluation form as data', () => {
  it('names every label, option, status and close reason in all four languages', () => {
    const keys = [
      ...detailSpec.sections.flatMap((s) => [
        s.titleKey,
        ...s.fields.flatMap((f) => [f.labelKey, ...(f.options ?? []).map((o) => o.labelKey)]),
      ]),
      ...STATUSES.map((s) => `gs001p.status.${s}`),
      ...[...CLOSE_REASONS, 'noReply'].map((r) => `gs001p.reason.${r}`),
    ];
    for (const dict of [en, zhHans, zhHant, ja])
      for (const key of keys) expect(typeof lookup(dict, key), key).toBe('string');
  });

  it('holds what a product engineer expects', () => {
    const fields = inputFields(evaluationSpec).map((f) => f.key);
    for (const key of [
      'customer',
      'endCustomer',
      'importance',
      'evaluationType',
      'applicationField',
      'supplyLevel',
      'targetPrice',
      'annualVolume',
      'sopDate',
    ]) {
      expect(fields).toContain(key);
    }
  });

  it('refuses a submit without the required fields, the engineer or a drawing', () => {
    const errors = submitErrors({ customer: 'X', targetPrice: 'abc' }, []);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['productName', 'importance', 'targetPrice', 'responsibleEngineer', 'drawing']),
    );
    expect(errors.customer).toBeUndefined();
    const complete = {
      customer: 'X',
      importance: 'high',
      evaluationType: 'newProduct',
      applicationField: 'automotive',
      supplyLevel: 'tier1',
      productName: 'P',
      targetPrice: '0.5',
      currency: 'CNY',
      annualVolume: '1000',
      sopDate: '2027-01-01',
      responsibleEngineer: '10001',
    };
    expect(submitErrors(complete, [{ kind: 'drawing' }])).toEqual({});
    expect(Object.keys(submitErrors(complete, [{ kind: 'other' }]))).toEqual(['drawing']);
  });

  it('sends the signer to processing info and business to the editor while it can edit', () => {
    const row = { id: 'GS20250001', assignee: '10001', creator: '10002' };
    expect(routeFor({ ...row, status: 'signing' }, '10001')).toBe('/pages/GS001P/processingInfo?id=GS20250001');
    expect(routeFor({ ...row, status: 'returned' }, '10002')).toBe('/pages/GS001P/edit?id=GS20250001');
    expect(routeFor({ ...row, status: 'signing' }, '10002')).toBe('/pages/GS001P/detail?id=GS20250001');
    expect(routeFor({ ...row, status: 'closed' }, '10002')).toBe('/pages/GS001P/detail?id=GS20250001');
  });

  it('accepts only case ids of the server form from the address', () => {
    expect(isCaseId('GS20250001')).toBe(true);
    for (const bad of ['GS2025', '../x', 'GS20250001<script>', undefined]) expect(isCaseId(bad)).toBe(false);
  });
});
