import { useStore } from '../../../src/framework';
import type { PageProps } from '../../../src/router/area';
import { reLaunch } from '../../../src/router/navigation';
import { signOut } from '../../../src/account/actions';
import { $session } from '../../../src/session';
import { confirm, Page, ui, useT } from '../../../src/ui';
import * as css from '../srm.css';

/** After the SRM login: supplier management or quality management. */
export function SelectSystem(_: PageProps) {
  const t = useT();
  const { userName, userNo } = useStore($session);
  return (
    <Page titleKey="srm.select.title" back={false}>
      <p className={ui.muted}>{t('srm.select.hello', { name: userName || userNo })}</p>
      <div className={css.systems}>
        <button type="button" className={css.systemCard} onClick={() => reLaunch('/pages/SRM/index/index')}>
          <span className={css.systemMark} aria-hidden="true">
            SRM
          </span>
          <span>
            <span className={css.systemName}>{t('srm.select.srm')}</span>
            <span className={css.systemDesc}>{t('srm.select.srmDesc')}</span>
          </span>
        </button>
        <button type="button" className={css.systemCard} onClick={() => reLaunch('/pages/QMS/index/indexHome')}>
          <span className={css.systemMarkAlt} aria-hidden="true">
            QMS
          </span>
          <span>
            <span className={css.systemName}>{t('srm.select.qms')}</span>
            <span className={css.systemDesc}>{t('srm.select.qmsDesc')}</span>
          </span>
        </button>
      </div>
      <div style={{ marginTop: '24px', textAlign: 'center' }}>
        <button
          type="button"
          className={ui.button.ghost}
          onClick={() => void confirm('confirm.logout').then((ok) => (ok ? signOut() : undefined))}
        >
          {t('srm.select.logout')}
        </button>
      </div>
    </Page>
  );
}
