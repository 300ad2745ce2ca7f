// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from './app';
import type { SeedRecord } from './core/types';

for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

/**
 * The host page a chat deep link lands on, as each build's server writes it (core/preload.ts over the real build):
 * a signed-in link names the route in its query, so the page itself names every file of the record's page; a
 * link whose route is in the hash only (never sent) gets the first screen of any launch. The browser side (one
 * wave, the read taken over) is tests/e2e/deeplink.e2e.ts.
 */
const RECORD_PAGE = /\/pages\/(SAP\/.*processingInfo|SRM\/processingInfo\/|QMS\/processingInfo\/|GS001P\/detail)/;
const AREAS = ['sap', 'srm', 'qms', 'gs001p'];

describe.each(['preact', 'react'] as const)('the host page of a chat deep link, %s build', (build) => {
  let server: DemoServer;
  let records: SeedRecord[];
  beforeAll(async () => {
    server = await createDemoServer({ port: 0, flood: false, build });
    const all = (await (await fetch(`${server.url}/demo/seed`)).json()) as SeedRecord[];
    records = AREAS.map(
      (area) => all.find((r) => r.area === area && r.assignee === '10001' && RECORD_PAGE.test(r.route))!,
    );
  }, 60_000);
  afterAll(() => server.close());

  const page = async (query: string) => (await fetch(`${server.url}/${query}`)).text();

  it('a signed-in link names every file of the record’s page in the page itself, the deep-link chunk first', async () => {
    for (const record of records) {
      expect(record, 'a seeded record of every area').toBeTruthy();
      const query = new URLSearchParams({ wxworkredirect_uri: record.route, token: 'any-token', userNo: '10001' });
      const html = await page(`?${query}`);
      const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      expect(preloads[0], record.route).toMatch(/^\/chunks\/deepLink-/);
      expect(
        preloads.filter((p) => p.startsWith(`/chunks/${record.area}-`)),
        record.route,
      ).toHaveLength(1);
      expect(
        preloads.filter((p) => /^\/chunks\/shell-/.test(p)),
        record.route,
      ).toHaveLength(1);
      // A signed-in launch paints no login page first.
      expect(
        preloads.filter((p) => /firstPaint-/.test(p)),
        record.route,
      ).toEqual([]);
    }
    // A link the server cannot read the route of (the hash is never sent): the first screen of any launch.
    const plain = await page(`#${records[0].route}`);
    expect(plain).toMatch(/rel="modulepreload" href="\/chunks\/firstPaint-/);
    expect(plain).not.toMatch(/rel="modulepreload" href="\/chunks\/deepLink-/);
  });
});
