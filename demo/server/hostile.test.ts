// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOSTILE, label } from '../../tests/hostile/corpus';
import { createDemoServer, type DemoServer } from './app';
import type { Planted } from './hostile';

for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

/** Hostile strings stored by the demo server come back exactly as written; a cut-off answer really is cut off. */
let server: DemoServer;
beforeAll(async () => {
  server = await createDemoServer({ port: 0, flood: false, build: 'preact' });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const url = (path: string) => server.url + path;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function token(userNo = '10001') {
  return ((await (await fetch(url(`/demo/token?userNo=${userNo}`))).json()) as { token: string }).token;
}
async function get<T>(path: string, userNo = '10001'): Promise<T> {
  const t = await token(userNo);
  const res = await fetch(url(path), { headers: { authorization: `Bearer ${t}`, 'x-access-token': t } });
  return ((await res.json()) as { data: T }).data;
}

describe('POST /demo/hostile', () => {
  it('refuses anything but a non-empty list of strings', async () => {
    expect((await post('/demo/hostile', { strings: [] })).status).toBe(400);
    expect((await post('/demo/hostile', { strings: [1] })).status).toBe(400);
  });

  it('stores every string through bound parameters and the API reads them back unchanged', async () => {
    const before = await get<{ total: number }>('/gateway/bpm/sap/forms?list=pds');
    const planted = (await (await post('/demo/hostile', { strings: HOSTILE })).json()) as Planted[];
    // One record in every area that shows server text, and enough fields to use the whole corpus.
    expect(new Set(planted.map((p) => p.area))).toEqual(
      new Set(['app', 'sap', 'srm', 'qms', 'gs001p', 'salary', 'users']),
    );
    expect(planted.length).toBeGreaterThanOrEqual(HOSTILE.length);

    const notice = planted.find((p) => p.table === 'notices' && p.field === 'title')!;
    expect((await get<{ title: string }>(`/api/notices/${notice.id}`)).title).toBe(notice.value);
    const sap = planted.find((p) => p.table === 'sap_forms' && p.field === 'title')!;
    const form = await get<{ title: string; history: Array<{ comment: string }> }>(`/gateway/bpm/sap/forms/${sap.id}`);
    expect(form.title).toBe(sap.value);
    const comments = planted.filter((p) => p.table === 'sap_steps').map((p) => p.value);
    expect(form.history.map((h) => h.comment)).toEqual(comments);
    const srm = planted.find((p) => p.table === 'srm_cases' && p.field === 'supplier_name')!;
    expect((await get<{ supplierName: string }>(`/gateway/esign-srm/cases/${srm.id}`)).supplierName).toBe(srm.value);
    const qms = planted.find((p) => p.table === 'qms_cases' && p.field === 'title')!;
    expect((await get<{ title: string }>(`/qms-gateway/qmsv2-web/cases/${qms.id}`)).title).toBe(qms.value);
    const gs = planted.find((p) => p.table === 'gs001p_cases' && p.field === 'fields.customer')!;
    expect((await get<{ fields: { customer: string } }>(`/api/gs001p/cases/${gs.id}`)).fields.customer).toBe(gs.value);

    // The SQL fragments were data: nothing was dropped or deleted.
    expect((await get<{ total: number }>('/gateway/bpm/sap/forms?list=pds')).total).toBe(before.total);
    expect((await get<{ userNo: string }>('/api/user/me')).userNo).toBe('10001');
  });
});

describe('what users type is stored whole or refused, never cut', () => {
  it('an application field of 2,000 characters is kept; 2,001 is refused with the field named', async () => {
    const t = await token('10002');
    const headers = { authorization: `Bearer ${t}`, 'x-access-token': t };
    const fields = {
      department: '業務一部',
      position: 'x',
      company: '2000',
      systemName: 'SAP',
      accessClass: 'system',
      rolesFunctions: 'r',
      workPurpose: '連'.repeat(2000),
    };
    const ok = (await (
      await post('/gateway/bpm/sap/applications', { type: 'accountPermissions', fields }, headers)
    ).json()) as { type: string; data: { id: string } };
    expect(ok.type).toBe('success');
    const form = await get<{ header: Record<string, string> }>(`/gateway/bpm/sap/forms/${ok.data.id}`, '10002');
    expect(form.header.workPurpose).toBe(fields.workPurpose);
    const res = await post(
      '/gateway/bpm/sap/applications',
      { type: 'accountPermissions', fields: { ...fields, workPurpose: 'W'.repeat(2001) } },
      headers,
    );
    const refused = (await res.json()) as { type: string; message: string };
    expect(refused.type).toBe('error');
    expect(refused.message).toMatch(/Too long .*workPurpose/);
  });
});

describe('fault network: abort', () => {
  it('starts a 200 answer and cuts the connection in the middle of the body', async () => {
    await post('/demo/fault', { path: '/api/user/me', network: 'abort' });
    const t = await token();
    const res = await fetch(url('/api/user/me'), { headers: { authorization: `Bearer ${t}`, 'x-access-token': t } });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    // The next call is answered normally.
    expect(
      (await fetch(url('/api/user/me'), { headers: { authorization: `Bearer ${t}`, 'x-access-token': t } })).status,
    ).toBe(200);
  });
});

describe('the whole corpus through the server (tests/e2e/quality-security.e2e.ts shows the planted records)', () => {
  it('uses the whole corpus (at least 100 strings) across every area', async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(100);
    const planted = (await (await post('/demo/hostile', { strings: HOSTILE })).json()) as Planted[];
    const values = new Set(planted.map((p) => p.value));
    expect(HOSTILE.filter((s) => !values.has(s)).map(label)).toEqual([]);
  });

  it('the demo server stores what users type through the API and gives back exactly that', async () => {
    const t = await token('10002');
    const headers = { authorization: `Bearer ${t}`, 'x-access-token': t };
    const mismatches: string[] = [];
    // Seven strings per application, in the free-text fields of an account-permission request.
    for (let i = 0; i < HOSTILE.length; i += 3) {
      const [a, b, c] = [HOSTILE[i], HOSTILE[i + 1] ?? 'x', HOSTILE[i + 2] ?? 'y'];
      const fields = {
        department: a || '-',
        position: b || '-',
        company: '2000',
        systemName: 'SAP',
        accessClass: 'system',
        rolesFunctions: c || '-',
        workPurpose: a || '-',
      };
      const res = await post('/gateway/bpm/sap/applications', { type: 'accountPermissions', fields }, headers);
      const body = (await res.json()) as { type: string; data: { id: string }; message?: string };
      if (body.type !== 'success') {
        // Refusing is safe when it says why: a required field left blank, or more than the form allows (2,000).
        const explained =
          /Required|too long/i.test(body.message ?? '') && [a, b, c].some((v) => !v.trim() || v.length > 2000);
        if (!explained) mismatches.push(`refused ${label(a)} / ${label(b)} / ${label(c)}: ${body.message}`);
        continue;
      }
      const detail = await get<{ header: Record<string, string> }>(`/gateway/bpm/sap/forms/${body.data.id}`, '10002');
      for (const key of ['department', 'position', 'rolesFunctions'] as const) {
        if (detail.header[key] !== fields[key])
          mismatches.push(`${key}: wrote ${label(fields[key])}, read ${label(String(detail.header[key]))}`);
      }
    }
    expect(mismatches.join('\n')).toBe('');
  });
});
