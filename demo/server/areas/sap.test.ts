// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../test-server';
import type { BatchResult, SapFormDetail, SapFormSummary, SignStep } from '../../../src/api/sap';
import type { Page } from '../../../src/api/define';
import type { SeedRecord } from '../core/types';

/** The SAP area over HTTP, as the client speaks to it. */
const api = serverForTests();
const token = api.tokenOf;
const call = <T>(userNo: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api.call<T>(userNo, method, `/gateway/bpm${path}`, body, headers);

const list = (userNo: string, query: string) => call<Page<SapFormSummary>>(userNo, 'GET', `/sap/forms?${query}`);
const seed = async () => (await (await fetch(`${api.url}/demo/seed`)).json()) as SeedRecord[];

describe('seed', () => {
  it('lists every SAP form in /demo/seed with its type, SPEC status wording and route', async () => {
    const sap = (await seed()).filter((r) => r.area === 'sap');
    expect(sap.length).toBeGreaterThan(300);
    const types = new Set(sap.map((r) => r.type));
    for (const t of [
      'purchaseRequisition',
      'purchaseOrder',
      'fixedAssets',
      'materialOrder',
      'feeApplication',
      'businessOrder',
      'quotationOrder',
      'softwareApplication',
      'usbApplication',
      'repairOrder',
      'accountPermissions',
      'SystemRequirement',
    ]) {
      expect(types, t).toContain(t);
      for (const status of ['under approval', 'approved pass', 'approved return']) {
        expect(
          sap.some((r) => r.type === t && r.status === status),
          `${t} ${status}`,
        ).toBe(true);
      }
    }
    for (const r of sap) {
      const route = r.route.split('?')[0];
      expect(route.endsWith(`/${r.type}`) || route === `/pages/SAP/${r.type}/processingInfo`, r.route).toBe(true);
      expect(r.route).toContain(`?id=${encodeURIComponent(r.id)}`);
    }
  });

  it('has a purchase order with 200 line items and five recent purchase records, and one fee form of each FI type', async () => {
    const po = await call<SapFormDetail>('10001', 'GET', '/sap/forms/4500012345');
    expect(po.data.items).toHaveLength(200);
    expect(po.data.tables.recentPurchases).toHaveLength(5);
    expect(po.data.canApprove).toBe(true);
    const fees = await list('10001', 'list=fee&pageSize=100');
    for (const fi of ['FI0001', 'FI0002', 'FI0003', 'FI0004', 'FI0005']) {
      expect(
        fees.data.rows.some((r) => r.subType === fi),
        fi,
      ).toBe(true);
    }
  });

  it('uses the factory codes of SPEC section 9', async () => {
    const pr = (await list('10001', 'list=pucOrder&pageSize=100')).data.rows.find(
      (r) => r.type === 'purchaseRequisition',
    )!;
    const detail = await call<SapFormDetail>('10001', 'GET', `/sap/forms/${pr.id}`);
    const codes = [
      '2010',
      '2020',
      '2050',
      '2210',
      '2310',
      '2330',
      '2350',
      '2110',
      '2360',
      '2610',
      '251G',
      '5010',
      '2620',
    ];
    for (const item of detail.data.items) expect(codes).toContain(item.factoryCode);
  });
});

describe('lists', () => {
  it('pages by 30, to-dos first, and filters by status and keyword (number or applicant)', async () => {
    const first = await list('10001', 'list=pds');
    expect(first.data.rows).toHaveLength(30);
    expect(first.data.total).toBeGreaterThan(300);
    expect(first.data.rows[0].canApprove).toBe(true);
    const returned = await list('10001', 'list=pds&status=approvedReturn&pageSize=100');
    expect(returned.data.rows.every((r) => r.status === 'approvedReturn')).toBe(true);
    const byNo = await list('10001', 'list=pds&keyword=4500012345');
    expect(byNo.data.rows.map((r) => r.id)).toEqual(['4500012345']);
    const byName = await list('10001', 'list=pds&keyword=林美玲&pageSize=100');
    expect(byName.data.total).toBeGreaterThan(0);
    expect(byName.data.rows.every((r) => r.applicantName === '林美玲')).toBe(true);
  });

  it('groups types per PDS list and shows the receiving list', async () => {
    const fa = await list('10001', 'list=fixedAssets&pageSize=100');
    expect(new Set(fa.data.rows.map((r) => r.type))).toEqual(new Set(['fixedAssets']));
    const receiving = await list('10001', 'list=receiving');
    expect(receiving.data.total).toBeGreaterThanOrEqual(8);
    expect(receiving.data.rows.some((r) => r.applicantNo === '10102')).toBe(true);
  });

  it('an applicant sees only their own forms', async () => {
    const mine = await list('10002', 'list=pds&pageSize=100');
    expect(mine.data.rows.every((r) => r.applicantNo === '10002')).toBe(true);
  });
});

describe('actions', () => {
  const firstTodo = async (listKey = 'pds') =>
    (await list('10001', `list=${listKey}&status=underApproval&pageSize=100`)).data.rows.filter((r) => r.canApprove);

  it('approve moves the form to the next signer and lowers the to-do count; a repeat is refused', async () => {
    const todo = async () => {
      const t = await token('10001');
      const res = await fetch(`${api.url}/api/user/menu`, {
        headers: { authorization: `Bearer ${t}`, 'x-access-token': t },
      });
      return ((await res.json()).data as Array<{ area: string; todo: number }>).find((m) => m.area === 'sap')!.todo;
    };
    const before = await todo();
    const [form] = await firstTodo();
    const ok = await call<{ status: string; assignee: string }>('10001', 'POST', `/sap/forms/${form.id}/approve`, {
      comment: '同意',
    });
    expect(ok.success).toBe(1);
    expect(ok.data.status).toBe('underApproval');
    expect(ok.data.assignee).not.toBe('10001');
    expect(await todo()).toBe(before - 1);
    const again = await call('10001', 'POST', `/sap/forms/${form.id}/approve`, {});
    expect(again.status).toBe(403);
  });

  it('the same idempotency key does the approval once and answers the same', async () => {
    const [form] = await firstTodo();
    const headers = { 'idempotency-key': 'k-123' };
    const a = await call('10001', 'POST', `/sap/forms/${form.id}/approve`, {}, headers);
    const b = await call('10001', 'POST', `/sap/forms/${form.id}/approve`, {}, headers);
    expect(a.success).toBe(1);
    expect(b.success).toBe(1);
    expect(b.data).toEqual(a.data);
    const flow = await call<SignStep[]>('10001', 'GET', `/sap/forms/${form.id}/flow`);
    expect(flow.data.filter((s) => s.signerNo === '10001' && s.state === 'done')).toHaveLength(1);
  });

  it('return needs a comment and closes the form as approved return', async () => {
    const [form] = await firstTodo();
    const refused = await call('10001', 'POST', `/sap/forms/${form.id}/return`, { comment: '  ' });
    expect(refused.status).toBe(400);
    const ok = await call<{ status: string }>('10001', 'POST', `/sap/forms/${form.id}/return`, {
      comment: '請補附報價單',
    });
    expect(ok.data.status).toBe('approvedReturn');
    const detail = await call<SapFormDetail>('10001', 'GET', `/sap/forms/${form.id}`);
    expect(detail.data.history.find((s) => s.state === 'returned')?.comment).toBe('請補附報價單');
  });

  it('batch approval reports each form and never approves one twice', async () => {
    const todos = await firstTodo();
    const ids = todos.slice(0, 3).map((r) => r.id);
    const handled = (await list('10001', 'list=pds&status=approvedPass')).data.rows[0].id;
    // A large purchase order among them asks for the signing PIN, once for the batch.
    await call('10001', 'POST', '/signing/pin', { pin: '246810' });
    const res = await call<BatchResult[]>('10001', 'POST', '/sap/batch/approve', {
      ids: [...ids, handled, ids[0]],
      pin: '246810',
    });
    expect(res.data).toHaveLength(4);
    expect(res.data.filter((r) => r.ok).map((r) => r.id)).toEqual(ids);
    expect(res.data.find((r) => r.id === handled)).toMatchObject({ ok: false, code: 409 });
    const again = await call<BatchResult[]>('10001', 'POST', '/sap/batch/approve', { ids });
    expect(again.data.every((r) => !r.ok)).toBe(true);
  });

  it('add signer puts the person right after the current step', async () => {
    const [form] = await firstTodo();
    const res = await call<SignStep[]>('10001', 'POST', `/sap/forms/${form.id}/signers`, { signerNo: '10105' });
    const cur = res.data.findIndex((s) => s.state === 'current');
    expect(res.data[cur].signerNo).toBe('10001');
    expect(res.data[cur + 1]).toMatchObject({ signerNo: '10105', state: 'waiting' });
    const dup = await call('10001', 'POST', `/sap/forms/${form.id}/signers`, { signerNo: '10105' });
    expect(dup.status).toBe(409);
  });

  it('an application by 10002 reaches 10001 as a to-do', async () => {
    const res = await call<SapFormSummary>('10002', 'POST', '/sap/applications', {
      type: 'accountPermissions',
      fields: {
        department: '業務一部',
        position: '專員',
        company: '2000',
        systemName: 'SAP',
        accessClass: 'system',
        rolesFunctions: 'Z_SD_SALES',
        workPurpose: '查詢訂單',
      },
    });
    expect(res.success).toBe(1);
    const seen = await list('10001', `list=accountPermissions&keyword=${res.data.id}`);
    expect(seen.data.rows[0]).toMatchObject({ id: res.data.id, canApprove: true, applicantName: '林美玲' });
    const missing = await call('10002', 'POST', '/sap/applications', { type: 'SystemRequirement', fields: {} });
    expect(missing.status).toBe(400);
  });
});

describe('files', () => {
  it('uploads (multipart), downloads and deletes only what the user uploaded', async () => {
    const [form] = (await list('10001', 'list=pds&status=underApproval')).data.rows;
    const t = await token('10001');
    const auth = { authorization: `Bearer ${t}`, 'x-access-token': t };
    const body = new FormData();
    body.append('file', new Blob(['hello 世界'], { type: 'text/plain' }), '說明.txt');
    const up = await (
      await fetch(`${api.url}/gateway/bpm/sap/forms/${form.id}/files`, { method: 'POST', headers: auth, body })
    ).json();
    expect(up.data).toMatchObject({ name: '說明.txt', canDelete: true });
    const down = await fetch(`${api.url}/gateway/bpm/sap/files/${up.data.id}`, { headers: auth });
    expect(await down.text()).toBe('hello 世界');
    const seeded = (await call<SapFormDetail>('10001', 'GET', `/sap/forms/${form.id}`)).data.files.find(
      (f) => !f.canDelete,
    );
    if (seeded) expect((await call('10001', 'DELETE', `/sap/files/${seeded.id}`)).status).toBe(403);
    expect((await call('10001', 'DELETE', `/sap/files/${up.data.id}`)).success).toBe(1);
  });
});
