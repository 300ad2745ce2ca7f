import { renderHook, waitFor } from '@testing-library/preact';
import { usePagedList } from '../../../src/ui/usePagedList';
import type { Page } from '../../../src/api/define';

/** Issue 6: a failed load after a new search leaves nothing "to load more" and names its cause. */
const page = (n: number, total: number): Page<number> => ({
  rows: Array.from({ length: Math.min(30, total) }, (_, i) => i + (n - 1) * 30),
  total,
  page: n,
  pageSize: 30,
});

describe('usePagedList after a failed search', () => {
  it('has no more to load (no automatic reload from the scroll sentinel) and keeps the cause for the retry view', async () => {
    let fail = false;
    const load = vi.fn(async (n: number) => {
      if (fail) throw Object.assign(new Error('timeout'), { key: 'error.timeout', text: '' });
      return page(n, 200);
    });
    const { result, rerender } = renderHook(({ key }) => usePagedList(load, key), { initialProps: { key: '' } });
    await waitFor(() => expect(result.current.rows).toHaveLength(30));
    expect(result.current.hasMore).toBe(true);

    fail = true;
    rerender({ key: '林美玲' });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.rows).toEqual([]);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.error).toEqual({ key: 'error.timeout', text: '' });
    const calls = load.mock.calls.length;
    await result.current.loadMore();
    expect(load.mock.calls.length).toBe(calls);

    fail = false;
    await result.current.refresh();
    await waitFor(() => expect(result.current.rows).toHaveLength(30));
    expect(result.current.error).toBeNull();
  });
});

describe('usePagedList keeping its place (the inbox after Back)', () => {
  const rows = (n: number, count = 30) => Array.from({ length: count }, (_, i) => ({ key: `k${(n - 1) * 30 + i}` }));
  const pageOf = (n: number, count = 30) => ({ rows: rows(n, count), total: 65, page: n, pageSize: 30, extra: n });

  it('shows what was on screen at once, reloads every page it spans, and refreshes them all', async () => {
    const load = vi.fn(async (n: number) => pageOf(n, n === 3 ? 5 : 30));
    const start = { rows: [...rows(1), ...rows(2)], total: 65, page: 2 };
    const { result } = renderHook(() => usePagedList(load, 'k', { start, refreshAll: true, keyOf: (r) => r.key }));
    expect(result.current.rows).toHaveLength(60);
    expect(result.current.page).toBe(2);
    await waitFor(() => expect(result.current.last?.extra).toBe(2));
    expect(load.mock.calls.map((c) => c[0])).toEqual([1, 2]);

    await result.current.loadMore();
    await waitFor(() => expect(result.current.rows).toHaveLength(65));
    expect(result.current.page).toBe(3);
    load.mockClear();
    await result.current.refresh();
    expect(load.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
  });

  it('shows a row once when the server moved it to the next page, and drops rows handled here', async () => {
    const load = vi.fn(async (n: number) => (n === 1 ? pageOf(1) : { ...pageOf(2), rows: rows(1).slice(29) }));
    const { result } = renderHook(() => usePagedList(load, 'k', { keyOf: (r) => r.key }));
    await waitFor(() => expect(result.current.rows).toHaveLength(30));
    await result.current.loadMore();
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(result.current.rows).toHaveLength(30);

    result.current.remove((r) => r.key === 'k0', 1);
    await waitFor(() => expect(result.current.rows).toHaveLength(29));
    expect(result.current.total).toBe(64);
  });
});
