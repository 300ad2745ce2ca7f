import { reLaunch, type PageProps } from '../../../src/router';
import { HOME_PATH } from '../../../src/router/paths';
import { Page, useT, ui } from '../../../src/ui';

/** /pages/development/development: SPEC 8 "This feature is under development." */
export function Development(_props: PageProps) {
  const t = useT();
  return (
    <Page titleKey="development.title">
      <div className={ui.center} role="status" data-testid="under-development">
        <strong>{t('error.underDevelopment')}</strong>
        <button type="button" className={ui.button.secondary} onClick={() => reLaunch(HOME_PATH)}>
          {t('development.goHome')}
        </button>
      </div>
    </Page>
  );
}
