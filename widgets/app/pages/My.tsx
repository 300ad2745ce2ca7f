import { useStore } from '../../../src/framework';
import { $client } from '../../../src/session/client';
import { $session, avatarOf } from '../../../src/session';
import { go, type PageProps } from '../../../src/router';
import { signOut } from '../../../src/account/actions';
import { confirm, Icon, Page, useT, type IconName } from '../../../src/ui';
import * as css from '../app.css';

function Cell({ icon, labelKey, value, to }: { icon: IconName; labelKey: string; value?: string; to: string }) {
  const t = useT();
  return (
    <a href={`#${to}`} className={css.cell} onClick={(e) => (e.preventDefault(), go(to))}>
      <Icon name={icon} />
      <span className={css.cellLabel}>{t(labelKey)}</span>
      {value && <span className={css.cellValue}>{value}</span>}
      <Icon name="chevron" size={18} />
    </a>
  );
}

/** Tab 1, with its own navigation bar: the profile, settings and logout. */
export function My(_: PageProps) {
  const t = useT();
  const session = useStore($session);
  const { appVersion, appVersionCode } = useStore($client);
  const onLogout = async () => {
    if (await confirm('confirm.logout', { danger: true, confirmKey: 'my.logout' })) await signOut();
  };
  const header = (
    <header className={css.profile}>
      <img
        className={css.avatar}
        src={avatarOf(session)}
        alt={t('my.avatar')}
        width={64}
        height={64}
        data-testid="avatar"
      />
      <div>
        <h1 className={css.profileName}>{session.userName || session.userNo || t('my.guest')}</h1>
        <p className={css.profileSub}>{t('my.jobNo', { no: session.userNo || '-' })}</p>
      </div>
    </header>
  );
  return (
    <Page customNav={header}>
      <div className={css.cellGroup}>
        <Cell icon="check" labelKey="home.inbox.title" to="/pages/inbox/inbox" />
        <Cell icon="file" labelKey="my.applications" to="/pages/inbox/applications" />
        <Cell icon="user" labelKey="my.delegation" to="/pages/inbox/delegation" />
      </div>
      <div className={css.cellGroup}>
        <Cell icon="bell" labelKey="notice.title" to="/pages/notice/notice" />
        <Cell icon="globe" labelKey="settings.language" to="/pages/langSetting/langSetting" />
        <Cell icon="gear" labelKey="settings.title" to="/pages/setting/setting" />
        <Cell
          icon="info"
          labelKey="settings.version"
          value={`${appVersion} (${appVersionCode})`}
          to="/pages/appUpdateModel/appUpdateModel"
        />
      </div>
      <div className={css.cellGroup}>
        <button type="button" className={`${css.cell} ${css.cellDanger}`} onClick={() => void onLogout()}>
          <Icon name="logout" />
          {t('my.logout')}
        </button>
      </div>
    </Page>
  );
}
