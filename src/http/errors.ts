/**
 * The error catalogue of SPEC section 8, as data. An ApiError carries the code the SPEC names and an i18n key
 * (or a server text) for the single-button modal; the modal translates at display time, so a language switch
 * while it is open still shows the user's language.
 */
export const ERROR_CODES = {
  notFound: 404,
  unauthorized: 401,
  server: 500,
  /** SPEC 8: a 500 whose body says code 100 means the session is gone: treat it as 401. */
  sessionGone: 100,
  nonAuthoritative: 203,
  /** SPEC 8 time-out code; the client's own 60 s limit (or the transfer's) ran out. */
  timeout: 5,
  /**
   * SPEC 8: "network failure: code 500 with the get-failed message". The 5 / 602001 of the SPEC's transport list
   * are the mobile runtime's own network-error codes, which fetch and XMLHttpRequest never give; the client
   * reports one code, 500, and tells a dropped network from a server error by `kind` (docs/DECISIONS.md).
   */
  network: 500,
  abort: 600003,
  // No socket codes (600009 connect failure, 10002 not open): the client opens no socket, so nothing can
  // produce them (docs/DECISIONS.md).
} as const;

/** Server codes with a message of our own, so users read their language, not the server's. */
export const CODE_MESSAGES: Record<number, string> = {
  1001: 'error.badCredentials',
  1002: 'error.userNotFound',
  401: 'error.notLoggedIn',
  404: 'common.404',
  203: 'error.nonAuthoritative',
  1003: 'error.locked',
};

export type ErrorKind = 'http' | 'business' | 'timeout' | 'network' | 'abort';

export class ApiError extends Error {
  readonly code: number;
  readonly kind: ErrorKind;
  /** i18n key to show; when empty, `text` (a server string, shown as plain text) is shown instead. */
  readonly key: string;
  readonly text: string;
  readonly status: number;
  /** Code 1003 (too many wrong secrets): when the lock ends, epoch ms from the server's `data.lockedUntil`; else 0. */
  readonly lockedUntil: number;

  constructor(init: {
    code: number;
    kind: ErrorKind;
    key?: string;
    text?: string;
    status?: number;
    lockedUntil?: number;
  }) {
    super(init.key || init.text || `error ${init.code}`);
    this.name = 'ApiError';
    this.code = init.code;
    this.kind = init.kind;
    this.key = init.key ?? '';
    this.text = init.text ?? '';
    this.status = init.status ?? 0;
    this.lockedUntil = init.lockedUntil ?? 0;
  }

  get isUnauthorized(): boolean {
    return this.code === ERROR_CODES.unauthorized;
  }
}

type Body = Record<string, unknown> | string | null | undefined;

/** SPEC 8: the displayed text comes from Message, message, msg or errMsg, in that order. */
export function serverText(body: Body): string {
  if (!body || typeof body !== 'object') return '';
  for (const field of ['Message', 'message', 'msg', 'errMsg']) {
    const value = body[field];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 500);
  }
  return '';
}

function numericCode(body: Body): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const code = Number(body.code);
  return Number.isFinite(code) ? code : undefined;
}

function isNonAuthoritative(status: number, body: Body): boolean {
  if (status === 203) return true;
  if (!body || typeof body !== 'object') return false;
  return (
    Number(body.code) === 203 ||
    body.code === 'Non_AuthoritativeInformation' ||
    body.type === 'Non_AuthoritativeInformation'
  );
}

/**
 * Maps an HTTP response that is not a success to the SPEC 8 table. Known codes show our own translated
 * message; unknown ones show the server's text, then "get failed", then "server error".
 */
export function fromResponse(status: number, body: Body): ApiError {
  const code = numericCode(body);
  if (status === 401 || (status === 500 && code === ERROR_CODES.sessionGone)) {
    return new ApiError({ code: 401, kind: 'http', key: 'error.notLoggedIn', status });
  }
  if (status === 404) return new ApiError({ code: 404, kind: 'http', key: 'common.404', status });
  if (isNonAuthoritative(status, body)) {
    return new ApiError({ code: 203, kind: 'business', key: 'error.nonAuthoritative', status });
  }
  if (code === 401) return new ApiError({ code: 401, kind: 'business', key: 'error.notLoggedIn', status });
  const text = serverText(body);
  if (status >= 500) {
    return new ApiError({ code: 500, kind: 'http', key: text ? '' : 'error.getFailed', text, status });
  }
  const known = code !== undefined ? CODE_MESSAGES[code] : undefined;
  const data = body && typeof body === 'object' ? (body.data as { lockedUntil?: unknown } | null) : null;
  const lockedUntil = Number(data?.lockedUntil);
  if (known)
    return new ApiError({
      code: code!,
      kind: 'business',
      key: known,
      status,
      lockedUntil: Number.isFinite(lockedUntil) && lockedUntil > 0 ? lockedUntil : 0,
    });
  return new ApiError({
    code: code ?? status,
    kind: status >= 400 ? 'http' : 'business',
    key: text ? '' : 'error.getFailed',
    text,
    status,
  });
}

export function timeoutError(): ApiError {
  return new ApiError({ code: ERROR_CODES.timeout, kind: 'timeout', key: 'error.timeout' });
}

/** SPEC 8: a network failure is code 500 with the get-failed message; `kind` says it was the network. */
export function networkError(): ApiError {
  return new ApiError({ code: ERROR_CODES.network, kind: 'network', key: 'error.getFailed' });
}

export function abortError(): ApiError {
  return new ApiError({ code: ERROR_CODES.abort, kind: 'abort', key: 'error.aborted' });
}
