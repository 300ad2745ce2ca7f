import { atom, type ReadableAtom } from 'nanostores';
import { KEYS, readJson, readText, remove, writeJson, writeText } from './storage';
import {
  applyLogin,
  applyLogout,
  applyNewToken,
  blankIfExpired,
  isLoggedIn,
  normalize,
  type LoginGrant,
  type LoginInfo,
} from './loginInfo';

export * from './loginInfo';
export { KEYS } from './storage';

/** The signed-in user, mirrored to localStorage["LoginInfo"] on every change. */
export const $session = atom<LoginInfo>(normalize(undefined));
/**
 * Whether a user is signed in. The shell follows this rather than $session, so a profile or token refresh
 * does not re-render the whole widget: it changes only on login, logout and expiry.
 */
const signedIn = atom(isLoggedIn($session.get()));
$session.listen((info) => signedIn.set(isLoggedIn(info)));
// Derived by hand, not with nanostores' computed(): that would bring its lifecycle code onto the first screen.
export const $signedIn: ReadableAtom<boolean> = signedIn;
/** Api_Url_Key: a per-user API base address. Empty means the configured default. */
export const $apiUrl = atom<string>('');
/** ApiCompanyType, from the address parameter from_company_type. */
export const $companyType = atom<string>('');

let now: () => number = () => Date.now();
/** Tests move the clock; production never calls this. */
export function setClock(clock: () => number): void {
  now = clock;
}

$session.listen((info) => {
  writeJson(KEYS.loginInfo, info);
  // Logout, expiry and a user switch clear the last-known list data (src/cache): never shown to another user.
  const cached = readJson<{ owner?: unknown }>(KEYS.lastKnown);
  if (cached && (!isLoggedIn(info) || cached.owner !== info.userNo)) remove(KEYS.lastKnown);
});

/** Reads persisted state. SPEC 4: a stored token past its expiry is blanked at start. */
export function loadSession(): void {
  $session.set(blankIfExpired(normalize(readJson(KEYS.loginInfo)), now()));
  $apiUrl.set(readText(KEYS.apiUrl) ?? '');
  $companyType.set(readText(KEYS.companyType) ?? '');
}

export function login(grant: LoginGrant): void {
  $session.set(applyLogin($session.get(), grant, now()));
}

export function setProfile(
  profile: Partial<Pick<LoginInfo, 'userName' | 'avatarUrl' | 'userID' | 'phone' | 'Num' | 'userNo'>>,
): void {
  const current = $session.get();
  // A returning user's stored profile usually matches the server's: then nothing re-renders or is rewritten.
  if (
    (Object.keys(profile) as (keyof typeof profile)[]).every(
      (k) => profile[k] === undefined || profile[k] === current[k],
    )
  )
    return;
  $session.set({ ...current, ...profile });
}

export function replaceToken(token: string): void {
  if (token && token !== $session.get().access_token) $session.set(applyNewToken($session.get(), token, now()));
}

/** SPEC 4: logout clears the session fields and the API URL key. */
export function logout(): void {
  $session.set(applyLogout($session.get()));
  remove(KEYS.apiUrl);
  $apiUrl.set('');
}

export function setCompanyType(value: string): void {
  writeText(KEYS.companyType, value);
  $companyType.set(value);
}

export function loggedIn(): boolean {
  return isLoggedIn($session.get());
}

/** Another tab logged in, out, or refreshed the token: follow it, so two tabs never disagree. */
export function followOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEYS.loginInfo) $session.set(normalize(readJson(KEYS.loginInfo)));
  };
  target.addEventListener('storage', onStorage as EventListener);
  return () => target.removeEventListener('storage', onStorage as EventListener);
}
