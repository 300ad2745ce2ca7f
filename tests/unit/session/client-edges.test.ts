import { $client, clientId, isNewerVersion, startClient, throttle } from '../../../src/session/client';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('ClientId (SPEC 3)', () => {
  it('a stored value that is not a device id and "_h5" is replaced', () => {
    for (const bad of ['tampered', 'abc_h5x', 'a b_h5', '_h5']) {
      localStorage.setItem('ClientId', bad);
      const id = clientId();
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f]{16}_h5$/);
      expect(localStorage.getItem('ClientId')).toBe(id);
    }
    localStorage.setItem('ClientId', 'device-1_h5');
    expect(clientId()).toBe('device-1_h5');
  });
  it('the device id is 8 random bytes as 16 hex digits, small bytes zero-padded', () => {
    localStorage.removeItem('ClientId');
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(((array: Uint8Array) => {
      array.set([0, 1, 2, 15, 16, 171, 205, 255]);
      return array;
    }) as typeof crypto.getRandomValues);
    expect(clientId()).toBe('0001020f10abcdff_h5');
  });
});

describe('version check', () => {
  it('a server build is newer only above code 100', () => {
    expect(isNewerVersion(101)).toBe(true);
    expect(isNewerVersion('101')).toBe(true);
    expect(isNewerVersion(100)).toBe(false);
    expect(isNewerVersion(99)).toBe(false);
    expect(isNewerVersion(undefined)).toBe(false);
    expect(isNewerVersion('abc')).toBe(false);
  });
});

describe('resize throttle (SPEC 9: 50 ms)', () => {
  it('a call 50 ms after the last one runs at once', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 50);
    fn(1);
    vi.advanceTimersByTime(50);
    fn(2);
    expect(calls).toEqual([1, 2]);
  });
  it('after stop, resizes no longer change the client state', () => {
    vi.useFakeTimers();
    const win = window as Window & { innerWidth: number };
    Object.defineProperty(win, 'innerWidth', { value: 390, configurable: true });
    const stop = startClient(win);
    stop();
    Object.defineProperty(win, 'innerWidth', { value: 1280, configurable: true });
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(60);
    expect($client.get().isBigScreem).toBe(false);
  });
  it('a resize that stays on the same side of 768 px changes nothing, so no page re-renders for it', () => {
    vi.useFakeTimers();
    const win = window as Window & { innerWidth: number };
    Object.defineProperty(win, 'innerWidth', { value: 390, configurable: true });
    const stop = startClient(win);
    let changes = 0;
    const off = $client.listen(() => changes++);
    Object.defineProperty(win, 'innerWidth', { value: 420, configurable: true });
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(60);
    expect(changes).toBe(0);
    Object.defineProperty(win, 'innerWidth', { value: 1024, configurable: true });
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(60);
    expect(changes).toBe(1);
    expect($client.get().isBigScreem).toBe(true);
    off();
    stop();
  });
});
