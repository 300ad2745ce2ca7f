import type { MenuItem } from '../api/main';
import { readLastKnown, writeLastKnown } from '../cache/lastKnown';
import { blankIfExpired, isLoggedIn, normalize, type LoginInfo } from '../session/loginInfo';
import { KEYS, readJson } from '../session/storage';

/**
 * The home menu this user saw last (src/cache/lastKnown.ts): read by home before this visit's answer, by the
 * page home paints before the framework (widgets/app/homePaint.ts) and by the loader that decides on that paint.
 * Storage is input like any other: an entry that is not a menu is no menu.
 */
const CACHE_KEY = 'menu';

const isItem = (item: unknown): item is MenuItem => {
  const i = item as MenuItem | null;
  return (
    !!i && typeof i === 'object' && typeof i.key === 'string' && typeof i.area === 'string' &&
    typeof i.route === 'string' && i.route.startsWith('/') && Number.isInteger(i.todo) && i.todo >= 0
  );
};

/** What `userNo` saw last, or undefined (none, another user's, too old, or not a menu). */
export function lastMenu(userNo: string): MenuItem[] | undefined {
  const items = readLastKnown<unknown>(CACHE_KEY, userNo);
  return Array.isArray(items) && items.length > 0 && items.every(isItem) ? items : undefined;
}

/** Keeps this visit's menu for the next; salary counts are never kept (its tile stays, without a count). */
export function keepMenu(userNo: string, items: MenuItem[]): void {
  writeLastKnown(CACHE_KEY, userNo, items.map((item) => (item.area === 'salary' ? { ...item, todo: 0 } : item)));
}

/**
 * At launch, from storage alone (before any store runs): the signed-in user and the menu they saw last, or
 * undefined (signed out, token expired, or nothing kept for this user).
 */
export function menuAtLaunch(now = Date.now()): { session: LoginInfo; items: MenuItem[] } | undefined {
  const session = blankIfExpired(normalize(readJson(KEYS.loginInfo)), now);
  const items = isLoggedIn(session) ? lastMenu(session.userNo) : undefined;
  return items && { session, items };
}
