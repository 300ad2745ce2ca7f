import { useT } from '../ui/hooks';
import { Page } from '../ui/Page';
import { ErrorView } from '../ui/States';
import * as ui from '../ui/controls.css';
import type { PageProps } from './area';
import { reLaunch } from './navigation';
import { HOME_PATH } from './paths';

/** SPEC 2: an unknown page is reported not found, with a way home. */
export function NotFound(_: PageProps) {
  const t = useT();
  return (
    <Page titleKey="router.notFound">
      <div className={ui.center} data-testid="not-found">
        <strong>{t('router.notFound')}</strong>
        <span>{t('router.notFoundHint')}</span>
        <button type="button" className={ui.button.primary} onClick={() => reLaunch(HOME_PATH)}>
          {t('router.goHome')}
        </button>
      </div>
    </Page>
  );
}

/** A page chunk that did not arrive (offline, a deploy in between): the failure view with retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Page titleKey="app.name">
      <ErrorView messageKey="router.loadFailed" onRetry={onRetry} />
    </Page>
  );
}
