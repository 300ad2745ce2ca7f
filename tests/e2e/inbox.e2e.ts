import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Application, InboxCounts, InboxPage } from '../../src/api/inbox';
import { demoToken, launchBrowser, launchUrl, resetDemo } from './support/harness';
import { englishBrowser, openAs as openIn } from './support/gs001p-helpers';
import { demoUrl } from './support/servers';
import { reusedTab, type Tab } from './support/tab';

/**
 * The inbox in a real browser, for the approver (10001) and the applicant (10002), on a phone (390) and a big
 * screen (1280): counts that agree with the areas, approve and next, Back to the same place, the split view,
 * batch approval, my applications with Remind, and delegation.
 */
const base = demoUrl();
let phone: BrowserContext;
let desktop: BrowserContext;

beforeAll(async () => {
  [phone, desktop] = await Promise.all([
    englishBrowser({ viewport: 'phone' }),
    englishBrowser({ viewport: 'desktop' }),
  ]);
});
afterAll(async () => {
  await Promise.all([phone?.close(), desktop?.close()]);
});
beforeEach(() => resetDemo(base));

// One tab at each width that the tests load their pages into (support/tab.ts). Chromium's own line for a failed
// request the test provoked is no page error.
const phoneTab = reusedTab(() => phone, /Failed to load resource/);
const desktopTab = reusedTab(() => desktop, /Failed to load resource/);
/** Signs in as userNo and opens route in the tab; waits for the page title. */
async function openAs(tab: Tab, userNo: string, route: string) {
  const { page, errors } = await tab.open(launchUrl(base, { userNo, to: route }));
  await page.locator('h1').first().waitFor();
  return { page, errors };
}

async function api<T>(userNo: string, path: string, body?: unknown, method?: string): Promise<T> {
  const token = await demoToken(base, userNo);
  const res = await fetch(`${base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}
const inbox = (userNo: string, query = '') => api<InboxPage>(userNo, `/api/inbox/items?pageSize=100${query}`);

async function chipCounts(page: Page): Promise<Record<string, number>> {
  await page.getByTestId('chip-count').first().waitFor();
  const out: Record<string, number> = {};
  for (const f of ['all', 'sap', 'srm', 'qms', 'gs001p'])
    out[f] = Number(await page.locator(`[data-filter="${f}"] [data-testid="chip-count"]`).textContent());
  return out;
}
const rowKeys = (page: Page) =>
  page.locator('[data-item]').evaluateAll((els) => els.map((e) => e.getAttribute('data-item')));
async function ok(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
}

/** The GET requests whose path ends with `tail` from now on (one item's read). */
function readsOf(page: Page, tail: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.endsWith(tail)) seen.push(r.url());
  });
  return seen;
}

describe('inbox: counts', () => {
  it('home, the inbox chips and every area agree, for the approver and the applicant', async () => {
    for (const userNo of ['10001', '10002']) {
      const counts = await api<InboxCounts>(userNo, '/api/inbox/counts');
      const menu = await api<Array<{ area: string; todo: number }>>(userNo, '/api/user/menu');
      for (const m of menu.filter((x) => ['sap', 'srm', 'qms', 'gs001p'].includes(x.area)))
        expect(counts[m.area as 'sap'], `${userNo} ${m.area}`).toBe(m.todo);

      const { page, errors } = await openAs(phoneTab, userNo, '/pages/index/index');
      // This visit's counts (a returning user first sees last visit's, marked busy).
      const total = page.locator('[data-testid="home-inbox"][aria-busy="false"]').getByTestId('home-inbox-total');
      await total.waitFor();
      await page.locator('nav[aria-busy="false"]').waitFor();
      expect(Number(await total.getAttribute('data-count'))).toBe(counts.all);
      // The area tiles' to-do badges say the same as the inbox card.
      for (const m of menu.filter((x) => x.todo > 0 && ['sap', 'srm', 'qms', 'gs001p'].includes(x.area))) {
        expect(await page.locator(`[data-area="${m.area}"] [data-testid="todo-count"]`).first().textContent()).toBe(
          String(m.todo > 99 ? '99+' : m.todo),
        );
        expect(
          Number(await page.locator(`[data-testid="home-inbox"] [data-area="${m.area}"]`).getAttribute('data-count')),
        ).toBe(m.todo);
      }
      await page.getByRole('link', { name: /Inbox/ }).first().click();
      await page.waitForURL(/pages\/inbox\/inbox/);
      expect(await chipCounts(page)).toEqual({
        all: counts.all,
        sap: counts.sap,
        srm: counts.srm,
        qms: counts.qms,
        gs001p: counts.gs001p,
      });
      expect(errors).toEqual([]);
    }
  });

  it('filters by area chip, searches, and sorts by urgency', async () => {
    const { page, errors } = await openAs(phoneTab, '10001', '/pages/inbox/inbox');
    await chipCounts(page);
    await page.locator('[data-filter="qms"]').click();
    await expect.poll(async () => (await rowKeys(page)).every((k) => k?.startsWith('qms:'))).toBe(true);
    const api1 = await inbox('10001', '&area=qms&sort=urgency');
    await page.getByLabel('Sort').selectOption('urgency');
    await expect.poll(async () => (await rowKeys(page)).slice(0, 5)).toEqual(api1.rows.slice(0, 5).map((r) => r.key));
    await page.locator('[data-filter="all"]').click();
    const target = api1.rows[2];
    await page.getByLabel('Search the inbox').fill(target.id);
    await expect.poll(() => rowKeys(page)).toEqual([target.key]);
    expect(errors).toEqual([]);
  });
});

describe('inbox: approve and next', () => {
  it('on a phone: approve opens the next item at once; Back returns to the list without the handled item', async () => {
    const sap = (await inbox('10001', '&area=sap')).rows;
    const { page, errors } = await openAs(phoneTab, '10001', '/pages/inbox/inbox');
    await page.locator('[data-filter="sap"]').click();
    await expect.poll(async () => (await rowKeys(page))[0]).toBe(sap[0].key);
    const reads = readsOf(page, `/sap/forms/${sap[0].id}`);
    await page.locator(`[data-item="${sap[0].key}"]`).click();
    await page.waitForURL(new RegExp(`id=${sap[0].id}&from=inbox`));
    await page.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    // The tap asked for the form and the page took that answer over: one read.
    expect(reads).toHaveLength(1);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await ok(page);
    // The next item of the same order is open, without passing through the list.
    await page.waitForURL(new RegExp(`id=${sap[1].id}&from=inbox`));
    await page.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL(/pages\/inbox\/inbox/);
    await expect.poll(async () => (await rowKeys(page))[0]).toBe(sap[1].key);
    expect(await rowKeys(page)).not.toContain(sap[0].key);
    expect((await inbox('10001', '&area=sap')).rows.map((r) => r.key)).not.toContain(sap[0].key);
    expect(errors).toEqual([]);
  });

  it('Back keeps the scroll position of a long list', async () => {
    const { page } = await openAs(phoneTab, '10001', '/pages/inbox/inbox');
    await chipCounts(page);
    const main = page.locator('main').first();
    await main.evaluate((el: Element) => (el.scrollTop = 900));
    const before = await main.evaluate((el: Element) => el.scrollTop);
    expect(before).toBeGreaterThan(500);
    // The row at the top of the view opens; Back comes back to the same place.
    const keys = await rowKeys(page);
    const visible = await page
      .locator('[data-item]')
      .evaluateAll((els: Element[]) => els.findIndex((e) => e.getBoundingClientRect().top > 100));
    await page.locator(`[data-item="${keys[visible]}"]`).click();
    await page.waitForURL(/from=inbox/);
    await page.goBack();
    await page.waitForURL(/pages\/inbox\/inbox/);
    await page.locator('[data-item]').first().waitFor();
    await expect.poll(() => main.evaluate((el: Element) => el.scrollTop)).toBeGreaterThan(before - 40);
  });

  it('on a big screen: the inbox on the left, the item on the right; after approve the next item fills the pane', async () => {
    const srm = (await inbox('10001', '&area=srm')).rows;
    const { page, errors } = await openAs(desktopTab, '10001', '/pages/inbox/inbox');
    await page.locator('[data-filter="srm"]').click();
    await expect.poll(async () => (await rowKeys(page))[0]).toBe(srm[0].key);
    const pane = page.getByTestId('item-pane');
    const [listBox, paneBox] = [await page.locator('[data-item]').first().boundingBox(), await pane.boundingBox()];
    expect(paneBox!.x).toBeGreaterThan(listBox!.x + listBox!.width - 1);
    // The first item opens by itself; a tap on another asks for it once (the tap's read, taken over by the pane).
    await pane.getByText(srm[0].id).first().waitFor();
    for (const item of [srm[1], srm[0]]) {
      const reads = readsOf(page, `/cases/${item.id}`);
      await page.locator(`[data-item="${item.key}"]`).click();
      await pane.getByText(item.id).first().waitFor();
      await pane.getByRole('button', { name: 'Approve', exact: true }).waitFor();
      expect(reads, item.id).toHaveLength(1);
    }
    await pane.getByRole('button', { name: 'Approve', exact: true }).click();
    await ok(page);
    await pane.getByText(srm[1].id).first().waitFor();
    expect(page.url()).toMatch(/pages\/inbox\/inbox/);
    await expect.poll(() => rowKeys(page)).not.toContain(srm[0].key);
    expect(await page.locator(`[data-item="${srm[1].key}"]`).getAttribute('aria-current')).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe('inbox: Back from an open item', () => {
  it('on a big screen: the pane’s Back and the browser’s close the item and keep the inbox; the inbox’s own Back leaves', async () => {
    const srm = (await inbox('10001', '&area=srm')).rows;
    const { page, errors } = await openAs(desktopTab, '10001', '/pages/inbox/inbox');
    await page.locator('[data-filter="srm"]').click();
    await expect.poll(async () => (await rowKeys(page))[0]).toBe(srm[0].key);
    const pane = page.getByTestId('item-pane');
    const inboxUrl = page.url();
    const row = (key: string) => page.locator(`[data-item="${key}"]`);

    // The item the inbox showed by itself: the pane's Back empties the pane, the list and the address stay.
    await pane.getByText(srm[0].id).first().waitFor();
    await pane.getByRole('button', { name: 'Back', exact: true }).click();
    await pane.getByText('Choose an item on the left.').waitFor();
    expect(page.url()).toBe(inboxUrl);
    expect(await rowKeys(page)).toEqual(srm.slice(0, (await rowKeys(page)).length).map((r) => r.key));

    // An item opened from the list: the pane's Back closes it, the list keeps its place, focus returns to its row.
    await row(srm[2].key).click();
    await pane.getByText(srm[2].id).first().waitFor();
    expect(await row(srm[2].key).getAttribute('aria-current')).toBe('true');
    await pane.getByRole('button', { name: 'Back', exact: true }).click();
    await pane.getByText('Choose an item on the left.').waitFor();
    expect(page.url()).toBe(inboxUrl);
    expect(await row(srm[2].key).getAttribute('aria-current')).toBeNull();
    await expect
      .poll(() => row(srm[2].key).evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el))
      .toBe(true);
    // The filter chosen before is still on.
    expect(await page.locator('[data-filter="srm"]').getAttribute('aria-pressed')).toBe('true');

    // The browser's back button does the same, and Forward opens the item again; choosing another item and going
    // back still takes one Back.
    await row(srm[1].key).click();
    await pane.getByText(srm[1].id).first().waitFor();
    await row(srm[3].key).click();
    await pane.getByText(srm[3].id).first().waitFor();
    await page.goBack();
    await pane.getByText('Choose an item on the left.').waitFor();
    expect(page.url()).toBe(inboxUrl);
    await page.goForward();
    await pane.getByText(srm[3].id).first().waitFor();

    // The inbox's own Back (its navigation bar, outside the pane) leaves the inbox, past the open item.
    await page.getByRole('button', { name: 'Back', exact: true }).first().click();
    await page.waitForURL(/pages\/index\/index/);
    expect(errors).toEqual([]);
  });

  it('on a big screen: Back from a page opened inside the pane comes back to the inbox with the same item open', async () => {
    const sap = (await inbox('10001', '&area=sap')).rows;
    const { page, errors } = await openAs(desktopTab, '10001', '/pages/inbox/inbox');
    await page.locator('[data-filter="sap"]').click();
    await expect.poll(async () => (await rowKeys(page))[0]).toBe(sap[0].key);
    const pane = page.getByTestId('item-pane');
    await page.locator(`[data-item="${sap[1].key}"]`).click();
    await pane.getByText(sap[1].id).first().waitFor();
    await pane.getByRole('link', { name: 'Sign flow' }).click();
    await page.waitForURL((url) => !/pages\/inbox\/inbox/.test(url.toString()));
    await page.getByRole('button', { name: 'Back', exact: true }).first().click();
    await page.waitForURL(/pages\/inbox\/inbox/);
    await pane.getByText(sap[1].id).first().waitFor();
    expect(await page.locator(`[data-item="${sap[1].key}"]`).getAttribute('aria-current')).toBe('true');
    // And the pane's Back closes it from there.
    await pane.getByRole('button', { name: 'Back', exact: true }).click();
    await pane.getByText('Choose an item on the left.').waitFor();
    expect(page.url()).toMatch(/pages\/inbox\/inbox$/);
    expect(errors).toEqual([]);
  });

  it('on a phone: the item is a page of its own, and its Back returns to the inbox list', async () => {
    const qms = (await inbox('10001', '&area=qms')).rows;
    const { page, errors } = await openAs(phoneTab, '10001', '/pages/inbox/inbox');
    await page.locator('[data-filter="qms"]').click();
    await expect.poll(async () => (await rowKeys(page))[0]).toBe(qms[0].key);
    await page.locator(`[data-item="${qms[1].key}"]`).click();
    await page.waitForURL(new RegExp(`id=${qms[1].id}&from=inbox`));
    expect(await page.getByTestId('item-pane').count()).toBe(0);
    await page.getByRole('button', { name: 'Back', exact: true }).first().click();
    await page.waitForURL(/pages\/inbox\/inbox$/);
    await page.locator(`[data-item="${qms[1].key}"]`).waitFor();
    expect(await page.locator('[data-filter="qms"]').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe('inbox: batch approval of SAP forms', () => {
  it('needs a comment to return; approves one request per form and lists what failed', async () => {
    const sap = (await inbox('10001', '&area=sap')).rows;
    const { page, errors } = await openAs(phoneTab, '10001', '/pages/inbox/inbox');
    await page.locator('[data-filter="sap"]').click();
    await expect.poll(async () => (await rowKeys(page))[0]).toBe(sap[0].key);
    await page.getByRole('button', { name: 'Select' }).click();
    for (const item of sap.slice(0, 3)) await page.getByLabel(`Select ${item.id}`).check();
    await page.getByRole('button', { name: 'Return (3)' }).click();
    await page.getByText('Write a comment to return the forms.').waitFor();
    // Meanwhile one of them is approved elsewhere: that one must fail, the others pass.
    await api('10001', `/gateway/bpm/sap/forms/${sap[1].id}/approve`, { comment: 'elsewhere' });
    await page.getByRole('button', { name: 'Approve (3)' }).click();
    await ok(page);
    const results = page.getByTestId('batch-results');
    await results.getByText('2 done, 1 not done').waitFor();
    expect(await results.locator('[data-ok="false"]').textContent()).toContain(sap[1].id);
    const left = (await inbox('10001', '&area=sap')).rows.map((r) => r.key);
    for (const item of sap.slice(0, 3)) expect(left).not.toContain(item.key);
    expect(errors).toEqual([]);
  });
});

describe('my applications and reminders', () => {
  it('the applicant sees status, signer and waiting time; Remind goes to the outbox; a second try says when', async () => {
    const apps = (await api<{ rows: Application[] }>('10002', '/api/inbox/applications?pageSize=100')).rows;
    const target = apps.find((a) => a.status === 'waiting' && !a.nextRemindAtMs && a.signerNo !== '10002')!;
    for (const tab of [phoneTab, desktopTab]) {
      await resetDemo(base);
      const { page, errors } = await openAs(tab, '10002', '/pages/inbox/applications');
      const row = page.locator(`[data-app="${target.key}"]`);
      await row.waitFor();
      expect(await row.textContent()).toContain(`With ${target.signerName}`);
      expect(await row.textContent()).toMatch(/Waiting \d+ (d|h|min)/);
      await row.getByRole('button', { name: 'Remind' }).click();
      await page.getByText(`Reminder sent to ${target.signerName}.`).waitFor();
      await page.getByTestId('reminder-message').filter({ hasText: target.id }).first().waitFor();
      await row.getByRole('button', { name: 'Remind' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(/You can remind again from .*\d/).waitFor();
      await dialog.getByRole('button', { name: 'OK' }).click();
      expect(errors).toEqual([]);
    }
  });

  it('a finished application shows its final status and when it finished: no signer, no waiting time, no Remind', async () => {
    const apps = (await api<{ rows: Application[] }>('10002', '/api/inbox/applications?pageSize=100')).rows;
    // A GS001P case approved and now being confirmed: its area still has a step open, yet nobody signs it.
    const done = (
      await api<{ rows: Application[] }>('10002', '/api/inbox/applications?pageSize=100&keyword=GS')
    ).rows.find((a) => a.area === 'gs001p' && a.status === 'approved')!;
    // A SAP form waiting for 10001, returned by 10001 after the list is on screen.
    const racing = apps.find(
      (a) => a.area === 'sap' && a.status === 'waiting' && a.signerNo === '10001' && !a.nextRemindAtMs,
    )!;
    const { page, errors } = await openAs(desktopTab, '10002', '/pages/inbox/applications');
    const search = page.getByLabel('Search my applications');
    await search.fill(done.id);
    const row = page.locator(`[data-app="${done.key}"]`);
    await row.waitFor();
    await row.getByText('Approved', { exact: true }).waitFor();
    await row
      .getByTestId('finished-at')
      .getByText(/^Approved .*\d/)
      .waitFor();
    const text = await row.textContent();
    expect(text).not.toMatch(/With |Waiting \d/);
    expect(await row.getByRole('button', { name: /Remind/ }).count()).toBe(0);

    await search.fill(racing.id);
    const live = page.locator(`[data-app="${racing.key}"]`);
    await live.getByText(`With ${racing.signerName}`).waitFor();
    await api('10001', `/gateway/bpm/sap/forms/${racing.id}/return`, { comment: 'wrong cost centre' });
    await live.getByRole('button', { name: 'Remind' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText(`${racing.id} is already finished: nobody signs it any more, so there is nobody to remind.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    // The list shows what it is now.
    await live
      .getByTestId('finished-at')
      .getByText(/^Returned .*\d/)
      .waitFor();
    expect(await live.textContent()).not.toContain('With ');
    expect(await live.getByRole('button', { name: /Remind/ }).count()).toBe(0);
    const outbox = (await (await fetch(`${base}/demo/outbox?kind=reminder`)).json()) as Array<{ itemId: string }>;
    expect(outbox.map((m) => m.itemId)).not.toContain(racing.id);
    expect(errors).toEqual([]);
  });

  it('in Chinese, the next allowed time is in the user’s language', async () => {
    const apps = (await api<{ rows: Application[] }>('10002', '/api/inbox/applications?pageSize=100')).rows;
    const held = apps.find((a) => a.nextRemindAtMs > 0)!;
    const zh = await launchBrowser({ locale: 'zh-CN' });
    await zh.addInitScript(() => {
      localStorage.setItem('Locale', 'zh-Hans');
      localStorage.setItem('isSetDefaultLang', 'true');
    });
    const { page, errors } = await openIn(zh, base, '10002', '/pages/inbox/applications');
    await page.getByLabel('搜索我的申请').fill(held.id);
    const row = page.locator(`[data-app="${held.key}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: /^催办/ }).click();
    await page
      .getByRole('alertdialog')
      .getByText(/起可再次催办/)
      .waitFor();
    expect(errors).toEqual([]);
    await zh.close();
  });
});

describe('delegation', () => {
  it('refuses oneself and a cycle with clear messages; while active the substitute acts on behalf; ending removes the items', async () => {
    const { page, errors } = await openAs(phoneTab, '10001', '/pages/inbox/delegation');
    const field = page.getByLabel('Substitute (job number)');
    await field.fill('10001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('You cannot delegate to yourself.').waitFor();
    expect(await field.inputValue()).toBe('10001');
    await field.fill('10002');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('delegation-mine')
      .getByText(/林美玲 \(10002\)/)
      .waitFor();

    // The substitute sees the approver's items, marked, and cannot delegate back.
    const sub = await openAs(desktopTab, '10002', '/pages/inbox/delegation');
    await sub.page
      .getByTestId('delegation-tome')
      .getByText(/陳志明 \(10001\)/)
      .waitFor();
    await sub.page.getByLabel('Substitute (job number)').fill('10001');
    await sub.page.getByRole('button', { name: 'Save' }).click();
    await sub.page.getByText(/delegations cannot go in a circle/).waitFor();
    await sub.page.goto(`${base}/#/pages/inbox/inbox`);
    await sub.page.locator('[data-filter="sap"]').click();
    const marked = sub.page.getByTestId('on-behalf').first();
    await marked.waitFor();
    expect(await marked.textContent()).toBe('On behalf of 陳志明');
    const item = (await inbox('10002', '&area=sap')).rows.find((r) => r.onBehalfOf)!;
    await sub.page.locator(`[data-item="${item.key}"]`).click();
    const pane = sub.page.getByTestId('item-pane');
    await pane.getByRole('button', { name: 'Approve', exact: true }).click();
    await ok(sub.page);
    await expect.poll(() => rowKeys(sub.page)).not.toContain(item.key);
    const flow = await api<Array<{ signerNo: string; byNo?: string }>>(
      '10001',
      `/gateway/bpm/sap/forms/${item.id}/flow`,
    );
    expect(flow.find((s) => s.byNo)).toMatchObject({ signerNo: '10001', byNo: '10002' });
    // The approver reads it in the form's sign history.
    await page.goto(`${base}/#${item.route}`);
    await page.getByTestId('signed-by').getByText('林美玲 on behalf of 陳志明').waitFor();
    await page.goto(`${base}/#/pages/inbox/delegation`);

    // Ending the delegation takes the items out of the substitute's inbox.
    await page.getByRole('button', { name: 'End delegation' }).click();
    await ok(page);
    await page.getByTestId('delegation-none').waitFor();
    await sub.page.reload();
    await sub.page.locator('[data-item]').first().waitFor();
    expect(await sub.page.getByTestId('on-behalf').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(sub.errors).toEqual([]);
  });
});
