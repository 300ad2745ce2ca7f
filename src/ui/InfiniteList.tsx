import { useEffect, useRef, type ReactNode } from '../framework';
import { useT } from './hooks';
import { Empty, ErrorView, Loading } from './States';
import type { PagedList } from './usePagedList';
import * as css from './list.css';

/**
 * Renders a paged list: rows, then a sentinel that loads the next page when it scrolls into view, the empty
 * state ("No record found.") and a retry on failure. Only loaded pages are in the DOM.
 */
export function InfiniteList<T>({
  list,
  keyOf,
  renderItem,
  label,
}: {
  list: PagedList<T>;
  keyOf: (row: T) => string;
  renderItem: (row: T) => ReactNode;
  label: string;
}) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(list.loadMore);
  more.current = list.loadMore;
  // Observing anew after every page matters: when a page is too short to push the end out of view (or the
  // user jumped to the bottom), no new intersection would ever fire; a fresh observe reports it at once.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && void more.current(),
      { rootMargin: '240px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [list.rows.length]);
  const firstLoad = list.loading && list.rows.length === 0;
  return (
    <div>
      {list.rows.length > 0 && (
        <ul className={css.list} aria-label={label}>
          {list.rows.map((row) => (
            <li key={keyOf(row)}>{renderItem(row)}</li>
          ))}
        </ul>
      )}
      {firstLoad && <Loading />}
      {!list.loading && !list.failed && list.rows.length === 0 && <Empty />}
      {list.failed && (
        <ErrorView
          messageKey={list.error?.key || undefined}
          text={list.error?.key ? undefined : list.error?.text || undefined}
          onRetry={() => void (list.rows.length ? list.loadMore() : list.refresh())}
        />
      )}
      <div ref={sentinel} className={css.sentinel}>
        {list.loading && list.rows.length > 0 && <span>{t('common.loading')}</span>}
        {!list.hasMore && list.rows.length > 0 && <span>{t('list.end', { total: list.total })}</span>}
        {list.hasMore && !list.loading && (
          <button type="button" className={css.moreButton} onClick={() => void list.loadMore()}>
            {t('list.more')}
          </button>
        )}
      </div>
    </div>
  );
}
