import { ensureMessages, registerMessages, type DictLoaders } from './index';

/**
 * Core strings the first screen does not show (error messages, prompts, list and pull-to-refresh texts, sign
 * states, language names). They arrive with the first dialog, area or lazy page, whichever comes first, and
 * stay registered, so a language switch loads them too.
 */
const kitMessages: DictLoaders = {
  en: () => import('./kit/kit.en'),
  'zh-Hans': () => import('./kit/kit.zh-Hans'),
  'zh-Hant': () => import('./kit/kit.zh-Hant'),
  ja: () => import('./kit/kit.ja'),
};

export function ensureKit(): Promise<void> {
  registerMessages(kitMessages);
  return ensureMessages();
}
