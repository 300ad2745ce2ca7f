import {
  applyLogin,
  avatarOf,
  blankIfExpired,
  emptyLoginInfo,
  isLoggedIn,
  normalize,
  type LoginInfo,
} from '../../../src/session/loginInfo';

const now = 1_700_000_000_000;

describe('login info edges (SPEC 4)', () => {
  it('a grant without a token leaves the access token blank, so the user is not logged in', () => {
    const info = applyLogin(emptyLoginInfo, { userNo: 'E1001' }, now);
    expect(info.access_token).toBe('');
    expect(isLoggedIn(info)).toBe(false);
  });
  it('the token is kept without surrounding blanks; a grant without a refresh token stores none', () => {
    const info = applyLogin(emptyLoginInfo, { token: '  tok-1 \n' }, now);
    expect(info.access_token).toBe('tok-1');
    expect(info.refresh_token).toBe('');
    expect(applyLogin(emptyLoginInfo, { token: 't', refresh_token: 'r-1' }, now).refresh_token).toBe('r-1');
  });
  it('a lifetime the server sends as text counts as none: one day (86 400 000 ms) applies', () => {
    const info = applyLogin(emptyLoginInfo, { token: 't', expires_in: '90000000' as unknown as number }, now);
    expect(info.expires_in).toBe(now + 86_400_000);
  });
  it('the phone comes from the grant when it has one, else it is kept', () => {
    expect(applyLogin({ ...emptyLoginInfo, phone: '' }, { token: 't', phone: '13800000000' }, now).phone).toBe(
      '13800000000',
    );
    expect(applyLogin({ ...emptyLoginInfo, phone: '13900000000' }, { token: 't' }, now).phone).toBe('13900000000');
  });
  it('at start only a stored token whose known expiry has passed is blanked', () => {
    const stored: LoginInfo = { ...emptyLoginInfo, login: true, access_token: 't', expires_in: now };
    expect(blankIfExpired(stored, now)).toMatchObject({ access_token: '', login: false });
    expect(blankIfExpired(stored, now - 1)).toBe(stored);
    const noExpiry = { ...stored, expires_in: 0 };
    expect(blankIfExpired(noExpiry, now)).toBe(noExpiry);
    const noToken = { ...stored, access_token: '', login: true };
    expect(blankIfExpired(noToken, now)).toBe(noToken);
  });
  it('a token that is not a string is not a login', () => {
    expect(isLoggedIn({ ...emptyLoginInfo, access_token: 42 } as unknown as LoginInfo)).toBe(false);
    expect(isLoggedIn({ ...emptyLoginInfo, access_token: undefined } as unknown as LoginInfo)).toBe(false);
    expect(isLoggedIn({ ...emptyLoginInfo, access_token: '  ' })).toBe(false);
  });
  it('stored data that is not an object reads as the empty login', () => {
    expect(normalize(null)).toEqual(emptyLoginInfo);
    expect(normalize('{"access_token":"t"}')).toEqual(emptyLoginInfo);
    expect(normalize(42)).toEqual(emptyLoginInfo);
  });
  it('a blank avatar address shows the default avatar', () => {
    expect(avatarOf({ avatarUrl: '   ' })).toBe('/static/logo.png');
    expect(avatarOf({ avatarUrl: '' })).toBe('/static/logo.png');
    expect(avatarOf({ avatarUrl: '/a.png' })).toBe('/a.png');
  });
});
