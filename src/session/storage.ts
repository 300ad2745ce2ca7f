/**
 * localStorage that never throws: private modes, full quotas and hostile values written by other scripts
 * must not crash the page. A value that is not valid JSON reads as missing.
 */
export const KEYS = {
  loginInfo: 'LoginInfo',
  apiUrl: 'Api_Url_Key',
  companyType: 'ApiCompanyType',
  clientId: 'ClientId',
  isSetDefaultLang: 'isSetDefaultLang',
  locale: 'Locale',
  /** Last-known list data of the signed-in user (src/cache/lastKnown.ts). */
  lastKnown: 'esign.lastKnown',
} as const;

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(key: string): T | undefined {
  try {
    const raw = store()?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the session still works for this page's life.
  }
}

export function readText(key: string): string | undefined {
  try {
    return store()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeText(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // See writeJson.
  }
}

export function remove(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}
