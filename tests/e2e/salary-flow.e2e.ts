import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { resetDemo } from './support/harness';
import { englishBrowser, openAs } from './support/gs001p-helpers';
import { demoUrl } from './support/servers';

/** The salary area in a real browser: second password, wrong password, lock, a slip whose totals add up, lock on leaving. */
const base = demoUrl();
let ctx: BrowserContext;

beforeAll(async () => {
  ctx = await englishBrowser();
});
afterAll(() => ctx?.close());
beforeEach(() => resetDemo(base));

async function typePassword(page: Page, password: string) {
  await page.getByLabel('Salary password').fill(password);
  await page.getByRole('button', { name: 'Open salary' }).click();
}

const cents = (text: string | null) => Math.round(Number(text) * 100);

describe('salary', () => {
  it('asks a signed-in user for the salary password; a wrong one says how many tries are left', async () => {
    const { page, errors } = await openAs(ctx, base, '10001', '/pages/salary/login');
    await typePassword(page, 'wrong-password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The salary password is wrong. 4 of 5 tries left');
    expect(await page.getByLabel('Salary password').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a month of pay slip with hidden amounts, totals that add up, nothing stored; leaving locks the area', async () => {
    const { page, errors } = await openAs(ctx, base, '10001', '/pages/salary/login');
    const slipResponse = page.waitForResponse((r) => r.url().includes('/api/salary/slip'));
    const loginResponse = page.waitForResponse(
      (r) => r.url().includes('/salary/login') && r.request().method() === 'POST',
    );
    await typePassword(page, 'salary123');
    const salaryToken: string = (await (await loginResponse).json()).data.salaryToken;
    expect(salaryToken.length).toBeGreaterThan(8);
    await page.getByRole('heading', { name: 'Pay slip' }).waitFor();
    expect((await slipResponse).headers()['cache-control']).toBe('no-store');

    // Amounts stay hidden until the user reveals them.
    await page.getByTestId('salary-net').waitFor();
    expect(await page.locator('[data-amount]').count()).toBe(0);
    const months = await page.getByLabel('Month').locator('option').allTextContents();
    expect(months.length).toBe(12);
    await page.getByLabel('Month').selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Show amounts' }).click();
    await page.locator('[data-amount]').first().waitFor();

    const read = async (testId: string) => {
      const table = page.getByTestId(testId);
      const lines = await table
        .locator('tr[data-line] [data-amount]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-amount')));
      const total = await table.locator('tr[data-total] [data-amount]').getAttribute('data-amount');
      return { lines: lines.map(cents), total: cents(total) };
    };
    const earnings = await read('salary-earnings');
    const deductions = await read('salary-deductions');
    const net = cents(await page.getByTestId('salary-net').locator('[data-amount]').getAttribute('data-amount'));
    expect(earnings.lines.length).toBeGreaterThan(3);
    expect(earnings.lines.reduce((a, b) => a + b, 0)).toBe(earnings.total);
    expect(deductions.lines.reduce((a, b) => a + b, 0)).toBe(deductions.total);
    expect(net).toBe(earnings.total - deductions.total);
    expect(await page.getByText('do not match').count()).toBe(0);

    // Nothing of the slip or the salary token reaches web storage or the Cache API.
    const stored = await page.evaluate(async () => ({
      keys: [localStorage, sessionStorage].flatMap((s) => Object.keys(s)).join('\n'),
      web: [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)).join('\n'),
      caches: 'caches' in self ? (await caches.keys()).length : 0,
    }));
    // The home menu's last-known counts name the salary card and its route; that is not the slip.
    expect(stored.keys).not.toMatch(/salary/i);
    expect(stored.web).not.toMatch(/netPay|totalEarnings|deduction|salaryToken/i);
    expect(stored.web).not.toContain(salaryToken);
    expect(stored.web).not.toContain(String(net / 100));
    expect(stored.caches).toBe(0);

    // Leaving the page locks the area: coming back asks for the password again.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.goto(`${base}/#/pages/salary/index`);
    await page.getByLabel('Salary password').waitFor();
    expect(page.url()).toContain('/pages/salary/login');
    // It says why: the user left it seconds ago, not five minutes without use.
    await page.getByText('The salary area was locked when you left it.').waitFor();
    expect(await page.getByText('5 minutes without use').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('locks after five wrong passwords and shows until when; even the right password is refused then', async () => {
    const { page } = await openAs(ctx, base, '10002', '/pages/salary/login');
    for (let i = 0; i < 5; i++) {
      await typePassword(page, `nope-${i}`);
      await page.getByRole('alert').waitFor();
    }
    const locked = page.getByTestId('salary-locked');
    await expect.poll(() => locked.textContent()).toMatch(/locked until \d{2}:\d{2}:\d{2} \(about 15 min\)/);
    expect(await page.getByLabel('Salary password').isDisabled()).toBe(true);
    // A reload asks the server again: still locked.
    await page.reload();
    await page.getByTestId('salary-locked').waitFor();
    await page.close();
  });
});
