import type { Locale } from '../i18n/locale';

/**
 * Numbers and amounts as the four locales write them. Apart from the dates (./format.ts), so that what is painted
 * before the framework (widgets/sap/paint.ts) formats an amount without the date library.
 */

/** The language tag each locale formats with. */
export const INTL: Record<Locale, string> = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', ja: 'ja-JP' };

/**
 * The four locales write numbers alike: "1,234.56" (comma groups of three, point decimals). Formatting here
 * gives exactly what Intl.NumberFormat gives for them (rounding half away from zero on the shortest decimal
 * form, as Intl's default does) without starting ICU: the first Intl formatter of a page cost a long task on a
 * phone, and a 200-line order formats hundreds of amounts. Numbers that print in exponent form go to Intl.
 */
function plain(n: number, minDigits: number, maxDigits: number): string | null {
  const text = String(Math.abs(n));
  if (/e/i.test(text)) return null;
  const [int, frac = ''] = text.split('.');
  const scale = 10n ** BigInt(maxDigits);
  let scaled = BigInt(int) * scale + BigInt(frac.slice(0, maxDigits).padEnd(maxDigits, '0') || '0');
  if (frac.length > maxDigits && frac[maxDigits] >= '5') scaled += 1n;
  let digits = (scaled % scale).toString().padStart(maxDigits, '0');
  while (digits.length > minDigits && digits.endsWith('0')) digits = digits.slice(0, -1);
  const whole = (scaled / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return sign + whole + (digits ? `.${digits}` : '');
}

export function formatNumber(value: unknown, locale: Locale, fractionDigits?: number): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '-';
  const max = fractionDigits ?? 4;
  return (
    plain(n, fractionDigits ?? 0, max) ??
    new Intl.NumberFormat(INTL[locale], { minimumFractionDigits: fractionDigits, maximumFractionDigits: max }).format(n)
  );
}

export function formatMoney(value: unknown, currency: string | undefined, locale: Locale): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '-';
  const code = /^[A-Z]{3}$/.test(currency ?? '') ? currency! : undefined;
  const text = formatNumber(n, locale, 2);
  return code ? `${code} ${text}` : text;
}
