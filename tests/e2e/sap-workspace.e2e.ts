import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { SapFormDetail } from '../../src/api/sap';
import { launchUrl, resetDemo, seedRecords, VIEWPORTS, type SeedRecord } from './support/harness';
import { api, confirmDialog, englishBrowser, go } from './support/sap-helpers';
import { demoUrl, reactUrl } from './support/servers';
import { reusedTab } from './support/tab';

/** The manager's day in the SAP workspace: lists, every processing-info type, approve, return, batch, big screen. */

const base = demoUrl();
const reactBase = reactUrl();
let phone: BrowserContext;
let seed: SeedRecord[];

beforeAll(async () => {
  phone = await englishBrowser({ viewport: 'phone' });
});
afterAll(() => phone?.close());
// The tests load their pages into one tab (support/tab.ts), at the phone's width unless a test widens it first.
// Chromium's own line for a failed request the test provoked is no page error.
const tab = reusedTab(() => phone, /Failed to load resource/);
beforeEach(async () => {
  await resetDemo(base);
  seed = (await seedRecords(base)).filter((r) => r.area === 'sap');
  await (await tab.current()).setViewportSize(VIEWPORTS.phone);
});

/** Signs in as userNo and opens route in the tab; waits for the page title. */
async function openAs(url: string, userNo: string, route: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await tab.open(launchUrl(url, { userNo, to: route }));
  await page.locator('h1').first().waitFor();
  return { page, errors };
}

/** The tab at the desktop's width (above 768 px), from the next load on. */
async function desktop(): Promise<void> {
  await (await tab.current()).setViewportSize(VIEWPORTS.desktop);
}

/** The list each processing-info type is reached from (ROUTES.md PDS lists). */
const LIST_OF: Record<string, string> = {
  purchaseRequisition: 'PDSProcessingPucOrder',
  purchaseOrder: 'PDSProcessingPucOrder',
  fixedAssets: 'PDSProcessingFixedAssets',
  materialOrder: 'PDSProcessingBisOrder',
  feeApplication: 'PDSProcessingFee',
  businessOrder: 'PDSProcessingBisOrder',
  quotationOrder: 'PDSProcessingBisOrder',
  softwareApplication: 'PDSProcessingSysReq',
  usbApplication: 'PDSProcessingSysReq',
  repairOrder: 'PDSProcessing',
};

const waiting = (type: string) =>
  seed.find((r) => r.type === type && r.status === 'under approval' && !r.id.startsWith('FI0009'))!;

/**
 * Types a form number and waits for the search's own result. The form is often in the list already, and the
 * search reloads the list after its debounce: acting on the row before then races that reload.
 */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Number or applicant' }).fill(text);
  const shown = page.locator('[data-form-id]');
  await expect
    .poll(() =>
      shown.evaluateAll(
        (rows, t) => rows.length > 0 && rows.every((row) => (row.getAttribute('data-form-id') ?? '').includes(t)),
        text,
      ),
    )
    .toBe(true);
}

/** SAP's to-do count on home as it stands now: this visit's, not the last-known count a launch paints first (busy). */
async function sapTodo(page: Page): Promise<number> {
  const badge = page.locator('nav[aria-busy="false"] [data-area="sap"] [data-testid="todo-count"]');
  await badge.waitFor();
  return Number(await badge.textContent());
}

describe('lists and processing info', () => {
  it('opens each of the 10 processing-info types from its list, asking the server for each form once', async () => {
    const { page, errors } = await openAs(base, '10001', '/pages/SAP/index');
    // The tap starts the read and the page takes it over (requestEarly): one request per opening, not two.
    const reads: string[] = [];
    page.on('request', (r) => {
      const m = /\/sap\/forms\/([^/?]+)(\?|$)/.exec(`${new URL(r.url()).pathname}?`);
      if (m && r.method() === 'GET') reads.push(m[1]);
    });
    for (const [type, list] of Object.entries(LIST_OF)) {
      const form = waiting(type);
      await go(page, base, `/pages/SAP/PDSProcessing/${list}`);
      await search(page, form.id);
      await page.locator(`[data-form-id="${form.id}"]`).click();
      await page.waitForURL((url) => url.hash.startsWith(`#/pages/SAP/processingInfo/${type}?id=${form.id}`));
      await expect.poll(() => page.getByRole('heading', { name: form.id }).count(), { message: type }).toBe(1);
      // The registry's sections render (at least one section heading besides the summary) and the sign history.
      expect(await page.locator('[data-form-type] section h2').count(), type).toBeGreaterThan(1);
      await page.getByTestId('flow-timeline').waitFor();
      expect(
        reads.filter((id) => id === form.id),
        type,
      ).toHaveLength(1);
    }
    // The two applications open from their own lists, on their own processing-info routes.
    for (const [type, list] of [
      ['accountPermissions', '/pages/SAP/accountPermissions/list'],
      ['SystemRequirement', '/pages/SAP/SystemRequirement/list'],
    ]) {
      const form = waiting(type);
      await go(page, base, list);
      await search(page, form.id);
      await page.locator(`[data-form-id="${form.id}"]`).click();
      await page.waitForURL((url) => url.hash.startsWith(`#/pages/SAP/${type}/processingInfo?id=${form.id}`));
      await page.getByRole('heading', { name: form.id }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('pages by 30 on scroll, filters by status and searches by applicant', async () => {
    const { page } = await openAs(base, '10001', '/pages/SAP/PDSProcessing/PDSProcessing');
    const rows = page.locator('[data-form-id]');
    await expect.poll(() => rows.count()).toBe(30);
    await rows.nth(29).scrollIntoViewIfNeeded();
    await page
      .getByText('Load more')
      .or(page.getByText('Loading…'))
      .first()
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
    await expect.poll(() => rows.count()).toBe(60);
    await page.getByRole('button', { name: 'Returned', exact: true }).click();
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((t) => t.includes('Returned') && !t.includes('Under approval'));
      })
      .toBe(true);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Number or applicant' }).fill('林美玲');
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((t) => t.includes('Applicant: 林美玲'));
      })
      .toBe(true);
    await page.getByRole('searchbox', { name: 'Number or applicant' }).fill('zzzz-none');
    await page.getByText('No record found.').waitFor();
  });

  it('a form type the client cannot show points to the electronic signature system', async () => {
    const odd = seed.find((r) => r.id.startsWith('FI0009'))!;
    const { page } = await openAs(base, '10001', '/pages/SAP/PDSProcessing/PDSProcessingFee');
    await search(page, odd.id);
    await page.locator(`[data-form-id="${odd.id}"]`).click();
    const alert = page.getByRole('alertdialog');
    await expect
      .poll(() => alert.textContent())
      .toContain('Form type not supported for viewing, go to the electronic signature system to operate.');
    await alert.getByRole('button', { name: 'OK' }).click();
    expect(page.url()).toContain('PDSProcessingFee');
  });
});

describe('hostile server text', () => {
  it('shows markup, a 5,000-character word and an RTL override as text that wraps', async () => {
    const form = seed.find((r) => r.type === 'repairOrder' && r.title?.startsWith('<img'))!;
    const { page, errors } = await openAs(base, '10001', form.route);
    await page.getByRole('heading', { name: form.id }).waitFor();
    await page.getByText('<script>alert("x")</script><b>請補件</b>').waitFor();
    const found = await page.evaluate(() => {
      const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
      const main = root.querySelector('main')!;
      return {
        imgs: root.querySelectorAll('img[src="x"]').length,
        scripts: root.querySelectorAll('script').length,
        overflow: main.scrollWidth - main.clientWidth,
      };
    });
    expect(found).toEqual({ imgs: 0, scripts: 0, overflow: 0 });
    expect(errors).toEqual([]);
  });
});

describe('actions', () => {
  it('approve one: the form moves on and the home to-do count drops by one', async () => {
    // The large framework order 4500012345 asks for the signing PIN (signing.e2e.ts); this one signs with a tap.
    const form = seed.find(
      (r) => r.type === 'purchaseOrder' && r.status === 'under approval' && r.id !== '4500012345',
    )!;
    const { page } = await openAs(base, '10001', '/pages/index/index');
    await go(page, base, '/pages/index/index');
    const before = await sapTodo(page);
    await go(page, base, form.route);
    await page.getByRole('button', { name: 'Approve' }).click();
    await confirmDialog(page);
    await page.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    // Home asks for the counts as it opens; the drop shows once that answer is in (before it, the count the app
    // last had).
    await go(page, base, '/pages/index/index');
    await expect.poll(() => sapTodo(page), { timeout: 10_000 }).toBe(before - 1);
    const detail = await api<SapFormDetail>(base, '10001', `/sap/forms/${form.id}`);
    expect(detail.history.find((s) => s.signerNo === '10001')?.state).toBe('done');
  });

  it('return one: refused without a comment, then returned with one', async () => {
    const form = waiting('materialOrder');
    const { page } = await openAs(base, '10001', form.route);
    await page.getByRole('button', { name: 'Return' }).click();
    await page.getByText('Please enter a comment to return this form.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await api<SapFormDetail>(base, '10001', `/sap/forms/${form.id}`)).status).toBe('underApproval');
    await page.getByLabel('Comment').fill('單價高於上次採購 8%，請重新議價。');
    await page.getByRole('button', { name: 'Return' }).click();
    await confirmDialog(page);
    await expect.poll(() => page.getByTestId('form-status').textContent()).toBe('Returned');
    const detail = await api<SapFormDetail>(base, '10001', `/sap/forms/${form.id}`);
    expect(detail.status).toBe('approvedReturn');
    expect(detail.history.find((s) => s.state === 'returned')?.comment).toBe('單價高於上次採購 8%，請重新議價。');
  });

  it('batch-approves three with one confirmation, and nothing twice', async () => {
    const { page } = await openAs(base, '10001', '/pages/SAP/PDSProcessing/PDSProcessing');
    await page.getByRole('button', { name: 'Under approval', exact: true }).click();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const boxes = page.getByRole('checkbox');
    await boxes.first().waitFor();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const label = (await boxes.nth(i).getAttribute('aria-label'))!;
      ids.push(label.replace('Select ', ''));
      await boxes.nth(i).check();
    }
    const approve = page.getByRole('button', { name: 'Approve selected (3)' });
    await approve.click();
    await confirmDialog(page);
    // The large purchase order among the three asks for the signing PIN, once for the batch (set on first need).
    const pin = page.getByRole('dialog', { name: 'Signing PIN' });
    await pin.getByLabel('New PIN (6 digits)').fill('482916');
    await pin.getByLabel('New PIN again').fill('482916');
    await pin.getByRole('button', { name: 'Sign' }).click();
    await page.getByRole('status').filter({ hasText: '3 approved' }).waitFor();
    for (const id of ids) {
      const detail = await api<SapFormDetail>(base, '10001', `/sap/forms/${id}`);
      expect(detail.canApprove, id).toBe(false);
      expect(
        detail.history.filter((s) => s.signerNo === '10001' && s.state === 'done'),
        id,
      ).toHaveLength(1);
    }
    // The list shows the new state: the approved forms no longer wait for me.
    for (const id of ids)
      expect(await page.locator(`[data-form-id="${id}"] >> text=Now with: 陳志明`).count(), id).toBe(0);
  });

  it('adds a signer after the current step', async () => {
    const form = waiting('repairOrder');
    const { page } = await openAs(base, '10001', form.route);
    await page.getByRole('button', { name: 'Add signer', exact: true }).click();
    await page.getByRole('button', { name: /^許志豪\s*10105/ }).click();
    await page.getByRole('button', { name: 'Add signer', exact: true }).click();
    await confirmDialog(page);
    await page.waitForURL((url) => url.hash.includes('processingInfo/repairOrder'));
    const detail = await api<SapFormDetail>(base, '10001', `/sap/forms/${form.id}`);
    const at = detail.history.findIndex((s) => s.state === 'current');
    expect(detail.history[at + 1].signerName).toBe('許志豪');
  });
});

describe('big screen', () => {
  it('shows list and detail side by side above 768 px, line items as a table', async () => {
    await desktop();
    const { page } = await openAs(base, '10001', '/pages/SAP/PDSProcessing/PDSProcessingPucOrder');
    await page.getByTestId('split-view').waitFor();
    await page.getByText('Choose a form on the left to see it here.').waitFor();
    await search(page, '4500012345');
    await page.locator('[data-form-id="4500012345"]').click();
    const detail = page.getByTestId('split-detail');
    await detail.getByRole('heading', { name: '4500012345' }).waitFor();
    await detail.getByTestId('table-items').waitFor();
    expect(page.url()).toContain('PDSProcessingPucOrder');
    const [list, side] = await Promise.all([
      page.locator('[data-form-id="4500012345"]').boundingBox(),
      detail.boundingBox(),
    ]);
    expect(side!.x).toBeGreaterThan(list!.x + list!.width - 1);
  });

  it('lays an application form out in columns on a big screen and in one column on a phone', async () => {
    // Required labels end in a "*" mark, so labels are matched from their start.
    const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
    const top = async (page: Page, label: string) => (await field(page, label).boundingBox())!;
    await desktop();
    const wide = (await openAs(base, '10002', '/pages/SAP/accountPermissions/add')).page;
    await field(wide, 'Department').waitFor();
    const [dept, pos] = [await top(wide, 'Department'), await top(wide, 'Position')];
    expect(pos.y).toBe(dept.y);
    expect(pos.x).toBeGreaterThan(dept.x + dept.width - 1);
    // Long text keeps a whole row.
    expect((await top(wide, 'Main function description')).width).toBeGreaterThan(dept.width * 2);

    await wide.setViewportSize(VIEWPORTS.phone);

    const narrow = (await openAs(base, '10002', '/pages/SAP/accountPermissions/add')).page;
    await field(narrow, 'Department').waitFor();
    const [d, p] = [await top(narrow, 'Department'), await top(narrow, 'Position')];
    expect(p.x).toBe(d.x);
    expect(p.y).toBeGreaterThan(d.y + d.height - 1);
  });

  it('the React build shows the same processing info and approves', async () => {
    // The React build's server keeps its own store: start it from the same seed as the default one.
    await resetDemo(reactBase);
    const form = waiting('businessOrder');
    const { page, errors } = await openAs(reactBase, '10001', form.route);
    await page.getByRole('heading', { name: form.id }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await confirmDialog(page);
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
