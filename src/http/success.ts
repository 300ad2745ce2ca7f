/**
 * SPEC 7: a response is a success when `type` equals "success" (any case), when `success` equals 1, or when the
 * content type is not JSON (a file, a page). Everything else is rejected.
 */
export function isJson(contentType: string | null | undefined): boolean {
  return /[/+]json\b/i.test(contentType ?? '');
}

export function isSuccess(body: unknown, contentType: string | null | undefined): boolean {
  if (!isJson(contentType)) return true;
  if (!body || typeof body !== 'object') return false;
  const { type, success } = body as { type?: unknown; success?: unknown };
  return (typeof type === 'string' && type.toLowerCase() === 'success') || Number(success) === 1;
}

/** The payload of a successful envelope; bodies without an envelope pass through whole. */
export function payloadOf<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

/** Whether an answer succeeded: a 2xx status other than 203 (a proxy's rewritten page) with a success body. */
export function succeeded(status: number, body: unknown, contentType: string | null | undefined): boolean {
  return status >= 200 && status < 300 && status !== 203 && isSuccess(body, contentType);
}

/** A body read as redaxios reads it: JSON where it parses, else the text. */
export function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
