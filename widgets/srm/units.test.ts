import { AUDIT_UNITS } from '../../src/api/srm';
import en from './i18n/en';
import ja from './i18n/ja';
import zhHans from './i18n/zh-Hans';
import zhHant from './i18n/zh-Hant';

/**
 * SPEC 9 supervision audit quantity units, written here as the SPEC lists them (not looped from the code's own
 * list): the code offers exactly these, and the audit problems of a case can show each in every language.
 */
const SPEC_UNITS = ['PCS', 'PIN', 'KG', 'M'];

describe('SRM audit quantity units', () => {
  it('are PCS, PIN, KG and M, in that order', () => {
    expect([...AUDIT_UNITS]).toEqual(SPEC_UNITS);
  });

  it('each has a label in en, zh-Hans, zh-Hant and ja', () => {
    for (const dict of [en, zhHans, zhHant, ja]) {
      const units = (dict as unknown as { srm: { unit: Record<string, string> } }).srm.unit;
      expect(
        Object.keys(units)
          .filter((k) => k !== 'label')
          .sort(),
      ).toEqual([...SPEC_UNITS].sort());
      for (const unit of SPEC_UNITS) expect(units[unit]?.trim()).toBeTruthy();
    }
  });
});
