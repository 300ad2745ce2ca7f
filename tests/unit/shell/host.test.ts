import { $route } from '../../../src/router/navigation';
import { $session, $signedIn, login, logout } from '../../../src/session';
import { $menu } from '../../../src/account/menu';
import { connectHost, errorDetail, todoCounts } from '../../../src/shell/host';
import { appearanceProperties, shade } from '../../../src/ui/styles/appearance';
import { isDark } from '../../../src/ui/styles/scheme';
import { configureServices, serviceBase } from '../../../src/api/services';
import { vars } from '../../../src/ui/styles/theme.css';

vi.mock('../../../src/http', () => ({ request: () => new Promise(() => undefined) }));

/** Listener counts of nanostores atoms (`lc`): what a widget subscribed to and must give back. */
const subscriptions = () =>
  [$route, $signedIn, $menu, $session].map((store) => (store as unknown as { lc: number }).lc);

describe('host events from the stores', () => {
  beforeEach(() => logout());

  it('login, route, to-do and logout reach emit; disconnecting leaves no store subscription behind', async () => {
    const before = subscriptions();
    const emit = vi.fn();
    const stops = Array.from({ length: 50 }, () => connectHost(vi.fn()));
    // One disconnected before the menu store arrived must not subscribe afterwards.
    connectHost(vi.fn())();
    const stop = connectHost(emit);
    await vi.dynamicImportSettled();
    login({ token: 'tok', userNo: '10001' });
    // The menu store is followed from the sign-in on (a signed-out first screen does without it); it arrives
    // before any menu answer could.
    await vi.dynamicImportSettled();
    $route.set({ path: '/pages/SAP/index', query: {} });
    $menu.set([
      { key: 'a', area: 'sap', route: '/pages/SAP/index', todo: 3 },
      { key: 'b', area: 'qms', route: '/pages/QMS/index/indexHome', todo: 2 },
      { key: 'c', area: 'salary', route: '/pages/salary/login', todo: 9 },
    ]);
    $menu.set([...$menu.get()]);
    logout();
    expect(emit.mock.calls.map(([name]) => name)).toEqual(['route', 'login', 'route', 'todo', 'logout']);
    expect(emit.mock.calls[1][1]).toEqual({ userNo: '10001' });
    expect(emit.mock.calls[3][1]).toEqual({ total: 5, byArea: { sap: 3, srm: 0, qms: 2, gs001p: 0 } });
    stop();
    for (const s of stops) s();
    // A computed store ($signedIn) lets go of its source ($session) a second after its last listener left.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(subscriptions()).toEqual(before);
  });

  it('an address launch names the user in login once the profile brings the number', () => {
    const emit = vi.fn();
    const stop = connectHost(emit);
    login({ token: 'tok' });
    expect(emit.mock.calls.filter(([name]) => name === 'login')).toEqual([]);
    $session.set({ ...$session.get(), userNo: '10002' });
    $session.set({ ...$session.get(), userName: 'x' });
    expect(emit.mock.calls.filter(([name]) => name === 'login')).toEqual([['login', { userNo: '10002' }]]);
    stop();
  });

  it('counts only the four areas with to-do lists, never negative', () => {
    expect(
      todoCounts([
        { key: 'x', area: 'srm', route: '/', todo: -4 },
        { key: 'y', area: 'gs001p', route: '/', todo: 7 },
      ]),
    ).toEqual({
      total: 7,
      byArea: { sap: 0, srm: 0, qms: 0, gs001p: 7 },
    });
  });

  it('an error detail is the text the user read, with the session token cut out', () => {
    login({ token: 'secret-token-123', userNo: '10001' });
    expect(errorDetail({ code: 500, key: '', text: 'bad token secret-token-123 here' })).toEqual({
      code: '500',
      message: 'bad token … here',
    });
  });
});

describe('appearance', () => {
  it('auto follows the system setting or the messaging app marker; light and dark are fixed', () => {
    expect(isDark('auto', true, false)).toBe(true);
    expect(isDark('auto', false, true)).toBe(true);
    expect(isDark('auto', false, false)).toBe(false);
    expect(isDark('light', true, true)).toBe(false);
    expect(isDark('dark', false, false)).toBe(true);
    expect(isDark(undefined, true, true)).toBe(false);
  });

  it('primary and radius become the token properties; malformed values are ignored', () => {
    const name = (token: string) => token.slice(4, -1);
    const props = appearanceProperties({ primary: '#7a1fa2', radius: 4 }, false);
    expect(props[name(vars.color.brand)]).toBe('#7a1fa2');
    expect(props[name(vars.color.navBar)]).toBe('#7a1fa2');
    expect(props[name(vars.radius.md)]).toBe('4px');
    expect(appearanceProperties({ primary: 'red; background: url(x)', radius: '1e9px' }, false)).toEqual({});
    expect(shade('#ffffff', 0.5)).toBe('#808080');
  });
});

describe('service bases', () => {
  afterEach(() => configureServices(undefined));

  it('a configured base replaces API host + default path for that service only; a malformed one is ignored', () => {
    configureServices({ bpm: 'https://bpm.example.com/flow/', qms: 'http://[bad' });
    expect(serviceBase('bpm', 'https://api.example.com')).toBe('https://bpm.example.com/flow');
    expect(serviceBase('main', 'https://api.example.com')).toBe('https://api.example.com/api');
    expect(serviceBase('qms', 'https://api.example.com')).toBe('https://api.example.com/qms-gateway/qmsv2-web');
  });
});
