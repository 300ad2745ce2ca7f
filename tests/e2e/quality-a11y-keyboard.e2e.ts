import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, launchUrl, resetDemo, seedRecords } from './support/harness';
import { settle, switchLocale, tapSignedOrder } from './support/quality-a11y-helpers';
import { demoUrl } from './support/servers';

/**
 * Issue 6, accessibility: every action can be reached and used with a keyboard alone. Tab walks the login page,
 * the home menu and a processing-info page with its approve bar; Enter and Space activate; a dialog keeps Tab
 * and Shift+Tab inside it, Escape closes a confirmation, and focus goes back to what opened the dialog.
 * English, phone size; the app runs in an open shadow root, so "focused" means the shadow root's activeElement.
 */
const base = demoUrl();
let ctx: BrowserContext;
let page: Page;

beforeAll(async () => {
  ctx = await launchBrowser({ locale: 'en-US' });
  page = await ctx.newPage();
  await page.goto(`${base}/#/pages/login/login?clear=1`);
  await switchLocale(page, 'en');
});
afterAll(() => ctx?.close());
beforeEach(() => resetDemo(base));

/** Marks every enabled, visible control of the widget (outside a dialog when `scope` says so) with an index. */
function markControls(p: Page, scope: string): Promise<number> {
  return p.evaluate((scope) => {
    const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
    const within = root.querySelector(scope) ?? root;
    const selector =
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [role=button], [role=radio], [role=tab], [role=link]';
    let n = 0;
    for (const el of Array.from(within.querySelectorAll<HTMLElement>(selector))) {
      el.removeAttribute('data-kb');
      const box = el.getBoundingClientRect();
      const hidden = box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden';
      if (hidden || (el as HTMLButtonElement).disabled || el.closest('[inert],[aria-hidden=true]')) continue;
      el.setAttribute('data-kb', String(n++));
    }
    return n;
  }, scope);
}

/** What has focus: the element inside the shadow root, described by its mark, role and text. */
function focused(p: Page): Promise<{ kb: string | null; tag: string; text: string; inDialog: boolean } | null> {
  return p.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    return {
      kb: el.getAttribute('data-kb'),
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 60),
      inDialog: !!el.closest('dialog,[role=dialog],[role=alertdialog]'),
    };
  });
}

/** Presses Tab until focus has visited every marked control (or `limit` presses); returns the indexes seen. */
async function tabThrough(p: Page, count: number, limit = count * 2 + 10): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < limit && seen.size < count; i++) {
    await p.keyboard.press('Tab');
    const f = await focused(p);
    if (f?.kb) seen.add(f.kb);
  }
  return seen;
}

type Focused = NonNullable<Awaited<ReturnType<typeof focused>>>;

/** Tabs forward until the focused control matches (its text, or a test on what has focus). */
async function tabTo(p: Page, want: RegExp | ((f: Focused) => boolean), limit = 400): Promise<void> {
  const match = typeof want === 'function' ? want : (f: Focused) => want.test(f.text);
  for (let i = 0; i < limit; i++) {
    await p.keyboard.press('Tab');
    const f = await focused(p);
    if (f && match(f)) return;
  }
  throw new Error(`Tab never reached ${want}`);
}

describe('keyboard only', () => {
  it('login page: Tab reaches every control; typing and Enter sign in', async () => {
    await page.goto(`${base}/#/pages/login/login?clear=1`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await settle(page);
    const count = await markControls(page, 'main');
    expect(count).toBeGreaterThanOrEqual(4);
    await page.locator('body').focus();
    expect((await tabThrough(page, count)).size).toBe(count);

    await page.locator('body').focus();
    await tabTo(page, (f) => f.tag === 'input'); // the account field comes first
    await page.keyboard.type('10001');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await page.getByText('Hello, 陳志明').waitFor();
  });

  it('home: Tab reaches every menu entry and both tabs; Enter opens an area', async () => {
    await page.goto(launchUrl(base, { userNo: '10001' }));
    await page.getByTestId('todo-count').first().waitFor();
    await settle(page);
    const count = await markControls(page, '[data-esign-root]');
    expect(count).toBeGreaterThanOrEqual(9); // seven areas and two tabs
    await page.locator('body').focus();
    expect((await tabThrough(page, count)).size).toBe(count);

    await page.locator('body').focus();
    await tabTo(page, /SAP approvals/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'SAP approvals' }).waitFor();
  });

  it('processing info: Tab reaches the approve bar; Space opens the confirmation, focus stays inside it, Escape closes it and focus returns', async () => {
    const po = tapSignedOrder(await seedRecords(base));
    await page.goto(launchUrl(base, { userNo: '10001', to: `/pages/SAP/processingInfo/purchaseOrder?id=${po.id}` }));
    await page.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await settle(page);
    const count = await markControls(page, '[data-esign-root]');
    await page.locator('body').focus();
    expect((await tabThrough(page, count)).size).toBe(count);

    await page.locator('body').focus();
    await tabTo(page, (f) => f.tag === 'textarea'); // the comment of the approve bar
    await page.keyboard.type('Checked by keyboard');
    await tabTo(page, /^Approve$/);
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page))?.inDialog).toBe(true);

    // Tab and Shift+Tab cycle through the dialog's two buttons and never reach the page behind (the native modal
    // dialog lets Tab pass to the browser's own controls between rounds: nothing in the page is focused then).
    const forward: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      expect(f === null || f.inDialog).toBe(true);
      if (f) forward.push(f.text);
    }
    expect(new Set(forward)).toEqual(new Set(['Cancel', 'OK']));
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      const f = await focused(page);
      expect(f === null || f.inDialog).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page))?.text).toBe('Approve');
    expect(await page.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('Checked by keyboard');

    // Enter on the focused button opens it again; Enter on the confirm button approves.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, /^OK$/, 4);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
  });

  it('the single-button error dialog (alertdialog) keeps focus from the page behind too and returns it', async () => {
    await page.goto(`${base}/#/pages/login/login?clear=1`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.getByLabel('Account').fill('10001');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    // Focus moves in once the dialog has opened (a frame after it appears on a loaded machine).
    await expect.poll(async () => (await focused(page))?.inDialog).toBe(true);
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const f = await focused(page);
      expect(f === null || f.inDialog).toBe(true);
    }
    if (!(await focused(page))?.inDialog) await tabTo(page, (f) => f.inDialog, 3);
    await page.keyboard.press('Enter');
    await alert.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page))?.inDialog).toBe(false);
    expect(await focused(page)).not.toBeNull();
  });
});
