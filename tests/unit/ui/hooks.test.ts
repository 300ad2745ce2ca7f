import { act, renderHook } from '@testing-library/preact';
import { $client } from '../../../src/session/client';
import { useMounted, useSingleFlight } from '../../../src/ui/hooks';
import { debounce, useBigScreen, useDebounced } from '../../../src/ui/timing';

afterEach(() => vi.useRealTimers());

describe('debounce (SPEC 9: 300 ms)', () => {
  it('a cancelled call never runs', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn);
    run('a');
    run.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
  it('the value settles 300 ms after the last change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebounced(v), { initialProps: { v: 'a' } });
    rerender({ v: 'ab' });
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });
});

describe('useBigScreen', () => {
  it('follows the client state above 768 px', () => {
    const before = $client.get();
    try {
      $client.set({ ...before, isBigScreem: true });
      const { result } = renderHook(() => useBigScreen());
      expect(result.current).toBe(true);
      act(() => $client.set({ ...$client.get(), isBigScreem: false }));
      expect(result.current).toBe(false);
    } finally {
      $client.set(before);
    }
  });
});

describe('useMounted', () => {
  it('is true while the page is mounted and false once it has gone', async () => {
    const { result, unmount } = renderHook(() => useMounted());
    // Effects run after paint.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const mounted = result.current;
    expect(mounted.current).toBe(true);
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mounted.current).toBe(false);
  });
});

describe('useSingleFlight: a second tap while a request is in flight sends nothing', () => {
  it('runs one action at a time and reports busy until it settles', async () => {
    let finish!: (v: string) => void;
    const action = vi.fn((arg: string) => new Promise<string>((resolve) => (finish = (v) => resolve(`${arg}:${v}`))));
    const { result } = renderHook(() => useSingleFlight(action));
    expect(result.current[1]).toBe(false);
    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    await act(async () => {
      first = result.current[0]('approve');
    });
    expect(result.current[1]).toBe(true);
    await act(async () => {
      second = result.current[0]('approve');
    });
    expect(await second).toBeUndefined();
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('approve');
    await act(async () => {
      finish('ok');
      expect(await first).toBe('approve:ok');
    });
    expect(result.current[1]).toBe(false);
    // Free again once the first has settled.
    await act(async () => {
      void result.current[0]('again');
    });
    expect(action).toHaveBeenCalledTimes(2);
  });
  it('is free again after a failure, and the failure reaches the caller', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('get failed')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useSingleFlight(action));
    await act(async () => {
      await expect(result.current[0]()).rejects.toThrow('get failed');
    });
    expect(result.current[1]).toBe(false);
    let out: unknown;
    await act(async () => {
      out = await result.current[0]();
    });
    expect(out).toBe('ok');
  });
});
