import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser, openPage, resetDemo } from './support/harness';
import { reactUrl } from './support/servers';

/** The React build is the same source with one alias less: it must pass the same smoke flow. */
const base = reactUrl();
let ctx: BrowserContext;

beforeAll(async () => {
  ctx = await launchBrowser({ locale: 'zh-CN' });
  await resetDemo(base);
});
afterAll(() => ctx?.close());

describe('React build', () => {
  it('logs in, shows home and my, switches language and logs out', async () => {
    const { page, errors } = await openPage(ctx, `${base}/`);
    await page.getByLabel('账号').fill('10001');
    await page.getByLabel('密码', { exact: true }).fill('demo');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('您好，陳志明').waitFor();
    await page.getByRole('link', { name: '我的' }).click();
    await page.getByRole('link', { name: /语言/ }).click();
    await page.getByRole('radio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Language' }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(errors).toEqual([]);
    // The React build really is React: its root has React's internal key, Preact's does not.
    const isReact = await page
      .locator('[data-esign-root]')
      .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')));
    expect(isReact).toBe(true);
  });
});
