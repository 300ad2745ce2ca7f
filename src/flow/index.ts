import { registerMessages, type DictLoaders } from '../i18n';

/** The sign flow of every area: one timeline (FlowTimeline), one comment thread, one action sheet. */
export { FlowPanel, decidesNow } from './FlowPanel';
export { FlowTimeline } from './FlowTimeline';

export const flowMessages: DictLoaders = {
  en: () => import('./i18n/en'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
  ja: () => import('./i18n/ja'),
};

// Whoever shows the flow needs its words: registered with the first import, like the review kit's.
registerMessages(flowMessages);
