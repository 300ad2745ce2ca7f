import { isSrmMode, loginTarget, logoutTarget, safeReturn } from '../../../src/account/mode';
import { validateLogin } from '../../../src/account/form';

describe('variants and logout (SPEC 1 and 2)', () => {
  it('SRM mode is on when the address contains /srm/', () => {
    expect(isSrmMode('https://host/srm/#/pages/SRM/index/index')).toBe(true);
    expect(isSrmMode('https://host/#/pages/SRM/index/index')).toBe(false);
  });
  it('logout goes to the main login with clear=1, or the SRM login under /srm/ or /qms/', () => {
    expect(logoutTarget('https://host/#/pages/my/my')).toBe('/pages/login/login?clear=1');
    expect(logoutTarget('https://host/srm/#/pages/my/my')).toBe('/pages/SRM/login/login?clear=1');
    expect(logoutTarget('https://host/qms/#/pages/my/my')).toBe('/pages/SRM/login/login?clear=1');
  });
  it('a logged-out deep link goes to login and comes back', () => {
    expect(loginTarget('/pages/SAP/index', 'https://host/')).toBe('/pages/login/login?redirect=%2Fpages%2FSAP%2Findex');
    expect(safeReturn('/pages/SAP/index')).toBe('/pages/SAP/index');
    expect(safeReturn('https://evil.example')).toBe('');
  });
});

describe('login validation (SPEC 5)', () => {
  it('an account must be entered; a password must be entered', () => {
    expect(validateLogin('', '')).toEqual({ account: 'login.accountRequired', password: 'login.passwordRequired' });
    expect(validateLogin('  ', 'x')).toEqual({ account: 'login.accountRequired' });
    expect(validateLogin('10001', 'demo')).toEqual({});
  });
});
