import { useState } from '../../../src/framework';
import { request } from '../../../src/http';
import { srmApi, type SrmCaseSummary, type SrmList } from '../../../src/api/srm';
import { ListToolbar, ScopeSwitch, type Scope } from '../../../src/review';
import type { PageProps } from '../../../src/router/area';
import { InfiniteList, Page, useDebounced, usePagedList, useT } from '../../../src/ui';
import { AreaNav } from '../parts/AreaNav';
import { CaseCard } from '../parts/CaseCard';

/**
 * One list page for the five SRM lists: supplier evaluation to-dos (index), new-supplier reports, payment terms,
 * the to-do list and the in-sample list. Pull to refresh, pages of 30, search, to-do or all.
 */
export const caseListPage = (list: SrmList) => (props: PageProps) => <CaseList {...props} list={list} />;

function CaseList({ route, list }: PageProps & { list: SrmList }) {
  const t = useT();
  const [scope, setScope] = useState<Scope>(list === 'sample' ? 'all' : 'todo');
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const paged = usePagedList<SrmCaseSummary>(
    (page) => request(srmApi.list, { list, scope, keyword: search, page }),
    `${scope}|${search}`,
  );
  return (
    <Page titleKey={`srm.list.${list}`} onRefresh={() => paged.refresh()}>
      <AreaNav current={route.path} />
      <ListToolbar keyword={keyword} onKeyword={setKeyword} placeholder={t('srm.list.search')}>
        {list !== 'todo' && <ScopeSwitch label={t('srm.list.scope')} value={scope} onChange={setScope} />}
      </ListToolbar>
      <InfiniteList
        list={paged}
        keyOf={(c) => c.id}
        renderItem={(c) => <CaseCard item={c} />}
        label={t(`srm.list.${list}`)}
      />
    </Page>
  );
}
