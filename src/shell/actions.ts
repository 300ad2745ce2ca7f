import { mainApi } from '../api/main';
import { request } from '../http';
import { reLaunch } from '../router/navigation';
import { logout, setProfile } from '../session';
import { logoutTarget } from './mode';
import { $menu } from './menu';

/** Fills the profile after a login or an address launch (the address carries only the token). */
export async function loadProfile(): Promise<void> {
  const me = await request(mainApi.me, undefined, { silent: true });
  setProfile({ userName: me.userName, avatarUrl: me.avatarUrl, userID: me.userID, phone: me.phone, userNo: me.userNo });
}

/** SPEC 4 and 2: clear the session and go to the login page of this variant with clear=1. */
export async function signOut(notifyServer = true): Promise<void> {
  if (notifyServer) await request(mainApi.logout, undefined, { silent: true }).catch(() => undefined);
  logout();
  $menu.set([]);
  reLaunch(logoutTarget());
}
