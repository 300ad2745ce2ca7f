import type { MiddlewareHandler } from 'hono';
import { clientAddress } from './lockout';
import { CODES, failure } from './envelope';

/**
 * A flood from one client address is answered 429 with Retry-After, before any handler or store work. Each
 * address has a bucket of `burst` requests refilled at `perSecond`: a person, or a host page loading its
 * lists in parallel, never meets it.
 */
export interface FloodLimits {
  perSecond: number;
  burst: number;
}

export const DEFAULT_FLOOD: FloodLimits = { perSecond: 50, burst: 200 };
/** Buckets kept at most; full ones are forgotten first, so a spray of addresses cannot grow memory. */
const MAX_ADDRESSES = 10_000;

export function floodGuard(
  limits: FloodLimits,
  applies: (path: string) => boolean,
  now: () => number,
  trustProxy = false,
): MiddlewareHandler {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return async (c, next) => {
    if (!applies(c.req.path)) return next();
    const address = clientAddress(c, trustProxy);
    const at = now();
    const bucket = buckets.get(address) ?? { tokens: limits.burst, at };
    bucket.tokens = Math.min(limits.burst, bucket.tokens + ((at - bucket.at) / 1000) * limits.perSecond);
    bucket.at = at;
    if (bucket.tokens < 1) {
      const wait = Math.max(1, Math.ceil((1 - bucket.tokens) / limits.perSecond));
      return c.json(failure(CODES.tooMany, 'Too many requests, please wait.'), 429, { 'retry-after': String(wait) });
    }
    bucket.tokens -= 1;
    buckets.set(address, bucket);
    if (buckets.size > MAX_ADDRESSES) {
      for (const [key, value] of buckets) if (value.tokens >= limits.burst - 1) buckets.delete(key);
      if (buckets.size > MAX_ADDRESSES) buckets.clear();
    }
    return next();
  };
}
