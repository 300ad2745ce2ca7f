import type { Page } from 'playwright-core';

/** What a file route shows once its file is open, refused or found unreadable. */
export const ANY_VIEWER = [
  'pdf-viewer',
  'sheet-viewer',
  'image-viewer',
  'file-unsupported',
  'file-broken',
  'error-view',
]
  .map((id) => `[data-testid="${id}"]`)
  .join(', ');

/**
 * Opens a route in the loaded app by its hash, as a link in the app would. It passes through the SRM list first,
 * so nothing the route before showed can stand in for this one.
 */
export async function show(page: Page, route: string): Promise<void> {
  await page.evaluate(() => (location.hash = '/pages/SRM/index/index'));
  await page.locator(ANY_VIEWER).first().waitFor({ state: 'detached' });
  await page.evaluate((hash) => (location.hash = hash), route);
}
