import { mainApi, type Notice as NoticeItem } from '../../../src/api/main';
import { useEffect, useState } from '../../../src/framework';
import { request } from '../../../src/http';
import { Link, type PageProps } from '../../../src/router';
import { ErrorView, formatDateTime, InfiniteList, Loading, Page, usePagedList, useT, ui } from '../../../src/ui';
import * as css from '../app.css';

function NoticeDetail({ id }: { id: string }) {
  const [notice, setNotice] = useState<NoticeItem | null | undefined>(undefined);
  const load = () => request(mainApi.notice, { id }).then(setNotice, () => setNotice(null));
  useEffect(() => void load(), [id]);
  if (notice === undefined) return <Loading />;
  if (notice === null) return <ErrorView onRetry={() => void load()} />;
  return (
    <article className={css.noticeItem}>
      <h2 className={`${css.noticeTitle} ${ui.wrapAny}`}>{notice.title}</h2>
      <p className={ui.muted}>{formatDateTime(notice.publishedAt)}</p>
      <p className={css.noticeBody}>{notice.body}</p>
    </article>
  );
}

function NoticeList() {
  const t = useT();
  const list = usePagedList((page) => request(mainApi.notices, { page, pageSize: 30 }), 'notices');
  return (
    <InfiniteList
      list={list}
      label={t('notice.title')}
      keyOf={(n) => n.id}
      renderItem={(n) => (
        <Link href={`/pages/notice/notice?id=${encodeURIComponent(n.id)}`} className={css.noticeItem}>
          <p className={`${css.noticeTitle} ${ui.wrapAny}`}>
            {!n.read && <span className={css.unread} role="img" aria-label={t('notice.unread')} />}
            {n.title}
          </p>
          <p className={ui.muted}>{formatDateTime(n.publishedAt)}</p>
        </Link>
      )}
    />
  );
}

/** Notices: the list, or one notice when the address names it (?id=). Server text is shown as text. */
export function Notice({ query }: PageProps) {
  return <Page titleKey="notice.title">{query.id ? <NoticeDetail id={query.id} /> : <NoticeList />}</Page>;
}
