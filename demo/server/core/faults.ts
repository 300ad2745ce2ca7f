import type { Context, MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/**
 * Fault injection for tests and demos: POST /demo/fault queues a spec, and the next `times` API responses
 * whose path starts with `path` behave as it says. A spec without status and body lets the real handler
 * answer and only adds the delay and headers (e.g. a `newtoken` header).
 */
export interface FaultSpec {
  /** Full API path prefix, e.g. '/api/notices' or '/gateway/bpm', or '*' for every API call. */
  path: string;
  status?: number;
  /** JSON to send, or a string sent raw (malformed JSON on purpose). Omitted with a status: an error envelope without message. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait before answering: with a long delay the client's own time-out fires. Clearing the faults ends the wait. */
  delayMs?: number;
  /** How many matching responses to affect; default 1, 0 means until DELETE /demo/fault. */
  times?: number;
  /**
   * 'drop' destroys the connection without any response; 'abort' starts a 200 JSON answer and cuts the
   * connection in the middle of its body (a proxy or server dying mid-response).
   */
  network?: 'drop' | 'abort';
}

interface ActiveFault extends FaultSpec {
  remaining: number;
}

export class FaultQueue {
  private faults: ActiveFault[] = [];
  /** Answers held by a delay: clearing lets them go at once, so a test holds an answer exactly as long as it needs. */
  private held = new Set<() => void>();

  add(spec: FaultSpec): void {
    if (typeof spec.path !== 'string' || !spec.path) throw new TypeError('fault.path is required');
    const times = spec.times ?? 1;
    this.faults.push({ ...spec, remaining: times === 0 ? Infinity : times });
  }

  clear(): void {
    this.faults = [];
    for (const release of this.held) release();
    this.held.clear();
  }

  /** Waits `ms`, or less when the client has gone (no timer holds the server open) or the faults are cleared. */
  hold(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      this.held.add(release);
      signal?.addEventListener('abort', release, { once: true });
    });
  }

  /** Takes one use of the first fault matching the path, if any. */
  take(path: string): FaultSpec | undefined {
    const fault = this.faults.find((f) => f.path === '*' || path.startsWith(f.path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}

/** Middleware for the API paths: applies the next matching fault, or passes through untouched. */
export function faultMiddleware(queue: FaultQueue, isApiPath: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const fault = isApiPath(c.req.path) ? queue.take(c.req.path) : undefined;
    if (!fault) return next();
    if (fault.delayMs) await queue.hold(fault.delayMs, c.req.raw.signal);
    if (fault.network === 'drop') return drop(c);
    if (fault.network === 'abort') return cutOff();
    if (fault.status === undefined && fault.body === undefined) {
      await next();
      for (const [name, value] of Object.entries(fault.headers ?? {})) c.res.headers.set(name, value);
      return;
    }
    return respond(fault);
  };
}

function drop(c: Context): Response {
  (c.env as HttpBindings).incoming.socket.destroy();
  // Nothing reaches the client; the adapter needs a Response all the same.
  return new Response(null, { status: 500 });
}

/** Headers and the first bytes of an envelope, then the stream fails: the adapter destroys the connection. */
function cutOff(): Response {
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"type":"success","success":1,"data":{"rows":['));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.error(new Error('fault: connection cut mid-body'));
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function respond(fault: FaultSpec): Response {
  const status = fault.status ?? 200;
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  for (const [name, value] of Object.entries(fault.headers ?? {})) headers.set(name, value);
  const body =
    fault.body === undefined
      ? JSON.stringify({ type: 'error', success: 0, code: status, data: null })
      : typeof fault.body === 'string'
        ? fault.body
        : JSON.stringify(fault.body);
  return new Response(body, { status, headers });
}
