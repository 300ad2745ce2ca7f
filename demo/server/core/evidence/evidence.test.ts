// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverForTests, TEST_NOW } from '../../test-server';
import type { RecordEvidence } from '../../../../src/api/evidence';
import { canonicalJson, contentDigest, type SignedContent } from './canonical';
import { GENESIS } from './chain';

/** The evidence chain over HTTP: what each decision records, its verification, and a tampered entry found. */
const api = serverForTests();
const call = <T>(userNo: string, method: string, path: string, body?: unknown) =>
  api.call<T>(userNo, method, `/gateway/bpm${path}`, body, { 'user-agent': 'EvidenceTest/1.0' });

const tamper = (body: object) =>
  fetch(`${api.url}/demo/tamper`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.status);

/** A form waiting for 10001 whose next step is another approver, so it can be signed twice. */
async function twoStepForm(): Promise<{ id: string; next: string }> {
  const page = await call<{ rows: Array<{ id: string; canApprove: boolean; type: string }> }>(
    '10001',
    'GET',
    '/sap/forms?list=pds&status=underApproval&pageSize=100',
  );
  for (const row of page.data.rows.filter((r) => r.canApprove)) {
    const flow = await call<Array<{ signerNo: string; state: string; role: string }>>(
      '10001',
      'GET',
      `/sap/forms/${row.id}/flow`,
    );
    const after = flow.data.filter((s) => s.state === 'waiting' && s.role !== 'notify');
    if (after.length) return { id: row.id, next: after[0].signerNo };
  }
  throw new Error('no two-step form in the seed');
}

describe('canonical content digest', () => {
  const content: SignedContent = {
    area: 'sap',
    type: 'purchaseOrder',
    subType: '',
    id: '1',
    title: '採購 見積',
    header: { b: 1, a: '甲' },
    lines: [{ qty: 2, price: 1.5 }],
    tables: {},
    amount: 3,
    currency: 'CNY',
    files: [{ name: 'x.pdf', size: 3, sha256: 'a'.repeat(64) }],
  };

  it('writes sorted keys without white space, so key order does not change the digest', () => {
    expect(canonicalJson({ b: [1, 'é'], a: null })).toBe('{"a":null,"b":[1,"é"]}');
    const reordered = { ...content, header: { a: '甲', b: 1 } };
    expect(contentDigest(reordered)).toBe(contentDigest(content));
    expect(contentDigest(content)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with any amount, line or file digest', () => {
    const base = contentDigest(content);
    expect(contentDigest({ ...content, amount: 4 })).not.toBe(base);
    expect(contentDigest({ ...content, lines: [{ qty: 3, price: 1.5 }] })).not.toBe(base);
    expect(contentDigest({ ...content, files: [{ ...content.files[0], sha256: 'b'.repeat(64) }] })).not.toBe(base);
  });
});

describe('GET /evidence/:area/:id', () => {
  it('chains one entry per decision with signer, meaning, time, digests and device', async () => {
    const { id, next } = await twoStepForm();
    const before = await call<RecordEvidence>('10001', 'GET', `/evidence/sap/${id}`);
    expect(before.status).toBe(200);
    expect(before.data.entries).toEqual([]);
    expect(before.data.verification).toEqual({ intact: true, brokenAt: null, reason: null });

    expect((await call('10001', 'POST', `/sap/forms/${id}/approve`, { comment: 'ok' })).status).toBe(200);
    expect((await call(next, 'POST', `/sap/forms/${id}/return`, { comment: '請補件' })).status).toBe(200);

    const after = await call<RecordEvidence>('10001', 'GET', `/evidence/sap/${id}`);
    const [first, second] = after.data.entries;
    expect(after.data.entries).toHaveLength(2);
    expect(first).toMatchObject({ seq: 1, signerNo: '10001', signerName: '陳志明', meaning: 'approved' });
    expect(first.prevDigest).toBe(GENESIS);
    expect(first.serverTime).toBe(new Date(TEST_NOW).toISOString());
    expect(first.contentDigest).toBe(before.data.contentDigest);
    expect(first.userAgent).toBe('EvidenceTest/1.0');
    expect(first.clientAddress).toMatch(/127\.0\.0\.1/);
    expect(second).toMatchObject({ seq: 2, signerNo: next, meaning: 'returned', prevDigest: first.digest });
    expect(after.data.verification).toEqual({ intact: true, brokenAt: null, reason: null });
    expect(after.data.entries.every((e) => e.valid)).toBe(true);
  });

  it('finds an entry altered in the store and says at which step the chain breaks', async () => {
    const { id, next } = await twoStepForm();
    await call('10001', 'POST', `/sap/forms/${id}/approve`, {});
    await call(next, 'POST', `/sap/forms/${id}/approve`, {});
    expect(await tamper({ area: 'sap', id, seq: 2, signerName: 'Mallory' })).toBe(200);
    const { data } = await call<RecordEvidence>('10001', 'GET', `/evidence/sap/${id}`);
    expect(data.verification).toEqual({ intact: false, brokenAt: 2, reason: 'altered' });
    expect(data.entries.map((e) => e.valid)).toEqual([true, false]);
    expect(data.entries[1].signerName).toBe('Mallory');
  });

  it('answers 404 for a record the user cannot see and for an area without evidence, changing nothing', async () => {
    const { id } = await twoStepForm();
    const digest = api.server.storeDigest();
    expect((await call('S0001', 'GET', `/evidence/sap/${id}`)).status).toBe(404);
    expect((await call('10001', 'GET', `/evidence/nowhere/${id}`)).status).toBe(404);
    expect(api.server.storeDigest()).toBe(digest);
  });

  it('refuses a tamper request without an entry', async () => {
    expect(await tamper({ area: 'sap', id: 'none', seq: 1 })).toBe(404);
    expect(await tamper({ area: 'sap' })).toBe(400);
  });
});
