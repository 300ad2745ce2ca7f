import { ensureMessages, registerMessages, type DictLoaders } from '../i18n';

/** The viewers' dictionaries: one small lazy chunk per locale, registered the first time a file is opened. */
export const viewerMessages: DictLoaders = {
  en: () => import('./i18n/en'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
  ja: () => import('./i18n/ja'),
};

let ready: Promise<void> | undefined;

export function loadViewerMessages(): Promise<void> {
  registerMessages(viewerMessages);
  ready ??= ensureMessages().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
