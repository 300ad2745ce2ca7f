import { AUTH_CODES } from '../../src/api/auth';

/** Client checks before anything is sent; the server checks again and has the last word. */
export function jobIdProblem(jobId: string): string | undefined {
  const value = jobId.trim();
  if (!value) return 'auth.err.jobIdRequired';
  if (!/^[A-Za-z0-9-]{1,32}$/.test(value)) return 'auth.err.jobIdFormat';
  return undefined;
}

export function codeProblem(code: string, length: number): string | undefined {
  const value = code.trim();
  if (!value) return 'auth.err.codeRequired';
  if (!new RegExp(`^\\d{${length}}$`).test(value)) return 'auth.err.codeFormat';
  return undefined;
}

/** Our own text for each binding failure, so the user reads it in their language rather than the server's. */
const MESSAGES: Record<number, string> = {
  [AUTH_CODES.invalidJobId]: 'auth.err.invalidJobId',
  [AUTH_CODES.wrongCode]: 'auth.err.wrongCode',
  [AUTH_CODES.codeExpired]: 'auth.err.codeExpired',
  [AUTH_CODES.tooManyAttempts]: 'auth.err.tooManyAttempts',
  [AUTH_CODES.sendTooOften]: 'auth.err.sendTooOften',
  [AUTH_CODES.methodUnavailable]: 'auth.err.methodUnavailable',
  /** Too many wrong codes in a row: the binding is locked until a time (the answer's data.lockedUntil). */
  1003: 'auth.err.locked',
};

export function messageFor(code: number): string | undefined {
  return MESSAGES[code];
}

/** After these answers the code cannot be used any more: only a new code helps. */
export function codeIsSpent(code: number): boolean {
  return code === AUTH_CODES.codeExpired || code === AUTH_CODES.tooManyAttempts || code === 1003;
}

/** The messaging app may hand over its user id; anything that does not look like one is ignored. */
export function safeWxUserId(value: string | undefined): string | undefined {
  return value && /^[\w.-]{1,64}$/.test(value) ? value : undefined;
}
