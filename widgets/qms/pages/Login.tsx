import { useEffect } from '../../../src/framework';
import type { PageProps } from '../../../src/router/area';
import { reLaunch } from '../../../src/router/navigation';
import { go } from '../../../src/router/wouter';
import { LoginForm } from '../../../src/shell/LoginForm';
import { safeReturn } from '../../../src/shell/mode';
import { loggedIn, logout } from '../../../src/session';
import { useT } from '../../../src/ui';
import * as css from '../qms.css';

const QMS_HOME = '/pages/QMS/index/indexHome';

/** The QMS login: the same SRM/QMS account check (system 'srm'), then straight to the QMS home. */
export function Login({ query }: PageProps) {
  const t = useT();
  const target = safeReturn(query.redirect) || QMS_HOME;
  useEffect(() => {
    if (query.clear === '1') logout();
    else if (loggedIn()) reLaunch(target);
  }, []);
  return (
    <div className={css.loginPage}>
      <div className={css.brand}>
        <div className={css.brandMark} aria-hidden="true">QMS</div>
        <h1 className={css.brandTitle}>{t('qms.login.title')}</h1>
        <p className={css.brandSub}>{t('qms.login.subtitle')}</p>
      </div>
      <LoginForm system="srm" onDone={() => reLaunch(target)} />
      <button type="button" className={css.textButton} onClick={() => go('/pages/langSetting/langSetting')}>
        {t('qms.login.language')}
      </button>
    </div>
  );
}
