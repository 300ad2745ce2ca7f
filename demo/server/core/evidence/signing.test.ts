// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../test-server';
import type { RecordEvidence } from '../../../../src/api/evidence';
import type { BatchResult, SapFormDetail } from '../../../../src/api/sap';
import { buildPng } from '../../areas/sample-files';

/** The signing contract of a SAP decision: policy and digest sent with a form, 409 on changed content, the drawn image. */
const api = serverForTests();
const auth = async (userNo: string) => {
  const token = await api.tokenOf(userNo);
  return { authorization: `Bearer ${token}`, 'x-access-token': token };
};
const call = <T>(method: string, path: string, body?: unknown) =>
  api.call<T>('10001', method, `/gateway/bpm${path}`, body);

/** Forms waiting for 10001 in a list, with their details. */
async function waiting(list: string): Promise<SapFormDetail[]> {
  const page = await call<{ rows: Array<{ id: string; canApprove: boolean }> }>(
    'GET',
    `/sap/forms?list=${list}&status=underApproval&pageSize=100`,
  );
  const ids = page.data.rows.filter((r) => r.canApprove).map((r) => r.id);
  return Promise.all(ids.map(async (id) => (await call<SapFormDetail>('GET', `/sap/forms/${id}`)).data));
}

const png = () => `data:image/png;base64,${Buffer.from(buildPng(60, 30)).toString('base64')}`;

describe('signing policy and content digest', () => {
  it('sends each form with its policy and the digest that GET evidence reports', async () => {
    const assets = await waiting('fixedAssets');
    const scrap = assets.find((f) => f.subType === 'scrap')!;
    const transfer = assets.find((f) => f.subType === 'transfer')!;
    expect(scrap.signing.policy).toBe('drawn');
    expect(transfer.signing.policy).toBe('tap');
    const evidence = await call<RecordEvidence>('GET', `/evidence/sap/${scrap.id}`);
    expect(evidence.data.contentDigest).toBe(scrap.signing.contentDigest);
    const orders = await call<{ rows: Array<{ id: string; type: string; amount: number | null }> }>(
      'GET',
      '/sap/forms?list=pucOrder&pageSize=100',
    );
    const policyOf = async (id: string) => (await call<SapFormDetail>('GET', `/sap/forms/${id}`)).data.signing.policy;
    const pos = orders.data.rows.filter((r) => r.type === 'purchaseOrder');
    const big = pos.find((r) => (r.amount ?? 0) >= 50_000)!;
    const small = pos.find((r) => (r.amount ?? 0) < 50_000)!;
    expect(await policyOf(big.id)).toBe('confirm');
    expect(await policyOf(small.id)).toBe('tap');
  });

  it('refuses a decision on a form that changed after it was opened (409 code 5101) and changes nothing', async () => {
    const [form] = await waiting('pds');
    const upload = new FormData();
    upload.append('file', new Blob(['added later']), 'late.txt');
    await fetch(`${api.url}/gateway/bpm/sap/forms/${form.id}/files`, {
      method: 'POST',
      headers: await auth('10001'),
      body: upload,
    });
    const before = api.server.storeDigest();
    const stale = await call('POST', `/sap/forms/${form.id}/approve`, { contentDigest: form.signing.contentDigest });
    expect(stale.status).toBe(409);
    expect(stale.code).toBe(5101);
    expect(api.server.storeDigest()).toBe(before);
    const fresh = (await call<SapFormDetail>('GET', `/sap/forms/${form.id}`)).data.signing.contentDigest;
    expect(fresh).not.toBe(form.signing.contentDigest);
    const ok = await call('POST', `/sap/forms/${form.id}/approve`, { contentDigest: fresh });
    expect(ok.status).toBe(200);
    const { data } = await call<RecordEvidence>('GET', `/evidence/sap/${form.id}`);
    expect(data.entries.at(-1)?.contentDigest).toBe(fresh);
  });

  it('keeps the drawn signature with its digest in the evidence', async () => {
    const scrap = (await waiting('fixedAssets')).find((f) => f.signing.policy === 'drawn')!;
    const image = png();
    await call('POST', '/signing/pin', { pin: '246810' });
    const res = await call('POST', `/sap/forms/${scrap.id}/approve`, {
      contentDigest: scrap.signing.contentDigest,
      signatureImage: image,
      pin: '246810',
    });
    expect(res.status).toBe(200);
    const entry = (await call<RecordEvidence>('GET', `/evidence/sap/${scrap.id}`)).data.entries[0];
    const bytes = Buffer.from(image.split(',')[1], 'base64');
    expect(entry.imageDigest).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(entry.signatureImage).toBe(image);
    expect(entry.policy).toBe('drawn');
  });

  it('answers 400 to a malformed digest or image and stores nothing', async () => {
    const [form] = await waiting('pds');
    const before = api.server.storeDigest();
    for (const body of [
      { contentDigest: 'abc' },
      { contentDigest: 'G'.repeat(64) },
      { signatureImage: 'data:image/png;base64,AAAA' },
      { signatureImage: 'data:image/svg+xml;base64,PHN2Zz4=' },
      { signatureImage: `data:image/png;base64,${'A'.repeat(800_000)}` },
    ]) {
      const res = await call('POST', `/sap/forms/${form.id}/approve`, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(api.server.storeDigest()).toBe(before);
  });

  it('refuses drawn forms in a batch (code 5104) and approves the rest', async () => {
    const assets = await waiting('fixedAssets');
    const scrap = assets.find((f) => f.signing.policy === 'drawn')!;
    const tap = assets.find((f) => f.signing.policy === 'tap')!;
    const res = await call<BatchResult[]>('POST', '/sap/batch/approve', { ids: [scrap.id, tap.id] });
    expect(res.data).toEqual([
      expect.objectContaining({ id: scrap.id, ok: false, code: 5104 }),
      expect.objectContaining({ id: tap.id, ok: true }),
    ]);
    expect((await call<RecordEvidence>('GET', `/evidence/sap/${scrap.id}`)).data.entries).toEqual([]);
  });
});
