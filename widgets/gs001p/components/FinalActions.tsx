import { CLOSE_REASONS, gs001pApi, type CloseReason, type GsActRequest, type GsDetail } from '../../../src/api/gs001p';
import { useRef, useState } from '../../../src/framework';
import { newIdempotencyKey, request } from '../../../src/http';
import { confirm, showToast, useSingleFlight, useT, ui } from '../../../src/ui';
import * as css from '../gs001p.css';

type Act = Omit<GsActRequest, 'id'>;

/** One idempotency key per user action, kept across retries of that same action. */
function useAct(id: string, onDone: (detail: GsDetail) => void) {
  const pending = useRef<{ sig: string; key: string } | null>(null);
  return async (act: Act, toastKey: string) => {
    const sig = JSON.stringify(act);
    if (pending.current?.sig !== sig) pending.current = { sig, key: newIdempotencyKey() };
    const detail = await request(gs001pApi.act, { id, ...act }, { idempotencyKey: pending.current.key }).catch(() => null);
    if (!detail) return;
    pending.current = null;
    showToast(toastKey);
    onDone(detail);
  };
}

/** Business final confirmation: confirm development, or close without development with one of the SPEC reasons. */
export function FinalConfirm({ detail, onDone }: { detail: GsDetail; onDone: (detail: GsDetail) => void }) {
  const t = useT();
  const act = useAct(detail.id, onDone);
  const [closing, setClosing] = useState(false);
  const [reason, setReason] = useState<CloseReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [run, busy] = useSingleFlight(async (what: 'confirm' | 'close') => {
    if (what === 'confirm') {
      if (await confirm('gs001p.final.confirmAsk')) await act({ action: 'confirm' }, 'gs001p.final.confirmed');
      return;
    }
    if (!reason) return setError('gs001p.final.reasonRequired');
    if (reason === 'other' && !text.trim()) return setError('gs001p.final.otherRequired');
    setError('');
    if (await confirm('gs001p.final.closeAsk', { danger: true })) {
      await act({ action: 'close', reason, reasonText: reason === 'other' ? text.trim() : undefined }, 'gs001p.final.closed');
    }
  });
  return (
    <section className={css.panel} aria-labelledby="gs-final-title">
      <h2 id="gs-final-title" className={css.panelTitle}>
        {t('gs001p.final.title')}
      </h2>
      <p className={ui.muted}>{t('gs001p.final.hint')}</p>
      {closing && (
        <>
          <fieldset className={css.reasons} aria-describedby={error ? 'gs-reason-error' : undefined}>
            <legend className={ui.label}>{t('gs001p.final.reason')}</legend>
            {CLOSE_REASONS.map((r) => (
              <label key={r} className={css.reason}>
                <input type="radio" name="gs-close-reason" value={r} checked={reason === r} onChange={() => (setReason(r), setError(''))} />
                {t(`gs001p.reason.${r}`)}
              </label>
            ))}
          </fieldset>
          {reason === 'other' && (
            <div>
              <label className={ui.label} htmlFor="gs-close-text">
                {t('gs001p.final.otherText')}
              </label>
              <textarea id="gs-close-text" className={ui.textarea} maxLength={500} value={text} onChange={(e) => setText((e.target as HTMLTextAreaElement).value)} />
            </div>
          )}
          {error && (
            <p id="gs-reason-error" className={ui.fieldError} role="alert">
              {t(error)}
            </p>
          )}
        </>
      )}
      <div className={css.footer}>
        {closing ? (
          <>
            <button type="button" className={ui.button.secondary} onClick={() => setClosing(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" className={`${ui.button.danger} ${css.grow}`} disabled={busy} onClick={() => void run('close')}>
              {t('gs001p.final.close')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className={ui.button.secondary} disabled={busy} onClick={() => setClosing(true)}>
              {t('gs001p.final.close')}
            </button>
            <button type="button" className={`${ui.button.primary} ${css.grow}`} disabled={busy} onClick={() => void run('confirm')}>
              {t('gs001p.final.confirm')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}

/** A closed case whose customer has a need moves back into development. */
export function Reopen({ detail, onDone }: { detail: GsDetail; onDone: (detail: GsDetail) => void }) {
  const t = useT();
  const act = useAct(detail.id, onDone);
  const [comment, setComment] = useState('');
  const [run, busy] = useSingleFlight(async () => {
    if (await confirm('gs001p.reopen.ask')) await act({ action: 'reopen', comment: comment.trim() }, 'gs001p.reopen.done');
  });
  return (
    <section className={css.panel} aria-labelledby="gs-reopen-title">
      <h2 id="gs-reopen-title" className={css.panelTitle}>
        {t('gs001p.reopen.title')}
      </h2>
      <p className={ui.muted}>{t('gs001p.reopen.hint')}</p>
      <div>
        <label className={ui.label} htmlFor="gs-reopen-comment">
          {t('gs001p.reopen.comment')}
        </label>
        <textarea id="gs-reopen-comment" className={ui.textarea} maxLength={500} value={comment} onChange={(e) => setComment((e.target as HTMLTextAreaElement).value)} />
      </div>
      <button type="button" className={ui.button.primary} disabled={busy} onClick={() => void run()}>
        {t('gs001p.reopen.button')}
      </button>
    </section>
  );
}

export { useAct };
