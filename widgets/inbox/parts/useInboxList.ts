import { PAGE_SIZE } from '../../../src/api/define';
import { inboxApi, type InboxCounts, type InboxItem, type InboxPage, type InboxSort } from '../../../src/api/inbox';
import { useState } from '../../../src/framework';
import { request } from '../../../src/http';
import { usePagedList } from '../../../src/ui';
import type { Filter, Place } from './place';

/**
 * The inbox's list: pages of 30 from the server's aggregate, in the order the user chose. It starts from what was
 * on screen before (so Back keeps the place), then reloads the pages that were loaded, so a handled item is gone.
 */
export function useInboxList(filter: Filter, sort: InboxSort, keyword: string, start: Place | null, handled: string) {
  const keep = start && start.filter === filter && start.sort === sort && start.keyword === keyword ? start : null;
  const [startCounts] = useState<InboxCounts | null>(keep?.counts ?? null);
  const list = usePagedList<InboxItem, InboxPage>(
    (page) =>
      request(inboxApi.list, {
        page,
        pageSize: PAGE_SIZE,
        area: filter === 'all' ? undefined : filter,
        sort,
        keyword: keyword || undefined,
      }),
    `${filter} ${sort} ${keyword}`,
    {
      start: keep && {
        rows: keep.rows.filter((r) => r.id !== handled),
        total: Math.max(0, keep.total - (keep.rows.some((r) => r.id === handled) ? 1 : 0)),
        page: keep.page,
      },
      refreshAll: true,
      keyOf: (r) => r.key,
    },
  );
  return {
    list,
    counts: list.last?.counts ?? startCounts,
    page: list.page,
    remove: (ids: string[]) => list.remove((r) => ids.includes(r.id), ids.length),
  };
}
