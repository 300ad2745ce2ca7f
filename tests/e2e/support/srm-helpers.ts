import type { BrowserContext, Page } from 'playwright-core';
import { launchUrl, openPage } from './harness';

/** Shared by the SRM, QMS and viewer e2e files: open a route as a user in the /srm/ variant. */
export interface Opened {
  page: Page;
  errors: string[];
}

export async function openAs(ctx: BrowserContext, base: string, userNo: string, to: string): Promise<Opened> {
  const { page, errors } = await openPage(ctx, launchUrl(base, { userNo, via: 'srm', to }));
  return { page, errors };
}

/** The watermark layer of SRM mode, with the user number it was drawn for. */
export async function watermarkUser(page: Page): Promise<string | null> {
  const layer = page.getByTestId('watermark');
  await layer.waitFor({ state: 'attached' });
  return layer.getAttribute('data-watermark-user');
}

export async function watermarkImage(page: Page): Promise<string> {
  return page.getByTestId('watermark').evaluate((el) => (el as HTMLElement).style.backgroundImage);
}

/** Confirms the open confirmation dialog with its confirm button. */
export async function confirmDialog(page: Page, name = '确定'): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name }).click();
}

/** Pulls the page down by touch (synthetic touch events on the page's scroller) and releases. */
export async function pullToRefresh(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
    const scroller = root.querySelector('[data-ptr-state]')!.parentElement!;
    const touch = (y: number) => new Touch({ identifier: 1, target: scroller, clientX: 120, clientY: y });
    const fire = (type: string, touches: Touch[]) =>
      scroller.dispatchEvent(
        new TouchEvent(type, { touches, changedTouches: touches, bubbles: true, cancelable: true }),
      );
    fire('touchstart', [touch(120)]);
    for (let y = 140; y <= 520; y += 40) fire('touchmove', [touch(y)]);
    fire('touchend', []);
  });
}
