import { useEffect, useState, type ReactNode } from '../framework';
import type { ApiError } from '../http';
import { ErrorView, Loading, Page, ui } from '../ui';
import { useReviewT } from './messages';
import * as css from './review.css';

/**
 * The processing-info frame: checks `id` from the address, loads the case quietly, shows not-found (a bad id or
 * 404), the retryable load failure or the spinner, then the area's body. `setItem` takes the case an action returns.
 */
export function CaseDetail<T>({
  title,
  id,
  load,
  children,
}: {
  title: string;
  id: string;
  load: (id: string) => Promise<T>;
  children: (item: T, setItem: (item: T) => void) => ReactNode;
}) {
  const [item, setItem] = useState<T | null>(null);
  const [failed, setFailed] = useState<ApiError | true | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(null);
    if (!/^[\w-]{1,40}$/.test(id)) {
      setFailed(true);
      return;
    }
    load(id).then(
      (c) => live && setItem(c),
      (e: ApiError) => live && setFailed(e),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  if (failed) {
    const notFound = failed === true || failed.code === 404;
    return (
      <Page title={title}>
        <ErrorView
          messageKey={notFound ? 'common.404' : 'error.getFailed'}
          onRetry={notFound ? undefined : () => setAttempt((n) => n + 1)}
        />
      </Page>
    );
  }
  if (!item) {
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  }
  return <Page title={title}>{children(item, setItem)}</Page>;
}

/** The head of a case: number and kind, the title (server text), the badges, and "waiting for you". */
export function CaseHead({
  id,
  kind,
  title,
  mine,
  children,
}: {
  id: string;
  kind: string;
  title: string;
  mine: boolean;
  children: ReactNode;
}) {
  const t = useReviewT();
  return (
    <section className={css.section} data-testid="case-head">
      <div className={css.caseTop}>
        <span className={css.mono}>{id}</span>
        <span>{kind}</span>
      </div>
      <h2 className={`${css.headline} ${ui.wrapAny}`}>{title}</h2>
      <div className={css.caseMeta}>{children}</div>
      {mine && (
        <p className={css.mine} style={{ marginTop: '8px' }}>
          ● {t('review.list.mine')}
        </p>
      )}
    </section>
  );
}

/** A titled block of the detail page; `id` ties the heading to the section for screen readers. */
export function Section({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={css.section} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
