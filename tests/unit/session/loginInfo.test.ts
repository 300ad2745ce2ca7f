import {
  applyLogin,
  applyLogout,
  applyNewToken,
  avatarOf,
  blankIfExpired,
  DAY_MS,
  DEFAULT_AVATAR,
  emptyLoginInfo,
  expiryFrom,
  isLoggedIn,
  normalize,
  type LoginInfo,
} from '../../../src/session/loginInfo';

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);

describe('LoginInfo (SPEC 3 and 4)', () => {
  it('has exactly the fields of SPEC section 3', () => {
    expect(Object.keys(emptyLoginInfo).sort()).toEqual(
      [
        'login',
        'avatarUrl',
        'userID',
        'userNo',
        'phone',
        'Num',
        'userName',
        'access_token',
        'refresh_token',
        'expires_in',
        'expires_refresh_in',
      ].sort(),
    );
  });

  it('a plain token expires one day after login', () => {
    const info = applyLogin(emptyLoginInfo, { token: 'abc' }, NOW);
    expect(info.login).toBe(true);
    expect(info.access_token).toBe('abc');
    expect(info.expires_in).toBe(NOW + DAY_MS);
    expect(info.expires_refresh_in).toBe(NOW + DAY_MS);
  });

  it('takes the token from token or access_token, and stores userNo and refresh_token', () => {
    const info = applyLogin(emptyLoginInfo, { access_token: 'xyz', userNo: '10001', refresh_token: 'r1' }, NOW);
    expect(info).toMatchObject({ access_token: 'xyz', userNo: '10001', refresh_token: 'r1' });
  });

  it('server lifetimes above 1000 ms are added to now; 1000 or less fall back to one day', () => {
    const info = applyLogin(emptyLoginInfo, { token: 't', expires_in: 7_200_000, expires_refresh_in: 1000 }, NOW);
    expect(info.expires_in).toBe(NOW + 7_200_000);
    expect(info.expires_refresh_in).toBe(NOW + DAY_MS);
    expect(expiryFrom(1001, NOW)).toBe(NOW + 1001);
    expect(expiryFrom(undefined, NOW)).toBe(NOW + DAY_MS);
  });

  it('a newtoken header replaces the access token and resets its expiry to one day', () => {
    const before = applyLogin(emptyLoginInfo, { token: 'old', expires_in: 5000 }, NOW);
    const after = applyNewToken(before, 'new', NOW + 4000);
    expect(after.access_token).toBe('new');
    expect(after.expires_in).toBe(NOW + 4000 + DAY_MS);
    expect(after.refresh_token).toBe(before.refresh_token);
  });

  it('logout clears tokens, expiries, name, avatar, phone, userID and userNo, and sets login false', () => {
    const full: LoginInfo = {
      ...emptyLoginInfo,
      login: true,
      avatarUrl: 'a',
      userID: 'u',
      userNo: 'n',
      phone: 'p',
      Num: 'N',
      userName: 'x',
      access_token: 't',
      refresh_token: 'r',
      expires_in: 5,
      expires_refresh_in: 6,
    };
    const out = applyLogout(full);
    expect(out).toEqual({ ...emptyLoginInfo, Num: 'N' });
  });

  it('a stored token past its expiry is blanked at start; a live one is kept', () => {
    const info = applyLogin(emptyLoginInfo, { token: 't' }, NOW);
    expect(blankIfExpired(info, NOW + DAY_MS).access_token).toBe('');
    expect(blankIfExpired(info, NOW + DAY_MS - 1).access_token).toBe('t');
  });

  it('is logged in only with a non-blank access token', () => {
    expect(isLoggedIn({ ...emptyLoginInfo, access_token: '   ' })).toBe(false);
    expect(isLoggedIn({ ...emptyLoginInfo, access_token: 't' })).toBe(true);
  });

  it('reads hostile or broken stored values as an empty login', () => {
    expect(normalize('nonsense')).toEqual(emptyLoginInfo);
    expect(normalize({ access_token: { evil: 1 }, userNo: 42, login: 'yes' })).toEqual(emptyLoginInfo);
  });

  it('falls back to /static/logo.png when the avatar is empty', () => {
    expect(avatarOf({ avatarUrl: '' })).toBe(DEFAULT_AVATAR);
    expect(DEFAULT_AVATAR).toBe('/static/logo.png');
    expect(avatarOf({ avatarUrl: '/a.png' })).toBe('/a.png');
  });
});
