import { createRoot } from '../framework';
import '../i18n/core';
import {
  $locale,
  $localeSetting,
  ensureMessages,
  initLocale,
  isLocaleSetting,
  languages,
  resolveLocale,
  setLocaleSetting,
} from '../i18n';
import { configureServices } from '../api/services';
import type { ServiceName } from '../api/define';
import { setDefaultApiBase } from '../http/config';
import { setErrorSink, setTokenRenewer, setUnauthorizedHandler } from '../http/events';
import { $route, listenToAddress, reLaunch, syncFromAddress, setRouteHistory } from '../router/navigation';
import { HOME_PATH } from '../router/paths';
import { buildUrl } from '../router/location';
import { memoryHistory } from '../router/memory';
import { loadArea } from '../router/PageHost';
import { findRoute } from '../router/routes';
import type { AreaLoaders } from '../router/area';
import { followOtherTabs, loadSession, loggedIn, logout } from '../session';
import { hostSignIn, isSignInPath, setHostSignIn } from '../session/host';
import type { HostSession, TokenSource } from '../http/hostToken';
import { detect } from '../session/agent';
import { startClient } from '../session/client';
import { adoptStyles } from '../ui/styles/registry';
import { closeModalsNotOn, setModalPageSource } from '../ui/Modal';
import { isDark, type Appearance } from '../ui/styles/scheme';
import { setAssetBase } from '../viewers/assetBase';
import { App } from './App';
import { $config } from '../config';
import { isSrmMode } from '../account/mode';
import { holdShell, pageFailed, releaseFirstPaint } from '../account/firstPaint';
import { fitBox, widgetBox } from '../ui/widgetBox';
import type { HostEmit } from './host';

export interface ShellOptions {
  areas: AreaLoaders;
  apiBase?: string;
  services?: Partial<Record<ServiceName, string>>;
  assetBase?: string;
  locale?: string;
  theme?: Appearance;
  shadow?: boolean;
  route?: string;
  ownsTitle?: boolean;
  demo?: boolean;
  /** `memory`: the route lives in the widget, never in the host's address (docs/EMBEDDING.md "Own routing"). */
  routing?: 'hash' | 'memory';
  /** The host's sign-in (src/session/host.ts). */
  session?: HostSession;
  getToken?: TokenSource;
  /** The host handle's event channel (loader/handle.ts). */
  emit?: HostEmit;
}

/** What the host may change after mount (loader/types.ts `EsignUpdate`). */
export type ShellUpdate = Pick<ShellOptions, 'locale' | 'theme' | 'services' | 'apiBase' | 'session'>;

/** What the host handle drives once the shell is mounted (loader/handle.ts `Controller`). */
export interface ShellController {
  unmount(): void;
  navigate(route: string): void;
  setLocale(locale: string): void;
  logout(): void;
  update(options: ShellUpdate): void;
}

let mounted = 0;
/** The host's sign-in, asked for at the first mount: the first render waits for its token. */
let signIn: Promise<void> = Promise.resolve();
let stopProcess: (() => void) | undefined;

/** Process-wide wiring, done while at least one widget is mounted, and undone when the last one leaves. */
function start(options: ShellOptions): void {
  if (mounted++ > 0) return;
  // The loader wrote the launch into storage; the stores start from there (expired tokens blanked).
  loadSession();
  if (options.apiBase) setDefaultApiBase(options.apiBase);
  configureServices(options.services);
  setAssetBase(options.assetBase);
  $config.set({ demo: !!options.demo });
  // The widget's own history starts on `route`; the page's starts from the address, or `route` when it names none.
  if (options.routing === 'memory') setRouteHistory(memoryHistory(options.route || '/'));
  else if (options.route && (!location.hash || location.hash === '#/'))
    history.replaceState(history.state, '', `#${options.route}`);
  // The host's sign-in: its code loads only for a host that signs the user in itself.
  signIn =
    options.session || options.getToken ? hostToken().then((m) => m.startHostSignIn(options)) : Promise.resolve();
  const stops = [startClient(), followOtherTabs(), listenToAddress()];
  // SPEC 8: errors in a single-button modal, and a 401 ends the session (./failures.ts, loaded with the first).
  setErrorSink((error) => {
    // Whether the session was on when the server rejected it, not when the module has arrived.
    const expired = error.isUnauthorized && loggedIn();
    // The host's session is the host's: no dialog about a login the widget does not own (renewal below).
    if (expired && hostSignIn()) return;
    return import('./failures').then((m) => m.showError(error, expired));
  });
  setUnauthorizedHandler(
    () => void (hostSignIn() ? endHostSession() : import('./failures').then((m) => m.sessionRejected())),
  );
  // A page's dialogs belong to it: leaving the page (back button included) closes them.
  const pageKey = () => buildUrl($route.get().path, $route.get().query);
  setModalPageSource(pageKey);
  // Stopped with the rest: a listener left on the route store would keep this mount's options, and through the
  // host's event channel its element, alive after unmount.
  stops.push($route.listen(() => closeModalsNotOn(pageKey())));
  if (options.ownsTitle) document.body.dataset.esignOwnsTitle = '';
  syncFromAddress();
  stopProcess = () => {
    for (const stop of stops) stop();
    setErrorSink(() => undefined);
    setUnauthorizedHandler(() => undefined);
    setTokenRenewer();
    setRouteHistory();
    setHostSignIn(false);
  };
}

const hostToken = () => import('../http/hostToken');

/**
 * A 401 reported under the host's sign-in: the host was already asked for a new token and gave none, or the
 * request sent again with it was rejected too (src/http/events.ts). The host hears it ended, then `logout`.
 */
async function endHostSession(): Promise<void> {
  if (!loggedIn()) return;
  await import('./host').then((m) => m.broadcastSessionExpired()).catch(() => undefined);
  logout();
}

function stop(): void {
  if (--mounted > 0) return;
  stopProcess?.();
  stopProcess = undefined;
}

/** The dark palette's stylesheet, loaded the first time a widget shows the dark scheme. */
let darkCss: Promise<string> | undefined;
const loadDark = () => (darkCss ??= import('../ui/styles/dark.css').then((m) => m.darkClasses));

/**
 * Mounts the widget into `element` (inside an open shadow root by default, so host CSS cannot reach in and
 * ours cannot leak out) and returns what the host handle drives, `unmount` first.
 */
export function mountShell(element: Element, options: ShellOptions): ShellController {
  start(options);
  const emit = options.emit;
  const host = options.shadow === false ? element : (element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  const stopStyles = adoptStyles(host instanceof ShadowRoot ? host : document);
  const container = widgetBox();
  host.appendChild(container);
  fitBox(container);
  // A login page painted before the framework stays on screen until the framework's login form takes over.
  holdShell(host, container);
  const root = createRoot(container);
  let live = true;
  initLocale();
  if (options.locale && isLocaleSetting(options.locale)) {
    $localeSetting.set(options.locale);
    $locale.set(resolveLocale(options.locale, languages()));
  }
  // The first page's area chunk (and, for a lazy page, the page's own chunk) starts downloading now, beside the
  // dictionaries, instead of after the first render: on a slow network each waterfall step costs a round trip.
  // The page's own chunk is asked for as soon as the area's code is there, not after the area's dictionaries.
  const first = findRoute($route.get().path);
  if (first && (first.public || loggedIn())) {
    void loadArea(first.area, options.areas).catch(() => pageFailed(host));
    void options.areas[first.area]?.().then(
      ({ default: mod }) => (mod.pages[first.path] as { preload?: () => void } | undefined)?.preload?.(),
      () => undefined,
    );
  }

  let theme = options.theme;
  let media: MediaQueryList | undefined;
  const userAgentDark = detect(navigator.userAgent).darkMode;
  // Brand colour and radius: their code loads only for a host that sets them.
  let custom: Promise<typeof import('../ui/styles/appearance')> | undefined;
  const render = async () => {
    const dark = isDark(theme?.scheme, !!media?.matches, userAgentDark);
    // A dark stylesheet or theme code that failed to load leaves the default look, never a blank widget.
    const [darkClasses, appearance] = await Promise.all([
      dark ? loadDark().catch(() => undefined) : undefined,
      custom?.catch(() => undefined),
    ]);
    if (!live) return;
    const themeStyle = appearance?.appearanceProperties(theme, dark);
    root.render(<App loaders={options.areas} srm={isSrmMode()} darkClasses={darkClasses} themeStyle={themeStyle} />);
  };
  const onSchemeChange = () => void render();
  const applyTheme = () => {
    media?.removeEventListener('change', onSchemeChange);
    media = theme?.scheme === 'auto' ? globalThis.matchMedia?.('(prefers-color-scheme: dark)') : undefined;
    media?.addEventListener('change', onSchemeChange);
    custom ??= theme?.primary || theme?.radius !== undefined ? import('../ui/styles/appearance') : undefined;
  };
  applyTheme();
  // The host's events load beside the first page and the dictionaries.
  let disconnect: (() => void) | undefined;
  const hostApi = emit ? import('./host') : undefined;
  void hostApi?.then((m) => {
    if (live) disconnect = m.connectHost(emit!);
  });

  void Promise.all([ensureMessages(), signIn]).then(async () => {
    if (!live) return;
    await render();
    await hostApi?.catch(() => undefined);
    if (live) emit?.('ready', {});
    // The http layer is not on the first screen of a logged-out user: load it only when there is a session.
    if (loggedIn()) {
      void import('../account/actions')
        .then((m) => Promise.all([m.loadProfile(), m.checkForUpdate()]))
        .catch(() => undefined);
    }
  });
  const setLocale = (locale: string) => {
    if (live && isLocaleSetting(locale)) void setLocaleSetting(locale);
  };
  return {
    unmount() {
      if (!live) return;
      live = false;
      media?.removeEventListener('change', onSchemeChange);
      disconnect?.();
      root.unmount();
      container.remove();
      releaseFirstPaint(host);
      stopStyles();
      stop();
    },
    navigate: (route) => {
      if (live && emit) void import('./host').then((m) => live && m.openRoute(route, emit));
    },
    setLocale,
    logout: () => {
      if (live && loggedIn()) void import('../account/actions').then((m) => m.signOut(true));
    },
    update(next) {
      if (!live) return;
      if (next.locale) setLocale(next.locale);
      if (next.apiBase) setDefaultApiBase(next.apiBase);
      if (next.services) configureServices(next.services);
      const session = next.session;
      if (session)
        void hostToken().then((m) => {
          m.acceptSession(session);
          // A session handed over while the widget shows a sign-in page (after a logout) opens home.
          if (live && loggedIn() && isSignInPath($route.get().path)) reLaunch(HOME_PATH);
        });
      if (next.theme) {
        theme = next.theme;
        applyTheme();
        void render();
      }
    },
  };
}
