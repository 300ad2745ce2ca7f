import type { DictLoaders } from '../../src/i18n';

/** The area's strings, one chunk per language: the area's pages and the form painted before them (./paint.ts). */
export const sapMessages: DictLoaders = {
  en: () => import('./i18n/en'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
  ja: () => import('./i18n/ja'),
};
