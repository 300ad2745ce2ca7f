import { setTokenRenewer } from './events';
import { setHostSignIn } from '../session/host';
import { $session, login, logout, replaceToken } from '../session/index';

/** The token work of the host's sign-in (src/session/host.ts): taking the host's session, and asking for a new token. */
export interface HostSession {
  accessToken: string;
  userNo?: string;
}
export type TokenSource = () => string | Promise<string>;

let getToken: TokenSource | undefined;

/** Takes the host's session as the widget's own, so every request carries it. */
export function acceptSession(session: HostSession | undefined): void {
  const token = session?.accessToken?.trim() ?? '';
  if (!token) return;
  const current = $session.get();
  // Another user's profile must not show under this token: their name and number go with the old session.
  const other = !!session?.userNo && session.userNo !== current.userNo;
  if (other || token !== current.access_token) {
    if (other) logout();
    login({ token, userNo: session?.userNo || undefined });
  }
}

/** Asks the host for its token: '' when it has none or the call fails. */
async function ask(): Promise<string> {
  try {
    const token = await getToken?.();
    return typeof token === 'string' ? token.trim() : '';
  } catch {
    return '';
  }
}

/** Called at mount: turns the host's sign-in on when it gives a session or a token source. */
export async function startHostSignIn(options: { session?: HostSession; getToken?: TokenSource }): Promise<void> {
  if (!options.session && !options.getToken) return;
  setHostSignIn(true);
  getToken = options.getToken;
  // A 401 asks the host once for a new token, and the request goes again with it (src/http/events.ts).
  if (getToken) setTokenRenewer(renewFor);
  acceptSession(options.session ?? { accessToken: await ask() });
}

/**
 * The server rejected the token (HTTP 401). The host is asked once for a new one: a different token continues
 * the session (true) and the request goes again; the same or none means it has ended, and the 401 is reported.
 */
export async function renewRejected(): Promise<boolean> {
  const rejected = $session.get().access_token;
  const next = getToken ? await ask() : '';
  if (next && next !== rejected) replaceToken(next);
  return !!next && next !== rejected;
}

let renewing: Promise<boolean> | undefined;

/**
 * Whether a request rejected with `rejected` may go again. Requests rejected together share one asking; one sent
 * before another's asking brought a new token goes again with that token without asking.
 */
function renewFor(rejected: string): Promise<boolean> {
  const current = $session.get().access_token;
  if (!rejected || current !== rejected) return Promise.resolve(!!current);
  renewing ??= renewRejected().finally(() => {
    renewing = undefined;
  });
  return renewing;
}
