import { atom } from 'nanostores';
import type { MenuItem } from '../api/main';
import { mainApi } from '../api/main';
import { request } from '../http';

/** MenuList of SPEC 3: the areas this user may open, with their to-do counts. */
export const $menu = atom<MenuItem[]>([]);

export async function refreshMenu(): Promise<void> {
  $menu.set(await request(mainApi.menu));
}
