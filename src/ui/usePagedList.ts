import { useCallback, useEffect, useRef, useState } from '../framework';
import type { Page } from '../api/define';

export interface PagedList<T> {
  rows: T[];
  total: number;
  loading: boolean;
  /** The last load failed; rows already shown stay. */
  failed: boolean;
  /**
   * Why it failed, as the http layer said (an i18n key or a server text), so the inline retry view names the
   * real cause (time-out, not found, no permission) and not always "get failed" (issue 6 fault matrix).
   */
  error: { key: string; text: string } | null;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  refresh: () => Promise<void>;
}

/**
 * Pages of 30 (SPEC 9), loaded one after another as the user scrolls. A change of `key` (search text, filter)
 * starts over; an answer that arrives after a newer request began is dropped, so results never mix.
 */
export function usePagedList<T>(load: (page: number) => Promise<Page<T>>, key: string): PagedList<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<{ key: string; text: string } | null>(null);
  const generation = useRef(0);
  const busy = useRef(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetchPage = useCallback(async (next: number, replace: boolean) => {
    const gen = replace ? ++generation.current : generation.current;
    if (busy.current && !replace) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    setError(null);
    try {
      const result = await loadRef.current(next);
      if (gen !== generation.current) return;
      setRows((prev) => (replace ? result.rows : [...prev, ...result.rows]));
      setTotal(result.total);
      setPage(next);
    } catch (err) {
      if (gen === generation.current) {
        setFailed(true);
        const { key = '', text = '' } = (err ?? {}) as { key?: string; text?: string };
        setError({ key: typeof key === 'string' ? key : '', text: typeof text === 'string' ? text : '' });
      }
    } finally {
      if (gen === generation.current) {
        busy.current = false;
        setLoading(false);
      }
    }
  }, []);

  useEffect(() => {
    setRows([]);
    // The old total too: with it, an empty list after a failed search still "had more", and the scroll sentinel
    // kept loading on its own, hiding the error and its retry button (issue 6 fault matrix).
    setTotal(0);
    setPage(0);
    void fetchPage(1, true);
  }, [key]);

  const hasMore = rows.length < total;
  return {
    rows,
    total,
    loading,
    failed,
    error,
    hasMore,
    loadMore: () => (hasMore && !busy.current ? fetchPage(page + 1, false) : Promise.resolve()),
    refresh: () => fetchPage(1, true),
  };
}
