import { useState } from '../../../src/framework';
import { request } from '../../../src/http';
import { QMS_TYPES, qmsApi, type QmsCaseSummary, type QmsType } from '../../../src/api/qms';
import type { PageProps } from '../../../src/router/area';
import { InfiniteList, Page, ui, useDebounced, usePagedList, useT } from '../../../src/ui';
import { AreaNav } from '../parts/common';
import { CaseCard } from '../parts/CaseCard';
import * as css from '../qms.css';

/**
 * index (market-purchased parts, MQI, MQP) and indexIdrPdr (IDR, PDR): pull to refresh, a type filter (also
 * from `?type=`), to-do or all, search, pages of 30.
 */
export function caseListPage(list: 'index' | 'indexIdrPdr', types: QmsType[]) {
  return function CaseList({ query, route }: PageProps) {
    const t = useT();
    const initial = (QMS_TYPES as readonly string[]).includes(query.type ?? '') && types.includes(query.type as QmsType) ? (query.type as QmsType) : '';
    const [type, setType] = useState<QmsType | ''>(initial);
    const [scope, setScope] = useState<'todo' | 'all'>('todo');
    const [keyword, setKeyword] = useState('');
    const search = useDebounced(keyword.trim());
    const wanted = type ? [type] : types;
    const paged = usePagedList<QmsCaseSummary>((page) => request(qmsApi.list, { types: wanted.join(','), scope, keyword: search, page }), `${wanted}|${scope}|${search}`);
    return (
      <Page titleKey={`qms.list.${list}`} onRefresh={() => paged.refresh()}>
        <AreaNav current={route.path} />
        <div className={css.toolbar}>
          <div className={css.segmented} role="group" aria-label={t('qms.list.type')}>
            {(['', ...types] as const).map((x) => (
              <button key={x || 'all'} type="button" className={css.segment} aria-pressed={type === x} onClick={() => setType(x)}>
                {x ? t(`qms.typeShort.${x}`) : t('qms.list.allTypes')}
              </button>
            ))}
          </div>
          <div className={css.segmented} role="group" aria-label={t('qms.scope.label')}>
            {(['todo', 'all'] as const).map((s) => (
              <button key={s} type="button" className={css.segment} aria-pressed={scope === s} onClick={() => setScope(s)}>
                {t(`qms.scope.${s}`)}
              </button>
            ))}
          </div>
          <input
            type="search"
            className={`${ui.input} ${css.search}`}
            value={keyword}
            placeholder={t('qms.list.search')}
            aria-label={t('qms.list.search')}
            maxLength={60}
            onInput={(e) => setKeyword((e.target as HTMLInputElement).value)}
          />
        </div>
        <InfiniteList list={paged} keyOf={(c) => c.id} renderItem={(c) => <CaseCard item={c} />} label={t(`qms.list.${list}`)} />
      </Page>
    );
  };
}
