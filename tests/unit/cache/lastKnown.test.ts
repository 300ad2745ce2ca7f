import { bootstrap } from '../../../loader/bootstrap';
import { LAST_KNOWN_KEY, readLastKnown, writeLastKnown } from '../../../src/cache/lastKnown';
import { $session, KEYS, loadSession, login, logout } from '../../../src/session';
import type { MenuItem } from '../../../src/api/main';

/**
 * The last-known list cache (stale-while-revalidate): one user's data, never another's, never salary, gone on
 * logout and on a user switch. The request layer is replaced so the test decides what the server answers.
 */
let answer: MenuItem[] = [];
vi.mock('../../../src/http', () => ({ request: () => Promise.resolve(answer) }));

const MENU: MenuItem[] = [
  { key: 'sap', area: 'sap', route: '/pages/SAP/index/index', todo: 3 },
  { key: 'salary', area: 'salary', route: '/pages/salary/index', todo: 2 },
];

function launch(query: string) {
  const win = {
    location: { pathname: '/', search: '', hash: `#/pages/index/index?${query}`, replace: vi.fn() },
    history: { state: null, replaceState: vi.fn() },
    document,
    navigator: { userAgent: 'Mozilla/5.0' },
  } as unknown as Window;
  return bootstrap(win);
}

describe('last-known list data', () => {
  beforeEach(async () => {
    logout();
    const { $menu, $menuStale } = await import('../../../src/account/menu');
    $menu.set([]);
    $menuStale.set(false);
  });

  it('is read back by the same user only: another user gets nothing, even with the data stored', () => {
    writeLastKnown('sap.list', '10001', [1, 2, 3]);
    expect(readLastKnown('sap.list', '10001')).toEqual([1, 2, 3]);
    expect(readLastKnown('sap.list', '10002')).toBeUndefined();
    expect(readLastKnown('sap.list', '')).toBeUndefined();
  });

  it("a different user's first write drops everything the last user left", () => {
    writeLastKnown('sap.list', '10001', ['a']);
    writeLastKnown('srm.list', '10002', ['b']);
    expect(readLastKnown('srm.list', '10002')).toEqual(['b']);
    expect(readLastKnown('sap.list', '10002')).toBeUndefined();
    expect(localStorage.getItem(LAST_KNOWN_KEY)).not.toContain('"a"');
  });

  it('never keeps salary data', () => {
    writeLastKnown('salary', '10001', { net: 1 });
    writeLastKnown('salary.detail', '10001', { net: 1 });
    expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
    localStorage.setItem(
      LAST_KNOWN_KEY,
      JSON.stringify({ owner: '10001', entries: { salary: { at: Date.now(), data: { net: 1 } } } }),
    );
    expect(readLastKnown('salary', '10001')).toBeUndefined();
  });

  it('the home menu is cached without the salary count, and read back only by its user', async () => {
    const { refreshMenu, seedMenu, $menu, $menuStale } = await import('../../../src/account/menu');
    login({ token: 'tok', userNo: '10001' });
    answer = MENU;
    await refreshMenu();
    expect(localStorage.getItem(LAST_KNOWN_KEY)).not.toMatch(/"area":"salary","route":"[^"]+","todo":2/);
    $menu.set([]);
    seedMenu();
    expect($menu.get().find((i) => i.area === 'sap')?.todo).toBe(3);
    expect($menu.get().find((i) => i.area === 'salary')?.todo).toBe(0);
    expect($menuStale.get()).toBe(true);
    // The fresh answer replaces it and ends the refreshing state.
    answer = [{ ...MENU[0], todo: 5 }];
    await refreshMenu();
    expect($menu.get()[0].todo).toBe(5);
    expect($menuStale.get()).toBe(false);
  });

  it('is cleared on logout', () => {
    login({ token: 'tok', userNo: '10001' });
    writeLastKnown('menu', '10001', MENU);
    logout();
    expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
  });

  it('is cleared when another user signs in, by the login form or by a launch address', () => {
    login({ token: 'tok', userNo: '10001' });
    writeLastKnown('menu', '10001', MENU);
    login({ token: 'other', userNo: '10002' });
    expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();

    login({ token: 'tok', userNo: '10001' });
    writeLastKnown('menu', '10001', MENU);
    expect(launch('Authorization=tok2&userNo=10002')).toBe('ready');
    expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
    loadSession();
    expect($session.get().userNo).toBe('10002');

    // A new token without a user number may be anyone's (the profile tells later): nothing is shown from before.
    login({ token: 'tok', userNo: '10001' });
    writeLastKnown('menu', '10001', MENU);
    expect(launch('Authorization=tok3')).toBe('ready');
    expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
  });

  it('survives a second visit of the same user, and an expired session clears it', () => {
    login({ token: 'tok', userNo: '10001' });
    writeLastKnown('menu', '10001', MENU);
    expect(launch('')).toBe('ready');
    loadSession();
    expect(readLastKnown('menu', '10001')).toEqual(MENU);
    localStorage.setItem(KEYS.loginInfo, JSON.stringify({ ...$session.get(), expires_in: Date.now() - 1 }));
    loadSession();
    expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
  });

  it('a menu answer that arrives after a logout is not kept', async () => {
    const { refreshMenu, $menu } = await import('../../../src/account/menu');
    login({ token: 'tok', userNo: '10001' });
    answer = MENU;
    const pending = refreshMenu();
    logout();
    await pending;
    expect($menu.get()).toEqual([]);
    expect(localStorage.getItem(LAST_KNOWN_KEY)).toBeNull();
  });
});

describe('the home menu of a launch by token alone', () => {
  it('is kept when the profile names the user while the menu is on its way', async () => {
    const { refreshMenu, $menu } = await import('../../../src/account/menu');
    const { setProfile } = await import('../../../src/session');
    logout();
    login({ token: 'tok' });
    answer = MENU;
    const pending = refreshMenu();
    setProfile({ userNo: '10001' });
    await pending;
    expect($menu.get()).toHaveLength(2);
    expect(readLastKnown('menu', '10001')).toHaveLength(2);
  });
});
