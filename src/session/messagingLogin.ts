/**
 * The enterprise messaging app's login redirect: where it is, the address that sends a user there and back to
 * a route, and the guard that stops a sign-in which keeps coming back without a (valid) token from looping.
 * Used by the loader (a user without a session at launch) and by the shell (a stored token the server rejects).
 */
const GUARD_KEY = 'esign.wxworkRedirectAt';
const GUARD_MS = 30_000;

let configured: string | undefined;

/** The redirect's absolute URL, or undefined when this deployment has none (then users sign in with a password). */
export function setMessagingLoginUrl(url: string | undefined, apiBase: string | undefined, pageHref: string): void {
  configured = url ? new URL(url, new URL(apiBase || pageHref, pageHref)).href : undefined;
}

export function messagingLoginUrl(): string | undefined {
  return configured;
}

/** True when we were sent to the messaging app's login a moment ago: a second redirect would loop. */
export function redirectedRecently(now = Date.now()): boolean {
  try {
    const at = Number(sessionStorage.getItem(GUARD_KEY));
    return Number.isFinite(at) && now - at < GUARD_MS;
  } catch {
    return true;
  }
}

/**
 * The address of the messaging login for `route`: the redirect answers with the host page's own address (its
 * path in `base`, its origin in `origin`) plus `wxworkredirect_uri=route` and the token. Records the attempt for
 * the loop guard.
 */
export function messagingLoginTarget(
  route: string,
  page: Pick<Location, 'origin' | 'pathname'>,
  now = Date.now(),
): string | undefined {
  if (!configured) return undefined;
  try {
    sessionStorage.setItem(GUARD_KEY, String(now));
  } catch {
    // Without sessionStorage the guard is off; the redirect service still answers with a token.
  }
  const target = new URL(configured);
  target.searchParams.set('redirect_uri', route);
  target.searchParams.set('base', page.pathname);
  target.searchParams.set('origin', page.origin);
  return target.href;
}
