import { lazy, Suspense, useEffect, useState, useStore } from '../framework';
import { $locale } from '../i18n';
import { ensureKit } from '../i18n/kit';
import { buildUrl } from '../router/location';
import { $route, navigateBack, reLaunch } from '../router/navigation';
import { findRoute, HOME_PATH } from '../router/routes';
import type { AreaLoaders } from '../router/area';
import type { HashLocation } from '../router/location';
import { PageHost } from '../router/PageHost';
import { afterPageLoads } from '../router/lazyPage';
import { $signedIn } from '../session';
import { hostSignIn, isSignInPath } from '../session/host';
import { $modals } from '../ui/Modal';
import { NavigationProvider, type UiNavigation } from '../ui/navigation';
import { Empty, Loading } from '../ui/States';
import { $toast } from '../ui/Toast';
import { lightScheme, themeClass, widgetRoot } from '../ui/styles/theme.css';
import '../ui/styles/base.css';
import { loginTarget } from '../account/mode';
import * as css from '../ui/frame.css';

/** The watermark is drawn only in the SRM variant: its code stays out of everyone else's first screen. */
const Watermark = lazy(() => import('../ui/Watermark').then((m) => ({ default: m.Watermark })));
/** Tab pages are never the first screen of a logged-out user: the tab bar loads with the first of them. */
const TabBar = lazy(() => import('./TabBar').then((m) => ({ default: m.TabBar })));
/** Dialogs and toasts load with the first one shown: the first screen needs neither. */
const ModalHost = lazy(() =>
  Promise.all([import('../ui/ModalHost'), ensureKit()]).then(([m]) => ({ default: m.ModalHost })),
);
const ToastHost = lazy(() => import('../ui/ToastHost').then((m) => ({ default: m.ToastHost })));

/** The kit's back button goes through the router (SPEC 2: back with no history goes home). */
const navigation: UiNavigation = { back: navigateBack };

let warmed = false;

/**
 * After the first page is on screen (a page in its own chunk included), when the browser is idle, fetch what
 * error paths need (see warmup.ts). The user's first tap, key or focused field starts it at once: someone who
 * types into a form right away and then loses the network must still be told why the save failed.
 */
function scheduleWarmUp(): void {
  if (warmed) return;
  warmed = true;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT) removeEventListener(type, start, true);
    void import('./warmup').then((m) => m.warmUp()).catch(() => undefined);
  };
  afterPageLoads(() => {
    for (const type of FIRST_INPUT) addEventListener(type, start, { capture: true, passive: true });
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 500);
  });
}

/** The user starting to work on the page (on the window: these events leave the widget's shadow root). */
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'];

/**
 * The widget: page of the current address, tab bar on tab pages, overlay pages above the page they opened
 * over, the SRM watermark, and the single modal and toast hosts. `darkClasses` (src/ui/styles/dark.css.ts) picks
 * the dark palette; `themeStyle`
 * holds the host's brand colour and radius as custom properties (src/ui/styles/appearance.ts).
 */
export function App({
  loaders,
  srm,
  darkClasses,
  themeStyle,
}: {
  loaders: AreaLoaders;
  srm: boolean;
  darkClasses?: string;
  themeStyle?: Record<string, string>;
}) {
  const locale = useStore($locale);
  const location = useStore($route);
  const route = findRoute(location.path);
  // An overlay opened as the very first page floats over home, not over itself.
  const [below, setBelow] = useState<HashLocation>(route?.overlay ? { path: HOME_PATH, query: {} } : location);
  const signedIn = useStore($signedIn);
  const hasModal = useStore($modals).length > 0;
  const hasToast = useStore($toast) !== null;
  // Under the host's sign-in no login page shows: without a session the widget waits for the host to hand one over.
  const hostOnly = hostSignIn();
  const blocked = !!route && (!route.public || (hostOnly && isSignInPath(route.path))) && !signedIn;

  useEffect(() => {
    if (!route?.overlay) setBelow(location);
  }, [location]);

  useEffect(() => {
    // A protected page without a session goes to login, which comes back here afterwards.
    if (blocked && hostOnly) void ensureKit();
    else if (blocked) reLaunch(loginTarget(buildUrl(location.path, location.query)));
  }, [blocked]);

  const base = route?.overlay ? below : location;
  const baseRoute = findRoute(base.path);
  return (
    <NavigationProvider value={navigation}>
      <div
        className={`${darkClasses ?? `${themeClass} ${lightScheme}`} ${widgetRoot}`}
        style={themeStyle}
        lang={locale}
        data-esign-root=""
        data-scheme={darkClasses ? 'dark' : 'light'}
      >
        <div className={css.shell}>
          <div className={css.main}>
            {blocked ? (
              hostOnly ? (
                <Empty messageKey="error.notLoggedIn" />
              ) : (
                <Loading />
              )
            ) : (
              <PageHost loaders={loaders} location={base} onShown={scheduleWarmUp} />
            )}
            {route?.overlay && !blocked && (
              <div className={css.overlayPage}>
                <PageHost loaders={loaders} location={location} />
              </div>
            )}
          </div>
          {baseRoute?.tab !== undefined && !blocked && (
            <Suspense fallback={null}>
              <TabBar current={baseRoute.path} />
            </Suspense>
          )}
        </div>
        {srm && (
          <Suspense fallback={null}>
            <Watermark />
          </Suspense>
        )}
        <Suspense fallback={null}>
          {hasModal && <ModalHost />}
          {hasToast && <ToastHost />}
        </Suspense>
      </div>
    </NavigationProvider>
  );
}
