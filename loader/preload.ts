import { HOME_PATH } from '../src/router/paths';
import { isLoggedIn, normalize } from '../src/session/loginInfo';
import { KEYS, readJson } from '../src/session/storage';

/**
 * What the first screen asks for late, started as soon as the shell chunk has arrived. The host page already
 * preloads the shell and the app area, and the shell starts the dictionary and the first page's chunk at once
 * (src/shell/mount.tsx); but the request layer that fetches home's to-do counts is a static import of the home
 * page, so it was found only when that page's chunk arrived: one more round trip on the daily launch. Part of
 * the shell chunk (loader/shell.ts), so the bundler keeps code the shell has out of it.
 */
export function preloadFirstScreen(hash: string, route?: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || route || '';
  if (path === HOME_PATH && isLoggedIn(normalize(readJson(KEYS.loginInfo)))) {
    void import('../src/account/menu').catch(() => undefined);
  }
}
