import { salaryApi, SALARY_CODES, type PaySlip } from '../../../src/api/salary';
import { useEffect, useRef, useState, useStore } from '../../../src/framework';
import type { ApiError } from '../../../src/http';
import { request } from '../../../src/http';
import { $locale } from '../../../src/i18n';
import type { PageProps } from '../../../src/router';
import { $session } from '../../../src/session';
import { ErrorView, Loading, Page, formatMoney, useT, ui, Watermark } from '../../../src/ui';
import { $salaryGate, msUntilLock } from '../gate';
import { isMonth, totalsAddUp } from '../slip';
import { leave, useSalaryArea } from '../parts/useSalaryArea';
import { SlipView } from './SlipView';
import * as css from '../salary.css';

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
  const [attempt, setAttempt] = useState(0);
  const wanted = useRef(query.month);

  const { call, now } = useSalaryArea(userNo, setFailure);

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
