import { bootstrap, type BootResult } from './bootstrap';
import { strippedAddress } from './address';
import { createHandle, type PendingHandle } from './handle';
import { optionsFromData } from './options';
import type { QueuedMount } from './queue';
import type { EsignClientGlobal, EsignHandle, MountOptions } from './types';
import type { HostEmit } from '../src/shell/host';
import { HOME_PATH, firstPath, isLoginAddress } from '../src/router/paths';
import { preloadHints } from './hints';
import { afterPaint } from './afterPaint';
import { isLoggedIn, normalize } from '../src/session/loginInfo';
import { KEYS, readJson } from '../src/session/storage';

/**
 * The one script a host page loads. It is framework-free on purpose: every byte here is paid on every launch.
 * It bootstraps the session from the address, then fetches the shell chunk, mounts it, and connects it to the
 * handle it returned at once.
 *
 *   import { mount } from 'esign-client';  const widget = mount(element, { apiBase });  widget.on('todo', …)
 *   or, from a classic script:  window.EsignClient.mount(element, options)
 */
export type * from './types';

let boot: BootResult | undefined;

/** The folder loader.js was served from: the default of `assetBase`. */
const LOADER_BASE = new URL('./', import.meta.url).href;

function start(element: Element, options: MountOptions, pending: PendingHandle): void {
  // `routing: 'memory'` leaves the host's address alone: no launch parameters read from it, none stripped, no
  // messaging-app redirect (the host signs the user in), and the route starts from `route`.
  const memory = options.routing === 'memory';
  if (!memory) {
    boot ??= bootstrap(window, options);
    watchAddress();
  }
  // Inside the messaging app without a session the page is on its way to the messaging login: nothing to mount.
  if (!memory && boot !== 'ready') return;
  // A signed-out launch on the login page paints it at once, without the framework (widgets/app/firstPaint.ts);
  // so does a returning user's launch of home, from the counts they saw last (widgets/app/homePaint.ts). Not
  // under the host's routing or sign-in: those pages read the address and sign in themselves.
  const hash = memory ? '' : location.hash;
  const own = !memory && !options.session && !options.getToken;
  const session = normalize(readJson(KEYS.loginInfo));
  const signedIn = isLoggedIn(session);
  const home = own && signedIn && firstPath(hash, options.route) === HOME_PATH;
  // A launch into one record reads it and asks for its page's files beside the shell's, and an SAP form is
  // painted from that read (./deepLink.ts).
  const firstPaint =
    own && isLoginAddress(hash, options.route) && !signedIn
      ? import('../widgets/app/firstPaint').then((m) => m.paintLogin(element, options)).catch(() => undefined)
      : home && keptFor(session.userNo)
        ? import('../widgets/app/homePaint').then((m) => m.paintHome(element, options)).catch(() => undefined)
        : own && signedIn && /processingInfo|GS001P\/detail/.test(hash)
          ? import('./deepLink')
              .then((m) => m.startDeepLink(element, hash, session.access_token, options))
              .catch(() => undefined)
          : undefined;
  const load = () =>
    import('./shell').then(
      ({ mountShell, areas, preloadFirstScreen }) => {
        // The first page's request layer starts at once, beside its page chunk (loader/preload.ts).
        preloadFirstScreen(hash, options.route);
        pending.connect(
          mountShell(element, { assetBase: LOADER_BASE, ...options, areas, emit: pending.emit as HostEmit }),
        );
      },
      () => {
        const message = 'The client could not be loaded.';
        pending.emit('error', { code: 'loadFailed', message });
        pending.fail(new Error(message));
        void firstPaint?.then((painted) => painted?.failed(load));
      },
    );
  // A signed-in launch of home fetches its page chunks with the shell, not after it (./hints.ts): what home's paint
  // needs first, the framework and the page next.
  if (home) preloadHints('paint', HOME_PATH);
  // The framework's files download, and its code runs, once the first paint is on screen (at once on a launch that
  // paints nothing), so that neither shares the network or the main thread with the paint's own.
  void Promise.resolve(firstPaint?.then((painted) => painted && afterPaint())).then(() => {
    preloadHints('shell');
    if (home) preloadHints('page', HOME_PATH);
    return load();
  });
}

/**
 * Whether last-known data (src/cache/lastKnown.ts) is kept for `userNo`: the cheap check before a page is painted
 * from it (that page reads and checks the data itself). Not that module, whose bytes every launch would pay.
 */
const keptFor = (userNo: string) => !!userNo && readJson<{ owner?: unknown }>(KEYS.lastKnown)?.owner === userNo;

/**
 * Mounts the client into `element` and returns its handle. Calling the handle (or `handle.unmount()`)
 * removes the widget again.
 */
export function mount(element: Element, options: MountOptions = {}): EsignHandle {
  const pending = createHandle(element);
  start(element, options, pending);
  return pending.handle;
}

let watching = false;

/**
 * A launch address opened in a tab that already runs the client changes only the hash, so no page load reads it.
 * It is a new launch: load the page again, and bootstrap() strips the address before anything renders. Listened
 * to once per page, from the first mount that routes by the address: never at import, never in memory routing.
 */
function watchAddress(): void {
  if (watching) return;
  watching = true;
  addEventListener('hashchange', () => {
    const { pathname, search, hash } = location;
    if (strippedAddress(pathname, search, hash) !== pathname + search + hash) location.reload();
  });
}

// Importing the package touches nothing without a page (server rendering, tests in Node): only `mount` does.
if (typeof document !== 'undefined') {
  // Calls queued by embed.js before this module arrived are replayed on the handles embed.js already returned;
  // then the global is the real API (declared for hosts in ./public.ts).
  const global = window as unknown as { EsignClient?: EsignClientGlobal & { q?: QueuedMount[] } };
  const queued = global.EsignClient?.q ?? [];
  global.EsignClient = { mount };
  for (const entry of queued) start(entry.element, (entry.options ?? {}) as MountOptions, entry.pending);

  for (const element of Array.from(document.querySelectorAll('[data-esign-mount]'))) {
    mount(element, optionsFromData((element as HTMLElement).dataset));
  }
}
