import type { ApiError } from './errors';

/**
 * The http layer reports, the shell decides how to show. Keeping the modal out of here lets the request helper
 * run in tests and workers without any UI.
 */
type ErrorSink = (error: ApiError) => Promise<void> | void;

let sink: ErrorSink = () => undefined;
let onUnauthorized: () => void = () => undefined;

export function setErrorSink(fn: ErrorSink): void {
  sink = fn;
}

export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

let unauthorizedInFlight: Promise<void> | undefined;

/**
 * SPEC 8: every error shows in a single-button modal; a 401 alerts the user and then logs out. Several requests
 * failing with 401 together show one alert, not a stack of them.
 */
export async function report(error: ApiError): Promise<void> {
  if (error.kind === 'abort') return;
  if (error.isUnauthorized) {
    unauthorizedInFlight ??= Promise.resolve(sink(error)).finally(() => {
      onUnauthorized();
      unauthorizedInFlight = undefined;
    });
    return unauthorizedInFlight;
  }
  await sink(error);
}

/**
 * Under the host's sign-in (src/http/hostToken.ts) a 401 asks the host for a new token, once: whether the
 * request rejected under `token` may go again, with the session's token then.
 */
let renewer: ((token: string) => Promise<boolean>) | undefined;

export function setTokenRenewer(fn?: (token: string) => Promise<boolean>): void {
  renewer = fn;
}

export const renewToken = (token: string): Promise<boolean> | undefined => renewer?.(token);
