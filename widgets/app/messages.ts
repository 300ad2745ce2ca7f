import type { DictLoaders } from '../../src/i18n';

/** The strings of every app page but login (whose strings are core ones), one chunk per language. */
export const pagesMessages: DictLoaders = {
  en: () => import('./i18n/en'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
  ja: () => import('./i18n/ja'),
};
