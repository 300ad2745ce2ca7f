import { describe, expect, it } from 'vitest';
import {
  AUDIT_UNITS,
  BUSINESS_NATURES,
  DISPATCH_LEVELS,
  LIGHTS,
  PROBLEM_CLASSES,
  REVIEW_METHODS,
  REVIEW_REASONS,
  REVIEW_STATES,
  REVIEW_TYPES,
} from '../../../src/api/srm';
import { JUDGMENTS, QMS_TYPES, RECOGNITIONS } from '../../../src/api/qms';
import srmEn from '../../../widgets/srm/i18n/en';
import srmJa from '../../../widgets/srm/i18n/ja';
import srmHans from '../../../widgets/srm/i18n/zh-Hans';
import srmHant from '../../../widgets/srm/i18n/zh-Hant';
import qmsEn from '../../../widgets/qms/i18n/en';
import qmsJa from '../../../widgets/qms/i18n/ja';
import qmsHans from '../../../widgets/qms/i18n/zh-Hans';
import qmsHant from '../../../widgets/qms/i18n/zh-Hant';
import rEn from '../../../src/review/i18n/en';
import rJa from '../../../src/review/i18n/ja';
import rHans from '../../../src/review/i18n/zh-Hans';
import rHant from '../../../src/review/i18n/zh-Hant';
import vEn from '../../../src/viewers/i18n/en';
import vJa from '../../../src/viewers/i18n/ja';
import vHans from '../../../src/viewers/i18n/zh-Hans';
import vHant from '../../../src/viewers/i18n/zh-Hant';

type Dict = { [k: string]: string | Dict };
const keys = (d: Dict, prefix = ''): string[] =>
  Object.entries(d)
    .flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))
    .sort();
const get = (d: Dict, path: string) =>
  path.split('.').reduce<string | Dict | undefined>((o, k) => (o && typeof o === 'object' ? o[k] : undefined), d);

describe('SRM, QMS, shared review and viewer dictionaries', () => {
  for (const [name, group] of [
    ['srm', [srmEn, srmHans, srmHant, srmJa]],
    ['qms', [qmsEn, qmsHans, qmsHant, qmsJa]],
    ['review', [rEn, rHans, rHant, rJa]],
    ['viewer', [vEn, vHans, vHant, vJa]],
  ] as const) {
    it(`${name}: the four locales have the same keys, none empty`, () => {
      const [en, ...others] = group.map((d) => d as unknown as Dict);
      for (const other of others) expect(keys(other)).toEqual(keys(en));
      for (const d of group)
        for (const k of keys(d as unknown as Dict)) expect(String(get(d as unknown as Dict, k)).trim()).not.toBe('');
    });
  }

  it('every SPEC 4 and 9 code has a label in every locale', () => {
    const srmCodes = [
      ...LIGHTS.map((c) => `srm.light.${c}`),
      ...DISPATCH_LEVELS.map((c) => `srm.dispatch.${c}`),
      ...REVIEW_TYPES.map((c) => `srm.reviewType.${c}`),
      ...BUSINESS_NATURES.map((c) => `srm.nature.${c}`),
      ...REVIEW_REASONS.map((c) => `srm.reason.${c}`),
      ...REVIEW_METHODS.map((c) => `srm.method.${c}`),
      ...AUDIT_UNITS.map((c) => `srm.unit.${c}`),
      ...['A', 'B', 'C', 'D'].map((c) => `srm.band.${c}`),
    ];
    for (const d of [srmEn, srmHans, srmHant, srmJa])
      for (const k of srmCodes) expect(typeof get(d as unknown as Dict, k), k).toBe('string');
    const qmsCodes = [
      ...JUDGMENTS.map((c) => `qms.judgment.${c}`),
      ...RECOGNITIONS.map((c) => `qms.recognition.${c}`),
      ...QMS_TYPES.map((c) => `qms.type.${c}`),
    ];
    for (const d of [qmsEn, qmsHans, qmsHant, qmsJa])
      for (const k of qmsCodes) expect(typeof get(d as unknown as Dict, k), k).toBe('string');
    // Review and sign states, problem classes and sign-flow roles are shared by SRM and QMS (src/review).
    const reviewCodes = [
      ...REVIEW_STATES.map((c) => `review.state.${c}`),
      ...['0', '1', '2'].map((c) => `review.sign.${c}`),
      ...PROBLEM_CLASSES.map((c) => `review.problem.${c}`),
    ];
    for (const d of [rEn, rHans, rHant, rJa])
      for (const k of reviewCodes) expect(typeof get(d as unknown as Dict, k), k).toBe('string');
  });
});
