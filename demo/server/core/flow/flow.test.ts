// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../test-server';
import type { FlowView } from '../../../../src/api/flow';
import type { SapFormSummary } from '../../../../src/api/sap';
import type { Page } from '../../../../src/api/define';

/** The routing actions over HTTP, as the client speaks to them: right person succeeds, wrong one is refused. */
const api = serverForTests();
const token = api.tokenOf;
const call = <T>(userNo: string, method: string, path: string, body?: unknown, key?: string) =>
  api.call<T>(userNo, method, `/gateway/bpm${path}`, body, key ? { 'idempotency-key': key } : {});

const view = (userNo: string, area: string, id: string) => call<FlowView>(userNo, 'GET', `/flow/${area}/${id}`);
const act = (userNo: string, area: string, id: string, body: Record<string, unknown>, key?: string) =>
  call<FlowView>(userNo, 'POST', `/flow/${area}/${id}/actions`, body, key);
const outbox = async () =>
  (await (await fetch(`${api.url}/demo/outbox?kind=flow`)).json()) as Array<{
    userNo: string;
    kind: string;
    itemId: string;
  }>;

/** A SAP form waiting for 10001, with its applicant. */
async function waitingSap(): Promise<SapFormSummary> {
  const page = await call<Page<SapFormSummary>>('10001', 'GET', '/sap/forms?list=pds&status=underApproval');
  if (!page.data) throw new Error(page.message);
  return page.data.rows.find((r) => r.canApprove && r.applicantNo !== '41001' && r.applicantNo !== '10105')!;
}

describe('transfer', () => {
  it('hands the step to a colleague with a reason, shows "from", notifies them; the old signer is refused', async () => {
    const f = await waitingSap();
    expect((await act('10001', 'sap', f.id, { action: 'transfer', userNo: '41001' })).code).toBe(4001);
    const done = await act(
      '10001',
      'sap',
      f.id,
      { action: 'transfer', userNo: '41001', comment: '出差，請代簽' },
      'k1',
    );
    expect(done.status).toBe(200);
    const cur = done.data.steps[done.data.currentIndex];
    expect(cur).toMatchObject({ signerNo: '41001', fromNo: '10001', origin: 'transfer', state: 'current' });
    expect(done.data.steps[done.data.currentIndex - 1]).toMatchObject({ signerNo: '10001', meaning: 'transfer' });
    // The same key again changes nothing.
    const again = await act(
      '10001',
      'sap',
      f.id,
      { action: 'transfer', userNo: '41001', comment: '出差，請代簽' },
      'k1',
    );
    expect(again.data.steps.length).toBe(done.data.steps.length);
    expect((await outbox()).filter((n) => n.kind === 'transfer' && n.itemId === f.id).map((n) => n.userNo)).toEqual([
      '41001',
    ]);
    const stale = await act('10001', 'sap', f.id, {
      action: 'transfer',
      userNo: '10105',
      comment: 'x',
      seenStep: done.data.currentIndex - 1,
    });
    expect([stale.status, stale.code]).toEqual([409, 409]);
    const wrong = await act('10001', 'sap', f.id, { action: 'transfer', userNo: '10105', comment: 'x' });
    expect([wrong.status, wrong.code]).toEqual([403, 403]);
    // The new signer approves through SAP's own endpoint.
    expect((await call('41001', 'POST', `/sap/forms/${f.id}/approve`, { comment: 'ok' })).status).toBe(200);
  });

  it('refuses a person already waiting in the flow', async () => {
    const f = await waitingSap();
    const v = (await view('10001', 'sap', f.id)).data;
    const later = v.steps.find((s) => s.state === 'waiting' && !s.notice);
    if (!later) return;
    const r = await act('10001', 'sap', f.id, { action: 'transfer', userNo: later.signerNo, comment: 'x' });
    expect([r.status, r.code]).toEqual([409, 4091]);
  });
});

describe('add signer', () => {
  it('before: the added person signs first, then the step returns to the current signer', async () => {
    const f = await waitingSap();
    const r = await act('10001', 'sap', f.id, { action: 'addBefore', userNo: '41001', comment: '請先確認預算' });
    expect(r.data.steps[r.data.currentIndex]).toMatchObject({
      signerNo: '41001',
      origin: 'addBefore',
      fromNo: '10001',
    });
    expect((await call('10001', 'POST', `/sap/forms/${f.id}/approve`, {})).status).toBe(403);
    expect((await call('41001', 'POST', `/sap/forms/${f.id}/approve`, {})).status).toBe(200);
    const back = (await view('10001', 'sap', f.id)).data;
    expect(back.steps[back.currentIndex].signerNo).toBe('10001');
  });

  it('after: the added person is next in line; only the current signer may add', async () => {
    const f = await waitingSap();
    expect((await act('10105', 'sap', f.id, { action: 'addAfter', userNo: '41001' })).status).toBeGreaterThanOrEqual(
      403,
    );
    const r = await act('10001', 'sap', f.id, { action: 'addAfter', userNo: '41001' });
    expect(r.data.steps[r.data.currentIndex + 1]).toMatchObject({
      signerNo: '41001',
      origin: 'addAfter',
      state: 'waiting',
    });
  });
});

describe('send back', () => {
  it('to the applicant: the form stays under approval and waits on them; a comment is required', async () => {
    const f = await waitingSap();
    const v = (await view('10001', 'sap', f.id)).data;
    expect(v.sendBackTo).toContain(0);
    expect((await act('10001', 'sap', f.id, { action: 'sendBack', toStep: 0 })).code).toBe(4001);
    const future = v.steps.length;
    expect((await act('10001', 'sap', f.id, { action: 'sendBack', toStep: future, comment: 'x' })).code).toBe(4003);
    const r = await act('10001', 'sap', f.id, { action: 'sendBack', toStep: 0, comment: '金額與報價單不符' });
    expect(r.data.status).toBe('open');
    expect(r.data.steps[r.data.currentIndex]).toMatchObject({ signerNo: f.applicantNo, origin: 'sendBack' });
    const detail = await call<SapFormSummary>(f.applicantNo, 'GET', `/sap/forms/${f.id}`);
    expect(detail.data).toMatchObject({ status: 'underApproval', assignee: f.applicantNo, canApprove: true });
  });
});

describe('withdraw', () => {
  it('only the applicant, while under approval; it leaves the inbox and later actions get 409', async () => {
    const f = await waitingSap();
    expect((await act('10001', 'sap', f.id, { action: 'withdraw' })).status).toBe(403);
    const r = await act(f.applicantNo, 'sap', f.id, { action: 'withdraw', comment: '需求取消' });
    expect(r.data.status).toBe('withdrawn');
    expect(r.data.steps.at(-1)).toMatchObject({ meaning: 'withdraw', signerNo: f.applicantNo });
    const detail = await call<SapFormSummary>('10001', 'GET', `/sap/forms/${f.id}`);
    expect(detail.data).toMatchObject({ status: 'approvedReturn', assignee: '' });
    const approve = await call('10001', 'POST', `/sap/forms/${f.id}/approve`, {});
    expect([approve.status, approve.code]).toEqual([409, 409]);
    const t = await token('10001');
    const inbox = (await (
      await fetch(`${api.url}/api/inbox/items?pageSize=200`, {
        headers: { authorization: `Bearer ${t}`, 'x-access-token': t },
      })
    ).json()) as { data: { rows: Array<{ id: string }> } };
    expect(inbox.data.rows.map((x) => x.id)).not.toContain(f.id);
  });

  it('an SRM case withdrawn shows as self-closing', async () => {
    const seed = (await (await fetch(`${api.url}/demo/seed`)).json()) as Array<{
      area: string;
      id: string;
      status: string;
    }>;
    const open = seed.filter((s) => s.area === 'srm' && s.status === 'under review');
    for (const c of open) {
      const v = await view('10002', 'srm', c.id);
      if (v.status !== 200 || !v.data.actions.includes('withdraw')) continue;
      const r = await act('10002', 'srm', c.id, { action: 'withdraw' });
      expect(r.data.status).toBe('withdrawn');
      const after = (await (await fetch(`${api.url}/demo/seed`)).json()) as Array<{ id: string; status: string }>;
      expect(after.find((s) => s.id === c.id)?.status).toBe('self-closing case');
      return;
    }
    throw new Error('no SRM case 10002 may withdraw');
  });
});

describe('CC and read receipts', () => {
  it('the CC’d person sees the record read-only in the received list; opening it records read', async () => {
    const f = await waitingSap();
    expect((await call('10105', 'GET', `/sap/forms/${f.id}`)).status).toBe(404);
    const r = await act('10001', 'sap', f.id, { action: 'cc', userNo: '10105' });
    expect(r.data.cc).toMatchObject([{ userNo: '10105', byNo: '10001', readAt: '' }]);
    const received = await call<Array<{ id: string; readAt: string }>>('10105', 'GET', '/flow/received');
    expect(received.data.find((x) => x.id === f.id)?.readAt).toBe('');
    const seen = await view('10105', 'sap', f.id);
    expect(seen.data.actions).not.toContain('approve');
    expect(seen.data.cc[0].readAt).not.toBe('');
    expect((await call('10105', 'GET', `/sap/forms/${f.id}`)).status).toBe(200);
    expect((await call('10105', 'POST', `/sap/forms/${f.id}/approve`, {})).status).toBe(403);
    expect((await act('10104', 'sap', f.id, { action: 'cc', userNo: '41001' })).status).toBeGreaterThanOrEqual(403);
  });
});

describe('comments', () => {
  it('anyone who sees the record comments; @mentions can then see it and get a notice; text stays as typed', async () => {
    const f = await waitingSap();
    const hostile = '<img src=x onerror=alert(1)> @10104 請看照片';
    expect((await act('10105', 'sap', f.id, { action: 'comment', comment: 'x' })).status).toBe(404);
    const r = await act('10001', 'sap', f.id, { action: 'comment', comment: hostile, mentions: ['10104'] });
    expect(r.data.comments.at(-1)).toMatchObject({ text: hostile, authorNo: '10001', mentions: [{ userNo: '10104' }] });
    expect((await view('10104', 'sap', f.id)).status).toBe(200);
    expect((await outbox()).some((n) => n.kind === 'mention' && n.userNo === '10104')).toBe(true);
    expect((await act('10001', 'sap', f.id, { action: 'comment', comment: '  ' })).code).toBe(4001);
  });

  it('attaches uploaded photos (at most 9), which the record’s readers download', async () => {
    const f = await waitingSap();
    const t = await token('10001');
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const form = new FormData();
      form.append('file', new File([new Uint8Array([137, 80, 78, 71, i])], `現場 ${i}.png`, { type: 'image/png' }));
      const res = await fetch(`${api.url}/gateway/bpm/flow/sap/${f.id}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t}`, 'x-access-token': t },
        body: form,
      });
      ids.push(((await res.json()) as { data: { id: string } }).data.id);
    }
    expect((await act('10001', 'sap', f.id, { action: 'comment', comment: 'x', fileIds: ids })).status).toBe(400);
    const r = await act('10001', 'sap', f.id, { action: 'comment', comment: '照片', fileIds: ids.slice(0, 9) });
    expect(r.data.comments.at(-1)?.files).toHaveLength(9);
    const file = await fetch(`${api.url}/gateway/bpm/flow-files/${ids[0]}`, {
      headers: { authorization: `Bearer ${t}`, 'x-access-token': t },
    });
    expect(file.headers.get('content-type')).toBe('image/png');
    const other = await token('10105');
    const refused = await fetch(`${api.url}/gateway/bpm/flow-files/${ids[0]}`, {
      headers: { authorization: `Bearer ${other}`, 'x-access-token': other },
    });
    expect(refused.status).toBe(404);
  });
});

describe('delegation and due dates', () => {
  it('a substitute transfers on behalf of the signer; the current step has a due time', async () => {
    const f = await waitingSap();
    const v = (await view('10001', 'sap', f.id)).data;
    expect(v.steps[v.currentIndex].due).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const t = await token('10001');
    const put = await fetch(`${api.url}/api/inbox/delegation`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${t}`, 'x-access-token': t, 'content-type': 'application/json' },
      body: JSON.stringify({ substituteNo: '41001', start: '2025-06-01', end: '2025-06-30' }),
    });
    expect(put.status).toBe(200);
    const r = await act('41001', 'sap', f.id, { action: 'transfer', userNo: '10105', comment: '休假' });
    expect(r.status).toBe(200);
    expect(r.data.steps[r.data.currentIndex - 1]).toMatchObject({
      signerNo: '10001',
      byNo: '41001',
      meaning: 'transfer',
    });
  });
});
