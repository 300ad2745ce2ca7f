import { salaryApi, SALARY_CODES, type PaySlip } from '../../../src/api/salary';
import { useEffect, useRef, useState, useStore } from '../../../src/framework';
import { ApiError, request } from '../../../src/http';
import { $locale } from '../../../src/i18n';
import { redirectTo, type PageProps } from '../../../src/router';
import { $session } from '../../../src/session';
import { ErrorView, Loading, Page, formatMoney, useT, ui, Watermark } from '../../../src/ui';
import { $salaryGate, closedReason, isOpen, lockGate, msUntilLock, touchGate, type LockReason } from '../gate';
import { isMonth, totalsAddUp } from '../slip';
import { SlipView } from './SlipView';
import * as css from '../salary.css';

const LOGIN = '/pages/salary/login';
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Ends the salary token on the server too; the page never waits for it. */
function endOnServer(token: string | undefined): void {
  if (token) void request(salaryApi.logout, { salaryToken: token }, { silent: true }).catch(() => undefined);
}

/** Locks the area and opens the salary login, which says why (nothing when the area was never opened here). */
function leave(reason: LockReason | ''): void {
  endOnServer(lockGate(reason || 'left'));
  redirectTo(reason ? `${LOGIN}?reason=${reason}` : LOGIN);
}

/** The area was found closed: the login says why, from the reason it was locked, not a guess. */
const closed = (userNo: string) => leave(closedReason($salaryGate.get(), userNo, Date.now()));

const pad = (n: number) => String(n).padStart(2, '0');
const minSec = (ms: number) => `${Math.floor(ms / 60_000)}:${pad(Math.floor((ms % 60_000) / 1000))}`;

/**
 * /pages/salary/index: one month's pay slip. The slip lives in this component's state only; leaving the page,
 * hiding the document for good (pagehide) or five minutes without use lock the area again.
 */
export function SalaryIndex({ query }: PageProps) {
  const t = useT();
  const locale = useStore($locale);
  const { userNo } = useStore($session);
  const gate = useStore($salaryGate);
  const [months, setMonths] = useState<string[] | null>(null);
  const [month, setMonth] = useState('');
  const [slip, setSlip] = useState<PaySlip | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [now, setNow] = useState(Date.now());
  const [attempt, setAttempt] = useState(0);
  const wanted = useRef(query.month);

  /** Every salary call renews the idle window; a server answer of "locked" sends the user back to the password. */
  const call = async <T,>(fn: (token: string) => Promise<T>): Promise<T | undefined> => {
    const open = $salaryGate.get();
    if (!isOpen(open, userNo, Date.now())) {
      closed(userNo);
      return undefined;
    }
    touchGate(Date.now());
    try {
      return await fn(open.token);
    } catch (error) {
      if (error instanceof ApiError && error.code === SALARY_CODES.salaryLocked) leave('idle');
      else if (error instanceof ApiError) setFailure(error);
      return undefined;
    }
  };

  useEffect(() => {
    if (!isOpen($salaryGate.get(), userNo, Date.now())) {
      closed(userNo);
      return undefined;
    }
    const onActivity = () => touchGate(Date.now());
    for (const name of ACTIVITY) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const onPageHide = () => endOnServer(lockGate('left'));
    window.addEventListener('pagehide', onPageHide);
    return () => {
      for (const name of ACTIVITY) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the page (back, another route, logout) locks the area.
      endOnServer(lockGate('left'));
    };
  }, []);

  // The idle clock: checked every second, so the lock lands on time even when nothing else happens.
  useEffect(() => {
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if ($salaryGate.get() && !isOpen($salaryGate.get(), userNo, at)) leave('idle');
    }, 1000);
    return () => clearInterval(timer);
  }, [userNo]);

  // Another user signed in on this device: the slip of the previous one must not stay.
  useEffect(() => {
    const gateUser = $salaryGate.get()?.userNo;
    if (gateUser && gateUser !== userNo) leave('left');
  }, [userNo]);

  useEffect(() => {
    setFailure(null);
    void call((salaryToken) => request(salaryApi.months, { salaryToken }, { silent: true })).then((list) => {
      if (!list) return;
      setMonths(list);
      const first = isMonth(wanted.current) && list.includes(wanted.current) ? wanted.current : (list[0] ?? '');
      setMonth(first);
    });
  }, [attempt]);

  useEffect(() => {
    if (!month) return;
    setSlip(null);
    setFailure(null);
    void call((salaryToken) => request(salaryApi.slip, { salaryToken, month }, { silent: true })).then(
      (next) => next && setSlip(next),
    );
  }, [month, attempt]);

  const money = (amount: number) => formatMoney(amount, slip?.currency, locale);
  const left = msUntilLock(gate, now);

  return (
    <Page
      titleKey="salary.title"
      right={
        <button type="button" className={ui.navPill} onClick={() => leave('left')}>
          {t('salary.lockNow')}
        </button>
      }
    >
      <div className={ui.stack}>
        <div className={css.toolbar}>
          <div className={css.monthField}>
            <label className={ui.label} htmlFor="salary-month">
              {t('salary.month')}
            </label>
            <select
              id="salary-month"
              className={`${ui.input} ${css.select}`}
              value={month}
              disabled={!months?.length}
              onChange={(e) => setMonth((e.target as HTMLSelectElement).value)}
            >
              {(months ?? []).map((m) => (
                <option key={m} value={m}>
                  {m.replace('-', '/')}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={ui.button.secondary}
            aria-pressed={revealed}
            onClick={() => setRevealed((v) => !v)}
          >
            {t(revealed ? 'salary.conceal' : 'salary.reveal')}
          </button>
        </div>
        <p className={css.sub} role="timer" aria-live="off">
          {t('salary.autoLock', { time: minSec(left) })}
        </p>
        {failure ? (
          <ErrorView
            messageKey={failure.code === SALARY_CODES.noSlip ? 'salary.noSlip' : failure.key || 'error.getFailed'}
            text={failure.code === SALARY_CODES.noSlip ? '' : failure.text}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        ) : slip ? (
          <div className={css.watermarkHost}>
            <SlipView slip={slip} revealed={revealed} money={money} consistent={totalsAddUp(slip)} />
            <Watermark />
          </div>
        ) : (
          <Loading />
        )}
      </div>
    </Page>
  );
}
