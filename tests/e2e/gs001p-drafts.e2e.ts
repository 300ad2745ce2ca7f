import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { fault, launchUrl, resetDemo } from './support/harness';
import { englishBrowser, openAs } from './support/gs001p-helpers';
import { demoUrl } from './support/servers';

/** Issue 5: nothing typed into an evaluation is lost on a network failure or a 401. */
const base = demoUrl();
let ctx: BrowserContext;

beforeAll(async () => {
  ctx = await englishBrowser();
});
afterAll(() => ctx?.close());
// A test that failed while offline must not leave its retry, or the next test, without a network.
beforeEach(async () => {
  await ctx.setOffline(false);
  await resetDemo(base);
});

describe('GS001P drafts', () => {
  it('a temporary save that fails offline keeps the text, and the next save succeeds', async () => {
    const { page } = await openAs(ctx, base, '10002', '/pages/GS001P/edit');
    await page.getByLabel(/^Customer\*?$/).fill('立訊精密');
    await page.getByLabel(/^Product\*?$/).fill('Type-C 24P offline');
    // The error dialog's own code arrives once the page is shown and the browser is idle, or the user types
    // (src/shell/warmup.ts); on a loaded machine its download can take longer than typing two fields does.
    await page.waitForFunction(() =>
      ['warmup', 'ModalHost', 'failures'].every((name) =>
        performance.getEntriesByType('resource').some((e) => new RegExp(`/${name}-[^/]+\\.js$`).test(e.name)),
      ),
    );
    await ctx.setOffline(true);
    await page.getByRole('button', { name: 'Temporary save' }).click();
    await page.getByRole('alertdialog').waitFor();
    await page.getByRole('alertdialog').getByRole('button').click();
    await ctx.setOffline(false);
    expect(await page.getByLabel(/^Product\*?$/).inputValue()).toBe('Type-C 24P offline');
    await page.getByRole('button', { name: 'Temporary save' }).click();
    await page.waitForURL(/GS001P\/edit\?id=GS\d{8}/);
    expect(await page.getByLabel(/^Customer\*?$/).inputValue()).toBe('立訊精密');
    await page.close();
  });

  it('on a browser that is never idle, typing fetches the error dialog, so a save that fails offline right after still says why', async () => {
    const page = await ctx.newPage();
    // The idle-time warm-up (src/shell/warmup.ts) never comes: only the user's own input can start it.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto(launchUrl(base, { userNo: '10002', to: '/pages/GS001P/edit' }));
    await page.getByLabel(/^Product\*?$/).fill('Type-C 24P busy phone');
    await page.waitForFunction(() =>
      ['ModalHost', 'failures'].every((name) =>
        performance.getEntriesByType('resource').some((e) => e.name.includes(`/${name}-`)),
      ),
    );
    await ctx.setOffline(true);
    await page.getByRole('button', { name: 'Temporary save' }).click();
    await page.getByRole('alertdialog').getByText('Get failed, please try again.').waitFor();
    await ctx.setOffline(false);
    expect(await page.getByLabel(/^Product\*?$/).inputValue()).toBe('Type-C 24P busy phone');
    await page.close();
  });

  it('a 401 during a save signs the user out; after signing in again the typed text is still there', async () => {
    const { page } = await openAs(ctx, base, '10002', '/pages/GS001P/edit');
    await page.getByLabel(/^Customer\*?$/).fill('正崴精密');
    await page.getByLabel(/^Product\*?$/).fill('LVDS 30P after 401');
    await fault(base, { path: '/api/gs001p/cases', status: 401 });
    await page.getByRole('button', { name: 'Temporary save' }).click();
    await page.getByRole('alertdialog').getByText('You are not logged in, please try again.').waitFor();
    await page.getByRole('alertdialog').getByRole('button').click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.goto(launchUrl(base, { userNo: '10002', to: '/pages/GS001P/edit' }));
    await page.getByLabel(/^Product\*?$/).waitFor();
    await expect.poll(() => page.getByLabel(/^Product\*?$/).inputValue()).toBe('LVDS 30P after 401');
    expect(await page.getByLabel(/^Customer\*?$/).inputValue()).toBe('正崴精密');
    await page.close();
  });
});
