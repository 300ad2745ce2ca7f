// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../test-server';
import type { FlowView } from '../../../../src/api/flow';
import type { GsDetail } from '../../../../src/api/gs001p';

/**
 * GS001P on the one sign-flow engine, over HTTP: its own steps (engineer, supervisor, business confirmation) and
 * the routing actions beside them, each by the right person, refused (403) for the wrong one and 409 once the
 * case has moved on.
 */
const api = serverForTests();
const { tokenOf } = api;
const call = <T>(userNo: string, method: string, url: string, body?: unknown, key?: string) =>
  api.call<T>(userNo, method, url, body, key ? { 'idempotency-key': key } : {});

const view = (userNo: string, id: string) => call<FlowView>(userNo, 'GET', `/gateway/bpm/flow/gs001p/${id}`);
const act = (userNo: string, id: string, body: Record<string, unknown>, key?: string) =>
  call<FlowView>(userNo, 'POST', `/gateway/bpm/flow/gs001p/${id}/actions`, body, key);
const detail = (userNo: string, id: string) => call<GsDetail>(userNo, 'GET', `/api/gs001p/cases/${id}`);
const caseAct = (userNo: string, id: string, body: Record<string, unknown>) =>
  call<GsDetail>(userNo, 'POST', `/api/gs001p/cases/${id}/act`, body);
const todo = async (userNo: string) =>
  (await call<{ rows: Array<{ id: string }> }>(userNo, 'GET', '/api/gs001p/cases?scope=todo')).data.rows.map(
    (r) => r.id,
  );
const byTitle = async (title: string) =>
  ((await (await fetch(`${api.url}/demo/seed`)).json()) as Array<{ area: string; id: string; title: string }>).find(
    (s) => s.area === 'gs001p' && s.title === title,
  )!.id;
const outbox = async () =>
  (await (await fetch(`${api.url}/demo/outbox?kind=flow`)).json()) as Array<{
    userNo: string;
    kind: string;
    itemId: string;
  }>;

/** Waits on engineer 10001; business 10002 created it; supervisor M0201 follows. */
const atEngineer = () => byTitle('Signing: responsible engineer 10001');
/** Engineer E0101 approved; waits on supervisor 10001. */
const atSupervisor = () => byTitle('Signing: supervisor approval 10001');

describe('GS001P on the flow engine', () => {
  it('shows its planned steps with roles and a due time on the signing step only', async () => {
    const id = await atEngineer();
    const v = (await view('10002', id)).data;
    expect(v.steps.map((s) => [s.role, s.signerNo, s.state])).toEqual([
      ['applicant', '10002', 'done'],
      ['responsibleEngineer', '10001', 'current'],
      ['supervisor', 'M0201', 'waiting'],
      ['business', '10002', 'waiting'],
    ]);
    expect(v.steps[0].meaning).toBe('submit');
    expect(v.steps[1].due).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const confirming = (await view('10002', await byTitle('Business final confirmation'))).data;
    expect(confirming.steps[confirming.currentIndex]).toMatchObject({ role: 'business', due: '' });
  });

  it('transfer: the engineer hands the step on with a reason; the new engineer approves; the old one is refused', async () => {
    const id = await atEngineer();
    expect((await act('10001', id, { action: 'transfer', userNo: 'E0101' })).code).toBe(4001);
    expect((await act('10002', id, { action: 'transfer', userNo: 'E0101', comment: 'x' })).status).toBe(403);
    const done = await act('10001', id, { action: 'transfer', userNo: 'E0101', comment: '出差' }, 't1');
    expect(done.status).toBe(200);
    expect(done.data.steps[done.data.currentIndex]).toMatchObject({
      role: 'responsibleEngineer',
      signerNo: 'E0101',
      fromNo: '10001',
      origin: 'transfer',
    });
    expect((await act('10001', id, { action: 'transfer', userNo: 'E0101', comment: '出差' }, 't1')).data.steps).toEqual(
      done.data.steps,
    );
    expect((await outbox()).some((n) => n.kind === 'transfer' && n.itemId === id && n.userNo === 'E0101')).toBe(true);
    expect(await todo('E0101')).toContain(id);
    expect(await todo('10001')).not.toContain(id);
    expect((await caseAct('10001', id, { action: 'approve' })).code).toBe(4101);
    const approved = await caseAct('E0101', id, { action: 'approve', comment: '可行' });
    expect(approved.data).toMatchObject({ status: 'signing', step: 'supervisor', assignee: 'M0201' });
    expect(approved.data.history.at(-1)).toMatchObject({ role: 'engineer', userNo: 'E0101', action: 'approve' });
  });

  it('add signer before and after the engineer step', async () => {
    const id = await atEngineer();
    expect((await act('M0201', id, { action: 'addBefore', userNo: '41001' })).status).toBe(403);
    const before = await act('10001', id, { action: 'addBefore', userNo: '41001', comment: '請先看結構' });
    expect(before.data.steps[before.data.currentIndex]).toMatchObject({ signerNo: '41001', origin: 'addBefore' });
    expect((await detail('41001', id)).data).toMatchObject({
      status: 'signing',
      step: 'engineer',
      actions: ['approve', 'return'],
    });
    await caseAct('41001', id, { action: 'approve' });
    const back = (await view('10001', id)).data;
    expect(back.steps[back.currentIndex].signerNo).toBe('10001');
    const added = await act('10001', id, { action: 'addAfter', userNo: '41002' });
    expect(added.data.steps[added.data.currentIndex + 1]).toMatchObject({ signerNo: '41002', origin: 'addAfter' });
    await caseAct('10001', id, { action: 'approve' });
    expect((await detail('41002', id)).data.assignee).toBe('41002');
    await caseAct('41002', id, { action: 'approve' });
    expect((await detail('10002', id)).data).toMatchObject({
      status: 'signing',
      step: 'supervisor',
      assignee: 'M0201',
    });
  });

  it('withdraw: only the creator while signing; the case is a draft again and leaves the inbox; submit starts anew', async () => {
    const id = await atEngineer();
    expect((await act('10001', id, { action: 'withdraw' })).status).toBe(403);
    const w = await act('10002', id, { action: 'withdraw', comment: '規格要改' });
    expect(w.data.status).toBe('withdrawn');
    expect((await detail('10002', id)).data).toMatchObject({ status: 'draft', actions: ['save', 'submit'] });
    expect(await todo('10001')).not.toContain(id);
    expect((await act('10002', id, { action: 'withdraw' })).status).toBe(409);
    expect((await act('10001', id, { action: 'transfer', userNo: 'E0101', comment: 'x' })).status).toBe(409);
    const fields = (await detail('10002', id)).data.fields;
    const again = await call<GsDetail>('10002', 'POST', `/api/gs001p/cases/${id}/submit`, { fields });
    expect(again.data).toMatchObject({ status: 'signing', step: 'engineer', assignee: '10001' });
    const v = (await view('10002', id)).data;
    expect(v.steps.filter((s) => s.meaning === 'submit')).toHaveLength(2);
    expect(v.steps.filter((s) => s.state === 'waiting').map((s) => s.role)).toEqual(['supervisor', 'business']);
  });

  it('send back: the supervisor sends the case back to the engineer, who signs again; a comment is required', async () => {
    const id = await atSupervisor();
    const v = (await view('10001', id)).data;
    const engineerStep = v.steps.findIndex((s) => s.role === 'responsibleEngineer');
    expect(v.sendBackTo).toEqual([0, engineerStep]);
    expect((await act('10001', id, { action: 'sendBack', toStep: engineerStep })).code).toBe(4001);
    expect((await act('E0101', id, { action: 'sendBack', toStep: engineerStep, comment: 'x' })).status).toBe(403);
    const r = await act('10001', id, { action: 'sendBack', toStep: engineerStep, comment: '請補模具報價' });
    expect(r.data.steps[r.data.currentIndex]).toMatchObject({ signerNo: 'E0101', origin: 'sendBack' });
    expect((await detail('10002', id)).data).toMatchObject({ status: 'signing', step: 'engineer', assignee: 'E0101' });
    await caseAct('E0101', id, { action: 'approve' });
    expect((await detail('10002', id)).data).toMatchObject({ step: 'supervisor', assignee: '10001' });
  });

  it('the final confirmation is not routed on; a stale step is 409', async () => {
    const id = await byTitle('Business final confirmation');
    const v = (await view('10002', id)).data;
    expect(v.actions).toEqual(['approve', 'conclude', 'cc', 'comment']);
    expect((await act('10002', id, { action: 'transfer', userNo: '10001', comment: 'x' })).status).toBe(403);
    expect((await act('10002', id, { action: 'sendBack', toStep: 1, comment: 'x' })).status).toBe(403);
    const atEng = await atEngineer();
    const seen = (await view('10001', atEng)).data.currentIndex;
    await caseAct('10001', atEng, { action: 'approve' });
    const stale = await act('10001', atEng, { action: 'cc', userNo: '41001', seenStep: seen });
    expect([stale.status, stale.code]).toEqual([409, 409]);
  });

  it('CC: the CC’d person sees the case read-only and their first look is recorded as read', async () => {
    const id = await atEngineer();
    expect((await detail('41001', id)).status).toBe(404);
    expect((await act('M0201', id, { action: 'cc', userNo: '41001' })).status).toBe(403);
    await act('10001', id, { action: 'cc', userNo: '41001' });
    expect((await detail('41001', id)).data.actions).toEqual([]);
    const list = await call<{ rows: Array<{ id: string }> }>('41001', 'GET', '/api/gs001p/cases');
    expect(list.data.rows.map((r) => r.id)).toContain(id);
    await view('41001', id);
    expect((await view('10002', id)).data.cc).toMatchObject([{ userNo: '41001', byNo: '10001' }]);
    expect((await view('10002', id)).data.cc[0].readAt).not.toBe('');
  });

  it('comments with a photo and an @mention; the mentioned may read the case', async () => {
    const id = await atEngineer();
    const t = await tokenOf('10002');
    const form = new FormData();
    form.append('file', new File([new Uint8Array([137, 80, 78, 71])], '樣品.png', { type: 'image/png' }));
    const up = await fetch(`${api.url}/gateway/bpm/flow/gs001p/${id}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t}`, 'x-access-token': t },
      body: form,
    });
    const fileId = ((await up.json()) as { data: { id: string } }).data.id;
    expect((await act('41003', id, { action: 'comment', comment: 'x' })).status).toBe(404);
    const r = await act('10002', id, {
      action: 'comment',
      comment: '請看樣品',
      fileIds: [fileId],
      mentions: ['41003'],
    });
    expect(r.data.comments.at(-1)).toMatchObject({
      text: '請看樣品',
      files: [{ id: fileId, name: '樣品.png' }],
      mentions: [{ userNo: '41003' }],
    });
    expect((await detail('41003', id)).status).toBe(200);
  });

  it('a substitute acts on behalf of the engineer', async () => {
    const id = await atEngineer();
    const t = await tokenOf('10001');
    const put = await fetch(`${api.url}/api/inbox/delegation`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${t}`, 'x-access-token': t, 'content-type': 'application/json' },
      body: JSON.stringify({ substituteNo: '41001', start: '2025-06-01', end: '2025-06-30' }),
    });
    expect(put.status).toBe(200);
    const r = await act('41001', id, { action: 'transfer', userNo: 'E0101', comment: '休假' });
    expect(r.data.steps[r.data.currentIndex - 1]).toMatchObject({
      signerNo: '10001',
      byNo: '41001',
      meaning: 'transfer',
    });
  });

  it('a status change restarts the 3-month count; a temporary save does not', async () => {
    const id = await byTitle('Draft (temporary save)');
    const before = (await detail('10002', id)).data;
    const saved = await call<GsDetail>('10002', 'POST', '/api/gs001p/cases', { id, fields: before.fields });
    expect(saved.data.statusChangedAt).toBe(before.statusChangedAt);
    const signing = await atEngineer();
    const was = (await detail('10002', signing)).data.statusChangedAt;
    await caseAct('10001', signing, { action: 'approve' });
    expect((await detail('10002', signing)).data.statusChangedAt).not.toBe(was);
  });
});
