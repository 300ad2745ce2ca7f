import { INBOX_CODES, inboxApi, type Delegation as Entry, type DelegationState } from '../../../src/api/inbox';
import { useEffect, useState } from '../../../src/framework';
import { request } from '../../../src/http';
import type { PageProps } from '../../../src/router';
import { confirm, DatePicker, ErrorView, Loading, Page, showToast, ui, useSingleFlight, useT } from '../../../src/ui';
import { errorText } from '../util';
import * as css from '../inbox.css';

/** Our own words for the server's refusals, so the user reads their language. */
const REFUSAL: Record<number, string> = {
  [INBOX_CODES.selfDelegation]: 'inbox.delegation.errors.self',
  [INBOX_CODES.cycle]: 'inbox.delegation.errors.cycle',
  [INBOX_CODES.badRange]: 'inbox.delegation.errors.range',
  [INBOX_CODES.unknownSubstitute]: 'inbox.delegation.errors.unknown',
};

/** The device's day, only until the server says which day it is in company time. */
const deviceToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** /pages/inbox/delegation ("my" settings): name a substitute for a date range, or end it; who delegated to me. */
export function Delegation(_: PageProps) {
  const t = useT();
  const [state, setState] = useState<DelegationState | null>(null);
  const [failed, setFailed] = useState(false);
  const [substitute, setSubstitute] = useState('');
  const [start, setStart] = useState(deviceToday);
  const [end, setEnd] = useState(deviceToday);
  const [problem, setProblem] = useState('');

  const load = async () => {
    setFailed(false);
    try {
      const next = await request(inboxApi.delegation, undefined);
      setState(next);
      if (next.mine) {
        setSubstitute(next.mine.toNo);
        setStart(next.mine.start);
        setEnd(next.mine.end);
      } else if (next.today) {
        setStart(next.today);
        setEnd(next.today);
      }
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => void load(), []);

  const [save, saving] = useSingleFlight(async () => {
    if (!substitute.trim()) {
      setProblem(t('inbox.delegation.errors.required'));
      return;
    }
    setProblem('');
    try {
      await request(inboxApi.setDelegation, { substituteNo: substitute.trim(), start, end }, { silent: true });
      showToast('inbox.delegation.saved');
      await load();
    } catch (error) {
      const key = REFUSAL[(error as { code?: number })?.code ?? 0];
      // What the user typed stays in the form; the reason shows under it.
      setProblem(key ? t(key) : errorText(t, error));
    }
  });

  const [stop, stopping] = useSingleFlight(async () => {
    if (!(await confirm('inbox.delegation.confirmEnd', { danger: true }))) return;
    try {
      await request(inboxApi.endDelegation, undefined);
      showToast('inbox.delegation.ended');
      setSubstitute('');
      await load();
    } catch {
      // The request helper has shown the reason.
    }
  });

  const describe = (d: Entry, who: 'to' | 'from') =>
    t('inbox.delegation.current', {
      name: who === 'to' ? d.toName : d.fromName,
      no: who === 'to' ? d.toNo : d.fromNo,
      start: d.start,
      end: d.end,
    });

  return (
    <Page titleKey="inbox.delegation.title">
      <div className={css.narrow}>
        {!state && !failed && <Loading />}
        {failed && <ErrorView onRetry={() => void load()} />}
        {state && (
          <>
            <p className={ui.muted}>{t('inbox.delegation.intro')}</p>
            <form
              className={css.panel}
              aria-labelledby="delegation-mine"
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
              noValidate
            >
              <h2 id="delegation-mine" className={css.panelTitle}>
                {t('inbox.delegation.mineTitle')}
              </h2>
              {state.mine ? (
                <p
                  className={`${css.notice} ${ui.tone[state.mine.active ? 'success' : 'neutral']}`}
                  data-testid="delegation-mine"
                >
                  {describe(state.mine, 'to')} ·{' '}
                  {t(state.mine.active ? 'inbox.delegation.active' : 'inbox.delegation.scheduled')}
                </p>
              ) : (
                <p className={ui.muted} data-testid="delegation-none">
                  {t('inbox.delegation.none')}
                </p>
              )}
              <label className={css.field}>
                <span>{t('inbox.delegation.substitute')}</span>
                <input
                  className={ui.input}
                  value={substitute}
                  maxLength={20}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t('inbox.delegation.substitutePlaceholder')}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? 'delegation-problem' : undefined}
                  onInput={(e) => setSubstitute((e.target as HTMLInputElement).value)}
                />
              </label>
              <div className={css.dates}>
                <label className={css.field}>
                  <span>{t('inbox.delegation.start')}</span>
                  <DatePicker id="delegation-start" value={start} onChange={setStart} />
                </label>
                <label className={css.field}>
                  <span>{t('inbox.delegation.end')}</span>
                  <DatePicker id="delegation-end" value={end} onChange={setEnd} />
                </label>
              </div>
              {problem && (
                <p id="delegation-problem" className={ui.fieldError} role="alert">
                  {problem}
                </p>
              )}
              <div className={css.batchButtons}>
                <button type="submit" className={`${ui.button.primary} ${ui.grow}`} disabled={saving}>
                  {t('inbox.delegation.save')}
                </button>
                {state.mine && (
                  <button
                    type="button"
                    className={`${ui.button.danger} ${ui.grow}`}
                    disabled={stopping}
                    onClick={() => void stop()}
                  >
                    {t('inbox.delegation.endNow')}
                  </button>
                )}
              </div>
            </form>
            <section className={css.panel} aria-labelledby="delegation-tome">
              <h2 id="delegation-tome" className={css.panelTitle}>
                {t('inbox.delegation.toMeTitle')}
              </h2>
              {state.toMe.length === 0 ? (
                <p className={ui.muted}>{t('inbox.delegation.toMeNone')}</p>
              ) : (
                <ul className={css.outboxList}>
                  {state.toMe.map((d) => (
                    <li key={d.fromNo} data-testid="delegation-tome">
                      {describe(d, 'from')} · {t(d.active ? 'inbox.delegation.active' : 'inbox.delegation.scheduled')}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
    </Page>
  );
}
