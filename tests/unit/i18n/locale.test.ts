import { KEYS } from '../../../src/session/storage';
import {
  $locale,
  $localeSetting,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  fromBrowser,
  initLocale,
  initialSetting,
  LOCALES,
  resolveLocale,
} from '../../../src/i18n';

describe('locale choice (SPEC 1)', () => {
  it('offers en, zh-Hans, zh-Hant and ja', () => {
    expect([...LOCALES]).toEqual(['en', 'zh-Hans', 'zh-Hant', 'ja']);
  });

  it('defaults to zh-Hant with fallback zh-Hant', () => {
    expect(DEFAULT_LOCALE).toBe('zh-Hant');
    expect(FALLBACK_LOCALE).toBe('zh-Hant');
    expect(initialSetting(undefined, 'true').setting).toBe('zh-Hant');
  });

  it('applies zh-Hans once, on the first launch', () => {
    expect(initLocale()).toBe('zh-Hans');
    expect(localStorage.getItem(KEYS.isSetDefaultLang)).toBe('true');
    localStorage.setItem(KEYS.locale, 'en');
    expect(initLocale()).toBe('en');
  });

  it('after the first launch, a stored choice wins', () => {
    localStorage.setItem(KEYS.isSetDefaultLang, 'true');
    localStorage.setItem(KEYS.locale, 'ja');
    expect(initLocale()).toBe('ja');
    expect($localeSetting.get()).toBe('ja');
    expect($locale.get()).toBe('ja');
  });

  it('ignores a broken stored value', () => {
    expect(initialSetting('<script>', 'true').setting).toBe('zh-Hant');
  });

  it('automatic follows the browser languages', () => {
    expect(fromBrowser(['zh-TW'])).toBe('zh-Hant');
    expect(fromBrowser(['zh-HK'])).toBe('zh-Hant');
    expect(fromBrowser(['zh-Hant-TW'])).toBe('zh-Hant');
    expect(fromBrowser(['zh-CN'])).toBe('zh-Hans');
    expect(fromBrowser(['zh'])).toBe('zh-Hans');
    expect(fromBrowser(['ja-JP'])).toBe('ja');
    expect(fromBrowser(['fr-FR', 'en-GB'])).toBe('en');
    expect(fromBrowser(['fr-FR'])).toBe('zh-Hant');
    expect(resolveLocale('auto', ['ja'])).toBe('ja');
    expect(resolveLocale('en', ['ja'])).toBe('en');
  });
});
