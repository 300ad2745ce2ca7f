import { describe, expect, it } from 'vitest';
import { seedRecords } from './support/harness';
import { englishBrowser, openAs } from './support/sap-helpers';
import { phoneSuite } from './support/phone-suite';
import { demoUrl } from './support/servers';

/** A page's dialogs close when the user leaves the page: the back button, a link, a redirect. */
const base = demoUrl();
const phone = phoneSuite(base, englishBrowser);

describe('dialogs and leaving a page', () => {
  it('the "form type not supported" dialog closes with the back button and never covers the pages after it', async () => {
    const odd = (await seedRecords(base)).find((r) => r.area === 'sap' && r.id.startsWith('FI0009'))!;
    const { page, errors } = await openAs(phone(), base, '10001', '/pages/SAP/index');
    const home = await page.locator('h1').first().textContent();
    await page.evaluate(
      (id) => (location.hash = `#/pages/SAP/processingInfo/feeApplication?id=${encodeURIComponent(id)}`),
      odd.id,
    );
    const alert = page.getByRole('alertdialog');
    await expect
      .poll(() => alert.textContent())
      .toContain('Form type not supported for viewing, go to the electronic signature system to operate.');

    await page.goBack();
    await page.waitForURL((u) => u.hash === '#/pages/SAP/index');
    await alert.waitFor({ state: 'detached' });
    expect(await page.locator('h1').first().textContent()).toBe(home);

    await page.evaluate(() => (location.hash = '#/pages/SAP/PDSProcessing/PDSProcessingFee'));
    await page.locator('[data-form-id]').first().waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the two-pane list at 1280 px', () => {
  it("the card's time is labelled, and the detail beside it shows the same time under the same label", async () => {
    const desk = await englishBrowser({ viewport: 'desktop' });
    const { page, errors } = await openAs(desk, base, '10001', '/pages/SAP/PDSProcessing/PDSProcessingPucOrder');
    const card = page.locator('[data-form-id]').first();
    await card.waitFor();
    const stamp = (await card.getByTestId('row-updated').textContent())!;
    expect(stamp).toMatch(/^Updated: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await card.click();
    const detail = page.getByTestId('split-detail');
    await detail.locator('dt', { hasText: 'Updated' }).waitFor();
    const shown = await detail
      .locator('dl > div')
      .evaluateAll((rows) =>
        rows.map((r) => `${r.querySelector('dt')?.textContent}: ${r.querySelector('dd')?.textContent}`),
      );
    expect(shown).toContain(stamp);
    expect(shown.find((r) => r.startsWith('Submitted: '))).toMatch(/^Submitted: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(errors).toEqual([]);
    await desk.close();
  });
});
