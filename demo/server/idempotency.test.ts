// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SeedRecord } from './core/types';
import { serverForTests } from './test-server';
import { APPLY_DRAFT, sapWaiting as waitingIn } from '../../tests/e2e/support/tap-records';

/**
 * Issue 6, Reliability: every submit and approve honours its Idempotency-Key, so a repeat answers with the first
 * result and does nothing again (the browser side, one request per double tap, is quality-faults-taps.e2e.ts).
 */

const ts = serverForTests();
let seed: SeedRecord[];
beforeEach(async () => {
  seed = (await (await fetch(`${ts.url}/demo/seed`)).json()) as SeedRecord[];
});

const sapWaiting = (type: string) => waitingIn(seed, type);

describe('the demo server honours Idempotency-Key on every submit and approve', () => {
  const call = async (userNo: string, method: string, path: string, body?: unknown, key?: string) => {
    const token = await ts.tokenOf(userNo);
    const res = await fetch(ts.url + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-access-token': token,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the answers of many endpoints, each read field by field; their shapes are the contract tests' concern.
    return (await res.json()) as { type: string; code: number; data: any };
  };
  const twice = async (userNo: string, path: string, body: unknown) => {
    const key = `e2e-${Math.random().toString(16).slice(2)}`;
    const first = await call(userNo, 'POST', path, body, key);
    const second = await call(userNo, 'POST', path, body, key);
    return { first, second };
  };

  it('SAP approve, return, batch and apply', async () => {
    const po = sapWaiting('purchaseOrder');
    const a = await twice('10001', `/gateway/bpm/sap/forms/${po.id}/approve`, { comment: 'ok' });
    expect(a.first.type).toBe('success');
    expect(a.second).toEqual(a.first);
    const detail = await call('10001', 'GET', `/gateway/bpm/sap/forms/${po.id}`);
    expect(
      detail.data.history.filter(
        (s: { signerNo: string; state: string }) => s.signerNo === '10001' && s.state === 'done',
      ),
    ).toHaveLength(1);

    const mo = sapWaiting('materialOrder');
    const r = await twice('10001', `/gateway/bpm/sap/forms/${mo.id}/return`, { comment: 'no' });
    expect(r.second).toEqual(r.first);

    const open = await call('10001', 'GET', '/gateway/bpm/sap/forms?list=pds&status=underApproval&pageSize=100');
    const batchIds = (open.data.rows as Array<{ id: string; canApprove: boolean }>)
      // The large framework order asks for the signing PIN (signing.e2e.ts): not part of this tap batch.
      .filter((f) => f.canApprove && f.id !== po.id && f.id !== mo.id && f.id !== '4500012345')
      .slice(0, 2)
      .map((f) => f.id);
    expect(batchIds).toHaveLength(2);
    const b = await twice('10001', '/gateway/bpm/sap/batch/approve', { ids: batchIds });
    expect(
      b.first.data.every((x: { ok: boolean }) => x.ok),
      JSON.stringify(b.first),
    ).toBe(true);
    expect(b.second).toEqual(b.first);

    const countAp = async () =>
      (await call('10002', 'GET', '/gateway/bpm/sap/forms?list=accountPermissions&scope=mine')).data.total as number;
    const before = await countAp();
    const ap = await twice('10002', '/gateway/bpm/sap/applications', {
      type: 'accountPermissions',
      fields: APPLY_DRAFT,
    });
    expect(ap.first.type).toBe('success');
    expect(ap.second.data.id).toBe(ap.first.data.id);
    expect(await countAp()).toBe(before + 1);
  });

  it('SRM action and QMS judgment', async () => {
    const srm = seed.find((r) => r.area === 'srm' && r.status === 'under review' && r.assignee === '10001')!;
    const s = await twice('10001', `/gateway/esign-srm/cases/${srm.id}/actions`, { action: 'approve', comment: 'ok' });
    expect(s.first.type).toBe('success');
    expect(s.second).toEqual(s.first);
    const qms = seed.find((r) => r.area === 'qms' && r.status === 'under review' && r.assignee === '10001')!;
    const detail = await call('10001', 'GET', `/qms-gateway/qmsv2-web/cases/${qms.id}`);
    const body = {
      action: 'approve',
      judgment: 'pick',
      comment: 'ok',
      ...(detail.data.finalStep ? { recognition: 'normalAdmission' } : {}),
    };
    const q = await twice('10001', `/qms-gateway/bpm/tasks/${qms.id}/judgment`, body);
    expect(q.first.type).toBe('success');
    expect(q.second).toEqual(q.first);
  });

  it('GS001P create, submit and act', async () => {
    const returned = seed.find((r) => r.area === 'gs001p' && r.title === 'Returned to business')!;
    const current = await call('10002', 'GET', `/api/gs001p/cases/${returned.id}`);
    const sub = await twice('10002', `/api/gs001p/cases/${returned.id}/submit`, { fields: current.data.fields });
    expect(sub.first.type).toBe('success');
    expect(sub.second.data.history.length).toBe(sub.first.data.history.length);
    const signing = await call('10001', 'GET', `/api/gs001p/cases/${returned.id}`);
    const act = await twice('10001', `/api/gs001p/cases/${returned.id}/act`, { action: 'approve', comment: 'ok' });
    expect(act.first.type).toBe('success');
    expect(act.second.data.history.length).toBe(act.first.data.history.length);
    expect(act.first.data.history.length).toBe(signing.data.history.length + 1);
    const created = await twice('10002', '/api/gs001p/cases', { fields: { customer: 'e2e 客戶' } });
    expect(created.second.data.id).toBe(created.first.data.id);
  });
});
