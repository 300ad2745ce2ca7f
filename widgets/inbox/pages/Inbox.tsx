import { INBOX_AREAS, type InboxArea, type InboxSort } from '../../../src/api/inbox';
import { useEffect, useRef, useState } from '../../../src/framework';
import { Link, type PageProps } from '../../../src/router';
import { leavePage } from '../../../src/router/navigation';
import {
  InfiniteList,
  NavigationProvider,
  Page,
  ui,
  useBigScreen,
  useDebounced,
  useT,
  type UiNavigation,
} from '../../../src/ui';
import { BatchBar } from '../parts/BatchBar';
import { InboxRow } from '../parts/InboxRow';
import { InboxToolbar } from '../parts/InboxToolbar';
import { ItemPane } from '../parts/ItemPane';
import { type Filter, keepPlace, type Place, savedPlace } from '../parts/place';
import { useBatch } from '../parts/useBatch';
import { useInboxList } from '../parts/useInboxList';
import { useListPlace } from '../parts/useListPlace';
import { useOpenItem } from '../parts/useOpenItem';
import * as css from '../inbox.css';

/** The inbox's own Back leaves the inbox, past the item open in its pane. */
const INBOX_NAVIGATION: UiNavigation = { back: leavePage };

/** /pages/inbox/inbox: everything waiting for me, oldest first; on a big screen the open item on the right. */
export function Inbox({ query }: PageProps) {
  const t = useT();
  const big = useBigScreen();
  const handledOnOpen = query.next ?? '';
  const start = useRef(savedPlace()).current;
  const [filter, setFilter] = useState<Filter>(
    start?.filter ?? (INBOX_AREAS.includes(query.area as InboxArea) ? (query.area as InboxArea) : 'all'),
  );
  const [sort, setSort] = useState<InboxSort>(start?.sort ?? 'waiting');
  const [keyword, setKeyword] = useState(start?.keyword ?? '');
  const search = useDebounced(keyword.trim());
  const { list, counts, page, remove } = useInboxList(filter, sort, search, start, handledOnOpen);
  const batch = useBatch(list, remove);
  const root = useRef<HTMLDivElement>(null);
  const scrollTop = useListPlace(root, big, start);
  const now = Date.now();

  // Keep what is on screen for Back and for approve-and-next.
  const snapshot = (): Place => ({
    filter,
    sort,
    keyword,
    rows: list.rows,
    total: list.total,
    counts,
    page,
    scrollTop: scrollTop.current,
  });
  useEffect(() => () => keepPlace(snapshot()));
  const { selected, current, allDone, paneNavigation, open } = useOpenItem({
    big,
    list,
    remove,
    root,
    picking: batch.picking,
    start,
    handledOnOpen,
    snapshot,
  });

  return (
    <NavigationProvider value={INBOX_NAVIGATION}>
      <Page
        titleKey="inbox.title"
        // Pull to refresh is a touch gesture; on a big screen each pane scrolls on its own instead.
        onRefresh={big ? undefined : list.refresh}
        bare
        right={
          list.rows.some((r) => r.batch) && (
            <button type="button" className={ui.navPill} onClick={batch.togglePicking} aria-pressed={batch.picking}>
              {batch.picking ? t('inbox.selectDone') : t('inbox.select')}
            </button>
          )
        }
      >
        <div className={big ? css.split : undefined}>
          <div className={big ? css.listPane : `${css.listPane} ${css.narrow}`} ref={root}>
            <nav className={css.headLinks} aria-label={t('inbox.title')}>
              <Link href="/pages/inbox/applications" className={css.link}>
                {t('inbox.links.applications')}
              </Link>
              <Link href="/pages/inbox/delegation" className={css.link}>
                {t('inbox.links.delegation')}
              </Link>
              <Link href="/pages/inbox/received" className={css.link}>
                {t('inbox.received.title')}
              </Link>
            </nav>
            <InboxToolbar
              keyword={keyword}
              onKeyword={setKeyword}
              filter={filter}
              onFilter={setFilter}
              sort={sort}
              onSort={setSort}
              counts={counts}
              picking={batch.picking}
            />
            <InfiniteList
              list={list}
              label={t('inbox.listLabel')}
              keyOf={(r) => r.key}
              renderItem={(item) => (
                <InboxRow
                  item={item}
                  current={selected === item.key}
                  picking={batch.picking}
                  picked={batch.picked.has(item.key)}
                  now={now}
                  onOpen={open}
                  onToggle={batch.toggle}
                />
              )}
            />
            {batch.picking && <BatchBar batch={batch} />}
          </div>
          {big && <ItemPane current={current} navigation={paneNavigation} done={allDone || counts?.all === 0} />}
        </div>
      </Page>
    </NavigationProvider>
  );
}
