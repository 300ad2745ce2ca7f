import { authApi, type BindChallenge, type BindMethod } from '../../../src/api/auth';
import { CodeOutbox } from '../parts/CodeOutbox';
import { $config } from '../../../src/config';
import { useEffect, useState, useStore } from '../../../src/framework';
import { ApiError, request } from '../../../src/http';
import { reLaunch, type PageProps } from '../../../src/router';
import { HOME_PATH } from '../../../src/router/paths';
import { $session, isLoggedIn, login } from '../../../src/session';
import { loadProfile } from '../../../src/account/actions';
import { safeReturn } from '../../../src/account/mode';
import { lockEndText } from '../../../src/account/lockEnd';
import { $locale } from '../../../src/i18n';
import { Field, Page, showToast, useSingleFlight, useT, ui } from '../../../src/ui';
import { codeIsSpent, codeProblem, jobIdProblem, messageFor, safeWxUserId } from '../flow';
import * as css from '../auth.css';

interface Sent extends BindChallenge {
  /** Client time when the answer arrived: countdowns run on the server's clock shifted to ours. */
  receivedAt: number;
}

interface Problem {
  key: string;
  params?: Record<string, unknown>;
  text?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const minSec = (ms: number) => `${Math.floor(ms / 60_000)}:${pad(Math.floor((ms % 60_000) / 1000))}`;

function problemOf(error: unknown, extra?: Record<string, unknown>): Problem {
  if (error instanceof ApiError) {
    const key = messageFor(error.code);
    if (key) return { key, params: { ...extra, time: lockEndText(error.lockedUntil, $locale.get()) } };
    return { key: error.key, text: error.text };
  }
  return { key: 'error.getFailed' };
}

/**
 * /pages/authentication/authenticationUserWX: a messaging-app user whose account is not bound proves their
 * job id with a one-time code sent to the mailbox or mobile on file, and is then signed in by the normal
 * session rules (the server answers with the same grant as a password login).
 */
export function BindAccount({ query }: PageProps) {
  const t = useT();
  const { demo } = useStore($config);
  const session = useStore($session);
  const [jobId, setJobId] = useState('');
  const [method, setMethod] = useState<BindMethod>('mail');
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(0);
  const [spent, setSpent] = useState(false);
  const [jobError, setJobError] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [now, setNow] = useState(Date.now());
  const [outboxVersion, setOutboxVersion] = useState(0);

  useEffect(() => {
    if (!sent) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sent]);

  const serverNow = sent ? sent.now + (now - sent.receivedAt) : 0;
  const validMs = sent ? Math.max(0, sent.expiresAt - serverNow) : 0;
  const resendMs = sent ? Math.max(0, sent.resendAt - serverNow) : 0;
  const expired = !!sent && validMs <= 0;

  const [sendCode, sending] = useSingleFlight(async () => {
    const found = jobIdProblem(jobId);
    setJobError(found ?? '');
    if (found) return;
    setProblem(null);
    try {
      const challenge = await request(
        authApi.sendCode,
        { jobId: jobId.trim(), method, wxUserId: safeWxUserId(query.wxUserId) },
        { silent: true },
      );
      setSent({ ...challenge, receivedAt: Date.now() });
      setCode('');
      setWrong(0);
      setSpent(false);
      setNow(Date.now());
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setOutboxVersion((n) => n + 1);
    }
  });

  const [confirmCode, confirming] = useSingleFlight(async () => {
    if (!sent) return;
    const found = codeProblem(code, sent.codeLength);
    if (found) {
      setProblem({ key: found, params: { length: sent.codeLength } });
      return;
    }
    setProblem(null);
    try {
      const grant = await request(
        authApi.verify,
        { challengeId: sent.challengeId, code: code.trim() },
        { silent: true },
      );
      login(grant);
      await loadProfile().catch(() => undefined);
      showToast('auth.bound', { name: $session.get().userName || grant.userNo });
      reLaunch(safeReturn(query.redirect) || HOME_PATH);
    } catch (error) {
      const failed = wrong + 1;
      if (error instanceof ApiError && codeIsSpent(error.code)) setSpent(true);
      if (error instanceof ApiError && messageFor(error.code) === 'auth.err.wrongCode') setWrong(failed);
      setProblem(problemOf(error, { remaining: Math.max(0, sent.maxAttempts - failed) }));
    }
  });

  const message = problem ? (problem.key ? t(problem.key, problem.params) : problem.text) : '';
  const signedIn = isLoggedIn(session);

  return (
    <Page titleKey="auth.title">
      <div className={css.layout}>
        <div className={ui.stack}>
          <p className={css.intro}>{t('auth.intro')}</p>
          {signedIn && (
            <p className={`${css.notice} ${ui.tone.info}`}>
              {t('auth.signedInAs', { name: session.userName || session.userNo, no: session.userNo })}
            </p>
          )}
          {!sent ? (
            <form
              className={`${ui.card} ${ui.stack}`}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void sendCode();
              }}
            >
              <Field id="bind-job-id" label={t('auth.jobId')} error={jobError && t(jobError)}>
                {(field) => (
                  <input
                    {...field}
                    className={ui.input}
                    value={jobId}
                    autoComplete="username"
                    autoCapitalize="characters"
                    placeholder={t('auth.jobIdPlaceholder')}
                    onInput={(e) => setJobId((e.target as HTMLInputElement).value)}
                  />
                )}
              </Field>
              <fieldset className={css.methods}>
                <legend className={`${ui.label} ${css.legend}`}>{t('auth.method')}</legend>
                {(['mail', 'mobile'] as const).map((m) => (
                  <label key={m} className={css.method}>
                    <input
                      type="radio"
                      name="bind-method"
                      value={m}
                      checked={method === m}
                      onChange={() => setMethod(m)}
                    />
                    {t(`auth.${m}`)}
                  </label>
                ))}
              </fieldset>
              {message && (
                <p className={`${css.notice} ${ui.tone.danger}`} role="alert">
                  {message}
                </p>
              )}
              <button type="submit" className={`${ui.button.primary} ${ui.block}`} disabled={sending}>
                {t(sending ? 'auth.sending' : 'auth.sendCode')}
              </button>
            </form>
          ) : (
            <form
              className={`${ui.card} ${ui.stack}`}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void confirmCode();
              }}
            >
              <p className={`${css.notice} ${ui.tone.success}`} role="status">
                {t('auth.sentTo', { length: sent.codeLength, target: sent.target })}
              </p>
              <Field
                id="bind-code"
                label={t('auth.code')}
                hint={expired ? t('auth.codeExpiredHint') : t('auth.validFor', { time: minSec(validMs) })}
                error={message}
                alert
                errorClassName={`${css.notice} ${ui.tone.danger}`}
              >
                {(field) => (
                  <input
                    {...field}
                    aria-invalid={!!problem || undefined}
                    className={`${ui.input} ${css.codeInput}`}
                    value={code}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={sent.codeLength}
                    disabled={spent}
                    placeholder={t('auth.codePlaceholder', { length: sent.codeLength })}
                    onInput={(e) => setCode((e.target as HTMLInputElement).value.replace(/\D/g, ''))}
                  />
                )}
              </Field>
              <button type="submit" className={`${ui.button.primary} ${ui.block}`} disabled={confirming || spent}>
                {t(confirming ? 'auth.confirming' : 'auth.confirm')}
              </button>
              <div className={css.links}>
                <button
                  type="button"
                  className={css.link}
                  onClick={() => {
                    setSent(null);
                    setProblem(null);
                  }}
                >
                  {t('auth.change')}
                </button>
                <button
                  type="button"
                  className={css.link}
                  disabled={resendMs > 0 || sending}
                  onClick={() => void sendCode()}
                >
                  {resendMs > 0 ? t('auth.resendIn', { seconds: Math.ceil(resendMs / 1000) }) : t('auth.resend')}
                </button>
              </div>
            </form>
          )}
        </div>
        {demo && <CodeOutbox jobId={jobId} version={outboxVersion} onUse={(c) => setCode(c)} />}
      </div>
    </Page>
  );
}
