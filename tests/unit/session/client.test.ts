import {
  $client,
  APP_VERSION,
  APP_VERSION_CODE,
  clientId,
  detect,
  isBigScreen,
  startClient,
  throttle,
} from '../../../src/session/client';

describe('client state (SPEC 3)', () => {
  it('is version 1.0.0, code 100, platform h5', () => {
    expect(APP_VERSION).toBe('1.0.0');
    expect(APP_VERSION_CODE).toBe(100);
    expect($client.get().platform).toBe('h5');
  });

  it('ClientId is a device id, an underscore and the platform, and is kept', () => {
    const id = clientId();
    expect(id).toMatch(/^[0-9a-f]{16}_h5$/);
    expect(clientId()).toBe(id);
    expect(localStorage.getItem('ClientId')).toBe(id);
  });

  it('detects iOS, Android and the messaging app from the user agent', () => {
    expect(detect('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toMatchObject({
      IsIOS: true,
      IsAndroid: false,
    });
    expect(detect('Mozilla/5.0 (Linux; Android 14) Chrome/130 wxwork/4.1.22')).toMatchObject({
      IsAndroid: true,
      inMessagingApp: true,
    });
  });

  it('is a big screen only above 768 px', () => {
    expect(isBigScreen(768)).toBe(false);
    expect(isBigScreen(769)).toBe(true);
  });

  it('throttles resize handling to one call per 50 ms, keeping the last size', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 50);
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(calls).toEqual([1, 3]);
    vi.useRealTimers();
  });

  it('SPEC 9: window resizes are handled at most once per 50 ms, and the last size lands at 50 ms', () => {
    vi.useFakeTimers();
    const win = window as Window & { innerWidth: number };
    const width = (value: number) => Object.defineProperty(win, 'innerWidth', { value, configurable: true });
    width(390);
    const stop = startClient(win);
    try {
      width(1280);
      win.dispatchEvent(new Event('resize'));
      expect($client.get().isBigScreem).toBe(true);
      vi.advanceTimersByTime(10);
      width(390);
      win.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(39);
      expect($client.get().isBigScreem).toBe(true);
      vi.advanceTimersByTime(1);
      expect($client.get().isBigScreem).toBe(false);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('updates isBigScreem on resize', () => {
    vi.useFakeTimers();
    const win = window as Window & { innerWidth: number };
    Object.defineProperty(win, 'innerWidth', { value: 390, configurable: true });
    const stop = startClient(win);
    expect($client.get().isBigScreem).toBe(false);
    Object.defineProperty(win, 'innerWidth', { value: 1280, configurable: true });
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(60);
    expect($client.get().isBigScreem).toBe(true);
    stop();
    vi.useRealTimers();
  });
});
