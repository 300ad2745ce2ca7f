import { useState } from '../../../src/framework';
import { request } from '../../../src/http';
import { QMS_TYPES, qmsApi, type QmsCaseSummary, type QmsType } from '../../../src/api/qms';
import { ListToolbar, ScopeSwitch, Segmented, type Scope } from '../../../src/review';
import type { PageProps } from '../../../src/router/area';
import { InfiniteList, Page, useDebounced, usePagedList, useT } from '../../../src/ui';
import { AreaNav } from '../parts/AreaNav';
import { CaseCard } from '../parts/CaseCard';

/**
 * index (market-purchased parts, MQI, MQP) and indexIdrPdr (IDR, PDR): pull to refresh, a type filter (also
 * from `?type=`), to-do or all, search, pages of 30.
 */
type ListName = 'index' | 'indexIdrPdr';

export const caseListPage = (list: ListName, types: QmsType[]) => (props: PageProps) => (
  <CaseList {...props} list={list} types={types} />
);

function CaseList({ query, route, list, types }: PageProps & { list: ListName; types: QmsType[] }) {
  const t = useT();
  const initial =
    (QMS_TYPES as readonly string[]).includes(query.type ?? '') && types.includes(query.type as QmsType)
      ? (query.type as QmsType)
      : '';
  const [type, setType] = useState<QmsType | ''>(initial);
  const [scope, setScope] = useState<Scope>('todo');
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const wanted = type ? [type] : types;
  const paged = usePagedList<QmsCaseSummary>(
    (page) => request(qmsApi.list, { types: wanted.join(','), scope, keyword: search, page }),
    `${wanted}|${scope}|${search}`,
  );
  return (
    <Page titleKey={`qms.list.${list}`} onRefresh={() => paged.refresh()}>
      <AreaNav current={route.path} />
      <ListToolbar keyword={keyword} onKeyword={setKeyword} placeholder={t('qms.list.search')}>
        <Segmented<QmsType | ''>
          label={t('qms.list.type')}
          value={type}
          onChange={setType}
          options={(['', ...types] as const).map(
            (x) => [x, x ? t(`qms.typeShort.${x}`) : t('qms.list.allTypes')] as const,
          )}
        />
        <ScopeSwitch label={t('qms.scope.label')} value={scope} onChange={setScope} />
      </ListToolbar>
      <InfiniteList
        list={paged}
        keyOf={(c) => c.id}
        renderItem={(c) => <CaseCard item={c} />}
        label={t(`qms.list.${list}`)}
      />
    </Page>
  );
}
