import { $locale, $t, ensureMessages, registerMessages, t, type DictLoaders } from '../../../src/i18n';

/**
 * The translation lookup itself: dotted keys, {{ placeholders }} filled from parameters, the zh-Hant fallback
 * for a key missing in the active locale, then the key itself. Dictionaries of several groups share one
 * namespace tree, each group under its own top-level name.
 */
const probe: DictLoaders = {
  en: async () => ({ default: { probe: { hello: 'Hello {{ name }}', count: '{{count}} left', deep: 'From {{ user.name }}', onlyEn: 'en only' } } }),
  'zh-Hans': async () => ({ default: { probe: { hello: '你好{{name}}', count: '剩余{{count}}' } } }),
  'zh-Hant': async () => ({ default: { probe: { hello: '你好{{name}}', count: '剩餘{{count}}', fallback: '繁體後備' } } }),
  ja: async () => ({ default: { probe: { hello: 'こんにちは{{name}}', count: '残り{{count}}' } } }),
};
const other: DictLoaders = {
  en: async () => ({ default: { probe2: { word: 'second group' } } }),
  'zh-Hans': async () => ({ default: { probe2: { word: '第二组' } } }),
  'zh-Hant': async () => ({ default: { probe2: { word: '第二組' } } }),
  ja: async () => ({ default: { probe2: { word: '第二' } } }),
};

describe('translate', () => {
  beforeAll(async () => {
    registerMessages(probe);
    registerMessages(other);
    await ensureMessages('en');
    await ensureMessages('zh-Hant');
    await ensureMessages('zh-Hans');
  });

  it('fills placeholders, with or without spaces, nested paths, and zero', () => {
    expect(t('probe.hello', { name: 'Ann' }, 'en')).toBe('Hello Ann');
    expect(t('probe.hello', { name: '安' }, 'zh-Hans')).toBe('你好安');
    expect(t('probe.count', { count: 0 }, 'en')).toBe('0 left');
    expect(t('probe.deep', { user: { name: 'Bo' } }, 'en')).toBe('From Bo');
  });

  it('leaves a missing parameter empty rather than printing the placeholder', () => {
    expect(t('probe.hello', undefined, 'en')).toBe('Hello ');
    expect(t('probe.deep', { user: null }, 'en')).toBe('From ');
  });

  it('falls back to zh-Hant, then to the key', () => {
    expect(t('probe.fallback', undefined, 'zh-Hans')).toBe('繁體後備');
    expect(t('probe.nowhere', undefined, 'zh-Hans')).toBe('probe.nowhere');
    expect(t('probe', undefined, 'en')).toBe('probe');
  });

  it('keeps the groups of several dictionaries side by side', () => {
    expect(t('probe2.word', undefined, 'zh-Hans')).toBe('第二组');
    expect(t('probe.count', { count: 3 }, 'zh-Hans')).toBe('剩余3');
  });

  it('$t follows the locale', () => {
    $locale.set('en');
    expect($t.get()('probe2.word')).toBe('second group');
    $locale.set('zh-Hans');
    expect($t.get()('probe2.word')).toBe('第二组');
  });
});
