import type { ApiError } from '../http/errors';
import { buildUrl } from '../router/location';
import { $route } from '../router/navigation';
import { loggedIn, logout } from '../session';
import { detect } from '../session/agent';
import { messagingLoginTarget, messagingLoginUrl, redirectedRecently } from '../session/messagingLogin';
import { alertMessage } from '../ui/dialogs';

/**
 * What the shell does when a request fails (src/http/events.ts hands every error here). Loaded with the first
 * failure, not on the first screen.
 */

/**
 * Inside the messaging app, a stored token the server rejects sends the user through the messaging app's
 * sign-in again, back to the page they were on (the form they tapped in the chat): this returns that page.
 * Not when we came back from it a moment ago: a sign-in that keeps answering with no valid token ends on the
 * password page, not in a loop.
 */
function reSignInRoute(): string | undefined {
  if (!detect(navigator.userAgent).inMessagingApp || !messagingLoginUrl() || redirectedRecently()) return undefined;
  const { path, query } = $route.get();
  return buildUrl(path, query);
}

/** SPEC 8: every error in a single-button modal, in the user's language; the host hears of it too, at once. */
export function showError(error: ApiError, expired: boolean): Promise<void> | undefined {
  // The host events are their own chunk, loaded at mount when the host listens (src/shell/mount.tsx); imported
  // here rather than named, so the first screen fetches that chunk alone, not a stub plus the code behind it.
  const told = import('./host').then((host) => {
    if (expired) host.broadcastSessionExpired();
    host.broadcastError(error);
  });
  // A rejected session inside the messaging app signs in again at once (below): no modal in between. The caller
  // waits for the host to have heard of it first, so `sessionExpired` still comes before `logout`.
  if (expired && reSignInRoute()) return told.catch(() => undefined);
  return alertMessage({ messageKey: error.key || undefined, text: error.text }).then(() => undefined);
}

/**
 * SPEC 8: on 401 the user has been alerted; now log out, or inside the messaging app sign in again through it.
 * Without a session (a 401 answering the login itself) there is nothing to end: signing out would reload the
 * login page and wipe the account and password the user just typed (issue 6 fault matrix).
 */
export function sessionRejected(): void {
  if (!loggedIn()) return;
  const route = reSignInRoute();
  const target = route && messagingLoginTarget(route, location);
  if (target) {
    logout();
    location.replace(target);
    return;
  }
  void import('../account/actions').then((m) => m.signOut(false));
}
