import { initialSetting, resolveLocale, type Locale } from '../src/i18n/locale';
import { HOME_PATH } from '../src/router/paths';
import { isLoggedIn, normalize } from '../src/session/loginInfo';
import { KEYS, readJson, readText } from '../src/session/storage';

/**
 * What the first screen will ask for, started together as soon as the shell chunk has arrived, instead of one
 * round trip after another (the dictionary, then the area, then the page, then the request layer). Part of
 * the shell chunk (loader/shell.ts), so the bundler keeps code the shell has out of these chunks. The loader already knows the route, the session and the language; the
 * imports below are the same modules the shell and the page load later, so nothing is fetched twice.
 * Only starts downloads: a failure here is the shell's to report, when it asks for the same module.
 */
type Loaders = Record<Locale, () => Promise<unknown>>;

const core: Loaders = {
  en: () => import('../src/i18n/dict/en'),
  'zh-Hans': () => import('../src/i18n/dict/zh-Hans'),
  'zh-Hant': () => import('../src/i18n/dict/zh-Hant'),
  ja: () => import('../src/i18n/dict/ja'),
};

/** Home, signed in: the daily launch. Its page, the kit strings and the request layer. */
const kit: Loaders = {
  en: () => import('../src/i18n/kit/kit.en'),
  'zh-Hans': () => import('../src/i18n/kit/kit.zh-Hans'),
  'zh-Hant': () => import('../src/i18n/kit/kit.zh-Hant'),
  ja: () => import('../src/i18n/kit/kit.ja'),
};
const home = () => Promise.all([import('../widgets/app/pages/Home'), import('../src/router/RouterFrame'), import('../src/account/menu')]);

/** The locale the shell will choose (src/i18n initLocale), without writing anything. */
export function firstLocale(): Locale {
  const { setting } = initialSetting(readText(KEYS.locale), readText(KEYS.isSetDefaultLang));
  return resolveLocale(setting, navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
}

export function preloadFirstScreen(hash: string, route?: string): void {
  const locale = firstLocale();
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
  quiet(core[locale]());
  const path = (hash.replace(/^#/, '').split('?')[0] || route || '').replace(/\/$/, '') || '/';
  if (path === HOME_PATH && isLoggedIn(normalize(readJson(KEYS.loginInfo)))) {
    quiet(kit[locale]());
    quiet(home());
  }
}
