import type { Page } from 'playwright-core';
import { ROUTES } from '../../../src/router/routes';
import type { SeedRecord } from './harness';

/**
 * Shared by the accessibility suites (issue 6): which address opens each route of ROUTES.md with real data,
 * how to switch the language of a running context, and when a page has finished drawing.
 */

export const LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'ja'] as const;
export type TestLocale = (typeof LOCALES)[number];

/** Pages that open without a session; checked signed out. */
export const SIGNED_OUT = [
  '/',
  '/pages/login/login',
  '/pages/SRM/login/login',
  '/pages/QMS/login/login',
  '/pages/langSetting/langSetting',
];

/** The purchase order with 200 line items: the record for the SAP pages that act on one form. */
export const PO_ID = '4500012345';

/**
 * A purchase order waiting on 10001 that is signed with a tap: the 200-line order asks for the signing PIN
 * (signing.e2e.ts), so tests of the plain approve take another.
 */
export function tapSignedOrder(seed: SeedRecord[]): SeedRecord {
  const order = seed.find(
    (r) =>
      r.area === 'sap' &&
      r.type === 'purchaseOrder' &&
      r.status === 'under approval' &&
      r.assignee === '10001' &&
      r.id !== PO_ID,
  );
  if (!order) throw new Error('the seed has no tap-signed purchase order waiting on 10001');
  return order;
}

/** Salary opens behind a second password, kept in memory only (widgets/salary/gate.ts). */
export const SALARY_PASSWORD = 'salary123';

/** Types the salary password (any language: the field is found by its type) so the slip page can open. */
export async function unlockSalary(page: Page): Promise<void> {
  await openRoute(page, '/pages/salary/login');
  await page.locator('input[type=password]').fill(SALARY_PASSWORD);
  await page.locator('input[type=password]').press('Enter');
  await page.locator('[data-testid=salary-net]').waitFor();
  await settle(page);
}

/**
 * Every route of the route table with the query of a real seeded record where the page needs one (GET
 * /demo/seed lists them with their routes), preferring records assigned to 10001. Pages of one form that the
 * seed index does not list (flow, files, add signer) open the 200-line purchase order; the QMS file viewers
 * open the files the SRM viewers list.
 */
export function routeAddresses(seed: SeedRecord[]): { path: string; address: string }[] {
  const find = (path: string) =>
    seed.find((r) => r.route.split('?')[0] === path && r.assignee === '10001') ??
    seed.find((r) => r.route.split('?')[0] === path);
  const extra: Record<string, string> = {
    '/pages/SAP/processPreview/processPreview': `?id=${PO_ID}`,
    '/pages/SAP/file/fileList': `?id=${PO_ID}`,
    '/pages/SAP/file/fileAdd': `?id=${PO_ID}`,
    '/pages/SAP/flow/addFlow': `?id=${PO_ID}`,
    '/pages/modal/modal': '?title=Notice&content=The%20plant%20closes%20at%2018%3A00%20today.',
  };
  for (const viewer of ['showPDF', 'showExcel']) {
    const srm = find(`/pages/SRM/fileReview/${viewer}`);
    if (srm) extra[`/pages/QMS/fileReview/${viewer}`] = srm.route.slice(srm.route.indexOf('?'));
  }
  return ROUTES.map(({ path }) => {
    const record = find(path);
    return { path, address: record ? record.route : path + (extra[path] ?? '') };
  });
}

/** Stores the language as the settings page does, then reloads so every dictionary loads afresh. */
export async function switchLocale(page: Page, locale: TestLocale): Promise<void> {
  await page.evaluate((l) => {
    localStorage.setItem('Locale', l);
    localStorage.setItem('isSetDefaultLang', 'true');
  }, locale);
  await page.reload();
  await page.locator(`[data-esign-root][lang="${locale}"]`).waitFor();
}

/** Opens a route of the running app by its hash, as a link inside the app would, and waits until it settles. */
export async function openRoute(page: Page, address: string): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#${address}`);
  await settle(page);
}

/**
 * Waits until the page has drawn its data: a heading or a dialog is shown, no loading view is left, and the
 * widget's DOM stops changing for 200 ms, checked every 100 ms (lazy chunks, dictionaries and API responses in).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('[data-esign-mount]')?.shadowRoot ?? document;
      const w = window as unknown as { __settle?: { size: number; since: number } };
      const ready =
        !!root.querySelector('h1, [role=dialog], [role=alertdialog]') && !root.querySelector('[data-testid=loading]');
      const size = root.querySelectorAll('*').length + (root.textContent?.length ?? 0);
      const now = performance.now();
      if (!ready || w.__settle?.size !== size) {
        w.__settle = { size, since: now };
        return false;
      }
      return now - w.__settle.since >= 200;
    },
    undefined,
    { polling: 100, timeout: 20_000 },
  );
}
