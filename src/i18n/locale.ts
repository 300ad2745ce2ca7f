/**
 * Locale choice, pure. SPEC 1: en, zh-Hans, zh-Hant and ja, plus an automatic choice; the default and the
 * fallback are zh-Hant; zh-Hans is applied once, on first launch (isSetDefaultLang).
 */
export const LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export type LocaleSetting = Locale | 'auto';

export const DEFAULT_LOCALE: Locale = 'zh-Hant';
export const FALLBACK_LOCALE: Locale = 'zh-Hant';
export const FIRST_LAUNCH_LOCALE: Locale = 'zh-Hans';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isLocaleSetting(value: unknown): value is LocaleSetting {
  return value === 'auto' || isLocale(value);
}

/** Maps browser language tags to a supported locale; Chinese script or region decides Hans or Hant. */
export function fromBrowser(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) {
      if (/hant|-tw|-hk|-mo/.test(lower)) return 'zh-Hant';
      return 'zh-Hans';
    }
    if (lower.startsWith('ja')) return 'ja';
    if (lower.startsWith('en')) return 'en';
  }
  return FALLBACK_LOCALE;
}

export function resolveLocale(setting: LocaleSetting, languages: readonly string[]): Locale {
  return setting === 'auto' ? fromBrowser(languages) : setting;
}

/**
 * The setting to use at start. The first launch (no isSetDefaultLang yet) applies zh-Hans once and marks it;
 * after that the stored choice wins, or the default zh-Hant.
 */
export function initialSetting(
  stored: string | undefined,
  isSetDefaultLang: string | undefined,
): {
  setting: LocaleSetting;
  markDefaultApplied: boolean;
} {
  if (!isSetDefaultLang) return { setting: FIRST_LAUNCH_LOCALE, markDefaultApplied: true };
  return { setting: isLocaleSetting(stored) ? stored : DEFAULT_LOCALE, markDefaultApplied: false };
}
