import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { resetDemo } from './support/harness';
import { englishBrowser, openAnonymous } from './support/gs001p-helpers';
import { demoUrl } from './support/servers';

/** Messaging-app account binding: job id, method, a code from the demo outbox, then a normal session. */
const base = demoUrl();
let ctx: BrowserContext;
const ROUTE = '/pages/authentication/authenticationUserWX';

// A fresh profile per test: sessions and storage of one test never reach the next.
beforeEach(async () => {
  await resetDemo(base);
  ctx = await englishBrowser();
});
afterEach(() => ctx?.close());

describe('account binding', () => {
  it('binds with a code from the demo outbox and signs in by the normal session rules', async () => {
    const { page, errors } = await openAnonymous(ctx, base, ROUTE, true);
    // An unknown job id is refused with a clear message.
    await page.getByLabel('Job id').fill('99999');
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('This job id is not valid');

    await page.getByLabel('Job id').fill('10001');
    await page.getByText('Mobile', { exact: true }).click();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByText('A 6-digit code was sent to 138****0001.').waitFor();

    // The page shows the demo outbox (demo host only); its code is the one GET /demo/outbox holds.
    const shown = await page.getByTestId('outbox-message').first().locator('[data-code]').getAttribute('data-code');
    const outbox = (await (await fetch(`${base}/demo/outbox`)).json()) as Array<{
      code: string;
      userNo: string;
      to: string;
    }>;
    expect(outbox[0]).toMatchObject({ userNo: '10001', to: '13800000001', code: shown });

    const wrong = shown === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The verification code is wrong. 4 tries left.');

    await page.getByLabel('Verification code').fill(shown!);
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.waitForURL(/#\/pages\/index\/index/);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('LoginInfo') ?? '{}'));
    expect(session).toMatchObject({ login: true, userNo: '10001' });
    expect(session.access_token).toMatch(/\S{20,}/);
    expect(session.expires_in).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('five wrong codes lock the binding and say until when; the code is spent', async () => {
    const { page } = await openAnonymous(ctx, base, ROUTE, false);
    // On a host that is not the demo, the outbox is not on the page.
    expect(await page.getByTestId('demo-outbox').count()).toBe(0);
    await page.getByLabel('Job id').fill('10002');
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByText(/was sent to li\*\*\*@example\.com/).waitFor();
    const [{ code }] = (await (await fetch(`${base}/demo/outbox`)).json()) as Array<{ code: string }>;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Verification code').fill(wrong);
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await page.getByRole('alert').waitFor();
    }
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/Too many wrong codes\. Binding is locked until \d{2}:\d{2}\s[AP]M; request a new code after that\./);
    expect(await page.getByRole('button', { name: 'Confirm and sign in' }).isDisabled()).toBe(true);
    await page.close();
  });

  it('says when the chosen method has no contact on file', async () => {
    const { page } = await openAnonymous(ctx, base, ROUTE);
    await page.getByLabel('Job id').fill('10002');
    await page.getByText('Mobile', { exact: true }).click();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('No contact of this kind is on file');
    await page.close();
  });
});
