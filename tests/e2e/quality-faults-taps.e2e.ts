import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { clearFaults, demoToken, fault, launchUrl, resetDemo, seedRecords, type SeedRecord } from './support/harness';
import { englishBrowser, hostMode, type Opened } from './support/gs001p-helpers';
import { demoUrl } from './support/servers';
import { APPLY_DRAFT, sapWaiting as waitingIn } from './support/tap-records';

/**
 * Issue 6, Reliability: a rapid double tap on every submitting button sends one request; writes carry an
 * Idempotency-Key (that the server honours it: demo/server/idempotency.test.ts); reads are retried on a dropped
 * network, writes never are.
 * English UI; requests counted in the browser with page.on('request').
 */

const base = demoUrl();
let ctx: BrowserContext;
let seed: SeedRecord[];

beforeAll(async () => {
  ctx = await englishBrowser();
  // The seed is the same after every reset: read once.
  await resetDemo(base);
  seed = await seedRecords(base);
});
afterAll(() => ctx?.close());
beforeEach(() => resetDemo(base));

/** The file's one tab, reused by the tests: a new tab per test costs a renderer each time. */
let tab: Opened | undefined;

/**
 * Opens route in the file's tab with its storage emptied: signed in as userNo, or signed out (null); `demo` serves
 * the messaging web view with or without the demo flag (hostMode).
 */
async function open(userNo: string | null, route: string, demo?: boolean): Promise<Opened> {
  if (!tab) {
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // Failed requests the test provoked are logged by Chromium itself; page errors are what count.
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
    });
    tab = { page, errors };
  }
  const { page, errors } = tab;
  // The health answer first, so the previous test's app is gone and cannot write to storage after it is emptied.
  await page.goto(`${base}/healthz`);
  page.removeAllListeners('request');
  await page.unrouteAll();
  errors.length = 0;
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  if (demo !== undefined) await hostMode(page, demo);
  await page.goto(userNo === null ? `${base}/#${route}` : launchUrl(base, { userNo, to: route }));
  await page.locator('h1').first().waitFor();
  return tab;
}

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

const sapWaiting = (type: string) => waitingIn(seed, type);

describe('a double tap sends one request', () => {
  it('login', async () => {
    const { page, errors } = await open(null, '/pages/login/login');
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
    const { page } = await open('10001', po.route);
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
    const { page } = await open('10001', '/pages/SAP/PDSProcessing/PDSProcessing');
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
    const { page } = await open('10002', '/pages/index/index');
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
    const { page } = await open('10002', `/pages/GS001P/edit?id=${returned.id}`);
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
    const { page } = await open('10001', srm.route);
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
    const { page } = await open('10001', '/pages/salary/login');
    const sent = counter(page, 'POST', /\/salary\/login$/);
    await page.getByLabel('Salary password').fill('salary123');
    await doubleTap(page, 'Open salary');
    await page.getByTestId('salary-net').waitFor();
    await settle(page);
    expect(sent).toHaveLength(1);
  });

  it('binding confirm (and the code request before it)', async () => {
    const { page } = await open(null, '/pages/authentication/authenticationUserWX', true);
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
    const { page } = await open('10001', `/pages/SAP/file/fileList?id=${po.id}`);
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
    const { page, errors } = await open('10001', '/pages/SAP/index');
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
    const { page } = await open('10001', po.route);
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
