import { describe, expect, it } from 'vitest';
import type { Page as ApiPage } from '../../src/api/define';
import type { InboxPage } from '../../src/api/inbox';
import type { SapFormSummary } from '../../src/api/sap';
import { audit } from './support/axe';
import { clearFaults, demoToken, fault } from './support/harness';
import { api, englishBrowser, openAs } from './support/sap-helpers';
import { phoneSuite } from './support/phone-suite';
import { demoUrl } from './support/servers';

/**
 * Issue 26 in the inbox area: the person copied on a record finds it in "Copied to me", unread, opens it read-only
 * and finds it read on the way back; the inbox sorts by due time with the overdue first, marked in words.
 */

const base = demoUrl();
const phone = phoneSuite(base, englishBrowser);

/** A call to the demo server as userNo, for what the test sets up or reads back. */
async function call<T>(userNo: string, path: string, body?: unknown): Promise<T> {
  const token = await demoToken(base, userNo);
  const res = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-access-token': token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return json.data;
}

describe('copied to me', () => {
  it('a copy shows unread in the CC’d person’s list, opens read-only by keyboard, and shows read on return', async () => {
    const forms = await api<ApiPage<SapFormSummary>>(base, '10001', '/sap/forms?list=pds&status=underApproval');
    const f = forms.rows.find((r) => r.canApprove && r.type === 'purchaseOrder')!;
    const { page, errors } = await openAs(phone(), base, '41001', '/pages/inbox/received');
    // Nothing copied yet: the list says so.
    await page.getByTestId('empty').waitFor();

    await call('10001', `/gateway/bpm/flow/sap/${f.id}/actions`, {
      area: 'sap',
      id: f.id,
      action: 'cc',
      userNo: '41001',
    });
    await page.reload();
    const list = page.getByRole('list', { name: 'Records copied to you' });
    const row = list.getByRole('link', { name: new RegExp(f.id) });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/SAP.*Unread.*From 陳志明.*Copied \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(await row.getAttribute('data-unread')).toBe('true');
    expect(await audit(page)).toEqual([]);

    // Keyboard: the row is a link in the tab order; Enter opens the record's own page.
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('flow-timeline').waitFor();
    expect(page.url()).toContain(`id=${f.id}`);
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Transfer' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('flow-cc').textContent()).toMatch(/王建國 .* read it at /);

    await page.goBack();
    await row.waitFor();
    await expect.poll(() => row.getAttribute('data-unread')).toBe('false');
    expect(await row.getByTestId('received-state').textContent()).toMatch(/^Read \d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a failed load says so in the user’s language and loads on retry', async () => {
    const { page, errors } = await openAs(phone(), base, '41001', '/pages/inbox/inbox');
    // Until the retry: the client's own read retries meet the fault too.
    await fault(base, { path: '/gateway/bpm/flow/received', status: 500, times: 0 });
    await page.getByRole('link', { name: 'Copied to me' }).click();
    const failed = page.getByTestId('error-view');
    await failed.waitFor();
    // SPEC 8: the modal says it, the list keeps saying it beside its retry.
    expect(await page.getByRole('alertdialog').textContent()).toContain('Get failed');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    expect(await failed.textContent()).toContain('Get failed');
    await clearFaults(base);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('empty').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('inbox by due time', () => {
  it('puts the overdue first, marked in words, in the server’s order', async () => {
    const { page, errors } = await openAs(phone(), base, '10001', '/pages/inbox/inbox');
    await page.getByLabel('Sort').selectOption({ label: 'Soonest due first' });
    const expected = await call<InboxPage>('10001', '/api/inbox/items?sort=due');
    const overdue = expected.rows.filter((r) => r.overdue).length;
    expect(overdue).toBeGreaterThan(0);
    const rows = page.locator('[data-item]');
    await expect.poll(() => rows.first().getAttribute('data-item')).toBe(expected.rows[0].key);
    const keys = await rows.evaluateAll((els) => els.slice(0, 10).map((e) => e.getAttribute('data-item')));
    expect(keys).toEqual(expected.rows.slice(0, 10).map((r) => r.key));
    expect(await rows.first().getByTestId('overdue').textContent()).toBe('Overdue');
    expect(await rows.first().getByTestId('due').textContent()).toMatch(/^Due /);
    // The row's name carries the mark, so a screen reader hears it with the rest.
    expect(await rows.first().getAttribute('aria-label')).toBeNull();
    const after = expected.rows[overdue];
    if (after) expect(await page.locator(`[data-item="${after.key}"]`).getByTestId('overdue').count()).toBe(0);
    expect(await audit(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
