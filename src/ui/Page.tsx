import { lazy, Suspense, useEffect, type ReactNode } from '../framework';
import { useT } from './hooks';
import { Icon } from './icons';
import * as css from './layout.css';
import { useNavigation } from './navigation';

/** Only list pages pull to refresh: its code loads with the first of them, not with the first screen. */
const PullToRefresh = lazy(() => import('./PullToRefresh').then((m) => ({ default: m.PullToRefresh })));

export interface PageProps {
  /** i18n key of the title; `title` (server text) wins when given. */
  titleKey?: string;
  title?: string;
  /** Shows the back button (every page but the tab pages). */
  back?: boolean;
  /** Navigation bar button on the right (e.g. "preview" on the add pages). */
  right?: ReactNode;
  /** Enables pull-to-refresh (routes marked ptr in ROUTES.md). */
  onRefresh?: () => Promise<unknown>;
  /** Replaces the navigation bar (the "my" tab has its own). */
  customNav?: ReactNode;
  /** Content without the default padding and width limit (split views). */
  bare?: boolean;
  children: ReactNode;
}

export function NavBar({ title, back = true, right }: { title: string; back?: boolean; right?: ReactNode }) {
  const t = useT();
  const { back: goBack } = useNavigation();
  return (
    <header className={css.navBar}>
      <div className={css.navSide}>
        {back && (
          <button type="button" className={css.navButton} onClick={() => goBack()} aria-label={t('common.back')}>
            <Icon name="back" />
          </button>
        )}
      </div>
      <h1 className={css.navTitle}>{title}</h1>
      <div className={css.navRight}>{right}</div>
    </header>
  );
}

export function Page({ titleKey, title, back = true, right, onRefresh, customNav, bare, children }: PageProps) {
  const t = useT();
  const heading = title ?? (titleKey ? t(titleKey) : '');
  useEffect(() => {
    // The document title follows the page in a standalone tab; in an embedding host the host owns it.
    if (document.body.dataset.esignOwnsTitle !== undefined && heading) document.title = heading;
  }, [heading]);
  const inner = bare ? children : <div className={css.contentInner}>{children}</div>;
  // A plain div, not a section: inside sectioning content <header> is no landmark, and every text of the page
  // must sit in a landmark (the nav bar is the banner, the content the main).
  return (
    <div className={css.page}>
      {customNav ?? <NavBar title={heading} back={back} right={right} />}
      <main className={css.content}>
        {onRefresh ? (
          <Suspense fallback={inner}>
            <PullToRefresh onRefresh={onRefresh}>{inner}</PullToRefresh>
          </Suspense>
        ) : (
          inner
        )}
      </main>
    </div>
  );
}
