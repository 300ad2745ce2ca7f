import { describe, expect, it } from 'vitest';
import { INTL, formatMoney, formatNumber } from '../../../src/ui/format';
import type { Locale } from '../../../src/i18n/locale';

/**
 * Numbers are formatted without Intl (it starts ICU: a long task on a phone); the output must be what
 * Intl.NumberFormat gives in every locale of the product, for every kind of value an order holds.
 */
function intl(n: number, tag: string, digits?: number): string {
  return new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits ?? 4 }).format(n);
}

const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.005,
  2.675,
  1.0005,
  0.00005,
  0.00004,
  999.995,
  999.9999,
  999.99995,
  1234.5,
  -1234.5678,
  1e6,
  123456789.125,
  9007199254740991,
  1e20,
  0.1 + 0.2,
  12.345,
  -0.004,
  -0.005,
  5e-7,
  1e21,
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: a fixed eight-decimal input, not an approximation of π.
  3.14159265,
];

function randoms(count: number): number[] {
  // A fixed sequence (no Math.random): the same values on every run.
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_, i) => {
    const magnitude = 10 ** Math.floor(next() * 10 - 3);
    const value = Math.round(next() * magnitude * 10 ** (i % 6)) / 10 ** (i % 6);
    return i % 3 === 0 ? -value : value;
  });
}

describe('formatNumber', () => {
  for (const [locale, tag] of Object.entries(INTL) as [Locale, string][]) {
    it(`matches Intl.NumberFormat(${tag}) for edge and ordinary values, with 0, 2, 4 and default digits`, () => {
      const mismatches: string[] = [];
      for (const n of [...EDGES, ...randoms(2000)]) {
        for (const digits of [undefined, 0, 2, 4]) {
          const ours = formatNumber(n, locale, digits);
          const theirs = intl(n, tag, digits);
          if (ours !== theirs) mismatches.push(`${n} (${digits}): ${ours} != ${theirs}`);
        }
      }
      expect(mismatches.slice(0, 10)).toEqual([]);
    });
  }

  it('shows a dash for what is not a number, and reads numeric strings', () => {
    expect(formatNumber('abc', 'en')).toBe('-');
    expect(formatNumber(Number.NaN, 'en')).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'ja')).toBe('-');
    expect(formatNumber('1234.5', 'zh-Hans', 2)).toBe('1,234.50');
    expect(formatMoney(98765.4, 'TWD', 'zh-Hant')).toBe('TWD 98,765.40');
  });
});
