import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { englishBrowser, openAnonymous, openAs } from './support/gs001p-helpers';
import { demoUrl, reactUrl } from './support/servers';

/** The development pages: the under-development notice and the diagnostics a support engineer uses. */
const base = demoUrl();
const reactBase = reactUrl();
let ctx: BrowserContext;

// A fresh profile per test: sessions and storage of one test never reach the next.
beforeEach(async () => {
  ctx = await englishBrowser({ viewport: 'desktop' });
});
afterEach(() => ctx?.close());

describe('development pages', () => {
  it('development says the feature is under development', async () => {
    const { page, errors } = await openAs(ctx, base, '10001', '/pages/development/development');
    await page.getByText('This feature is under development.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [build, url] of [
    ['preact', () => base],
    ['react', () => reactBase],
  ] as const) {
    it(`test shows version, ${build} build, locale, session without the token, and runs a request`, async () => {
      const { page, errors } = await openAs(ctx, url(), '10001', '/pages/development/test');
      expect(await page.getByTestId('diag-version').textContent()).toBe('1.0.0 (100)');
      expect(await page.getByTestId('diag-build').textContent()).toBe(build);
      expect(await page.getByTestId('diag-locale').textContent()).toBe('en');
      expect(await page.getByTestId('diag-logged-in').textContent()).toBe('Yes');
      expect(await page.getByTestId('diag-api-base').textContent()).toBe(url());
      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem('LoginInfo') ?? '{}').access_token as string,
      );
      expect(token.length).toBeGreaterThan(10);
      const text = await page.evaluate(
        () => document.querySelector('[data-esign-mount]')!.shadowRoot!.textContent ?? '',
      );
      expect(text).not.toContain(token);
      expect(await page.getByTestId('diag-report').inputValue()).not.toContain(token);

      await page.getByRole('button', { name: 'Run' }).click();
      const result = page.getByTestId('probe-result').first();
      await result.waitFor();
      expect(await result.getAttribute('data-verdict')).toBe('ok');
      expect(await result.textContent()).toMatch(/GET \/api\/user\/me.*HTTP 200.*\d+ ms/);

      await page.getByLabel('Service').selectOption('qms');
      await page.getByRole('button', { name: 'Run' }).click();
      await expect.poll(() => page.getByTestId('probe-result').count()).toBe(2);
      expect(await page.getByTestId('probe-result').first().textContent()).toContain('/qms-gateway/qmsv2-web/');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('testLogin opens without a session and tests an account without signing in', async () => {
    const { page, errors } = await openAnonymous(ctx, base, '/pages/development/testLogin/testLogin');
    expect(await page.getByTestId('diag-logged-in').textContent()).toBe('No');
    await page.getByLabel('Account', { exact: true }).fill('10002');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Test sign-in' }).click();
    await expect
      .poll(() => page.getByTestId('login-test-result').textContent())
      .toContain('Refused: Incorrect account or password.');
    await page.getByLabel('Password', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Test sign-in' }).click();
    await expect
      .poll(() => page.getByTestId('login-test-result').textContent())
      .toContain('Accepted: the server signed in 10002');
    // The test did not sign this browser in.
    expect(await page.getByTestId('diag-logged-in').textContent()).toBe('No');
    expect(errors).toEqual([]);
    await page.close();
  });
});
