import { INTL } from '../../src/ui/format';
import type { Locale } from '../../src/i18n';

type T = (key: string, params?: Record<string, unknown>) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long something has waited, in the largest whole unit: "3 d", "5 h", "12 min" (at least 1 min). */
export function waitedText(t: T, sinceMs: number, now: number): string {
  const ms = Math.max(0, now - sinceMs);
  if (ms >= DAY) return t('inbox.waited.days', { count: Math.floor(ms / DAY) });
  if (ms >= HOUR) return t('inbox.waited.hours', { count: Math.floor(ms / HOUR) });
  return t('inbox.waited.minutes', { count: Math.max(1, Math.floor(ms / MINUTE)) });
}

/** A moment in the user's language and the device's time zone ("Jun 2, 2025, 1:00 PM", "2025/6/2 13:00"). */
export function momentText(ms: number, locale: Locale): string {
  if (!Number.isFinite(ms) || ms <= 0) return '-';
  return new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/** The text of a failed request: our own message when the http layer names one, otherwise the server's words. */
export function errorText(t: T, error: unknown): string {
  const { key = '', text = '' } = (error ?? {}) as { key?: string; text?: string };
  if (typeof key === 'string' && key) return t(key);
  return typeof text === 'string' && text ? text : t('error.getFailed');
}
