import { useEffect } from '../../../src/framework';
import type { PageProps } from '../../../src/router/area';
import { reLaunch } from '../../../src/router/navigation';
import { HOME_PATH } from '../../../src/router/paths';
import { go } from '../../../src/router/wouter';
import { safeReturn } from '../../../src/account/mode';
import { LoginForm } from '../../../src/account/LoginForm';
import { loggedIn, logout } from '../../../src/session';
import { useT } from '../../../src/ui/hooks';
import * as css from '../login.css';

/**
 * The entry page ('/' and /pages/login/login). `clear=1` means the user arrived by logout: whatever session
 * is left is cleared. `redirect` is the page to return to after signing in.
 */
export function Login({ query }: PageProps) {
  const t = useT();
  const target = safeReturn(query.redirect) || HOME_PATH;
  useEffect(() => {
    if (query.clear === '1') logout();
    else if (loggedIn()) reLaunch(target);
  }, []);
  return (
    <main className={css.loginPage}>
      <div className={css.brand}>
        <img className={css.logo} src="/static/logo.png" alt="" width={64} height={64} />
        <h1 className={css.brandTitle}>{t('app.name')}</h1>
        <p className={css.brandSub}>{t('login.subtitle')}</p>
      </div>
      <LoginForm system="main" onDone={() => reLaunch(target)} />
      <div className={css.linkRow}>
        <button type="button" className={css.textButton} onClick={() => go('/pages/langSetting/langSetting')}>
          {t('login.language')}
        </button>
      </div>
    </main>
  );
}
