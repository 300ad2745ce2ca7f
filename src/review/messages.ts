import { registerMessages, type DictLoaders } from '../i18n';
import { useT } from '../ui';

/** The review dictionary: one small lazy chunk per locale, shared by the SRM and QMS areas. */
export const reviewMessages: DictLoaders = {
  en: () => import('./i18n/en'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
  ja: () => import('./i18n/ja'),
};

// Registered when the first area chunk that uses these parts is evaluated, so the area load that follows
// fetches it together with the area's own dictionary.
registerMessages(reviewMessages);

/** `useT`, taken from here so every part that shows review text keeps the registration above in its chunk. */
export const useReviewT = useT;
