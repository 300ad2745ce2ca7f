import dayjs from 'dayjs';

/** SPEC 5: date pickers default to plus or minus 150 years; time pickers run 00:00 to 23:59. */
export const DATE_RANGE_YEARS = 150;
export const TIME_MIN = '00:00';
export const TIME_MAX = '23:59';
const ISO_DATE = 'YYYY-MM-DD';

export function dateRange(today: Date = new Date(), years = DATE_RANGE_YEARS): { min: string; max: string } {
  const base = dayjs(today);
  return { min: base.subtract(years, 'year').format(ISO_DATE), max: base.add(years, 'year').format(ISO_DATE) };
}

/** Clamps a YYYY-MM-DD value into the range; anything unreadable becomes empty rather than a wrong date. */
export function clampDate(value: string, range: { min: string; max: string }): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !dayjs(value, ISO_DATE).isValid()) return '';
  if (value < range.min) return range.min;
  if (value > range.max) return range.max;
  return value;
}

export function clampTime(value: string): string {
  const match = /^(\d{1,2}):(\d{1,2})/.exec(value);
  if (!match) return '';
  const hours = Math.min(23, Math.max(0, Number(match[1])));
  const minutes = Math.min(59, Math.max(0, Number(match[2])));
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
