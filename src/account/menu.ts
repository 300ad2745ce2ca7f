import { atom } from 'nanostores';
import type { MenuItem } from '../api/main';
import { mainApi } from '../api/main';
import { request } from '../http';
import { readLastKnown, writeLastKnown } from '../cache/lastKnown';
import { $session, loggedIn } from '../session';

/** MenuList of SPEC 3: the areas this user may open, with their to-do counts. */
export const $menu = atom<MenuItem[]>([]);
/** True while $menu holds the last-known menu of a previous visit and the server has not answered yet. */
export const $menuStale = atom(false);

const CACHE_KEY = 'menu';

/** Salary counts are never cached: the salary tile is kept with no count. */
const forCache = (items: MenuItem[]) => items.map((item) => (item.area === 'salary' ? { ...item, todo: 0 } : item));

/**
 * Before the first answer of this visit: the menu this user saw last time (src/cache), marked stale until
 * refreshMenu brings the server's. Nothing when another user's or none is stored.
 */
export function seedMenu(): void {
  if ($menu.get().length || !loggedIn()) return;
  const items = readLastKnown<MenuItem[]>(CACHE_KEY, $session.get().userNo);
  if (Array.isArray(items) && items.length) {
    $menu.set(items);
    $menuStale.set(true);
  }
}

export async function refreshMenu(): Promise<void> {
  const asked = $session.get().userNo;
  const items = await request(mainApi.menu);
  // An answer that arrives after a logout or a user switch belongs to nobody here. (A launch by token alone
  // learns its user number from the profile, which may arrive meanwhile.)
  const userNo = $session.get().userNo;
  if (!loggedIn() || (asked && userNo !== asked)) return;
  $menu.set(items);
  $menuStale.set(false);
  if (userNo) {
    writeLastKnown(CACHE_KEY, userNo, forCache(items));
    return;
  }
  // Launched by token alone, before the profile named the user: kept once it does, for this same session.
  const token = $session.get().access_token;
  const stop = $session.listen((info) => {
    if (info.access_token !== token) stop();
    else if (info.userNo) {
      stop();
      if ($menu.get() === items) writeLastKnown(CACHE_KEY, info.userNo, forCache(items));
    }
  });
}
