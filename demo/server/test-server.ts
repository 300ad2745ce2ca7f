import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createDemoServer, type DemoServer } from './app';

/**
 * The demo server as its own HTTP tests use it (imported by *.test.ts only, never by the server): one server per
 * test file on a fixed clock, its data reset before each test, and `call` to speak to it as a signed-in user.
 */

/** The clock the HTTP tests run on, so due times and the 3-month rule give the same answer every day. */
export const TEST_NOW = Date.UTC(2025, 5, 2, 1, 0, 0);

// src/api reads the browser's storage where it exists; the node environment has none.
for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

/** An answer: the HTTP status and the envelope's fields. */
export interface Answer<T> {
  status: number;
  success: number;
  code: number;
  message: string;
  data: T;
}

export interface TestServer {
  readonly server: DemoServer;
  readonly url: string;
  tokenOf(userNo: string): Promise<string>;
  /** `url` is the path from the server's root (e.g. `/gateway/bpm/flow/sap/…`); JSON in, the envelope out. */
  call<T>(
    userNo: string,
    method: string,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
}

export function serverForTests(now = TEST_NOW): TestServer {
  let server: DemoServer;
  beforeAll(async () => {
    // No flood guard: a file's tests call from one address faster than any person, and demo/server/guarded.test.ts
    // checks the guard on a server of its own.
    server = await createDemoServer({ port: 0, build: 'preact', clock: () => now, flood: false });
  }, 60_000);
  afterAll(() => server.close());
  beforeEach(() => server.reset(), 30_000);

  const tokenOf = async (userNo: string) =>
    ((await (await fetch(`${server.url}/demo/token?userNo=${userNo}`)).json()) as { token: string }).token;
  return {
    get server() {
      return server;
    },
    get url() {
      return server.url;
    },
    tokenOf,
    async call<T>(userNo: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
      const token = await tokenOf(userNo);
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-access-token': token,
          'content-type': 'application/json',
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as Omit<Answer<T>, 'status'>;
      return { status: res.status, ...json };
    },
  };
}
