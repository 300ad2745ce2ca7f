import { $session, login, logout } from '../../../src/session';

/**
 * The profile is asked for only while signed in, and dropped when the user logged out meanwhile (SPEC 4). The
 * request layer is replaced so the test controls when the answer arrives.
 */
const sent = vi.fn();
let answer: (me: object) => void = () => undefined;
vi.mock('../../../src/http', () => ({
  request: (...args: unknown[]) => {
    sent(...args);
    return new Promise((resolve) => (answer = resolve));
  },
}));

const ME = { userName: '陳志明', avatarUrl: '', userID: 'u1', phone: '0912', userNo: '10001' };

describe('loading the profile', () => {
  beforeEach(() => {
    sent.mockClear();
    logout();
  });

  it('sends nothing without a session (the login page opened by a logout)', async () => {
    const { loadProfile } = await import('../../../src/account/actions');
    await loadProfile();
    expect(sent).not.toHaveBeenCalled();
  });

  it('stores the profile of a signed-in user', async () => {
    const { loadProfile } = await import('../../../src/account/actions');
    login({ token: 'tok', userNo: '10001' });
    const done = loadProfile();
    answer(ME);
    await done;
    expect($session.get()).toMatchObject({ userName: '陳志明', phone: '0912' });
  });

  it('drops a profile that arrives after a logout', async () => {
    const { loadProfile } = await import('../../../src/account/actions');
    login({ token: 'tok', userNo: '10001' });
    const done = loadProfile();
    logout();
    answer(ME);
    await done;
    expect($session.get()).toMatchObject({ login: false, userName: '', phone: '' });
  });
});
