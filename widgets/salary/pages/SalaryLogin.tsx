import { $config } from '../../../src/config';
import { useStore } from '../../../src/framework';
import type { PageProps } from '../../../src/router';
import { Icon, Page, useT, ui } from '../../../src/ui';
import { useSalaryLogin } from '../parts/useSalaryLogin';
import * as css from '../salary.css';

const pad = (n: number) => String(n).padStart(2, '0');
function clockTime(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * /pages/salary/login: the second password of the salary area. The server counts wrong tries and decides the
 * lock; this page only shows what it said (tries left, locked until when).
 */
export function SalaryLogin({ query }: PageProps) {
  const t = useT();
  const { demo } = useStore($config);
  const { password, setPassword, reveal, setReveal, problem, lock, remainingMs, locked, message, submit, busy } =
    useSalaryLogin();
  const arrival = query.reason === 'idle' ? 'salary.expired' : query.reason === 'left' ? 'salary.left' : '';

  return (
    <Page titleKey="salary.loginTitle">
      <div className={css.narrow}>
        <div className={css.lockMark} aria-hidden="true">
          <Icon name="info" size={28} />
        </div>
        <p className={css.intro}>{t('salary.intro')}</p>
        {arrival && !locked && (
          <p className={`${ui.notice} ${ui.tone.info}`} role="status">
            {t(arrival)}
          </p>
        )}
        <form
          className={`${ui.card} ${ui.stack}`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div>
            <label className={ui.label} htmlFor="salary-password">
              {t('salary.password')}
            </label>
            <div className={css.passwordWrap}>
              <input
                id="salary-password"
                className={`${ui.input} ${css.passwordInput}`}
                type={reveal ? 'text' : 'password'}
                // A second password: the browser must not offer the sign-in password here.
                autoComplete="off"
                value={password}
                disabled={locked}
                placeholder={t('salary.passwordPlaceholder')}
                aria-invalid={problem?.kind === 'required' || problem?.kind === 'wrong' || undefined}
                aria-describedby={message ? 'salary-error' : undefined}
                onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
              />
              <button type="button" className={css.reveal} onClick={() => setReveal((v) => !v)} aria-pressed={reveal}>
                {t(reveal ? 'salary.hide' : 'salary.show')}
              </button>
            </div>
          </div>
          {locked && lock ? (
            <p id="salary-error" className={`${ui.notice} ${ui.tone.danger}`} role="alert" data-testid="salary-locked">
              {t('salary.locked', {
                until: clockTime(Date.now() + remainingMs),
                minutes: Math.max(1, Math.ceil(remainingMs / 60_000)),
              })}
            </p>
          ) : (
            message && (
              <p id="salary-error" className={`${ui.notice} ${ui.tone.danger}`} role="alert">
                {message}
              </p>
            )
          )}
          <button type="submit" className={`${ui.button.primary} ${ui.block}`} disabled={busy || locked}>
            {t(busy ? 'salary.opening' : 'salary.open')}
          </button>
        </form>
        {demo && <p className={css.hint}>{t('salary.demoHint')}</p>}
      </div>
    </Page>
  );
}
