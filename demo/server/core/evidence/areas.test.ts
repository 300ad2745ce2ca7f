// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer, type DemoServer } from '../../app';
import type { RecordEvidence } from '../../../../src/api/evidence';
import { buildPng } from '../../areas/sample-files';

/** The signing contract of SRM, QMS and GS001P decisions: policy and digest with each record, enforced on act. */
let server: DemoServer;
const now = Date.UTC(2025, 5, 2, 1, 0, 0);
const PIN = '246810';

beforeAll(async () => {
  server = await createDemoServer({ port: 0, flood: false, build: 'preact', clock: () => now });
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.reset(), 30_000);

interface Answer<T> {
  status: number;
  code: number;
  data: T;
}
interface Signed {
  id: string;
  signing: { policy: string; contentDigest: string };
}

async function call<T>(userNo: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const { token } = (await (await fetch(`${server.url}/demo/token?userNo=${userNo}`)).json()) as { token: string };
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: T };
  return { status: res.status, code: json.code, data: json.data };
}

const seeds = async () =>
  (await (await fetch(`${server.url}/demo/seed`)).json()) as Array<{
    area: string;
    id: string;
    type: string;
    title: string;
    status: string;
    assignee: string;
  }>;
const evidence = async (area: string, id: string, userNo = '10001') =>
  (await call<RecordEvidence>(userNo, 'GET', `/gateway/bpm/evidence/${area}/${id}`)).data;
const png = () => `data:image/png;base64,${Buffer.from(buildPng(60, 30)).toString('base64')}`;

/** An SRM or QMS case waiting for 10001 whose route ends in `type`. */
async function waiting(area: string, type: string) {
  const found = (await seeds()).find(
    (s) => s.area === area && s.type === type && s.status === 'under review' && s.assignee === '10001',
  );
  if (!found) throw new Error(`no waiting ${area} ${type}`);
  return found;
}

describe('signing in SRM, QMS and GS001P', () => {
  it('an SRM payment-term change asks for the PIN, refuses stale content and records the PIN-confirmed step', async () => {
    const { id } = await waiting('srm', 'processingInfoPay');
    const path = `/gateway/esign-srm/cases/${id}`;
    const detail = (await call<Signed>('10001', 'GET', path)).data;
    expect(detail.signing.policy).toBe('confirm');
    const noPin = await call('10001', 'POST', `${path}/actions`, { action: 'approve', comment: '' });
    expect([noPin.status, noPin.code]).toEqual([403, 5103]);
    await call('10001', 'POST', '/gateway/bpm/signing/pin', { pin: PIN });
    const stale = await call('10001', 'POST', `${path}/actions`, {
      action: 'approve',
      comment: '',
      pin: PIN,
      contentDigest: '0'.repeat(64),
    });
    expect([stale.status, stale.code]).toEqual([409, 5101]);
    expect((await evidence('srm', id)).entries).toEqual([]);
    const ok = await call('10001', 'POST', `${path}/actions`, {
      action: 'approve',
      comment: '',
      pin: PIN,
      contentDigest: detail.signing.contentDigest,
    });
    expect(ok.status).toBe(200);
    const { entries, verification, contentDigest } = await evidence('srm', id);
    expect(entries).toMatchObject([{ meaning: 'approved', policy: 'confirm', signerNo: '10001' }]);
    expect(entries[0].contentDigest).toBe(detail.signing.contentDigest);
    expect(contentDigest).toBe(detail.signing.contentDigest);
    expect(verification.intact).toBe(true);
  });

  it('an SRM evaluation is a tap; a QMS mould case asks for the PIN, an incoming one does not', async () => {
    const evaluation = await waiting('srm', 'processingInfo');
    expect((await call<Signed>('10001', 'GET', `/gateway/esign-srm/cases/${evaluation.id}`)).data.signing.policy).toBe(
      'tap',
    );
    const policyOf = async (id: string) =>
      (await call<Signed>('10001', 'GET', `/qms-gateway/qmsv2-web/cases/${id}`)).data.signing.policy;
    const mould = await waiting('qms', 'processingInfoMqi');
    const incoming = await waiting('qms', 'processingInfoIdr');
    expect(await policyOf(mould.id)).toBe('confirm');
    expect(await policyOf(incoming.id)).toBe('tap');
    const judge = (body: object) =>
      call('10001', 'POST', `/qms-gateway/bpm/tasks/${mould.id}/judgment`, { action: 'return', comment: 'x', ...body });
    expect((await judge({})).code).toBe(5103);
    await call('10001', 'POST', '/gateway/bpm/signing/pin', { pin: PIN });
    expect((await judge({ pin: '000000' })).code).toBe(5105);
    expect((await judge({ pin: PIN })).status).toBe(200);
    expect((await evidence('qms', mould.id)).entries).toMatchObject([{ meaning: 'returned', policy: 'confirm' }]);
  });

  it('a GS001P final decision is drawn: no drawing 5108, then drawing and PIN record the image', async () => {
    const seed = (await seeds()).find((s) => s.area === 'gs001p' && s.title === 'Business final confirmation')!;
    const path = `/api/gs001p/cases/${seed.id}`;
    const detail = (await call<Signed>('10002', 'GET', path)).data;
    expect(detail.signing.policy).toBe('drawn');
    await call('10002', 'POST', '/gateway/bpm/signing/pin', { pin: PIN });
    const before = server.storeDigest();
    const bare = await call('10002', 'POST', `${path}/act`, { action: 'confirm', pin: PIN });
    expect([bare.status, bare.code]).toEqual([403, 5108]);
    expect(server.storeDigest()).toBe(before);
    const done = await call<{ status: string }>('10002', 'POST', `${path}/act`, {
      action: 'confirm',
      pin: PIN,
      signatureImage: png(),
      contentDigest: detail.signing.contentDigest,
    });
    expect(done.data.status).toBe('developing');
    const { entries } = await evidence('gs001p', seed.id, '10002');
    expect(entries).toMatchObject([{ meaning: 'approved', policy: 'drawn', signerNo: '10002' }]);
    expect(entries[0].imageDigest).toMatch(/^[0-9a-f]{64}$/);
    const { token } = (await (await fetch(`${server.url}/demo/token?userNo=10002`)).json()) as { token: string };
    const pdf = await fetch(`${server.url}/gateway/bpm/evidence/gs001p/${seed.id}/sealed.pdf`, {
      headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('a GS001P engineer approval stays a tap and leaves evidence', async () => {
    const seed = (await seeds()).find((s) => s.area === 'gs001p' && s.status === 'signing:engineer')!;
    const detail = (await call<Signed & { assignee: string }>('10001', 'GET', `/api/gs001p/cases/${seed.id}`)).data;
    expect(detail.signing.policy).toBe('tap');
    const res = await call(detail.assignee, 'POST', `/api/gs001p/cases/${seed.id}/act`, { action: 'approve' });
    expect(res.status).toBe(200);
    expect((await evidence('gs001p', seed.id, detail.assignee)).entries).toMatchObject([{ policy: 'tap' }]);
  });
});
