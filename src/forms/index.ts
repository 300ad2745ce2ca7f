/**
 * Forms as data, shared by every area that shows or edits a business form. See README.md.
 * Register `formsMessages` (registerMessages) in the area's index so the renderers' own strings load.
 */
import type { DictLoaders } from '../i18n';

export type {
  FieldKind,
  FieldSpec,
  FormSpec,
  SectionSpec,
  ColumnSpec,
  TableSpec,
  OptionSpec,
  ActionName,
  FormData,
  Row,
  Value,
  HistoryStep,
  AttachmentItem,
} from './types';
export { formatValue, formatSize, isEmpty, EMPTY } from './format';
export { validate, validateField, inputFields, type Errors } from './validate';
export { useDraft, readDraft, clearDraft, DRAFT_PREFIX, type Draft } from './draft';
export { DetailView, FieldSection } from './DetailView';
export { LineItems, ITEMS_STEP } from './LineItems';
export { SignHistory } from './SignHistory';
export { Attachments } from './Attachments';
export { ApproveBar, type ApproveHandlers } from './ApproveBar';
export {
  useSignedAction,
  routeDraftKey,
  type SignedAction,
  type SignedActionOptions,
  type SignedError,
} from './useSignedAction';
export { EditForm, type Values } from './EditForm';
export { FIELD_KINDS, kindOf, type FieldKindDef, type KindInputProps, type FieldError } from './kinds';

export const formsMessages: DictLoaders = {
  en: () => import('./i18n/en'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
  ja: () => import('./i18n/ja'),
};
export { useActionKey, type ActionKey } from './useActionKey';
