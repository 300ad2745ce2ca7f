import { paintHome } from '../../../widgets/app/homePaint';
import { homeAtLaunch, keepInboxCounts, keepMenu, lastInboxCounts, lastMenu } from '../../../src/account/lastHome';
import { holdShell, releaseFirstPaint, takeFirstPaint } from '../../../src/account/firstPaint';
import { LAST_KNOWN_KEY } from '../../../src/cache/lastKnown';
import { KEYS } from '../../../src/session/storage';
import type { MenuItem } from '../../../src/api/main';

/**
 * Home painted before the framework (widgets/app/homePaint.ts) from the counts the same user saw last time, and
 * its rules: never another user's, never after the session ended, never from a store that is not a menu; the
 * counts marked as refreshing; only links into this widget; an unreachable framework said in the user's language.
 */
const MENU: MenuItem[] = [
  { key: 'sap', area: 'sap', route: '/pages/SAP/index', todo: 3 },
  { key: 'qms', area: 'qms', route: '/pages/QMS/index/indexHome', todo: 120 },
  { key: 'salary', area: 'salary', route: '/pages/salary/login', todo: 4 },
  { key: 'auth', area: 'auth', route: '/pages/authentication/authenticationUserWX', todo: 0 },
];
const DAY = 24 * 60 * 60 * 1000;

function signIn(userNo: string, expiresIn = Date.now() + DAY, userName = '陳志明') {
  localStorage.setItem(
    KEYS.loginInfo,
    JSON.stringify({
      login: true,
      access_token: 'tok',
      userNo,
      userName,
      expires_in: expiresIn,
      expires_refresh_in: expiresIn,
    }),
  );
}

let element: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="app"></div>';
  element = document.getElementById('app')!;
  localStorage.setItem('isSetDefaultLang', 'true');
  localStorage.setItem('Locale', 'en');
});
afterEach(() => {
  if (element.shadowRoot) releaseFirstPaint(element.shadowRoot);
});

const root = () => element.shadowRoot!;
const counts = () => [...root().querySelectorAll('[data-testid="todo-count"]')].map((n) => n.textContent);

describe('home painted before the framework', () => {
  it("shows the user's last-known counts as refreshing, salary without a count, and links only into the widget", async () => {
    signIn('10001');
    keepMenu('10001', MENU);
    expect(await paintHome(element, {})).toBeDefined();
    expect(root().querySelector('[data-first-paint]')).not.toBeNull();
    expect(root().querySelector('h1')?.textContent).toBe('Home');
    expect(root().textContent).toContain('Hello, 陳志明');
    // Over 99 shows as 99+, with the full number in the words a screen reader reads instead; salary's count is
    // never kept.
    expect(counts()).toEqual(['3', '99+']);
    const badges = [...root().querySelectorAll('[data-testid="todo-count"]')];
    expect(badges.map((b) => b.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    expect(badges.map((b) => b.nextElementSibling?.textContent)).toEqual(['3 waiting for you', '120 waiting for you']);
    expect(root().querySelector('nav[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    const links = [...root().querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '#/pages/inbox/inbox',
      ...MENU.map((m) => `#${m.route}`),
      '#/pages/index/index',
      '#/pages/my/my',
    ]);
    expect(root().querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('#/pages/index/index');
    // No inbox counts kept: the card is laid out empty, as home lays it out while it asks.
    expect(root().querySelector('[data-testid="home-inbox-total"]')).toBeNull();
  });

  it("shows the inbox card's last-known counts as refreshing; damaged ones leave the card empty", async () => {
    signIn('10001');
    keepMenu('10001', MENU);
    keepInboxCounts('10001', { sap: 2, srm: 0, qms: 5, gs001p: 0, all: 7, onBehalf: 1 });
    await paintHome(element, {});
    const card = root().querySelector('[data-testid="home-inbox"]')!;
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.querySelector('[data-testid="home-inbox-total"]')?.textContent).toBe('7 waiting for you');
    expect([...card.querySelectorAll('nav a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#/pages/inbox/inbox?area=sap', 'SAP 2'],
      ['#/pages/inbox/inbox?area=qms', 'QMS 5'],
    ]);
    releaseFirstPaint(root());

    for (const counts of [{ sap: 2 }, { sap: -1, srm: 0, qms: 0, gs001p: 0, all: 0, onBehalf: 0 }, 'seven']) {
      localStorage.setItem(
        LAST_KNOWN_KEY,
        JSON.stringify({
          owner: '10001',
          entries: { menu: { at: Date.now(), data: MENU }, 'inbox.counts': { at: Date.now(), data: counts } },
        }),
      );
      expect(lastInboxCounts('10001')).toBeUndefined();
      await paintHome(element, {});
      expect(root().querySelector('[data-testid="home-inbox-total"]')).toBeNull();
      releaseFirstPaint(root());
    }
    expect(lastInboxCounts('10002')).toBeUndefined();
  });

  it('gives way to the framework: the shell held while it shows, released when the framework page takes over', async () => {
    signIn('10001');
    keepMenu('10001', MENU);
    await paintHome(element, {});
    const container = document.createElement('div');
    root().appendChild(container);
    holdShell(root(), container);
    expect(container.style.display).toBe('none');
    const page = document.createElement('div');
    container.appendChild(page);
    expect(takeFirstPaint(page)).toBeUndefined();
    expect(root().querySelector('[data-first-paint]')).toBeNull();
    expect(container.style.display).toBe('');
  });

  it('paints nothing for another user, a signed-out or expired session, a store that is not a menu, SRM, a host theme or the dark scheme', async () => {
    signIn('10002');
    keepMenu('10001', MENU);
    expect(await paintHome(element, {})).toBeUndefined();

    signIn('10001', Date.now() - 1);
    expect(await paintHome(element, {})).toBeUndefined();
    localStorage.removeItem(KEYS.loginInfo);
    expect(await paintHome(element, {})).toBeUndefined();

    signIn('10001');
    for (const data of [
      [],
      [null],
      [{ ...MENU[0], route: 'javascript:alert(1)' }],
      [{ ...MENU[0], todo: -1 }],
      [{ ...MENU[0], todo: '3' }],
      'menu',
    ]) {
      localStorage.setItem(
        LAST_KNOWN_KEY,
        JSON.stringify({ owner: '10001', entries: { menu: { at: Date.now(), data } } }),
      );
      expect(lastMenu('10001')).toBeUndefined();
      expect(await paintHome(element, {})).toBeUndefined();
    }
    localStorage.setItem(LAST_KNOWN_KEY, '{not json');
    expect(homeAtLaunch()).toBeUndefined();

    keepMenu('10001', MENU);
    expect(await paintHome(element, { theme: { primary: '#c00' } })).toBeUndefined();
    expect(await paintHome(element, { theme: { scheme: 'dark' } })).toBeUndefined();
    expect(element.shadowRoot?.querySelector('[data-first-paint]') ?? null).toBeNull();
  });

  it('a server string is text, never markup', async () => {
    signIn('10001', Date.now() + DAY, '<img src=x onerror=alert(1)>');
    keepMenu('10001', [{ ...MENU[0], route: '/pages/SAP/index" onclick="alert(1)' }]);
    await paintHome(element, {});
    expect(root().querySelector('img')).toBeNull();
    expect(root().textContent).toContain('<img src=x onerror=alert(1)>');
    expect(root().querySelector('a[onclick]')).toBeNull();
  });

  it('when the framework cannot be loaded, says so in the user language, and trying again calls the loader again', async () => {
    signIn('10001');
    keepMenu('10001', MENU);
    const paint = await paintHome(element, { locale: 'ja' });
    const retry = vi.fn();
    paint!.failed(retry);
    const alert = root().querySelector('[role="alert"]') as HTMLElement;
    expect(alert.hidden).toBe(false);
    expect(alert.textContent).toContain('サーバー');
    alert.querySelector('button')!.click();
    expect(retry).toHaveBeenCalledOnce();
    expect(alert.hidden).toBe(true);
  });

  it('ends when the address leaves home before the framework arrives', async () => {
    signIn('10001');
    keepMenu('10001', MENU);
    location.hash = '#/pages/index/index';
    await paintHome(element, {});
    location.hash = '#/pages/SAP/index';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(root().querySelector('[data-first-paint]')).toBeNull();
  });
});
