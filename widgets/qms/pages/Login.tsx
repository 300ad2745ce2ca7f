import type { PageProps } from '../../../src/router/area';
import { ReviewLogin } from '../../../src/review';
import { useT } from '../../../src/ui';
import * as css from '../qms.css';

const QMS_HOME = '/pages/QMS/index/indexHome';

/** The QMS login: the same SRM/QMS account check (system 'srm'), then straight to the QMS home. */
export function Login({ query }: PageProps) {
  const t = useT();
  return (
    <ReviewLogin
      query={query}
      home={QMS_HOME}
      mark="QMS"
      title={t('qms.login.title')}
      subtitle={t('qms.login.subtitle')}
      className={css.loginPage}
    />
  );
}
