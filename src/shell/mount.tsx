import { createRoot } from '../framework';
import '../i18n/core';
import { ensureMessages, initLocale } from '../i18n';
import { setDefaultApiBase } from '../http/config';
import { setErrorSink, setUnauthorizedHandler } from '../http/events';
import { $route, listenToAddress, syncFromAddress } from '../router/navigation';
import { buildUrl } from '../router/location';
import { loadArea } from '../router/PageHost';
import { findRoute } from '../router/routes';
import type { AreaLoaders } from '../router/area';
import { followOtherTabs, loadSession, loggedIn } from '../session';
import { startClient } from '../session/client';
import { adoptStyles } from '../ui/styles/registry';
import { alertMessage, closeModalsNotOn, setModalPageSource } from '../ui/Modal';
import { App } from './App';
import { $config } from '../config';
import { isSrmMode } from '../account/mode';

export interface ShellOptions {
  areas: AreaLoaders;
  apiBase?: string;
  shadow?: boolean;
  route?: string;
  ownsTitle?: boolean;
  demo?: boolean;
}

let started = false;

/** Process-wide wiring, done once however many times the widget is mounted. */
function start(options: ShellOptions): void {
  if (started) return;
  started = true;
  // The loader wrote the launch into storage; the stores start from there (expired tokens blanked).
  loadSession();
  if (options.apiBase) setDefaultApiBase(options.apiBase);
  $config.set({ demo: !!options.demo });
  startClient();
  followOtherTabs();
  listenToAddress();
  // SPEC 8: every error in a single-button modal, in the user's language.
  setErrorSink((error) => alertMessage({ messageKey: error.key || undefined, text: error.text }).then(() => undefined));
  // SPEC 8: on 401 the user has been alerted; now log out.
  // Without a session (a 401 answering the login itself) there is nothing to end: signing out would reload the
  // login page and wipe the account and password the user just typed (issue 6 fault matrix).
  setUnauthorizedHandler(() => {
    if (loggedIn()) void import('../account/actions').then((m) => m.signOut(false));
  });
  // A page's dialogs belong to it: leaving the page (back button included) closes them.
  const pageKey = () => buildUrl($route.get().path, $route.get().query);
  setModalPageSource(pageKey);
  $route.listen(() => closeModalsNotOn(pageKey()));
  if (options.ownsTitle) document.body.dataset.esignOwnsTitle = '';
  if (options.route && (!location.hash || location.hash === '#/')) history.replaceState(history.state, '', `#${options.route}`);
  syncFromAddress();
}

/**
 * Mounts the widget into `element` (inside an open shadow root by default, so host CSS cannot reach in and
 * ours cannot leak out) and returns the unmount function.
 */
export function mountShell(element: Element, options: ShellOptions): () => void {
  start(options);
  const host = options.shadow === false ? element : element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const stopStyles = adoptStyles(host instanceof ShadowRoot ? host : document);
  const container = document.createElement('div');
  container.style.height = '100%';
  host.appendChild(container);
  const root = createRoot(container);
  let live = true;
  initLocale();
  // The first page's area chunk (and, for a lazy page, the page's own chunk) starts downloading now, beside the
  // dictionaries, instead of after the first render: on a slow network each waterfall step costs a round trip.
  const first = findRoute($route.get().path);
  if (first && (first.public || loggedIn())) {
    void loadArea(first.area, options.areas).then(({ mod }) => (mod.pages[first.path] as { preload?: () => void } | undefined)?.preload?.(), () => undefined);
  }
  void ensureMessages().then(() => {
    if (!live) return;
    root.render(<App loaders={options.areas} srm={isSrmMode()} />);
    // The http layer is not on the first screen of a logged-out user: load it only when there is a session.
    if (loggedIn()) {
      void import('../account/actions')
        .then((m) => Promise.all([m.loadProfile(), m.checkForUpdate()]))
        .catch(() => undefined);
    }
  });
  return () => {
    live = false;
    root.unmount();
    container.remove();
    stopStyles();
  };
}
