import { HOME_PATH } from '../src/router/paths';
import { isLoggedIn, normalize } from '../src/session/loginInfo';
import { KEYS, readJson } from '../src/session/storage';

/**
 * What the first screen asks for late, started as soon as the shell chunk has arrived. The host page already
 * preloads the shell and the app area, and the shell starts the dictionary and the first page's chunk at once
 * (src/shell/mount.tsx); but home asks the server for its to-do counts only once it has mounted, after its page
 * chunk and its dictionaries: on the daily launch, a round trip after them. Home's reads start here instead
 * (widgets/app/homeReads.ts), beside those files. Called just before the shell mounts: the reads go out once their
 * module has arrived, by then with the mounted shell's session and services. Part of the shell chunk
 * (loader/shell.ts), so the bundler keeps code the shell has out of it.
 */
export function preloadFirstScreen(hash: string, route?: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || route || '';
  if (path === HOME_PATH && isLoggedIn(normalize(readJson(KEYS.loginInfo)))) {
    void import('../widgets/app/homeReads').then(
      (m) => m.startHomeReads(),
      () => undefined,
    );
  }
}
