import { flowApi } from '../../../src/api/flow';
import { request } from '../../../src/http';
import type { PageProps } from '../../../src/router';
import { InfiniteList, Page, usePagedList, useT } from '../../../src/ui';
import { ReceivedRow } from '../parts/ReceivedRow';
import * as css from '../inbox.css';

/**
 * /pages/inbox/received: what others copied to me (CC), the newest first, unread ones marked. The server sends
 * the whole list at once; it is shown as one page with the list's own loading, empty and retry states.
 */
export function Received(_: PageProps) {
  const t = useT();
  const list = usePagedList(
    async () => {
      const rows = await request(flowApi.received, undefined);
      return { rows, total: rows.length, page: 1, pageSize: rows.length };
    },
    'received',
    { keyOf: (r) => `${r.area}:${r.id}` },
  );
  return (
    <Page titleKey="inbox.received.title" onRefresh={list.refresh}>
      <div className={css.narrow}>
        <p className={css.intro}>{t('inbox.received.intro')}</p>
        <InfiniteList
          list={list}
          label={t('inbox.received.listLabel')}
          keyOf={(r) => `${r.area}:${r.id}`}
          renderItem={(row) => <ReceivedRow row={row} />}
        />
      </div>
    </Page>
  );
}
