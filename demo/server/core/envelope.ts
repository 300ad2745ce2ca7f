import type { Envelope } from '../../../src/api/define';

/** The messages of SPEC section 8, as the server sends them. The client shows its own translation where it has one. */
export const MESSAGES = {
  badLogin: 'Incorrect account or password.',
  noUser: 'The user information cannot be found.',
  notLoggedIn: 'You are not logged in, please try again.',
  notFound: 'The content does not exist, please try again.',
  serverError: 'Server error, please try again later.',
  noRecord: 'No record found.',
  locked: 'Too many wrong attempts: locked for a while.',
} as const;

/** Error codes of the contract (docs/API.md). HTTP status and envelope code agree except for login failures. */
export const CODES = {
  ok: 200,
  /** A request that does not match its schema; the message names the field. */
  badRequest: 400,
  badLogin: 1001,
  noUser: 1002,
  notLoggedIn: 401,
  notFound: 404,
  serverError: 500,
  /** Too many wrong secrets in a row (core/lockout.ts): `data.lockedUntil` says when the lock ends. */
  locked: 1003,
  /** A flood from one address (core/flood.ts), HTTP 429 with Retry-After. */
  tooMany: 429,
} as const;

/** Thrown by a handler to answer with an error envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** The envelope's data, for errors that carry details (the end of a lock); null otherwise. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export function success<T>(data: T): Envelope<T> {
  return { type: 'success', success: 1, code: CODES.ok, message: 'ok', data };
}

/** Error envelopes carry data null (or an error's details) so a client reading `data` never meets undefined. */
export function failure(code: number, message: string, data: unknown = null): Envelope<unknown> {
  return { type: 'error', success: 0, code, message, data };
}
