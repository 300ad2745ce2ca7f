import { useEffect } from '../framework';
import type { PageProps } from '../router/area';
import { reLaunch } from '../router/navigation';
import { go } from '../router/wouter';
import { LoginForm } from '../account/LoginForm';
import { safeReturn } from '../account/mode';
import { loggedIn, logout } from '../session';
import { useReviewT } from './messages';
import * as css from './review.css';

/**
 * The SRM/QMS login (the same account check, system 'srm') for employees and supplier accounts. `clear=1` means
 * the user arrived by logout; `redirect` is where to go after signing in, else the area's `home`.
 */
export function ReviewLogin(props: {
  query: PageProps['query'];
  home: string;
  mark: string;
  title: string;
  subtitle: string;
  note?: string;
  className: string;
}) {
  const t = useReviewT();
  const target = safeReturn(props.query.redirect) || props.home;
  useEffect(() => {
    if (props.query.clear === '1') logout();
    else if (loggedIn()) reLaunch(target);
  }, []);
  // The page is the main landmark: every text of it must sit in one.
  return (
    <main className={props.className}>
      <div className={css.brand}>
        <div className={css.brandMark} aria-hidden="true">
          {props.mark}
        </div>
        <h1 className={css.brandTitle}>{props.title}</h1>
        <p className={css.brandSub}>{props.subtitle}</p>
      </div>
      <LoginForm system="srm" target={target} />
      {props.note && <p className={css.note}>{props.note}</p>}
      <button type="button" className={css.textButton} onClick={() => go('/pages/langSetting/langSetting')}>
        {t('review.login.language')}
      </button>
    </main>
  );
}
