import { $config } from '../../../src/config';
import { useStore } from '../../../src/framework';
import type { PageProps } from '../../../src/router';
import { $session, isLoggedIn } from '../../../src/session';
import { Page, useT, ui } from '../../../src/ui';
import { CodeForm } from '../parts/CodeForm';
import { CodeOutbox } from '../parts/CodeOutbox';
import { JobIdForm } from '../parts/JobIdForm';
import { useBind } from '../parts/useBind';
import * as css from '../auth.css';

/**
 * /pages/authentication/authenticationUserWX: a messaging-app user whose account is not bound proves their
 * job id with a one-time code sent to the mailbox or mobile on file, and is then signed in by the normal
 * session rules (the server answers with the same grant as a password login).
 */
export function BindAccount({ query }: PageProps) {
  const t = useT();
  const { demo } = useStore($config);
  const session = useStore($session);
  const bind = useBind(query);

  return (
    <Page titleKey="auth.title">
      <div className={css.layout}>
        <div className={ui.stack}>
          <p className={css.intro}>{t('auth.intro')}</p>
          {isLoggedIn(session) && (
            <p className={`${ui.notice} ${ui.tone.info}`}>
              {t('auth.signedInAs', { name: session.userName || session.userNo, no: session.userNo })}
            </p>
          )}
          {!bind.sent ? <JobIdForm bind={bind} /> : <CodeForm bind={bind} sent={bind.sent} />}
        </div>
        {demo && <CodeOutbox jobId={bind.jobId} version={bind.outboxVersion} onUse={(c) => bind.setCode(c)} />}
      </div>
    </Page>
  );
}
