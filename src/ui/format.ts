import dayjs from 'dayjs';
import type { Locale } from '../i18n/locale';

/** SPEC 9 date formats: YYYY/MM/DD for dates, YYYY-MM-DD HH:mm:ss for times. Bad values show as a dash. */
export const DATE_FORMAT = 'YYYY/MM/DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '-';
}

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '-';
}

const INTL: Record<Locale, string> = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', ja: 'ja-JP' };

export function formatNumber(value: unknown, locale: Locale, fractionDigits?: number): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '-';
  return new Intl.NumberFormat(INTL[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 4,
  }).format(n);
}

export function formatMoney(value: unknown, currency: string | undefined, locale: Locale): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '-';
  const code = /^[A-Z]{3}$/.test(currency ?? '') ? currency! : undefined;
  const text = formatNumber(n, locale, 2);
  return code ? `${code} ${text}` : text;
}
