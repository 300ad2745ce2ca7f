import { salaryApi, type SalaryLoginResult, type SalaryStatus } from '../../../src/api/salary';
import { $config } from '../../../src/config';
import { useEffect, useState, useStore } from '../../../src/framework';
import { request } from '../../../src/http';
import { redirectTo, type PageProps } from '../../../src/router';
import { loadProfile } from '../../../src/account/actions';
import { $session } from '../../../src/session';
import { Icon, Page, useSingleFlight, useT, ui } from '../../../src/ui';
import { lockGate, lockRemainingMs, openGate } from '../gate';
import * as css from '../salary.css';

const INDEX = '/pages/salary/index';

type Problem =
  | { kind: 'required' }
  | { kind: 'wrong'; remaining: number; max: number }
  | { kind: 'noPassword' }
  | { kind: 'failed'; key: string; text: string };

/** A server lock, with the moment the answer arrived so the countdown follows the server's clock. */
interface Lock {
  lockedUntil: number;
  serverNow: number;
  receivedAt: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
function clockTime(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Ticks every second while a lock is shown, and clears it when it runs out. */
function useLockCountdown(lock: Lock | null, onEnd: () => void): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!lock) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (lockRemainingMs(lock.lockedUntil, lock.serverNow, lock.receivedAt, at) <= 0) onEnd();
    }, 1000);
    return () => clearInterval(timer);
  }, [lock]);
  return lock ? lockRemainingMs(lock.lockedUntil, lock.serverNow, lock.receivedAt, now) : 0;
}

/**
 * /pages/salary/login: the second password of the salary area. The server counts wrong tries and decides the
 * lock; this page only shows what it said (tries left, locked until when).
 */
export function SalaryLogin({ query }: PageProps) {
  const t = useT();
  const { demo } = useStore($config);
  const [password, setPassword] = useState('');
  const [reveal, setReveal] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [lock, setLock] = useState<Lock | null>(null);
  const remainingMs = useLockCountdown(lock, () => setLock(null));

  const applyStatus = (status: SalaryStatus) => {
    if (!status.hasPassword) setProblem({ kind: 'noPassword' });
    setLock(
      status.lockedUntil > status.now
        ? { lockedUntil: status.lockedUntil, serverNow: status.now, receivedAt: Date.now() }
        : null,
    );
  };

  useEffect(() => {
    // Arriving here always means the area is closed: a token left from before is dropped.
    const left = lockGate();
    if (left) void request(salaryApi.logout, { salaryToken: left }, { silent: true }).catch(() => undefined);
    request(salaryApi.status, undefined, { silent: true }).then(applyStatus, () => undefined);
  }, []);

  const [submit, busy] = useSingleFlight(async () => {
    if (!password) {
      setProblem({ kind: 'required' });
      return;
    }
    setProblem(null);
    // The area opens for a named user only. A launch by token alone is named by its profile, asked again here
    // rather than awaited, so a profile that never came (a dropped network) ends in a message and a retry with
    // the password still typed, and no salary session is opened on the server for nobody.
    const failed = (error: unknown) => {
      const e = (error ?? {}) as { key?: string; text?: string };
      setProblem({ kind: 'failed', key: e.key || '', text: e.text || '' });
    };
    let userNo = $session.get().userNo;
    try {
      userNo ||= await loadProfile();
    } catch (error) {
      return failed(error);
    }
    if (!userNo) return failed(null);
    let result: SalaryLoginResult;
    try {
      result = await request(salaryApi.login, { password }, { silent: true });
    } catch (error) {
      return failed(error);
    }
    setPassword('');
    if (result.status === 'ok') {
      openGate(result.salaryToken, userNo, Date.now());
      redirectTo(INDEX);
    } else if (result.status === 'wrongPassword') {
      setProblem({ kind: 'wrong', remaining: result.remaining, max: result.maxAttempts });
    } else if (result.status === 'locked') {
      setLock({ lockedUntil: result.lockedUntil, serverNow: result.now, receivedAt: Date.now() });
    } else {
      setProblem({ kind: 'noPassword' });
    }
  });

  const locked = !!lock && remainingMs > 0;
  const message = (() => {
    if (!problem) return '';
    if (problem.kind === 'required') return t('salary.passwordRequired');
    if (problem.kind === 'wrong') return t('salary.wrongPassword', { remaining: problem.remaining, max: problem.max });
    if (problem.kind === 'noPassword') return t('salary.noPassword');
    return problem.key ? t(problem.key) : problem.text || t('error.getFailed');
  })();
  const arrival = query.reason === 'idle' ? 'salary.expired' : query.reason === 'left' ? 'salary.left' : '';

  return (
    <Page titleKey="salary.loginTitle">
      <div className={css.narrow}>
        <div className={css.lockMark} aria-hidden="true">
          <Icon name="info" size={28} />
        </div>
        <p className={css.intro}>{t('salary.intro')}</p>
        {arrival && !locked && (
          <p className={`${css.notice} ${ui.tone.info}`} role="status">
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
            <p id="salary-error" className={`${css.notice} ${ui.tone.danger}`} role="alert" data-testid="salary-locked">
              {t('salary.locked', {
                until: clockTime(Date.now() + remainingMs),
                minutes: Math.max(1, Math.ceil(remainingMs / 60_000)),
              })}
            </p>
          ) : (
            message && (
              <p id="salary-error" className={`${css.notice} ${ui.tone.danger}`} role="alert">
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
