export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The company works in UTC+8; fixing the zone keeps seeded dates identical on every machine. */
const ZONE_OFFSET_MS = 8 * 60 * MINUTE_MS;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss', the date-time format of SPEC section 9. */
export function dateTime(ms: number): string {
  const d = new Date(ms + ZONE_OFFSET_MS);
  return `${date(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD'. */
export function date(ms: number): string {
  const d = new Date(ms + ZONE_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
