import { useCallback, useEffect, useRef, useState } from '../framework';
import { PAGE_SIZE, type Page } from '../api/define';

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

/** A paged list and what a page that keeps its place (the inbox) needs besides. */
export interface PagedListState<T, R extends Page<T>> extends PagedList<T> {
  /** The last page loaded. */
  page: number;
  /** The last answer, for what the server sends beside the rows (counts). */
  last: R | null;
  /** Drops the rows `gone` matches and takes `count` from the total: items handled here, gone from the server. */
  remove: (gone: (row: T) => boolean, count: number) => void;
}

export interface PagedListOptions<T> {
  /**
   * What was on screen before (Back to the list): shown at once, then every page it spans loads again, so a
   * handled item leaves. Read on the first render only.
   */
  start?: { rows: T[]; total: number; page: number } | null;
  /** Refresh loads every page loaded so far, not just the first, so the place in a long list stays. */
  refreshAll?: boolean;
  /** A row's identity: a row the server moved to a later page while the user scrolled is shown once. */
  keyOf?: (row: T) => string;
}

/**
 * Pages of 30 (SPEC 9), loaded one after another as the user scrolls. A change of `key` (search text, filter)
 * starts over; an answer that arrives after a newer request began is dropped, so results never mix.
 */
export function usePagedList<T, R extends Page<T> = Page<T>>(
  load: (page: number) => Promise<Page<T> & R>,
  key: string,
  options: PagedListOptions<T> = {},
): PagedListState<T, R> {
  const { start, refreshAll, keyOf } = options;
  const [rows, setRows] = useState<T[]>(() => start?.rows ?? []);
  const [total, setTotal] = useState(start?.total ?? 0);
  const [page, setPage] = useState(start?.page ?? 0);
  const [last, setLast] = useState<R | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<{ key: string; text: string } | null>(null);
  const generation = useRef(0);
  const busy = useRef(false);
  const first = useRef(true);
  const loadRef = useRef(load);
  loadRef.current = load;
  const keyOfRef = useRef(keyOf);
  keyOfRef.current = keyOf;

  // Pages `from` to `to`, stopping at the first short one; `replace` starts the list over with them.
  const fetchPages = useCallback(async (from: number, to: number, replace: boolean) => {
    const gen = replace ? ++generation.current : generation.current;
    if (busy.current && !replace) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    setError(null);
    try {
      const got: T[] = [];
      let result: R | undefined;
      let at = from;
      for (; at <= to; at++) {
        result = await loadRef.current(at);
        got.push(...result.rows);
        if (result.rows.length < PAGE_SIZE || at === to) break;
      }
      if (gen !== generation.current || !result) return;
      const answer = result;
      setRows((prev) => {
        const base = replace ? [] : prev;
        const id = keyOfRef.current;
        if (!id) return [...base, ...got];
        const seen = new Set(base.map(id));
        return [...base, ...got.filter((r) => !seen.has(id(r)))];
      });
      setTotal(answer.total);
      setLast(answer);
      setPage(at);
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
    if (first.current && start) {
      first.current = false;
      void fetchPages(1, Math.max(1, start.page), true);
      return;
    }
    first.current = false;
    setRows([]);
    // The old total too: with it, an empty list after a failed search still "had more", and the scroll sentinel
    // kept loading on its own, hiding the error and its retry button (issue 6 fault matrix).
    setTotal(0);
    setPage(0);
    void fetchPages(1, 1, true);
  }, [key]);

  const hasMore = rows.length < total;
  return {
    rows,
    total,
    loading,
    failed,
    error,
    hasMore,
    page,
    last,
    loadMore: () => (hasMore && !busy.current ? fetchPages(page + 1, page + 1, false) : Promise.resolve()),
    refresh: () => fetchPages(1, refreshAll ? Math.max(1, page) : 1, true),
    remove: (gone, count) => {
      setRows((r) => r.filter((row) => !gone(row)));
      setTotal((n) => Math.max(0, n - count));
    },
  };
}
