import dayjs from 'dayjs';

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

export { formatMoney, formatNumber, INTL } from './numbers';
