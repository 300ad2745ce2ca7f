import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { advanceClock, resetDemo, seedRecords } from './support/harness';
import { acceptDialog, englishBrowser, openAs } from './support/gs001p-helpers';
import { demoUrl } from './support/servers';

/** GS001P in a real browser: create, temporary save, reload, submit, approve; close with a reason; the 3-month rule. */
const base = demoUrl();
let ctx: BrowserContext;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await englishBrowser({ viewport: 'desktop' });
});
afterAll(() => ctx?.close());
beforeEach(() => resetDemo(base));

const seedByTitle = async (prefix: string) =>
  (await seedRecords(base)).find((r) => r.area === 'gs001p' && r.title?.startsWith(prefix))!;
const status = (page: Page) => page.getByTestId('gs-status');

describe('GS001P evaluation', () => {
  it('create, temporary save, reload, submit for signing after confirmation, approve as the next signer', async () => {
    const { page, errors } = await openAs(ctx, base, '10002', '/pages/GS001P/edit');
    await page.getByLabel(/^Customer\*?$/).fill('比亞迪汽車');
    await page.getByLabel('End customer').fill('Tesla');
    await page.getByLabel('Importance').selectOption('high');
    await page.getByLabel('Evaluation type').selectOption('newProduct');
    await page.getByLabel('Application field').selectOption('automotive');
    await page.getByLabel('Supply level').selectOption('tier1');
    await page.getByLabel(/^Product\*?$/).fill('FPC 0.3mm 51P e2e');
    await page.getByLabel('Target unit price').fill('0.85');
    await page.getByLabel('Annual volume (pcs)').fill('500000');
    await page.getByLabel('Start of production (SOP)').fill('2027-03-01');
    await page.locator('#gs-engineer').selectOption('10001');

    await page.getByRole('button', { name: 'Temporary save' }).click();
    await page.waitForURL(/GS001P\/edit\?id=GS\d{8}/);
    const id = /id=(GS\d{8})/.exec(page.url())![1];

    // Typed after the save and not saved: a reload keeps it (local draft), the saved values come from the server.
    await page.getByLabel('Requirements').fill('耐溫 125°C');
    await page.reload();
    await page.getByLabel('Requirements').waitFor();
    expect(await page.getByLabel('Requirements').inputValue()).toBe('耐溫 125°C');
    expect(await page.getByLabel(/^Product\*?$/).inputValue()).toBe('FPC 0.3mm 51P e2e');
    expect(await page.getByLabel(/^Customer\*?$/).inputValue()).toBe('比亞迪汽車');

    // Submit needs the drawing first.
    await page.getByRole('button', { name: 'Submit for signing' }).click();
    await page.getByText('Add the product drawing before submitting.').waitFor();
    await page
      .getByTestId('upload-drawing')
      .setInputFiles({ name: 'drawing-A.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e') });
    await page.getByText('drawing-A.pdf').waitFor();

    // Submitting asks first; cancelling sends nothing.
    await page.getByRole('button', { name: 'Submit for signing' }).click();
    await page.getByRole('dialog').getByText('Submit for signing?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toContain('/pages/GS001P/edit');
    await page.getByRole('button', { name: 'Submit for signing' }).click();
    await acceptDialog(page);
    await page.waitForURL(/GS001P\/detail\?id=/);
    await expect.poll(() => status(page).textContent()).toContain('Signing · Responsible engineer');
    expect(await status(page).textContent()).toContain('Next: 陳志明 (Responsible engineer)');
    expect(await page.getByText('耐溫 125°C').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();

    // The next signer (responsible engineer 10001) approves from processing info.
    const signer = await openAs(ctx, base, '10001', `/pages/GS001P/processingInfo?id=${id}`);
    await signer.page.getByLabel('Comment').fill('結構可行');
    await signer.page.getByRole('button', { name: 'Approve' }).click();
    await acceptDialog(signer.page);
    await expect.poll(() => status(signer.page).textContent()).toContain('Signing · Supervisor approval');
    expect(await signer.page.getByTestId('sign-history').textContent()).toContain('結構可行');
    expect(await signer.page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(signer.errors).toEqual([]);
    await signer.page.close();
  });

  it('close without development requires a reason and shows it', async () => {
    const seed = await seedByTitle('Business final confirmation');
    const { page, errors } = await openAs(ctx, base, '10002', `/pages/GS001P/detail?id=${seed.id}`);
    await page.getByRole('button', { name: 'Close without development' }).click();
    await page.getByRole('button', { name: 'Close without development' }).click();
    await page.getByText('Please choose a reason.').waitFor();
    await page.getByLabel('Other').check();
    await page.getByRole('button', { name: 'Close without development' }).click();
    await page.getByText('Please describe the reason.').waitFor();
    await page.getByLabel('High mold cost').check();
    await page.getByRole('button', { name: 'Close without development' }).click();
    await acceptDialog(page);
    // A final decision is signed with a drawing (here the typed name) and the signing PIN, chosen on first need.
    await page.getByRole('button', { name: 'Type my name instead' }).click();
    await page.keyboard.type('陳志明');
    await page.getByRole('dialog', { name: 'Draw your signature' }).getByRole('button', { name: 'Next' }).click();
    const pin = page.getByRole('dialog', { name: 'Signing PIN' });
    await pin.getByLabel('New PIN (6 digits)').fill('482916');
    await pin.getByLabel('New PIN again').fill('482916');
    await pin.getByRole('button', { name: 'Sign' }).click();
    await expect.poll(() => page.getByTestId('gs-closed').textContent()).toContain('Reason: High mold cost');
    expect(await status(page).textContent()).toContain('Closed, not developed');
    // The customer has a need after all: back into development.
    await page.getByRole('button', { name: 'Move into development' }).click();
    await acceptDialog(page);
    await expect.poll(() => status(page).textContent()).toContain('In development');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closes a case awaiting the customer automatically after 3 months, and says when and why', async () => {
    const seed = await seedByTitle('Awaiting customer reply');
    const before = await openAs(ctx, base, '10002', `/pages/GS001P/detail?id=${seed.id}`);
    await expect
      .poll(() => before.page.getByTestId('gs-auto-close').textContent())
      .toMatch(/closes automatically on \d{4}-\d{2}-\d{2}/);
    await before.page.close();

    await advanceClock(base, 15 * DAY);
    // A fresh sign-in: the old day-long token does not outlive two weeks of server time.
    const after = await openAs(ctx, base, '10002', `/pages/GS001P/detail?id=${seed.id}`);
    await expect
      .poll(() => after.page.getByTestId('gs-auto-closed').textContent())
      .toMatch(
        /Closed automatically on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}: the customer did not reply and the status had not changed for 3 months/,
      );
    expect(await after.page.getByTestId('sign-history').textContent()).toContain(
      'Closed automatically (no customer reply for 3 months)',
    );
    expect(await after.page.getByRole('button', { name: 'Move into development' }).count()).toBe(1);

    // The list marks it as closed automatically.
    await after.page.goto(`${base}/#/pages/GS001P/list`);
    await after.page.getByRole('button', { name: 'Closed, not developed' }).click();
    await after.page.locator(`[data-case="${seed.id}"]`).getByText('Closed automatically').waitFor();
    expect(after.errors).toEqual([]);
    await after.page.close();
  });

  it('the list pages by 30 and searches', async () => {
    const { page } = await openAs(ctx, base, '10002', '/pages/index/index');
    const reads: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/gs001p/cases')) reads.push(url);
    });
    await page.evaluate(() => (location.hash = '/pages/GS001P/list'));
    await page.locator('[data-case]').first().waitFor();
    // The first read asks for page 1 of 30 and the list shows those 30 (36 in all for 10002).
    expect([reads[0].searchParams.get('page'), reads[0].searchParams.get('pageSize')]).toEqual(['1', '30']);
    expect(await page.locator('[data-case]').count()).toBeGreaterThanOrEqual(30);
    // The next page loads when the end of the list scrolls into view (the "Load more" button is the fallback).
    await page.locator('[data-case]').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-case]').count()).toBeGreaterThan(30);
    await page.getByLabel('Search evaluations').fill('FAKRA');
    await expect
      .poll(async () => (await page.locator('[data-case]').allTextContents()).every((t) => t.includes('FAKRA')))
      .toBe(true);
    await page.close();
  });
});
