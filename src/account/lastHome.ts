import type { MenuItem } from '../api/main';
import type { InboxCounts } from '../api/inbox';
import { INBOX_AREAS } from '../api/inboxAreas';
import { readLastKnown, writeLastKnown } from '../cache/lastKnown';
import { blankIfExpired, isLoggedIn, normalize, type LoginInfo } from '../session/loginInfo';
import { KEYS, readJson } from '../session/storage';

/**
 * What home showed this user last (src/cache/lastKnown.ts): the menu with its to-do counts and the inbox card's
 * counts. Read by home before this visit's answers, by the page home paints before the framework
 * (widgets/app/homePaint.ts) and by the loader that decides on that paint. Storage is input like any other: an
 * entry that is not what it claims is nothing.
 */
const MENU_KEY = 'menu';
const INBOX_KEY = 'inbox.counts';

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

const isItem = (item: unknown): item is MenuItem => {
  const i = item as MenuItem | null;
  return (
    !!i &&
    typeof i === 'object' &&
    typeof i.key === 'string' &&
    typeof i.area === 'string' &&
    typeof i.route === 'string' &&
    i.route.startsWith('/') &&
    isCount(i.todo)
  );
};

/** What `userNo` saw last, or undefined (none, another user's, too old, or not a menu). */
export function lastMenu(userNo: string): MenuItem[] | undefined {
  const items = readLastKnown<unknown>(MENU_KEY, userNo);
  return Array.isArray(items) && items.length > 0 && items.every(isItem) ? items : undefined;
}

/** Keeps this visit's menu for the next; salary counts are never kept (its tile stays, without a count). */
export function keepMenu(userNo: string, items: MenuItem[]): void {
  writeLastKnown(
    MENU_KEY,
    userNo,
    items.map((item) => (item.area === 'salary' ? { ...item, todo: 0 } : item)),
  );
}

/** The inbox card's counts `userNo` saw last, or undefined. */
export function lastInboxCounts(userNo: string): InboxCounts | undefined {
  const counts = readLastKnown<InboxCounts>(INBOX_KEY, userNo);
  return counts &&
    typeof counts === 'object' &&
    [...INBOX_AREAS, 'all', 'onBehalf'].every((k) => isCount(counts[k as keyof InboxCounts]))
    ? counts
    : undefined;
}

export function keepInboxCounts(userNo: string, counts: InboxCounts): void {
  writeLastKnown(INBOX_KEY, userNo, counts);
}

/**
 * At launch, from storage alone (before any store runs): the signed-in user and what home showed them last, or
 * undefined (signed out, token expired, or no menu kept for this user).
 */
export function homeAtLaunch(
  now = Date.now(),
): { session: LoginInfo; items: MenuItem[]; inbox?: InboxCounts } | undefined {
  const session = blankIfExpired(normalize(readJson(KEYS.loginInfo)), now);
  const items = isLoggedIn(session) ? lastMenu(session.userNo) : undefined;
  return items && { session, items, inbox: lastInboxCounts(session.userNo) };
}
