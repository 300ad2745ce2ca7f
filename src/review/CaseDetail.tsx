import type { Endpoint } from '../api/define';
import { useEffect, useState, type ReactNode } from '../framework';
import { launchPayload, request, type ApiError } from '../http';
import { ErrorView, Loading, Page, ui, useLaunched } from '../ui';
import { useReviewT } from './messages';
import * as css from './review.css';

/**
 * The processing-info frame: checks `id` from the address, reads the case (`read`, the area's detail endpoint),
 * shows not-found (a bad id or 404), the retryable load failure or the spinner, then the area's body. A case the
 * launch has already read shows in the first render. `setItem` takes the case an action returns.
 */
export function CaseDetail<T>({
  title,
  id,
  read,
  children,
}: {
  title: string;
  id: string;
  read: Endpoint<{ id: string }, T>;
  children: (item: T, setItem: (item: T) => void) => ReactNode;
}) {
  const valid = /^[\w-]{1,40}$/.test(id);
  const launch = useLaunched(() => (valid ? launchPayload(read, { id }) : undefined));
  const [item, setItem] = useState<T | null>(launch.launched ?? null);
  const [failed, setFailed] = useState<ApiError | true | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (launch.skipLoad()) return;
    let live = true;
    setFailed(null);
    if (!valid) {
      setFailed(true);
      return;
    }
    request(read, { id }).then(
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
