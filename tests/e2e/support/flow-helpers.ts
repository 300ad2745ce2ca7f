import type { Page } from 'playwright-core';

/**
 * Opens the action sheet of `action` (its button's and dialog's English name), picks `who` when the action names
 * a person, writes the comment and sends; returns once the sheet has closed.
 */
export async function sendSheet(page: Page, action: string, who: string | null, comment?: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: action });
  if (who) {
    await sheet.getByLabel('Search by name or job number').fill(who);
    await sheet.getByRole('radio', { name: new RegExp(who) }).check();
  }
  if (comment) await sheet.getByLabel(/^Comment/).fill(comment);
  await sheet.getByRole('button', { name: 'Send' }).click();
  await sheet.waitFor({ state: 'detached' });
}
