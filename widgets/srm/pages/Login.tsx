import { useEffect } from '../../../src/framework';
import type { PageProps } from '../../../src/router/area';
import { reLaunch } from '../../../src/router/navigation';
import { go } from '../../../src/router/wouter';
import { LoginForm } from '../../../src/shell/LoginForm';
import { safeReturn } from '../../../src/shell/mode';
import { loggedIn, logout } from '../../../src/session';
import { useT } from '../../../src/ui';
import * as css from '../srm.css';

export const SELECT_SYSTEM_PATH = '/pages/SRM/selectSystem/selectSystem';

/**
 * The SRM and QMS login (/pages/SRM/login/login), for employees and supplier accounts. `clear=1` means the user
 * arrived by logout; `redirect` is where to go after signing in, else the system choice.
 */
export function Login({ query }: PageProps) {
  const t = useT();
  const target = safeReturn(query.redirect) || SELECT_SYSTEM_PATH;
  useEffect(() => {
    if (query.clear === '1') logout();
    else if (loggedIn()) reLaunch(target);
  }, []);
  return (
    <div className={css.loginPage}>
      <div className={css.brand}>
        <div className={css.brandMark} aria-hidden="true">SRM · QMS</div>
        <h1 className={css.brandTitle}>{t('srm.login.title')}</h1>
        <p className={css.brandSub}>{t('srm.login.subtitle')}</p>
      </div>
      <LoginForm system="srm" onDone={() => reLaunch(target)} />
      <p className={css.note}>{t('srm.login.watermark')}</p>
      <button type="button" className={css.textButton} onClick={() => go('/pages/langSetting/langSetting')}>
        {t('srm.login.language')}
      </button>
    </div>
  );
}
