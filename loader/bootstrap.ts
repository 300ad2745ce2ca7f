import { WXWORK_REDIRECT_PATH } from '../src/api/services';
import { messagingLoginTarget, redirectedRecently, setMessagingLoginUrl } from '../src/session/messagingLogin';
import type { MountOptions } from './types';
import { applyLogin, blankIfExpired, isLoggedIn, normalize, type LoginInfo } from '../src/session/loginInfo';
import { KEYS, readJson, remove, writeJson, writeText } from '../src/session/storage';
import { detect } from '../src/session/agent';
import { LOGIN_PATH } from '../src/router/paths';
import { readLaunchParams, safeRoute, strippedAddress } from './address';

/**
 * Runs once, before the first render and the first request: reads the address into the stored session,
 * removes every credential from the address bar (and so from history and Referer headers), and sends a
 * logged-out user inside the messaging app through its login redirect. It works on storage through the pure
 * session rules, without the stores: the shell loads those, and reads what this wrote.
 */
export type BootResult = 'ready' | 'redirecting';

function ensureNoReferrer(doc: Document): void {
  if (doc.querySelector('meta[name="referrer"]')) return;
  const meta = doc.createElement('meta');
  meta.name = 'referrer';
  meta.content = 'no-referrer';
  doc.head.appendChild(meta);
}

export function bootstrap(
  win: Window = window,
  options: Pick<MountOptions, 'messagingLoginUrl' | 'apiBase' | 'demo'> = {},
): BootResult {
  const { location, history, document } = win;
  // The demo server's stand-in is the default of the demo only; a relative URL resolves against the API host.
  setMessagingLoginUrl(
    options.messagingLoginUrl || (options.demo ? WXWORK_REDIRECT_PATH : undefined),
    options.apiBase,
    location.href,
  );
  const params = readLaunchParams(location.search, location.hash);
  const clean = strippedAddress(location.pathname, location.search, location.hash);
  if (clean !== location.pathname + location.search + location.hash) history.replaceState(history.state, '', clean);
  ensureNoReferrer(document);

  const stored = normalize(readJson(KEYS.loginInfo));
  let info: LoginInfo = blankIfExpired(stored, Date.now());
  if (params.companyType) writeText(KEYS.companyType, params.companyType);
  let sameUser = true;
  // A new token without a user number may be anyone's: until the profile names the user, nobody is assumed.
  const unnamed = !!params.token && !params.userNo && params.token !== stored.access_token;
  if (params.token) {
    sameUser = !params.userNo || params.userNo === info.userNo;
    info = applyLogin(
      info,
      { token: params.token, userNo: params.userNo || undefined, phone: params.phone || undefined },
      Date.now(),
    );
    // A different user's leftovers must not show under the new token, nor be taken for the new token's user.
    if (!sameUser || unnamed)
      info = {
        ...info,
        userName: '',
        avatarUrl: '',
        userID: '',
        ...(unnamed ? { userNo: '', phone: '', Num: '' } : {}),
      };
  }
  if (info !== stored) writeJson(KEYS.loginInfo, info);
  // A user switch, an unnamed new token or a signed-out start clears the last user's cached lists (src/cache; the
  // shell checks the owner again).
  if (!sameUser || unnamed || !isLoggedIn(info)) remove(KEYS.lastKnown);
  if (params.wxworkRedirect)
    history.replaceState(history.state, '', `${location.pathname}${location.search}#${params.wxworkRedirect}`);

  const inMessagingApp = detect(win.navigator.userAgent).inMessagingApp;
  if (inMessagingApp && !isLoggedIn(info) && !params.token && !redirectedRecently()) {
    const target = messagingLoginTarget(safeRoute(location.hash) || LOGIN_PATH, location);
    if (target) {
      location.replace(target);
      return 'redirecting';
    }
  }
  return 'ready';
}
