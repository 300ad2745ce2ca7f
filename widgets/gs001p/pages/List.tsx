import { gs001pApi, type GsStatus, type GsSummary } from '../../../src/api/gs001p';
import { PAGE_SIZE } from '../../../src/api/define';
import { useState, useStore } from '../../../src/framework';
import { request } from '../../../src/http';
import { Link, navigateTo, type PageProps } from '../../../src/router';
import { $session } from '../../../src/session';
import { FilterChips, InfiniteList, SearchInput, Page, useDebounced, usePagedList, useT, ui } from '../../../src/ui';
import { StatusBadge } from '../parts/StatusBanner';
import { routeFor, STATUSES } from '../spec';
import * as css from '../gs001p.css';

type Filter = 'all' | 'todo' | GsStatus;

/** /pages/GS001P/list: search, a status filter, pages of 30 as you scroll, pull to refresh. */
export function List(_props: PageProps) {
  const t = useT();
  const { userNo } = useStore($session);
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const search = useDebounced(keyword.trim());
  const list = usePagedList<GsSummary>(
    (page) =>
      request(gs001pApi.list, {
        page,
        pageSize: PAGE_SIZE,
        keyword: search || undefined,
        status: filter !== 'all' && filter !== 'todo' ? filter : undefined,
        scope: filter === 'todo' ? 'todo' : undefined,
      }),
    `${search}|${filter}`,
  );
  const filters: Filter[] = ['all', 'todo', ...STATUSES];
  return (
    <Page
      titleKey="gs001p.listTitle"
      onRefresh={list.refresh}
      right={
        <button type="button" className={ui.navPill} onClick={() => navigateTo('/pages/GS001P/edit')}>
          {t('gs001p.newButton')}
        </button>
      }
    >
      <div className={css.toolbar}>
        <SearchInput
          value={keyword}
          onValue={setKeyword}
          label={t('gs001p.searchLabel')}
          placeholder={t('gs001p.searchPlaceholder')}
        />
        <FilterChips
          label={t('gs001p.filterLabel')}
          value={filter}
          onChange={setFilter}
          options={filters.map((f) => ({
            value: f,
            content: f === 'all' ? t('common.all') : f === 'todo' ? t('gs001p.todo') : t(`gs001p.status.${f}`),
          }))}
        />
      </div>
      <InfiniteList
        list={list}
        label={t('gs001p.listTitle')}
        keyOf={(row) => row.id}
        renderItem={(row) => (
          <Link href={routeFor(row, userNo)} className={css.row} data-case={row.id}>
            <span className={css.rowHead}>
              <span className={css.rowId}>{row.id}</span>
              <StatusBadge row={row} />
            </span>
            <span className={`${css.rowTitle} ${ui.wrapAny}`}>{row.productName || '-'}</span>
            <span className={`${ui.muted} ${ui.wrapAny}`}>
              {row.customer}
              {row.endCustomer ? ` → ${row.endCustomer}` : ''}
            </span>
            <span className={ui.muted}>
              {row.assignee
                ? `${t('gs001p.waitingFor', { name: row.assigneeName, role: t(`gs001p.role.${row.status === 'signing' ? row.step : 'business'}`) })} · `
                : ''}
              {t('gs001p.updated', { time: row.updatedAt })}
            </span>
          </Link>
        )}
      />
    </Page>
  );
}
