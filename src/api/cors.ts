/**
 * Every request header the client sends and every response header it reads across origins: the one list a
 * gateway's CORS settings (docs/EMBEDDING.md), the demo server's preflight answer and the conformance kit use.
 */
export const CORS_REQUEST_HEADERS = ['Authorization', 'X-Access-Token', 'Content-Type', 'Idempotency-Key'] as const;

/** Read by the client from API answers (SPEC 4: a `newtoken` header replaces the access token). */
export const CORS_EXPOSED_HEADERS = ['newtoken'] as const;

export const CORS_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
