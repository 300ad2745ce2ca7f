import {
  $apiUrl,
  $session,
  $signedIn,
  KEYS,
  loadSession,
  loggedIn,
  login,
  logout,
  replaceToken,
  setClock,
  setCompanyType,
  setProfile,
} from '../../../src/session';
import { DAY_MS } from '../../../src/session/loginInfo';

const NOW = Date.UTC(2026, 10, 22);

describe('$session store and persistence (SPEC 3 and 4)', () => {
  beforeEach(() => setClock(() => NOW));

  it('mirrors every change to localStorage["LoginInfo"] as JSON', () => {
    login({ token: 'tok', userNo: '10001' });
    const stored = JSON.parse(localStorage.getItem(KEYS.loginInfo)!);
    expect(stored).toMatchObject({ login: true, access_token: 'tok', userNo: '10001', expires_in: NOW + DAY_MS });
  });

  it('SPEC 4 and 9: a plain token lives one day, 86 400 000 ms, from login; a restart after that signs the user out', () => {
    login({ token: 'tok', userNo: '10001' });
    const stored = JSON.parse(localStorage.getItem('LoginInfo')!);
    expect(stored.expires_in).toBe(NOW + 86_400_000);
    expect(stored.expires_refresh_in).toBe(NOW + 86_400_000);
    setClock(() => NOW + 86_399_999);
    loadSession();
    expect(loggedIn()).toBe(true);
    setClock(() => NOW + 86_400_000);
    loadSession();
    expect(loggedIn()).toBe(false);
  });

  it('SPEC 4: a server lifetime of 1000 ms or less falls back to the one day (86 400 000 ms); 1001 ms counts', () => {
    login({ token: 'tok', expires_in: 1000, expires_refresh_in: 1001 });
    expect($session.get()).toMatchObject({ expires_in: NOW + 86_400_000, expires_refresh_in: NOW + 1001 });
  });

  it('SPEC 4: a newtoken resets the expiry to one day (86 400 000 ms) from the moment it arrives', () => {
    login({ token: 'a', expires_in: 5000 });
    setClock(() => NOW + 7000);
    replaceToken('b');
    expect(JSON.parse(localStorage.getItem('LoginInfo')!)).toMatchObject({
      access_token: 'b',
      expires_in: NOW + 7000 + 86_400_000,
    });
  });

  it('blanks an expired stored token at start', () => {
    localStorage.setItem(KEYS.loginInfo, JSON.stringify({ login: true, access_token: 'old', expires_in: NOW - 1 }));
    loadSession();
    expect($session.get().access_token).toBe('');
  });

  it('logout clears the session and the Api_Url_Key', () => {
    localStorage.setItem(KEYS.apiUrl, 'https://api.example.test');
    loadSession();
    expect($apiUrl.get()).toBe('https://api.example.test');
    login({ token: 'tok' });
    logout();
    expect($session.get().access_token).toBe('');
    expect($session.get().login).toBe(false);
    expect(localStorage.getItem(KEYS.apiUrl)).toBeNull();
    expect($apiUrl.get()).toBe('');
  });

  it('replaceToken resets expiry to one day from now', () => {
    login({ token: 'a', expires_in: 5000 });
    setClock(() => NOW + 1000);
    replaceToken('b');
    expect($session.get()).toMatchObject({ access_token: 'b', expires_in: NOW + 1000 + DAY_MS });
  });

  it('a profile equal to the stored one changes nothing; a new name is stored', () => {
    login({ token: 'tok', userNo: '10001' });
    setProfile({ userName: '陳志明', userNo: '10001' });
    const seen = vi.fn();
    const stop = $session.listen(seen);
    localStorage.removeItem(KEYS.loginInfo);
    setProfile({ userName: '陳志明', userNo: '10001', avatarUrl: undefined });
    expect(seen).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEYS.loginInfo)).toBeNull();
    setProfile({ userName: '林美玲' });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(KEYS.loginInfo)!).userName).toBe('林美玲');
    stop();
  });

  it('$signedIn follows login and logout only, not profile or token changes', () => {
    logout();
    const seen: boolean[] = [];
    const stop = $signedIn.subscribe((v) => seen.push(v));
    login({ token: 'tok', userNo: '10001' });
    setProfile({ userName: '林美玲' });
    replaceToken('tok2');
    logout();
    expect(seen).toEqual([false, true, false]);
    stop();
  });

  it('stores from_company_type as ApiCompanyType', () => {
    setCompanyType('2');
    expect(localStorage.getItem(KEYS.companyType)).toBe('2');
  });
});
