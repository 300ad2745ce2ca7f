/**
 * The read a launch starts before any page code has arrived (loader/deepLink.ts): the record the address names,
 * asked for as soon as the loader knows the route and the token. The page's own request for the same address takes
 * the answer over (./request.ts): once, for the same token, while it is on its way or answered less than
 * LAUNCH_READ_MS ago. The loader's chunk and this one share no module (each would cost the other a file), so the
 * read is handed over on the page's global object, in the slot both name.
 */
export interface LaunchAnswer {
  status: number;
  headers: Headers;
  body: string;
}

export interface LaunchRead {
  url: string;
  token: string;
  answered?: number;
  answer: Promise<LaunchAnswer>;
  /** The answer once it has arrived, for a page that renders from it at once (./launchPayload.ts). */
  result?: LaunchAnswer;
}

export const LAUNCH_SLOT = '__esignLaunchRead';
export const LAUNCH_READ_MS = 10_000;

export const slot = globalThis as { [LAUNCH_SLOT]?: LaunchRead };

/** SPEC 7: every request carries the bearer token and the X-Access-Token header. */
export const tokenHeaders = (token: string): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}`, 'X-Access-Token': token } : {};

/** Whether `token`'s session may use `read`: the session that started it, still on its way or answered recently. */
export const usableBy = (read: LaunchRead, token: string) =>
  !!token && read.token === token && (read.answered === undefined || Date.now() - read.answered < LAUNCH_READ_MS);

/** The launch read of `url` if `token`'s session may still use it; handed out once at most. */
export function takeLaunchRead(url: string, token: string): Promise<LaunchAnswer> | undefined {
  const read = slot[LAUNCH_SLOT];
  if (read?.url !== url) return undefined;
  delete slot[LAUNCH_SLOT];
  return usableBy(read, token) ? read.answer : undefined;
}

/** A write may change what the launch read answered: nobody is handed it after one. */
export function dropLaunchRead(): void {
  delete slot[LAUNCH_SLOT];
}
