import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmDialog, englishBrowser, openAs } from './support/sap-helpers';
import { phoneSuite } from './support/phone-suite';
import { demoUrl } from './support/servers';

/** The system requirement application, and pull-to-refresh on the lists ROUTES.md marks. */
const base = demoUrl();
const phone = phoneSuite(base, englishBrowser);

/** Fills every required field the way a user would: first real option, a date, some text. */
async function fillRequired(page: Page) {
  const fields = page.locator('[required]');
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    const tag = await field.evaluate((el) => `${el.tagName}:${(el as HTMLInputElement).type}`);
    if (tag.startsWith('SELECT')) {
      const value = await field.evaluate(
        (el) => [...(el as HTMLSelectElement).options].find((o) => o.value)?.value ?? '',
      );
      await field.selectOption(value);
    } else if (tag.endsWith(':date')) await field.fill('2026-12-15');
    else await field.fill('PP 工單報工介面需要新增批次欄位。');
  }
}

/** A finger pulling the list down from its top by `distance` px, then letting go. */
async function pull(page: Page, distance: number) {
  await page.locator('main').evaluate(async (main, dy) => {
    const touch = (y: number) => new Touch({ identifier: 1, target: main, clientX: 200, clientY: y });
    const fire = (type: string, y: number) =>
      main.dispatchEvent(
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches: type === 'touchend' ? [] : [touch(y)],
          changedTouches: [touch(y)],
        }),
      );
    fire('touchstart', 120);
    for (let y = 120; y <= 120 + dy; y += 20) {
      fire('touchmove', y);
      await new Promise((r) => requestAnimationFrame(r));
    }
    fire('touchend', 120 + dy);
  }, distance);
}

describe('SAP, more', () => {
  it('applies for a system requirement through preview to submission', async () => {
    const { page, errors } = await openAs(phone(), base, '10002', '/pages/SAP/SystemRequirement/add');
    await page.getByRole('button', { name: 'Preview' }).click();
    expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(5);
    await fillRequired(page);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/pages/SAP/SystemRequirement/preview'));
    await page.getByText('PP 工單報工介面需要新增批次欄位。').first().waitFor();
    await page.getByRole('button', { name: 'Submit for signing' }).click();
    await confirmDialog(page);
    await page.waitForURL((u) => u.hash.startsWith('#/pages/SAP/SystemRequirement/processingInfo?id=SR'));
    expect(errors).toEqual([]);
  });

  it('pulling the list down past the threshold refreshes it; letting go early does not', async () => {
    const { page } = await openAs(phone(), base, '10001', '/pages/SAP/PDSProcessing/PDSProcessing');
    await page.locator('[data-form-id]').first().waitFor();
    let reads = 0;
    page.on('request', (r) => r.method() === 'GET' && /\/gateway\/bpm\/.*forms/.test(r.url()) && reads++);
    await pull(page, 40);
    await page.waitForTimeout(400);
    expect(reads).toBe(0);
    await pull(page, 200);
    await expect.poll(() => reads).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-ptr-state]').getAttribute('data-ptr-state')).toBe('idle');
  });
});
