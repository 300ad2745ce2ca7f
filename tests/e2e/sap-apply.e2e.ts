import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Page as ListPage } from '../../src/api/define';
import type { SapFile, SapFormSummary } from '../../src/api/sap';
import { fault, launchUrl, seedRecords } from './support/harness';
import { api, confirmDialog, englishBrowser, go, openAs } from './support/sap-helpers';
import { phoneSuite } from './support/phone-suite';
import { demoUrl } from './support/servers';

/** The applicant's side: account permission through preview to signing, drafts, attachments. */

const base = demoUrl();
const phone = phoneSuite(base, englishBrowser);

async function fillAccountPermission(page: Page) {
  await page.getByLabel('Department').fill('業務一部');
  await page.getByLabel('Position').fill('業務專員');
  await page.getByLabel('Company').selectOption('2000');
  await page.getByLabel('System name').selectOption('SAP');
  await page.getByLabel('Internet/communication/system class').selectOption('system');
  await page.getByLabel('Roles or functions').fill('Z_SD_SALES');
  await page.getByLabel('Work purpose').fill('查詢客戶訂單與出貨狀態。');
}

describe('applying', () => {
  it('adds an account permission through preview to submission, and the manager sees it in the list', async () => {
    const { page, errors } = await openAs(phone(), base, '10002', '/pages/SAP/accountPermissions/add');
    // Preview refuses an incomplete form, with messages in the user's language.
    await page.getByRole('button', { name: 'Preview' }).click();
    expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(6);
    expect(page.url()).toContain('/accountPermissions/add');
    await fillAccountPermission(page);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/pages/SAP/accountPermissions/preview'));
    await page.getByText('Z_SD_SALES').waitFor();
    await page.getByText('2000 Taiwan headquarters').waitFor();
    await page.getByRole('button', { name: 'Submit for signing' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Submit for signing?');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/pages/SAP/accountPermissions/processingInfo?id=AP'));
    const id = new URL(page.url()).hash.split('id=')[1];
    await page.getByRole('heading', { name: id }).waitFor();
    expect(errors).toEqual([]);

    // The draft is gone after a successful submit.
    await go(page, base, '/pages/SAP/accountPermissions/add');
    expect(await page.getByLabel('Roles or functions').inputValue()).toBe('');
    await page.close();

    const manager = await openAs(phone(), base, '10001', '/pages/SAP/accountPermissions/list');
    const row = manager.page.locator(`[data-form-id="${id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('林美玲');
    expect(await manager.page.locator('[data-form-id]').first().getAttribute('data-form-id')).toBe(id);
    await manager.page.close();
  });

  it('a draft survives a reload, a network failure and a 401', async () => {
    const count = async () =>
      (await api<ListPage<SapFormSummary>>(base, '10002', '/sap/forms?list=accountPermissions')).total;
    const before = await count();
    const { page } = await openAs(phone(), base, '10002', '/pages/SAP/accountPermissions/add');
    await fillAccountPermission(page);
    await page.reload();
    await page.getByText('Your unsent draft was restored.').waitFor();
    expect(await page.getByLabel('Roles or functions').inputValue()).toBe('Z_SD_SALES');
    expect(await page.getByLabel('Company').inputValue()).toBe('2000');

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL((u) => u.hash.includes('/preview'));
    // The phone() loses its network while submitting.
    await page.getByRole('button', { name: 'Submit for signing' }).click();
    await phone().setOffline(true);
    await confirmDialog(page);
    await page.getByRole('alertdialog').getByText('Get failed, please try again.').waitFor();
    await phone().setOffline(false);
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    expect(page.url()).toContain('/preview');

    await fault(base, { path: '/gateway/bpm/sap/applications', status: 401 });
    await page.getByRole('button', { name: 'Submit for signing' }).click();
    await confirmDialog(page);
    await page.getByRole('alertdialog').getByText('You are not logged in, please try again.').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((u) => u.hash.includes('/pages/login/login'));

    // Signing in again brings the draft back.
    await page.goto(launchUrl(base, { userNo: '10002', to: '/pages/SAP/accountPermissions/add' }));
    await page.getByText('Your unsent draft was restored.').waitFor();
    expect(await page.getByLabel('Work purpose').inputValue()).toBe('查詢客戶訂單與出貨狀態。');
    // Nothing was submitted by the failed attempts.
    expect(await count()).toBe(before);
    await page.close();
  });
});

describe('attachments', () => {
  it('uploads a file with progress, lists it, downloads it, and deletes it after the "cannot be restored" confirmation', async () => {
    const form = (await seedRecords(base)).find(
      (r) => r.area === 'sap' && r.type === 'purchaseOrder' && r.status === 'under approval',
    )!;
    const { page } = await openAs(phone(), base, '10001', `/pages/SAP/file/fileList?id=${form.id}`);
    await page.getByRole('link', { name: 'Add attachment' }).click();
    await page.waitForURL((u) => u.hash.includes('/pages/SAP/file/fileAdd'));
    // A slow uplink, so progress is visible before the upload ends.
    const cdp = await phone().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1_000_000,
    });
    // The chooser speaks the user's language: the browser's own control ("Choose File", "No file chosen") is
    // hidden inside our labelled button, which the keyboard reaches and which then shows a focus ring.
    const chooser = page.getByLabel('Choose a file');
    await page.getByText('No file chosen yet.').waitFor();
    expect((await chooser.boundingBox())!.width).toBeLessThanOrEqual(1);
    for (let i = 0; i < 10 && !(await chooser.evaluate((el) => el.matches(':focus'))); i++)
      await page.keyboard.press('Tab');
    expect(await page.locator('label', { has: chooser }).evaluate((l) => getComputedStyle(l).outlineStyle)).toBe(
      'solid',
    );
    await chooser.setInputFiles({
      name: '比價表 Q3.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(3 * 1024 * 1024, 37),
    });
    await page.getByText('比價表 Q3.pdf, 3.0 MB').waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    // SPEC 5: "submit data" is asked before anything is sent; cancelling sends nothing and keeps the file.
    const uploads: string[] = [];
    page.on('request', (r) => void (r.method() === 'POST' && /\/files$/.test(r.url()) && uploads.push(r.url())));
    const ask = page.getByRole('dialog');
    await expect.poll(() => ask.textContent()).toContain('Submit this data?');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(uploads).toEqual([]);
    await page.getByText('比價表 Q3.pdf, 3.0 MB').waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await confirmDialog(page);
    const progress = page.getByTestId('upload-progress');
    await expect.poll(() => progress.textContent(), { timeout: 10_000 }).toMatch(/Uploading ([1-9]\d?)%/);
    await page.waitForURL((u) => u.hash.includes('/pages/SAP/file/fileList'), { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByText('比價表 Q3.pdf').waitFor();
    const files = await api<SapFile[]>(base, '10001', `/sap/forms/${form.id}/files`);
    expect(files.find((f) => f.name === '比價表 Q3.pdf')?.size).toBe(3 * 1024 * 1024);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download 比價表 Q3.pdf' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('比價表 Q3.pdf');

    await page.getByRole('button', { name: 'Delete 比價表 Q3.pdf' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('It cannot be restored.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('比價表 Q3.pdf').count()).toBe(0);
    await page.close();
  });
});
