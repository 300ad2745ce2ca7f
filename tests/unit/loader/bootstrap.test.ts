import { bootstrap } from '../../../loader/bootstrap';
import { $session, KEYS, loadSession, logout, setProfile } from '../../../src/session';
import { WXWORK_REDIRECT_PATH } from '../../../src/api/services';

function fakeWindow(href: string, userAgent = 'Mozilla/5.0') {
  const url = new URL(href);
  const replaced: string[] = [];
  const location = {
    href: url.href,
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: vi.fn(),
  };
  const history = {
    state: null,
    replaceState: (_: unknown, __: string, next: string) => {
      replaced.push(next);
      const u = new URL(next, url.origin);
      location.pathname = u.pathname;
      location.search = u.search;
      location.hash = u.hash;
    },
  };
  return { win: { location, history, document, navigator: { userAgent } } as unknown as Window, replaced, location };
}

describe('bootstrap (SPEC 1 and 4)', () => {
  beforeEach(() => {
    logout();
    for (const m of document.head.querySelectorAll('meta[name="referrer"]')) m.remove();
  });

  it('signs in with the address token and removes it from the address before anything renders', () => {
    const { win, location } = fakeWindow('https://host/?Authorization=tok-9#/pages/SAP/index');
    expect(bootstrap(win)).toBe('ready');
    loadSession();
    expect($session.get()).toMatchObject({ login: true, access_token: 'tok-9' });
    expect(location.search).toBe('');
    expect(location.hash).toBe('#/pages/SAP/index');
  });

  it("a new token without a user number is nobody's until the profile names the user: the last user's name and number are not kept", () => {
    localStorage.setItem(
      KEYS.loginInfo,
      JSON.stringify({
        login: true,
        access_token: 'old',
        userNo: '10001',
        userName: '陳志明',
        phone: '138',
        expires_in: Date.now() + 1e6,
      }),
    );
    bootstrap(fakeWindow('https://host/?Authorization=new#/pages/index/index').win);
    loadSession();
    expect($session.get()).toMatchObject({ access_token: 'new', userNo: '', userName: '', phone: '' });
    // The same token again (a reload of the same launch) is the same session: nothing is blanked.
    setProfile({ userNo: '10002', userName: '林雅婷' });
    bootstrap(fakeWindow('https://host/?Authorization=new#/pages/index/index').win);
    loadSession();
    expect($session.get()).toMatchObject({ access_token: 'new', userNo: '10002', userName: '林雅婷' });
  });

  it('opens the page named by wxworkredirect_uri, signed in as userNo', () => {
    const { win, location } = fakeWindow(
      'https://host/?wxworkredirect_uri=%2Fpages%2FSAP%2FprocessingInfo%2FpurchaseOrder%3Fid%3D4500012345&token=t&userNo=10001&phone=138',
    );
    bootstrap(win);
    loadSession();
    expect($session.get()).toMatchObject({ access_token: 't', userNo: '10001', phone: '138' });
    expect(location.hash).toBe('#/pages/SAP/processingInfo/purchaseOrder?id=4500012345');
    expect(location.search).toBe('');
  });

  it('adds a no-referrer policy when the host page has none', () => {
    const { win } = fakeWindow('https://host/');
    bootstrap(win);
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('sends a logged-out user inside the messaging app through its login redirect, keeping the page', () => {
    sessionStorage.clear();
    const { win, location } = fakeWindow(
      'https://host/#/pages/SAP/index',
      'Mozilla/5.0 (Linux; Android 14) wxwork/4.1.22',
    );
    expect(bootstrap(win, { demo: true })).toBe('redirecting');
    expect(location.replace).toHaveBeenCalledWith(
      `https://host${WXWORK_REDIRECT_PATH}?redirect_uri=%2Fpages%2FSAP%2Findex&base=%2F&origin=https%3A%2F%2Fhost`,
    );
  });

  it('resolves the messaging login against the API host, or takes the configured address as it is', () => {
    sessionStorage.clear();
    const ua = 'Mozilla/5.0 (Linux; Android 14) wxwork/4.1.22';
    const a = fakeWindow('https://portal.example.com/apps/#/pages/SAP/index', ua);
    bootstrap(a.win, { demo: true, apiBase: 'https://api.example.com' });
    expect(a.location.replace.mock.calls[0][0]).toMatch(/^https:\/\/api\.example\.com\/demo\/wxwork\/authorize\?/);
    sessionStorage.clear();
    const b = fakeWindow('https://portal.example.com/apps/#/pages/SAP/index', ua);
    bootstrap(b.win, { messagingLoginUrl: 'https://sso.example.com/wxwork/login', apiBase: 'https://api.example.com' });
    const target = new URL(b.location.replace.mock.calls[0][0]);
    expect(target.origin + target.pathname).toBe('https://sso.example.com/wxwork/login');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      redirect_uri: '/pages/SAP/index',
      base: '/apps/',
      origin: 'https://portal.example.com',
    });
  });

  it('without a configured messaging login (and not the demo), a logged-out user stays on the password login', () => {
    sessionStorage.clear();
    const { win, location } = fakeWindow('https://host/#/pages/SAP/index', 'wxwork/4.1');
    expect(bootstrap(win)).toBe('ready');
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('does not loop when the messaging app sends the user back without a token', () => {
    sessionStorage.setItem('esign.wxworkRedirectAt', String(Date.now()));
    const { win, location } = fakeWindow('https://host/#/pages/SAP/index', 'wxwork/4.1');
    expect(bootstrap(win, { demo: true })).toBe('ready');
    expect(location.replace).not.toHaveBeenCalled();
  });
});
