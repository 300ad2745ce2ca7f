import type { Locale } from '../i18n/locale';
import { kindOf } from './kinds';
import type { ColumnSpec, Row, Value } from './types';

type Translate = (key: string, params?: Record<string, unknown>) => string;

export const EMPTY = '-';

export function isEmpty(value: Value): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The text of one value as a user reads it: option labels translated, dates in the SPEC formats, money with its
 * currency, numbers in the locale's grouping (each kind's `format` in kinds.tsx). Server text is returned as is
 * (the caller renders it as text).
 */
export function formatValue(
  spec: ColumnSpec,
  value: Value,
  row: Row,
  t: Translate,
  locale: Locale,
  fallbackCurrency = '',
): string {
  if (isEmpty(value)) return EMPTY;
  return kindOf(spec).format(value as string | number, { spec, row, t, locale, currency: fallbackCurrency });
}

/** File sizes for the attachments list. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return EMPTY;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
