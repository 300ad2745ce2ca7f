import { atom } from 'nanostores';
import { detect } from './agent';
import { KEYS, readText, writeText } from './storage';

export { detect };

/**
 * Client state of SPEC section 3. The platform is forced to h5: the same bundle serves the messaging app's
 * web view, the portal and a desktop browser.
 */
export const APP_VERSION = '1.0.0';
export const APP_VERSION_CODE = 100;
export const BIG_SCREEN_MIN_WIDTH = 768;
export const RESIZE_THROTTLE_MS = 50;

export interface ClientState {
  platform: 'h5';
  IsIOS: boolean;
  IsAndroid: boolean;
  appVersion: string;
  appVersionCode: number;
  ClientId: string;
  /** True inside the enterprise messaging app (its user agent carries "wxwork"). */
  inMessagingApp: boolean;
  isBigScreem: boolean;
}

/** SPEC 3: ClientId is a device id, an underscore, and the platform; kept across launches. */
export function clientId(): string {
  const stored = readText(KEYS.clientId);
  if (stored && /^[\w-]+_h5$/.test(stored)) return stored;
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  const id = `${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}_h5`;
  writeText(KEYS.clientId, id);
  return id;
}

export const isBigScreen = (width: number) => width > BIG_SCREEN_MIN_WIDTH;

/** A server build is newer when its version code is above ours (1.0.0 is code 100). */
export const isNewerVersion = (versionCode: unknown) => Number(versionCode) > APP_VERSION_CODE;

export const $client = atom<ClientState>({
  platform: 'h5',
  IsIOS: false,
  IsAndroid: false,
  appVersion: APP_VERSION,
  appVersionCode: APP_VERSION_CODE,
  ClientId: '',
  inMessagingApp: false,
  isBigScreem: false,
});

/** Leading and trailing throttle: the last size always lands. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  return (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn(...args);
      return;
    }
    pending = args;
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      last = Date.now();
      if (pending) fn(...pending);
    }, wait);
  };
}

/** Fills client state and keeps isBigScreem current as the window resizes. Returns a stop function. */
export function startClient(win: Window = window): () => void {
  $client.set({
    ...$client.get(),
    ...detect(win.navigator.userAgent),
    ClientId: clientId(),
    isBigScreem: isBigScreen(win.innerWidth),
  });
  const onResize = throttle(() => {
    const big = isBigScreen(win.innerWidth);
    if (big !== $client.get().isBigScreem) $client.set({ ...$client.get(), isBigScreem: big });
  }, RESIZE_THROTTLE_MS);
  win.addEventListener('resize', onResize);
  return () => win.removeEventListener('resize', onResize);
}
