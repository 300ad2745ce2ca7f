import { mainApi } from '../api/main';
import { request, type ApiError } from '../http';
import { report } from '../http/events';
import { navigateTo, reLaunch } from '../router/navigation';
import { isNewerVersion } from '../session/client';
import { $session, loggedIn, login, logout, setProfile } from '../session';
import { logoutTarget } from './mode';
import { $menu, $menuStale } from './menu';

/**
 * Fills the profile after a login or an address launch (the address carries only the token). Only while signed
 * in: the shell starts this at launch, and the login page opened by a logout (clear=1) may clear the session
 * before it runs; asked without a token, the server answers 401 and the user would read "not logged in" over
 * the login form. A profile that arrives after a logout belongs to nobody and is dropped (SPEC 4 clears it).
 * Answers the signed-in user's number ('' when there is none).
 */
export async function loadProfile(): Promise<string> {
  if (!loggedIn()) return '';
  const me = await request(mainApi.me, undefined, { silent: true });
  if (!loggedIn()) return '';
  setProfile({ userName: me.userName, avatarUrl: me.avatarUrl, userID: me.userID, phone: me.phone, userNo: me.userNo });
  return $session.get().userNo;
}

/**
 * Signs in with what the login form (./form.ts) sent, then opens `target`. A refusal or a failure has shown
 * its dialog already (the request layer): the user stays on the form with what they typed. A locked account
 * (too many wrong passwords) shows no dialog: the answer says until when, and the form says it under itself.
 */
export async function signIn(
  credentials: { account: string; password: string; system: 'main' | 'srm' },
  target: string,
): Promise<{ lockedUntil: number }> {
  let lockedUntil = 0;
  const grant = await request(mainApi.login, credentials, { silent: true }).catch((error: ApiError) => {
    if (error.lockedUntil) lockedUntil = error.lockedUntil;
    else void report(error);
    return undefined;
  });
  if (!grant) return { lockedUntil };
  login(grant);
  await loadProfile().catch(() => undefined);
  reLaunch(target);
  void checkForUpdate();
  return { lockedUntil: 0 };
}

/** SPEC 4 and 2: clear the session and go to the login page of this variant with clear=1. */
export async function signOut(notifyServer = true): Promise<void> {
  if (notifyServer) await request(mainApi.logout, undefined, { silent: true }).catch(() => undefined);
  logout();
  $menu.set([]);
  $menuStale.set(false);
  reLaunch(logoutTarget());
}

const UPDATE_CHECKED_KEY = 'esign.updateChecked';

/**
 * Once per browser session, asks the server for the current version and opens the update dialog when it is
 * newer than this build (1.0.0, code 100). Silent: a failed check must never interrupt the user.
 */
export async function checkForUpdate(): Promise<void> {
  try {
    if (sessionStorage.getItem(UPDATE_CHECKED_KEY)) return;
    sessionStorage.setItem(UPDATE_CHECKED_KEY, '1');
  } catch {
    return;
  }
  const info = await request(mainApi.version, { platform: 'h5' }, { silent: true }).catch(() => null);
  if (info && isNewerVersion(info.versionCode)) navigateTo('/pages/appUpdateModel/appUpdateModel');
}
