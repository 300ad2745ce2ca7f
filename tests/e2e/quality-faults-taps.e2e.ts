import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { clearFaults, demoToken, fault, resetDemo, seedRecords, type SeedRecord } from './support/harness';
import { englishBrowser, openAnonymous, openAs } from './support/gs001p-helpers';
import { demoUrl } from './support/servers';

/**
 * Issue 6, Reliability: a rapid double tap on every submitting button sends one request; writes carry an
 * Idempotency-Key the demo server honours; reads are retried on a dropped network, writes never are.
 * English UI; requests counted in the browser with page.on('request').
 */

const base = demoUrl();
let ctx: BrowserContext;
let seed: SeedRecord[];

beforeAll(async () => {
  ctx = await englishBrowser();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await resetDemo(base);
  seed = await seedRecords(base);
  for (const page of ctx.pages()) await page.close();
});

/** Records every request whose method and path match, from now on. */
function counter(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

/** Two taps 30 ms apart, like an impatient thumb (a dblclick event would be gentler than real taps). */
async function doubleTap(page: Page, name: string | RegExp, scope = page.locator(':root')) {
  const button = scope.getByRole('button', { name, exact: typeof name === 'string' }).first();
  await button.waitFor();
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.waitForTimeout(30);
  await page.mouse.click(x, y);
}

/** Double-taps the confirmation dialog's button. */
const doubleConfirm = async (page: Page, name = 'OK') => {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await doubleTap(page, name, dialog);
};

/** Lets any late duplicate leave the browser before counting. */
const settle = (page: Page) => page.waitForTimeout(800);

const sapWaiting = (type: string) =>
  seed.find(
    (r) =>
      r.area === 'sap' &&
      r.type === type &&
      r.status === 'under approval' &&
      r.assignee === '10001' &&
      !r.id.startsWith('FI0009') &&
      // The large framework order asks for the signing PIN (signing.e2e.ts): these taps sign with a tap.
      r.id !== '4500012345',
  )!;

const APPLY_DRAFT = {
  department: '業務一部',
  position: '業務專員',
  company: '2000',
  systemName: 'SAP',
  accessClass: 'system',
  rolesFunctions: 'Z_SD_SALES',
  workPurpose: '查詢客戶訂單。',
};

describe('a double tap sends one request', () => {
  it('login', async () => {
    const { page, errors } = await openAnonymous(ctx, base, '/pages/login/login');
    const sent = counter(page, 'POST', /\/api\/auth\/login$/);
    await page.getByLabel('Account').fill('10001');
    await page.getByLabel('Password', { exact: true }).fill('demo');
    await doubleTap(page, 'Sign in');
    await page.getByText('陳志明').first().waitFor();
    await settle(page);
    expect(sent).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('approve and return (SAP): one request each, with an Idempotency-Key', async () => {
    const po = sapWaiting('purchaseOrder');
    const { page } = await openAs(ctx, base, '10001', po.route);
    const approvals = counter(page, 'POST', /\/approve$/);
    await doubleTap(page, 'Approve');
    await doubleConfirm(page);
    await expect.poll(() => page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await settle(page);
    expect(approvals).toHaveLength(1);
    expect(approvals[0].headers()['idempotency-key']).toMatch(/^[0-9a-f]{24}$/);

    const mo = sapWaiting('materialOrder');
    await page.goto(`${base}/#${mo.route}`);
    await page.getByLabel('Comment').fill('單價過高，請重新議價。');
    const returns = counter(page, 'POST', /\/return$/);
    await doubleTap(page, 'Return');
    await doubleConfirm(page);
    await expect.poll(() => page.getByTestId('form-status').textContent()).toBe('Returned');
    await settle(page);
    expect(returns).toHaveLength(1);
    expect(returns[0].headers()['idempotency-key']).toMatch(/^[0-9a-f]{24}$/);
  });

  it('batch approve (SAP)', async () => {
    const { page } = await openAs(ctx, base, '10001', '/pages/SAP/PDSProcessing/PDSProcessing');
    await page.getByRole('button', { name: 'Under approval', exact: true }).click();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const boxes = page.getByRole('checkbox');
    await boxes.first().waitFor();
    // The second waiting form is the large framework order, which asks for the signing PIN: skipped here.
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    const sent = counter(page, 'POST', /\/sap\/batch\/approve$/);
    await doubleTap(page, 'Approve selected (2)');
    await doubleConfirm(page);
    await page.getByRole('status').filter({ hasText: '2 approved' }).waitFor();
    await settle(page);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers()['idempotency-key']).toMatch(/^[0-9a-f]{24}$/);
  });

  it('submit an application (SAP account permissions)', async () => {
    const { page } = await openAs(ctx, base, '10002', '/pages/index/index');
    await page.evaluate(
      (draft) => localStorage.setItem('esign.draft.sap.accountPermissions.10002', JSON.stringify(draft)),
      APPLY_DRAFT,
    );
    await page.goto(`${base}/#/pages/SAP/accountPermissions/preview`);
    const sent = counter(page, 'POST', /\/sap\/applications$/);
    await doubleTap(page, 'Submit for signing');
    await doubleConfirm(page);
    await page.waitForURL((u) => u.hash.includes('/accountPermissions/processingInfo?id=AP'));
    await settle(page);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers()['idempotency-key']).toMatch(/^[0-9a-f]{24}$/);
  });

  it('GS001P submit for signing', async () => {
    const returned = seed.find((r) => r.area === 'gs001p' && r.title === 'Returned to business')!;
    const { page } = await openAs(ctx, base, '10002', `/pages/GS001P/edit?id=${returned.id}`);
    const sent = counter(page, 'POST', /\/gs001p\/cases\/[^/]+\/submit$/);
    await doubleTap(page, 'Submit for signing');
    await doubleConfirm(page);
    await page.waitForURL(/GS001P\/detail\?id=/);
    await settle(page);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers()['idempotency-key']).toMatch(/^[0-9a-f]{24}$/);
  });

  it('SRM approve and QMS judgment: one request each, with an Idempotency-Key', async () => {
    const token = await demoToken(base, '10001');
    const auth = { authorization: `Bearer ${token}`, 'x-access-token': token };
    const mine = (
      (await (await fetch(`${base}/gateway/esign-srm/cases?list=eval&scope=todo`, { headers: auth })).json()) as {
        data: { rows: Array<{ id: string; mine: boolean }> };
      }
    ).data.rows.find((r) => r.mine)!;
    const srm = seed.find((r) => r.area === 'srm' && r.id === mine.id)!;
    const { page } = await openAs(ctx, base, '10001', srm.route);
    const acts = counter(page, 'POST', /\/cases\/[^/]+\/actions$/);
    await doubleTap(page, 'Approve');
    await doubleConfirm(page);
    await expect.poll(() => page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await settle(page);
    expect(acts).toHaveLength(1);
    expect(acts[0].headers()['idempotency-key']).toMatch(/^[0-9a-f]{24}$/);

    const get = async (path: string) =>
      (
        (await (await fetch(`${base}/qms-gateway/qmsv2-web${path}`, { headers: auth })).json()) as {
          data: { rows: unknown[]; canJudge?: boolean; finalStep?: boolean };
        }
      ).data;
    const todo = (await get('/cases?types=idr,pdr,market,mqi,mqp&scope=todo&pageSize=100')).rows as Array<{
      id: string;
      type: string;
    }>;
    let target: { id: string; type: string } | undefined;
    for (const row of todo) {
      const d = await get(`/cases/${row.id}`);
      if (d.canJudge && !d.finalStep) {
        target = row;
        break;
      }
    }
    const qmsRoute = seed.find((r) => r.area === 'qms' && r.id === target!.id)!.route;
    await page.goto(`${base}/#${qmsRoute}`);
    await page.getByLabel('Pick').check();
    const judged = counter(page, 'POST', /\/tasks\/[^/]+\/judgment$/);
    await doubleTap(page, 'Record judgment');
    await doubleConfirm(page);
    await expect.poll(() => page.getByRole('button', { name: 'Record judgment' }).count()).toBe(0);
    await settle(page);
    expect(judged).toHaveLength(1);
    expect(judged[0].headers()['idempotency-key']).toMatch(/^[0-9a-f]{24}$/);
  });

  it('salary login', async () => {
    const { page } = await openAs(ctx, base, '10001', '/pages/salary/login');
    const sent = counter(page, 'POST', /\/salary\/login$/);
    await page.getByLabel('Salary password').fill('salary123');
    await doubleTap(page, 'Open salary');
    await page.getByTestId('salary-net').waitFor();
    await settle(page);
    expect(sent).toHaveLength(1);
  });

  it('binding confirm (and the code request before it)', async () => {
    const { page } = await openAnonymous(ctx, base, '/pages/authentication/authenticationUserWX', true);
    const codes = counter(page, 'POST', /\/wxwork\/bind\/code$/);
    const verifies = counter(page, 'POST', /\/wxwork\/bind\/verify$/);
    await page.getByLabel('Job id').fill('10001');
    await page.getByText('Mobile', { exact: true }).click();
    await doubleTap(page, 'Send verification code');
    await page.getByText('A 6-digit code was sent to 138****0001.').waitFor();
    const [{ code }] = (await (await fetch(`${base}/demo/outbox`)).json()) as Array<{ code: string }>;
    await page.getByLabel('Verification code').fill(code);
    await doubleTap(page, 'Confirm and sign in');
    await page.waitForURL((u) => !u.hash.includes('authenticationUserWX'));
    await settle(page);
    expect(codes).toHaveLength(1);
    expect(verifies).toHaveLength(1);
  });

  it('upload (SAP attachment)', async () => {
    const po = sapWaiting('purchaseOrder');
    const { page } = await openAs(ctx, base, '10001', `/pages/SAP/file/fileList?id=${po.id}`);
    await page.getByRole('link', { name: 'Add attachment' }).click();
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'tap.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(200_000, 37) });
    const sent = counter(page, 'POST', /\/files$/);
    await doubleTap(page, 'Upload');
    await doubleConfirm(page);
    await page.waitForURL((u) => u.hash.includes('/pages/SAP/file/fileList'));
    await settle(page);
    expect(sent).toHaveLength(1);
    const token = await demoToken(base, '10001');
    const files = (await (
      await fetch(`${base}/gateway/bpm/sap/forms/${po.id}/files`, {
        headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
      })
    ).json()) as { data: Array<{ name: string }> };
    expect(files.data.filter((f) => f.name === 'tap.pdf')).toHaveLength(1);
  });
});

describe('retries: reads again on a dropped network, writes never', () => {
  it('a list read survives one broken answer without the user noticing', async () => {
    const { page, errors } = await openAs(ctx, base, '10001', '/pages/SAP/index');
    const reads = counter(page, 'GET', /\/sap\/forms$/);
    // Cut in the middle of the answer: Chromium never replays that itself, so the second request is ours.
    await fault(base, { path: '/gateway/bpm/sap/forms', network: 'abort', times: 1 });
    await page.goto(`${base}/#/pages/SAP/PDSProcessing/PDSProcessing`);
    await page.locator('[data-form-id]').first().waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(reads).toHaveLength(2);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('an approval whose connection drops is sent once by the page, and done at most once by the server', async () => {
    const po = sapWaiting('purchaseOrder');
    const { page } = await openAs(ctx, base, '10001', po.route);
    const approvals = counter(page, 'POST', /\/approve$/);
    await fault(base, { path: `/gateway/bpm/sap/forms/${po.id}/approve`, network: 'drop', times: 0 });
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('alertdialog').getByText('Get failed, please try again.').waitFor();
    await clearFaults(base);
    await settle(page);
    expect(approvals).toHaveLength(1);
    // The user tries again: the same key, so even a request the server did receive is not done twice.
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    expect(approvals).toHaveLength(2);
    expect(approvals[1].headers()['idempotency-key']).toBe(approvals[0].headers()['idempotency-key']);
  });
});

describe('the demo server honours Idempotency-Key on every submit and approve', () => {
  const call = async (userNo: string, method: string, path: string, body?: unknown, key?: string) => {
    const token = await demoToken(base, userNo);
    const res = await fetch(base + path, {
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
