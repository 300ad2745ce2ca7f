/**
 * When a lock ends (code 1003: too many wrong secrets), as the user reads it: the time, with the date when it
 * is not today. Shown by the login form, the messaging binding and any page that meets the lock.
 */
export function lockEndText(lockedUntil: number, locale: string, now = Date.now()): string {
  const end = new Date(lockedUntil);
  const sameDay = end.toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { month: 'numeric', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(end);
}
