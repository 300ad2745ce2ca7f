import { useState } from '../../../src/framework';
import { request } from '../../../src/http';
import { srmApi, type SrmCaseSummary, type SrmList } from '../../../src/api/srm';
import type { PageProps } from '../../../src/router/area';
import { InfiniteList, Page, ui, useDebounced, usePagedList, useT } from '../../../src/ui';
import { AreaNav } from '../parts/AreaNav';
import { CaseCard } from '../parts/CaseCard';
import * as css from '../srm.css';

/**
 * One list page for the five SRM lists: supplier evaluation to-dos (index), new-supplier reports, payment terms,
 * the to-do list and the in-sample list. Pull to refresh, pages of 30, search, to-do or all.
 */
export function caseListPage(list: SrmList) {
  return function CaseList({ route }: PageProps) {
    const t = useT();
    const [scope, setScope] = useState<'todo' | 'all'>(list === 'sample' ? 'all' : 'todo');
    const [keyword, setKeyword] = useState('');
    const search = useDebounced(keyword.trim());
    const paged = usePagedList<SrmCaseSummary>((page) => request(srmApi.list, { list, scope, keyword: search, page }), `${scope}|${search}`);
    return (
      <Page titleKey={`srm.list.${list}`} onRefresh={() => paged.refresh()}>
        <AreaNav current={route.path} />
        <div className={css.toolbar}>
          {list !== 'todo' && (
            <div className={css.segmented} role="group" aria-label={t('srm.list.scope')}>
              {(['todo', 'all'] as const).map((s) => (
                <button key={s} type="button" className={css.segment} aria-pressed={scope === s} onClick={() => setScope(s)}>
                  {t(`srm.scope.${s}`)}
                </button>
              ))}
            </div>
          )}
          <input
            type="search"
            className={`${ui.input} ${css.search}`}
            value={keyword}
            placeholder={t('srm.list.search')}
            aria-label={t('srm.list.search')}
            maxLength={60}
            onInput={(e) => setKeyword((e.target as HTMLInputElement).value)}
          />
        </div>
        <InfiniteList list={paged} keyOf={(c) => c.id} renderItem={(c) => <CaseCard item={c} />} label={t(`srm.list.${list}`)} />
      </Page>
    );
  };
}
