import type { MenuItem } from '../api/main';
import type { ApiError } from '../http/errors';
import { t } from '../i18n';
import { $route, navigateTo, switchTab } from '../router/navigation';
import { findRoute } from '../router/routes';
import { buildUrl, parseHash } from '../router/location';
import { HOME_PATH } from '../router/paths';
import { $session, $signedIn, loggedIn } from '../session';

/**
 * The widget's events for the host page (the handle's `on` and the `esign:<event>` CustomEvents; the loader
 * owns both). The shell only calls `emit`; src never names the loader's types, so details are plain objects.
 * Loaded beside the first page, not before it: nothing here is needed to draw the first screen.
 */
export type HostEmit = (
  event: 'ready' | 'route' | 'todo' | 'login' | 'logout' | 'sessionExpired' | 'error',
  detail: object,
) => void;

/** Every mounted widget's emit: process-wide happenings (an error, an expired session) go to all of them. */
const emitters = new Set<HostEmit>();

export function todoCounts(menu: readonly MenuItem[]) {
  const byArea = { sap: 0, srm: 0, qms: 0, gs001p: 0 };
  let total = 0;
  for (const item of menu) {
    if (!Object.hasOwn(byArea, item.area)) continue;
    // A server's count may be missing, negative or fractional: each area adds a whole number of zero or more.
    const waiting = Math.max(0, item.todo | 0);
    byArea[item.area as keyof typeof byArea] += waiting;
    total += waiting;
  }
  return { total, byArea };
}

/** The text of an error as the user read it, with the session's token cut out should a server have echoed it. */
export function errorDetail(error: Pick<ApiError, 'code' | 'key' | 'text'>): { code: string; message: string } {
  const token = $session.get().access_token;
  let message = error.key ? t(error.key) : error.text || t('error.getFailed');
  if (token) message = message.split(token).join('…');
  return { code: String(error.code), message };
}

export function broadcastError(error: Pick<ApiError, 'code' | 'key' | 'text'>): void {
  const detail = errorDetail(error);
  for (const emit of emitters) emit('error', detail);
}

export function broadcastSessionExpired(): void {
  for (const emit of emitters) emit('sessionExpired', {});
}

/** Counts change on the server as users approve: asked again on a page change, at most this often. */
const TODO_REFRESH_MS = 15_000;
let lastTodoRefresh = 0;

/** The home menu carries the to-do counts; a host badge needs them even when home is never opened. */
function refreshTodo(force = false): void {
  // Home asks for the menu itself as it opens: a second request here would race it, and whichever answered
  // last would decide the counts (a late one could even bring back what home had already replaced).
  if ($route.get().path === HOME_PATH) return;
  if (!loggedIn() || (!force && Date.now() - lastTodoRefresh < TODO_REFRESH_MS)) return;
  lastTodoRefresh = Date.now();
  // The http layer is not on a signed-out user's first screen: it loads with the first request.
  void import('../account/menu').then(({ refreshMenu }) => refreshMenu({ silent: true })).catch(() => undefined);
}

/**
 * Connects one mounted widget to the stores: route, login, logout and to-do events. Returns the function that
 * disconnects it (every subscription it made).
 */
export function connectHost(emit: HostEmit): () => void {
  emitters.add(emit);
  let lastTodo = '';
  const sendTodo = (menu: readonly MenuItem[]) => {
    const counts = todoCounts(menu);
    const key = JSON.stringify(counts);
    if (key !== lastTodo) {
      lastTodo = key;
      emit('todo', counts);
    }
  };
  // The menu store comes with the http layer, which a signed-out user's first screen does without: followed from
  // the first moment there is a session.
  let followingMenu = false;
  const followMenu = () => {
    if (followingMenu) return;
    followingMenu = true;
    void import('../account/menu').then(({ $menu }) => {
      if (!connected) return;
      if ($signedIn.get() && $menu.get().length) sendTodo($menu.get());
      stops.push($menu.listen(sendTodo));
    });
  };
  // `login` names the user: after an address launch the number arrives with the profile, a moment later.
  let announced = false;
  let wasSignedIn = $signedIn.get();
  // Home asks for the menu itself; elsewhere the counts are asked for here, for the host's badge.
  if (wasSignedIn) refreshTodo(true);
  let connected = true;
  const stops = [
    $session.subscribe((info) => {
      if (!announced && info.userNo && $signedIn.get()) {
        announced = true;
        emit('login', { userNo: info.userNo });
      }
    }),
    $route.subscribe((location) => {
      emit('route', { path: location.path, url: buildUrl(location.path, location.query) });
      // Home asks for the menu itself (a second request beside it would only race it).
      if (location.path !== HOME_PATH) refreshTodo();
    }),
    $signedIn.listen((signedIn) => {
      if (signedIn) {
        followMenu();
        refreshTodo(true);
      } else {
        announced = false;
        if (wasSignedIn) emit('logout', {});
      }
      wasSignedIn = signedIn;
    }),
  ];
  if (wasSignedIn) followMenu();
  return () => {
    connected = false;
    emitters.delete(emit);
    for (const stop of stops) stop();
  };
}

/** Opens `route` the way the host asked: tab pages by switching tab, others on top of the current page. */
export function openRoute(route: string, emit: HostEmit): void {
  const target = findRoute(parseHash(route).path);
  const result = !target
    ? ({ ok: false, reason: 'notFound' } as const)
    : target.tab !== undefined
      ? switchTab(route)
      : navigateTo(route);
  if (!result.ok && result.reason !== 'duplicate') emit('error', { code: result.reason, message: t('common.404') });
}
