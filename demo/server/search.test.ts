// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from './app';

/**
 * `%`, `_` and `\` in a keyword are plain characters in every searchable list of every area: each row found
 * holds the keyword, and a keyword no row holds finds nothing (an unescaped `%` would find every row).
 */
/** A page ({ rows }) or, for the signers, a plain array. */
type Listed = { rows: unknown[] } & unknown[];

let server: DemoServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await createDemoServer({ port: 0, flood: false, build: 'preact' });
  for (const userNo of ['10001', 'US0001']) {
    const res = await fetch(`${server.url}/demo/token?userNo=${userNo === 'US0001' ? 'S0001' : userNo}`);
    tokens[userNo] = ((await res.json()) as { token: string }).token;
  }
}, 60_000);
afterAll(() => server.close());

const LISTS: Array<{ area: string; path: string; rows: (data: Listed) => unknown[] }> = [
  { area: 'main notices', path: '/api/notices?pageSize=100', rows: (d) => d.rows },
  { area: 'inbox items', path: '/api/inbox/items?pageSize=100', rows: (d) => d.rows },
  { area: 'inbox applications', path: '/api/inbox/applications?pageSize=100', rows: (d) => d.rows },
  { area: 'sap forms', path: '/gateway/bpm/sap/forms?list=pds&pageSize=100', rows: (d) => d.rows },
  { area: 'sap signers', path: '/gateway/bpm/sap/signers?', rows: (d) => d },
  { area: 'flow people', path: '/gateway/bpm/flow/people?', rows: (d) => d },
  { area: 'srm cases', path: '/gateway/esign-srm/cases?list=eval&scope=all&pageSize=100', rows: (d) => d.rows },
  { area: 'srm suppliers', path: '/gateway/esign-srm/suppliers?pageSize=100', rows: (d) => d.rows },
  {
    area: 'qms cases',
    path: '/qms-gateway/qmsv2-web/cases?types=idr,pdr,market,mqi,mqp&pageSize=100',
    rows: (d) => d.rows,
  },
  { area: 'gs001p cases', path: '/api/gs001p/cases?scope=all&pageSize=100', rows: (d) => d.rows },
];

async function search(path: string, keyword: string): Promise<{ status: number; data: Listed }> {
  const t = tokens['10001'];
  const res = await fetch(`${server.url}${path}&keyword=${encodeURIComponent(keyword)}`, {
    headers: { authorization: `Bearer ${t}`, 'x-access-token': t },
  });
  const json = await res.json();
  return { status: res.status, data: json.data };
}

describe('keyword search treats %, _ and \\ as themselves', () => {
  for (const list of LISTS) {
    it(list.area, async () => {
      const everything = await search(list.path, '');
      expect(everything.status).toBe(200);
      expect(list.rows(everything.data).length, 'the list has rows to find').toBeGreaterThan(0);
      for (const keyword of ['%', '_', '\\', '%%', '_\\%']) {
        const found = await search(list.path, keyword);
        expect(found.status, keyword).toBe(200);
        for (const row of list.rows(found.data))
          expect(JSON.stringify(row), keyword).toContain(JSON.stringify(keyword).slice(1, -1));
        expect(list.rows(found.data).length, keyword).toBeLessThan(list.rows(everything.data).length);
      }
    });
  }
});
