import { atom } from 'nanostores';
import type { MenuItem } from '../api/main';
import { mainApi } from '../api/main';
import { request } from '../http';
import { keepMenu, lastMenu } from './lastHome';
import { $session, loggedIn } from '../session';
import { askingSession, whenNamed } from '../session/owner';

/** MenuList of SPEC 3: the areas this user may open, with their to-do counts. */
export const $menu = atom<MenuItem[]>([]);
/** True while $menu holds the last-known menu of a previous visit and the server has not answered yet. */
export const $menuStale = atom(false);

/**
 * Before the first answer of this visit: the menu this user saw last time (src/cache), marked stale until
 * refreshMenu brings the server's. Nothing when another user's or none is stored.
 */
export function seedMenu(): void {
  if ($menu.get().length || !loggedIn()) return;
  const items = lastMenu($session.get().userNo);
  if (items) {
    $menu.set(items);
    $menuStale.set(true);
  }
}

/** Which refresh was asked last: an older answer that arrives after a newer one never replaces it. */
let latest = 0;

/**
 * This visit's menu from the server, for home and for the host's to-do badge alike, so both show the same
 * counts and either answer ends the last-known (stale) state. `silent`: a failure shows no dialog.
 */
export async function refreshMenu(opts: { silent?: boolean } = {}): Promise<void> {
  const mine = ++latest;
  const stillMine = askingSession();
  const items = await request(mainApi.menu, undefined, { silent: opts.silent });
  if (mine !== latest || !stillMine()) return;
  $menu.set(items);
  $menuStale.set(false);
  whenNamed((userNo) => $menu.get() === items && keepMenu(userNo, items));
}
