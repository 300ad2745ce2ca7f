import { registerMessages, type DictLoaders } from '../i18n';

/**
 * Signing (issue: a signature that stands up in an audit): the PIN and drawn-signature dialogs a decision asks
 * for under its record's policy, the PIN settings, and a record's evidence with its sealed PDF.
 */
export { useSigning, SigningCancelled, type Credentials } from './useSigning';
export { PinDialog } from './PinDialog';
export { EvidencePanel } from './EvidencePanel';
export { changedParts, type SignedView } from './changes';
export { useRecordSigning, CONTENT_CHANGED, type SignedFields } from './useRecordSigning';

export const signingMessages: DictLoaders = {
  en: () => import('./i18n/en'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
  ja: () => import('./i18n/ja'),
};

// Whoever signs or shows evidence needs these words: registered with the first import.
registerMessages(signingMessages);
