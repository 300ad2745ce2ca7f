import { registerMessages, type DictLoaders } from './index';

/** The core dictionaries, one lazy chunk per locale. */
export const coreMessages: DictLoaders = {
  en: () => import('./dict/en'),
  'zh-Hans': () => import('./dict/zh-Hans'),
  'zh-Hant': () => import('./dict/zh-Hant'),
  ja: () => import('./dict/ja'),
};

registerMessages(coreMessages);
