import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { SapFormSummary } from '../../src/api/sap';
import type { Page as ApiPage } from '../../src/api/define';
import { resetDemo } from './support/harness';
import { api, englishBrowser, openAs } from './support/sap-helpers';
import { demoUrl, reactUrl } from './support/servers';

/**
 * The modal surfaces besides the queued dialog: the update dialog, the modal route, the action sheet and the
 * comments' photo viewer are native modal <dialog>s in both builds. While one is open the page behind takes no
 * click and no focus; Escape closes it where it may be dismissed (a forced update may not be); focus goes back to
 * the control that opened it. A toast shown while a dialog is open is seen above it and is not inert.
 */
const BUILDS = [
  ['default', demoUrl()],
  ['React', reactUrl()],
] as const;

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The topmost modal dialog, where focus is, and its text (or name). */
function state(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
    const modals = [...root.querySelectorAll('dialog')].filter((d) => d.matches(':modal'));
    const dialog = modals.at(-1);
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      modals: modals.length,
      focusInDialog: !!dialog && !!active && dialog.contains(active),
      focused: (active?.getAttribute('aria-label') || active?.textContent || '').trim(),
    };
  });
}

/**
 * A tap on a control behind the dialog (at a point of it the dialog's own box does not cover) lands on the
 * dialog, and the control cannot take focus either. Returns whether the control took focus.
 */
async function tryBehind(page: Page, behind: Locator): Promise<boolean> {
  const at = await behind.evaluate((el) => {
    const root = el.getRootNode() as ShadowRoot;
    const modals = [...root.querySelectorAll('dialog')].filter((d) => d.matches(':modal'));
    const surface = modals.at(-1)!.firstElementChild!.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    return points.find(([x, y]) => x < surface.left || x > surface.right || y < surface.top || y > surface.bottom);
  });
  if (!at) throw new Error('the control behind is covered by the dialog box');
  await page.mouse.click(at[0], at[1]);
  return behind.evaluate((el) => {
    (el as HTMLElement).focus();
    return (el.getRootNode() as ShadowRoot).activeElement === el;
  });
}

async function waitingForm(base: string): Promise<SapFormSummary> {
  const page = await api<ApiPage<SapFormSummary>>(base, '10001', '/sap/forms?list=pds&status=underApproval');
  return page.rows.find((r) => r.canApprove && r.type === 'purchaseOrder')!;
}

describe.each(BUILDS)('modal surfaces, %s build', (_build, base) => {
  let ctx: BrowserContext;
  beforeAll(async () => {
    await resetDemo(base);
    ctx = await englishBrowser({ viewport: 'phone' });
  });
  afterAll(() => ctx?.close());

  it('the update dialog: inert page behind, Escape is "later", focus back on the Version link', async () => {
    const { page, errors } = await openAs(ctx, base, '10001', '/pages/my/my');
    const link = page.getByRole('link', { name: /Version/ });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).waitFor();
    expect(await state(page)).toMatchObject({ modals: 1, focusInDialog: true });
    expect(await tryBehind(page, page.getByRole('button', { name: 'Log out' }))).toBe(false);
    // The logout confirmation did not open behind it.
    expect(await state(page)).toMatchObject({ modals: 1, focusInDialog: true });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForURL((u) => u.hash.startsWith('#/pages/my/my'));
    expect(await state(page)).toMatchObject({ modals: 0, focused: expect.stringMatching(/^Version/) });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a forced update stays open on Escape and offers no "later"', async () => {
    const { page } = await openAs(ctx, base, '10001', '/pages/my/my');
    await page.route('**/app/version**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data = { ...body.data, version: '9.0.0', versionCode: 900, force: true };
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('link', { name: /Version/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Update now' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Later' }).count()).toBe(0);
    // Twice: a repeated close request without a tap in between is the one browsers may force through.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await state(page)).toMatchObject({ modals: 1, focusInDialog: true });
    expect(page.url()).toContain('appUpdateModel');
    await page.close();
  });

  it('the modal route: Escape is its OK; a toast shown under it is above the backdrop and not inert', async () => {
    const { page } = await openAs(ctx, base, '10001', '/pages/langSetting/langSetting');
    await page.getByRole('radio', { name: '日本語' }).click();
    const toast = page.locator('[role="status"]', { hasText: '言語を変更しました' });
    await toast.waitFor();
    // A notification opens the modal route by address while the toast is still up.
    await page.evaluate(() => {
      location.hash = '#/pages/modal/modal?title=T&content=C';
    });
    await page.getByRole('alertdialog').waitFor();
    const toastState = await page.evaluate(() => {
      const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
      const dialog = root.querySelector('dialog:modal')!;
      const box = [...root.querySelectorAll<HTMLElement>('[role="status"]')].find((s) =>
        s.textContent?.includes('言語'),
      );
      if (!box) return { inDialog: false, onTop: false };
      // The toast lets taps through; for this hit test it takes them, so what is painted on top answers.
      box.style.pointerEvents = 'auto';
      const r = box.getBoundingClientRect();
      const hit = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { inDialog: dialog.contains(box), onTop: !!hit && box.contains(hit) };
    });
    expect(toastState).toEqual({ inDialog: true, onTop: true });
    expect(await tryBehind(page, page.getByRole('radio', { name: 'English' }))).toBe(false);
    expect(await page.getByRole('radio', { name: '日本語' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.url()).not.toContain('/pages/modal/modal');
    await page.close();
  });

  it('the action sheet and the photo viewer: inert page behind, Escape closes, focus back on the opener', async () => {
    const f = await waitingForm(base);
    const { page, errors } = await openAs(ctx, base, '10001', `/pages/SAP/processingInfo/${f.type}?id=${f.id}`);
    await page.getByRole('button', { name: 'Transfer' }).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Transfer' });
    await sheet.waitFor();
    expect(await state(page)).toMatchObject({ modals: 1, focusInDialog: true });
    expect(await tryBehind(page, page.getByRole('button', { name: 'Back', exact: true }))).toBe(false);
    expect(await state(page)).toMatchObject({ modals: 1, focusInDialog: true });
    expect(page.url()).toContain('processingInfo');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await state(page)).toMatchObject({ modals: 0, focused: 'Transfer' });

    // A comment with a photo, then the photo in the viewer.
    await page.getByRole('button', { name: 'Comment' }).click();
    const comment = page.getByRole('dialog', { name: 'Comment' });
    await comment.getByLabel('Comment or reason (required)').fill('現場照片');
    await comment
      .getByLabel(/Photos or files/)
      .setInputFiles({ name: '現場.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await comment.getByRole('button', { name: 'Send' }).click();
    await comment.waitFor({ state: 'detached' });
    const open = page.getByRole('button', { name: 'Open 現場.png' });
    await open.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: '現場.png' });
    await viewer.waitFor();
    expect(await state(page)).toMatchObject({ modals: 1, focusInDialog: true });
    expect(await tryBehind(page, page.getByRole('button', { name: 'Back', exact: true }))).toBe(false);
    expect(await state(page)).toMatchObject({ modals: 1, focusInDialog: true });
    expect(page.url()).toContain('processingInfo');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await state(page)).toMatchObject({ modals: 0, focused: 'Open 現場.png' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
