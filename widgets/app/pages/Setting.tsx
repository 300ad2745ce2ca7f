import { useStore } from '../../../src/framework';
import { $localeSetting } from '../../../src/i18n';
import { $client } from '../../../src/session/client';
import { apiBase } from '../../../src/http';
import { Link, type PageProps } from '../../../src/router';
import { Icon, Page, useT } from '../../../src/ui';
import * as css from '../app.css';
import { SigningPinCell } from './SigningPinCell';

/** Settings: language, delegation, the signing PIN, version and update check, and the API address in use (read-only, for support). */
export function Setting(_: PageProps) {
  const t = useT();
  const setting = useStore($localeSetting);
  const { appVersion, appVersionCode, ClientId } = useStore($client);
  return (
    <Page titleKey="settings.title">
      <div className={css.cellGroup}>
        <Link href="/pages/langSetting/langSetting" className={css.cell}>
          <Icon name="globe" />
          <span className={css.cellLabel}>{t('settings.language')}</span>
          <span className={css.cellValue}>{t(`lang.${setting}`)}</span>
          <Icon name="chevron" size={18} />
        </Link>
        <Link href="/pages/inbox/delegation" className={css.cell}>
          <Icon name="user" />
          <span className={css.cellLabel}>{t('my.delegation')}</span>
          <Icon name="chevron" size={18} />
        </Link>
        <SigningPinCell />
        <Link href="/pages/appUpdateModel/appUpdateModel" className={css.cell}>
          <Icon name="info" />
          <span className={css.cellLabel}>{t('settings.checkUpdate')}</span>
          <span className={css.cellValue}>{`${appVersion} (${appVersionCode})`}</span>
          <Icon name="chevron" size={18} />
        </Link>
      </div>
      <div className={css.cellGroup}>
        <div className={css.cell}>
          <span className={css.cellLabel}>{t('settings.server')}</span>
          <span className={css.cellValue}>{apiBase()}</span>
        </div>
        <div className={css.cell}>
          <span className={css.cellLabel}>{t('settings.device')}</span>
          <span className={css.cellValue}>{ClientId}</span>
        </div>
      </div>
    </Page>
  );
}
