import { loginForm } from '../../../src/account/form';
import {
  addFirstPaint,
  holdShell,
  pageFailed,
  releaseFirstPaint,
  takeFirstPaint,
} from '../../../src/account/firstPaint';
import { ensureMessages, setLocaleSetting } from '../../../src/i18n';
import '../../../src/i18n/core';

/**
 * The one login form (src/account/form.ts), built without the framework: painted first by the loader, then taken
 * over as it is by the framework's page. SPEC 5's two checks, errors tied to their fields, one request at a time,
 * texts that follow the locale, and a shell that cannot be loaded said under the form.
 */
const signIn = vi.fn<(credentials: unknown, target: string) => Promise<{ lockedUntil: number } | undefined>>();
vi.mock('../../../src/account/actions', () => ({
  signIn: (credentials: unknown, target: string) => signIn(credentials, target),
}));

const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(async () => {
  signIn.mockReset().mockResolvedValue(undefined);
  await setLocaleSetting('en');
  await ensureMessages('en');
  document.body.innerHTML = '';
});

function build(options: Partial<Parameters<typeof loginForm>[0]> = {}) {
  const form = document.body.appendChild(loginForm({ system: 'main', target: '/pages/index/index', ...options }));
  const field = (id: string) => form.querySelector<HTMLInputElement>(`#${id}`)!;
  const button = (name: string) => [...form.querySelectorAll('button')].find((b) => b.textContent === name)!;
  const type = (id: string, value: string) => (field(id).value = value);
  const submit = async () => {
    form.requestSubmit();
    await settle();
  };
  return { form, field, button, type, submit };
}

describe('the login form', () => {
  it('says which field is missing, tied to that field, and sends nothing (SPEC 5)', async () => {
    const { form, field, submit, type } = build();
    await submit();
    expect(field('login-account').getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector(`#${field('login-account').getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Please enter your account.',
    );
    expect(form.querySelector(`#${field('login-password').getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Please enter your password.',
    );
    type('login-account', '   ');
    type('login-password', 'demo');
    await submit();
    expect(field('login-account').getAttribute('aria-invalid')).toBe('true');
    expect(field('login-password').hasAttribute('aria-invalid')).toBe(false);
    expect(form.querySelector('#login-password-error')).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('sends the trimmed account once, however often it is tapped, and says it is signing in meanwhile', async () => {
    let answer!: () => void;
    signIn.mockImplementation(() => new Promise((done) => (answer = () => done(undefined))));
    const { button, submit, type } = build({ system: 'srm', target: '/pages/SRM/index/index' });
    type('login-account', ' 20001 ');
    type('login-password', ' pw ');
    await submit();
    await submit();
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith(
      { account: '20001', password: ' pw ', system: 'srm' },
      '/pages/SRM/index/index',
    );
    expect(button('Signing in…').disabled).toBe(true);
    answer();
    await settle();
    // A refusal leaves the user on the form with what they typed, ready to try again.
    expect(button('Sign in').disabled).toBe(false);
  });

  it('waits for the shell; when it cannot be loaded, says so under the form and keeps the typed text', async () => {
    let fail!: () => void;
    const ready = vi.fn(() => new Promise((_, reject) => (fail = () => reject(new Error('offline')))));
    const { form, field, button, submit, type } = build({ ready });
    type('login-account', '10001');
    type('login-password', 'demo');
    await submit();
    expect(button('Signing in…').disabled).toBe(true);
    fail();
    await settle();
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not reach the server. Check the connection and try again.',
    );
    expect(field('login-account').value).toBe('10001');
    expect(signIn).not.toHaveBeenCalled();
    // The next tap tries again, and the message goes.
    ready.mockResolvedValueOnce(undefined);
    await submit();
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(form.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows and hides the password, and follows the locale with every text', async () => {
    const { field, button, submit } = build({ demo: true });
    button('Show').click();
    expect(field('login-password').type).toBe('text');
    expect(button('Hide').getAttribute('aria-pressed')).toBe('true');
    await submit();
    await setLocaleSetting('zh-Hans');
    expect(document.querySelector('label[for="login-account"]')?.textContent).toBe('账号');
    expect(button('隐藏')).toBeDefined();
    expect(document.querySelector('#login-account-error')?.textContent).toBe('请输入账号');
    expect(field('login-account').placeholder).toBe('工号或账号');
  });
});

describe('a locked sign-in', () => {
  it('says until when a locked sign-in opens again, in each language, and keeps what was typed', async () => {
    const until = new Date(2031, 4, 6, 9, 45).getTime();
    signIn.mockResolvedValue({ lockedUntil: until });
    const { form, field, submit, type } = build();
    type('login-account', '10002');
    type('login-password', 'guess');
    await submit();
    await settle();
    const alert = () => form.querySelector('[role="alert"]')?.textContent ?? '';
    expect(alert()).toMatch(/^Too many wrong passwords\. Sign-in is locked until 5\/6,\s09:45/);
    const expected: Record<string, RegExp> = {
      'zh-Hans': /^密码错误次数过多，登录已锁定至 5\/6\s09:45/,
      'zh-Hant': /^密碼錯誤次數過多，登入已鎖定至 5\/6\s上午09:45/,
      ja: /^パスワードの誤りが多すぎるため、5\/6\s09:45 までサインインできません/,
    };
    for (const [locale, text] of Object.entries(expected)) {
      await setLocaleSetting(locale as 'ja');
      await ensureMessages(locale as 'ja');
      await settle();
      expect(alert(), locale).toMatch(text);
    }
    expect(field('login-account').value).toBe('10002');
    expect(field('login-password').value).toBe('guess');
  });
});

describe('the framework takes the painted login page over', () => {
  it('moves the same page, with what was typed and the focus, and shows the shell', async () => {
    const host = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    const painted = document.createElement('div');
    const page = painted.appendChild(loginForm({ system: 'main', target: '/' }));
    host.appendChild(painted);
    const adopted = vi.fn();
    addFirstPaint(host, { node: painted, page, adopted });
    const container = host.appendChild(document.createElement('div'));
    holdShell(host, container);
    const account = page.querySelector<HTMLInputElement>('#login-account')!;
    account.value = '10001';
    account.focus();
    account.setSelectionRange(2, 3);
    const slot = container.appendChild(document.createElement('div'));

    expect(takeFirstPaint(slot)).toBe(page);
    expect(slot.firstChild).toBe(page);
    expect(painted.isConnected).toBe(false);
    expect(container.style.display).toBe('');
    expect(host.activeElement).toBe(account);
    expect([account.selectionStart, account.selectionEnd, account.value]).toEqual([2, 3, '10001']);
    expect(adopted).toHaveBeenCalledTimes(1);
    releaseFirstPaint(host);
  });
});

describe("a first page's area that cannot be loaded", () => {
  const paint = (page?: HTMLElement) => {
    const host = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    const painted = host.appendChild(document.createElement('div'));
    addFirstPaint(host, { node: painted, ...(page && { page, adopted: () => undefined }) });
    const container = host.appendChild(document.createElement('div'));
    holdShell(host, container);
    return { host, painted, container };
  };

  it('ends a paint the framework draws again (home, a form from a chat link): the shell shows its failure view', () => {
    const { host, painted, container } = paint();
    pageFailed(host);
    expect(painted.isConnected).toBe(false);
    expect(container.style.display).toBe('');
  });

  it('keeps the login page, which the framework takes over as it is, with what was typed', () => {
    const page = loginForm({ system: 'main', target: '/' });
    const { host, painted, container } = paint(page);
    page.querySelector<HTMLInputElement>('#login-account')!.value = '10001';
    pageFailed(host);
    expect(painted.isConnected).toBe(true);
    expect(container.style.display).toBe('none');
    releaseFirstPaint(host);
  });
});
