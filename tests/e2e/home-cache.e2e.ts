import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { clearFaults, demoToken, fault, launchBrowser, launchUrl, openPage, resetDemo } from './support/harness';
import { demoUrl } from './support/servers';
import type { MenuItem } from '../../src/api/main';

/**
 * The daily launch: a returning user sees the to-do counts of their last visit at once, marked as refreshing,
 * and then this visit's counts. Another user never sees them. The server's menu answer is held back (a fault
 * with a long delay and a different body, let go by clearing the faults) so the two states can be told apart.
 */
const base = demoUrl();
let ctx: BrowserContext;
/** One tab for the file (a new tab costs a renderer); each visit is a load of its own. */
let tab: Page;
let errors: string[] = [];

beforeAll(async () => {
  ctx = await launchBrowser({ locale: 'zh-CN' });
  const opened = await openPage(ctx, 'about:blank');
  tab = opened.page;
  errors = opened.errors;
});
afterAll(() => ctx?.close());
beforeEach(() => resetDemo(base));
afterEach(async () => {
  await clearFaults(base);
  expect(errors).toEqual([]);
});

/** A visit: a new load of url in the tab, by way of a blank page (an address that differs in its hash alone would not load). */
async function open(url: string): Promise<Page> {
  await tab.goto('about:blank');
  errors.length = 0;
  await tab.goto(url);
  return tab;
}

async function menuOf(userNo: string): Promise<MenuItem[]> {
  const token = await demoToken(base, userNo);
  const res = await fetch(`${base}/api/user/menu`, {
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token },
  });
  return ((await res.json()) as { data: MenuItem[] }).data;
}

const counts = (page: Page) => page.getByTestId('todo-count').allTextContents();
const nav = (page: Page) => page.locator('nav[aria-busy]');

describe('home to-do counts on a second visit', () => {
  it('shows the last-known counts at once as refreshing, then the fresh ones', async () => {
    const first = await open(launchUrl(base, { userNo: '10001' }));
    await first.getByTestId('todo-count').first().waitFor();
    const seen = await counts(first);
    expect(seen.length).toBeGreaterThan(0);
    // Nothing stale on a first visit: the counts came with this visit's answer.
    expect(await nav(first).getAttribute('aria-busy')).toBe('false');
    await first.waitForFunction(() => localStorage.getItem('esign.lastKnown')?.includes('"menu"'));

    // This visit's answer differs and comes late.
    const fresh = (await menuOf('10001')).map((item) => ({ ...item, todo: item.todo + 10 }));
    await fault(base, {
      path: '/api/user/menu',
      delayMs: 50_000,
      body: { type: 'success', success: 1, code: 200, data: fresh },
    });
    const second = await open(`${base}/#/pages/index/index`);
    await second.getByTestId('todo-count').first().waitFor();
    expect(await counts(second)).toEqual(seen);
    expect(await nav(second).getAttribute('aria-busy')).toBe('true');
    await clearFaults(base);

    await second.locator('nav[aria-busy="false"]').waitFor();
    const expected = fresh.filter((i) => i.todo > 0).map((i) => (i.todo > 99 ? '99+' : String(i.todo)));
    expect(await counts(second)).toEqual(expected);
    expect(await counts(second)).not.toEqual(seen);
  });

  it('are gone after logout, and another user never sees them', async () => {
    const first = await open(launchUrl(base, { userNo: '10001' }));
    await first.getByTestId('todo-count').first().waitFor();
    // Kept once the profile has named the user (the launch brings a token alone).
    await first.waitForFunction(() => localStorage.getItem('esign.lastKnown')?.includes('"10001"'));

    // Another user's launch on the same phone: while the menu answer is held back, no counts at all.
    await fault(base, { path: '/api/user/menu', delayMs: 50_000 });
    // (The demo launch brings a token alone, as a link from another system does: the user is not named.)
    const other = await open(launchUrl(base, { userNo: '10002' }));
    await other.getByText('您好', { exact: false }).waitFor();
    // Nothing of the last user is kept (what this user's own answers keep is theirs).
    expect((await other.evaluate(() => localStorage.getItem('esign.lastKnown'))) ?? '').not.toContain('10001');
    expect(await other.getByTestId('todo-count').count()).toBe(0);
    // Let the held answer go: the menu of this user's own follows.
    await clearFaults(base);
    await nav(other).waitFor({ state: 'attached' });

    await other.getByRole('link', { name: '我的' }).click();
    await other.getByRole('button', { name: '退出登录' }).click();
    await other.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await other.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await other.evaluate(() => localStorage.getItem('esign.lastKnown'))).toBeNull();
  });
});
