import { atom } from 'nanostores';
import type { MenuItem } from '../api/main';
import { mainApi } from '../api/main';
import { request } from '../http';
import { keepMenu, lastMenu } from './lastMenu';
import { $session, loggedIn } from '../session';

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
  // The answer belongs to the session (token) that asked: the user number may still be the previous user's
  // until this launch's profile arrives, so it cannot tell a user switch.
  // (A renewed token, from a `newtoken` header, keeps the same user.)
  const { access_token: asked, userNo: askedBy } = $session.get();
  const mine = ++latest;
  const items = await request(mainApi.menu, undefined, { silent: opts.silent });
  if (mine !== latest) return;
  // An answer that arrives after a logout or a user switch belongs to nobody here.
  const { access_token: token, userNo } = $session.get();
  if (!loggedIn() || (token !== asked && (!userNo || userNo !== askedBy))) return;
  $menu.set(items);
  $menuStale.set(false);
  if (userNo) {
    keepMenu(userNo, items);
    return;
  }
  // Launched by token alone, before the profile named the user: kept once it does, for this same session.
  const stop = $session.listen((info) => {
    if (info.access_token !== token) stop();
    else if (info.userNo) {
      stop();
      if ($menu.get() === items) keepMenu(info.userNo, items);
    }
  });
}
