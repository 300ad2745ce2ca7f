import type { MiddlewareHandler } from 'hono';
import { clientAddress } from './lockout';

/** One request as logged: never a header, a query or a body, so no token, code or password reaches a log. */
export interface RequestLogLine {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  address: string;
}

/** Structured request logs: one JSON object per answered request, handed to `write` (stdout in main.ts). */
export function requestLog(write: (line: RequestLogLine) => void, trustProxy = false): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    write({
      time: new Date().toISOString(),
      method: c.req.method,
      // The path only: queries carry launch tokens and sign-in codes.
      path: c.req.path.slice(0, 300),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      address: clientAddress(c, trustProxy),
    });
  };
}
