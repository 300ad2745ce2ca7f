import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, launchUrl, openPage, resetDemo } from './support/harness';
import { demoUrl, reactUrl } from './support/servers';

/**
 * The queued dialog (src/ui/ModalHost.tsx) is a native modal <dialog> inside the widget's shadow root, in both
 * builds: while it is open the rest of the page, host page included, is inert (no click, no Tab reaches it);
 * Escape cancels it; focus goes back to the control that opened it.
 */
const BUILDS = [
  ['default', demoUrl()],
  ['React', reactUrl()],
] as const;

/** What a user can reach while the logout confirmation is open. */
function state(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
    const dialog = root.querySelector('dialog');
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      modal: !!dialog?.matches(':modal'),
      focusInDialog: !!dialog && !!active && dialog.contains(active),
      // Past the dialog's last control Tab may leave the page for the browser's own controls (body is focused).
      focusBehind: !!active && active !== document.body && !dialog?.contains(active),
      focused: active?.textContent?.trim() ?? '',
    };
  });
}

describe.each(BUILDS)('dialogs, %s build', (_build, base) => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    await resetDemo(base);
    ctx = await launchBrowser({ locale: 'zh-CN' });
    ({ page } = await openPage(ctx, launchUrl(base, { userNo: '10001', to: '/pages/my/my' })));
  });
  afterAll(() => ctx?.close());

  it('makes the page behind inert, keeps Tab inside and returns focus on Escape', async () => {
    const opener = page.getByRole('button', { name: '退出登录' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await state(page)).toEqual({ modal: true, focusInDialog: true, focusBehind: false, focused: '退出登录' });

    // A click on the language link behind lands on the backdrop; a control of the host page cannot take focus.
    const link = await page.getByRole('link', { name: /语言/ }).boundingBox();
    await page.mouse.click(link!.x + link!.width / 2, link!.y + link!.height / 2);
    expect(page.url()).not.toContain('langSetting');
    expect((await state(page)).modal).toBe(true);
    const hostFocus = await page.evaluate(() => {
      const outside = document.body.appendChild(document.createElement('button'));
      outside.focus();
      const took = document.activeElement === outside;
      outside.remove();
      return took;
    });
    expect(hostFocus).toBe(false);
    let inside = 0;
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const now = await state(page);
      expect(now.focusBehind).toBe(false);
      if (now.focusInDialog) inside++;
    }
    expect(inside).toBeGreaterThanOrEqual(4);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await state(page)).toEqual({ modal: false, focusInDialog: false, focusBehind: true, focused: '退出登录' });
    // Cancelled: still signed in, on the same page.
    expect(page.url()).toContain('/pages/my/my');
  });

  it('confirms with its button and the action goes ahead', async () => {
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
  });
});
