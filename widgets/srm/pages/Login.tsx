import type { PageProps } from '../../../src/router/area';
import { ReviewLogin } from '../../../src/review';
import { useT } from '../../../src/ui';
import * as css from '../srm.css';

export const SELECT_SYSTEM_PATH = '/pages/SRM/selectSystem/selectSystem';

/** The SRM and QMS login (/pages/SRM/login/login); after signing in, the system choice unless `redirect` says otherwise. */
export function Login({ query }: PageProps) {
  const t = useT();
  return (
    <ReviewLogin
      query={query}
      home={SELECT_SYSTEM_PATH}
      mark="SRM · QMS"
      title={t('srm.login.title')}
      subtitle={t('srm.login.subtitle')}
      note={t('srm.login.watermark')}
      className={css.loginPage}
    />
  );
}
