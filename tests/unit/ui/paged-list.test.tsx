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
