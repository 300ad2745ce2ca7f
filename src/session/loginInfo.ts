/**
 * LoginInfo, stored as JSON under the key "LoginInfo" with exactly the fields of SPEC section 3, and the
 * expiry arithmetic of SPEC section 4. Pure functions: the store in index.ts applies them.
 */
export interface LoginInfo {
  login: boolean;
  avatarUrl: string;
  userID: string;
  userNo: string;
  phone: string;
  Num: string;
  userName: string;
  access_token: string;
  refresh_token: string;
  /** Absolute expiry of access_token, epoch ms (0 = none). */
  expires_in: number;
  /** Absolute expiry of refresh_token, epoch ms (0 = none). */
  expires_refresh_in: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_AVATAR = '/static/logo.png';

export const emptyLoginInfo: LoginInfo = {
  login: false,
  avatarUrl: '',
  userID: '',
  userNo: '',
  phone: '',
  Num: '',
  userName: '',
  access_token: '',
  refresh_token: '',
  expires_in: 0,
  expires_refresh_in: 0,
};

/** What a login may carry: a plain token (address launch) or a full grant from the server. */
export interface LoginGrant {
  token?: string;
  access_token?: string;
  userNo?: string;
  phone?: string;
  refresh_token?: string;
  expires_in?: number;
  expires_refresh_in?: number;
}

/** SPEC 4: a server lifetime counts only when above 1000 ms; otherwise the default of one day applies. */
export function expiryFrom(lifetime: number | undefined, now: number): number {
  return typeof lifetime === 'number' && lifetime > 1000 ? now + lifetime : now + DAY_MS;
}

export function applyLogin(prev: LoginInfo, grant: LoginGrant, now: number): LoginInfo {
  const token = String(grant.token || grant.access_token || '').trim();
  return {
    ...prev,
    login: true,
    access_token: token,
    userNo: grant.userNo ?? prev.userNo,
    phone: grant.phone ?? prev.phone,
    refresh_token: grant.refresh_token ?? '',
    expires_in: expiryFrom(grant.expires_in, now),
    expires_refresh_in: expiryFrom(grant.expires_refresh_in, now),
  };
}

/** SPEC 4: a `newtoken` response header replaces the access token and resets its expiry to one day. */
export function applyNewToken(prev: LoginInfo, token: string, now: number): LoginInfo {
  return { ...prev, access_token: token, expires_in: now + DAY_MS };
}

/** SPEC 4: logout clears tokens, expiries, userName, avatar, phone, userID and userNo, and sets login false. */
export function applyLogout(prev: LoginInfo): LoginInfo {
  return {
    ...prev,
    login: false,
    access_token: '',
    refresh_token: '',
    expires_in: 0,
    expires_refresh_in: 0,
    userName: '',
    avatarUrl: '',
    phone: '',
    userID: '',
    userNo: '',
  };
}

/** SPEC 4: at start a stored token past its expiry is blanked. */
export function blankIfExpired(prev: LoginInfo, now: number): LoginInfo {
  if (prev.access_token && prev.expires_in && prev.expires_in <= now)
    return { ...prev, access_token: '', login: false };
  return prev;
}

/** SPEC 4: logged in when a non-blank access_token exists. */
export function isLoggedIn(info: LoginInfo): boolean {
  return typeof info.access_token === 'string' && info.access_token.trim() !== '';
}

/** Reads a stored value defensively: unknown or mistyped fields fall back to the empty login. */
export function normalize(raw: unknown): LoginInfo {
  const out: LoginInfo = { ...emptyLoginInfo };
  if (!raw || typeof raw !== 'object') return out;
  const src = raw as Record<string, unknown>;
  for (const key of Object.keys(emptyLoginInfo) as (keyof LoginInfo)[]) {
    const value = src[key];
    const kind = typeof emptyLoginInfo[key];
    if (typeof value === kind) (out as unknown as Record<string, unknown>)[key] = value;
  }
  return out;
}

export function avatarOf(info: Pick<LoginInfo, 'avatarUrl'>): string {
  return info.avatarUrl?.trim() ? info.avatarUrl : DEFAULT_AVATAR;
}
