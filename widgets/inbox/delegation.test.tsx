import { cleanup, render, waitFor } from '@testing-library/preact';
import { findRoute } from '../../src/router/routes';
import { $locale, ensureMessages, registerMessages } from '../../src/i18n';
import { ensureKit } from '../../src/i18n/kit';
import { login, logout } from '../../src/session';
import { Delegation } from './pages/Delegation';
import inbox from './index';

/**
 * The delegation form proposes today as the range. "Today" is the company's day, which the server states: a device
 * whose calendar is a day behind (late evening in UTC, a supplier abroad) would otherwise propose a range the
 * server refuses as past.
 */
beforeAll(async () => {
  registerMessages(inbox.messages!);
  $locale.set('en');
  await ensureKit();
  await ensureMessages('en');
});

beforeEach(() => {
  login({ token: 'tok', userNo: '10001' });
  vi.stubGlobal('fetch', () => {
    const body = { type: 'success', success: 1, data: { mine: null, toMe: [], today: '2031-03-04' } };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  logout();
});

it('proposes the server’s day, not the device’s, as start and end', async () => {
  const { container } = render(<Delegation query={{}} route={findRoute('/pages/inbox/delegation')!} />);
  const value = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)?.value;
  await waitFor(() => expect(value('delegation-start')).toBe('2031-03-04'));
  expect(value('delegation-end')).toBe('2031-03-04');
});
