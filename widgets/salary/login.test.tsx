import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { findRoute } from '../../src/router/routes';
import { answer, loadMessages } from '../../tests/unit/pages';
import { login, logout } from '../../src/session';
import { $salaryGate, lockGate } from './gate';
import { SalaryLogin } from './pages/SalaryLogin';
import salary from './index';

/**
 * The salary login of a user launched by token alone (the address named no user): the area opens only for a
 * named user, so the page asks for the profile first. `fetch` is replaced by the server's answers below.
 */
let calls: string[] = [];
let profile: 'fails' | 'names' = 'fails';

beforeAll(() => loadMessages([salary.messages!], ['en']));

beforeEach(() => {
  calls = [];
  lockGate();
  login({ token: 'tok' });
  vi.stubGlobal('fetch', (url: string) => {
    const path = new URL(String(url), location.origin).pathname;
    calls.push(path);
    if (path.endsWith('/user/me')) {
      // A dropped network: the request never gets an answer.
      if (profile === 'fails') return Promise.reject(new TypeError('Failed to fetch'));
      return answer({ userName: 'Chen', avatarUrl: '', userID: 'u9', phone: '', userNo: '10009' });
    }
    if (path.endsWith('/salary/status')) return answer({ hasPassword: true, lockedUntil: 0, now: Date.now() });
    if (path.endsWith('/salary/login')) return answer({ status: 'ok', salaryToken: 'salary-tok' });
    return answer(null);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  lockGate();
  logout();
});

function open() {
  const page = render(<SalaryLogin query={{}} route={findRoute('/pages/salary/login')!} />);
  const input = page.container.querySelector<HTMLInputElement>('#salary-password')!;
  const button = page.container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  fireEvent.input(input, { target: { value: 'second-password' } });
  fireEvent.click(button);
  return { ...page, input, button };
}

describe('salary login after a launch by token alone', () => {
  it('a profile that never comes ends in a message, the password still typed and the button free again', async () => {
    profile = 'fails';
    const { container, input, button } = open();
    // A read is retried twice on a dropped network (0.4 s and 1.2 s) before it fails.
    const alert = await waitFor(
      () => {
        const node = container.querySelector('[role="alert"]');
        expect(node?.textContent).toBeTruthy();
        return node!;
      },
      { timeout: 5000 },
    );
    expect(alert.textContent).not.toMatch(/^error\./);
    expect(input.value).toBe('second-password');
    await waitFor(() => expect(button.disabled).toBe(false));
    // No salary session was opened on the server for a user nobody named.
    expect(calls.filter((p) => p.endsWith('/salary/login'))).toHaveLength(0);
    expect($salaryGate.get()).toBeNull();
  });

  it('a profile that names the user opens the area for that user', async () => {
    profile = 'names';
    open();
    await waitFor(() => expect($salaryGate.get()?.userNo).toBe('10009'));
    expect(calls.indexOf(calls.find((p) => p.endsWith('/user/me'))!)).toBeLessThan(
      calls.findIndex((p) => p.endsWith('/salary/login')),
    );
  });
});
