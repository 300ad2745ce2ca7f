/**
 * The host's sign-in (MountOptions `session` and `getToken`, docs/EMBEDDING.md "Own sign-in"): a portal with its
 * own single sign-on hands its token over, and the widget never shows a login page of its own. A missing or
 * rejected session is the host's to act on: the widget signs out, and the host hears `logout`. The token work is
 * ./hostToken.ts, loaded only by a host that signs in itself; this is what the shell asks on every render.
 */
let on = false;

/** Whether the host signs the user in (then no login page shows). */
export const hostSignIn = (): boolean => on;

export const setHostSignIn = (value: boolean): void => {
  on = value;
};

/** A sign-in page of any variant: the entry route and every `.../login` route. */
export const isSignInPath = (path: string): boolean => path === '/' || /\/login(\/login)?$/.test(path);
