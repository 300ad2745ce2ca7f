import { CLOSE_REASONS, gs001pApi, type CloseReason, type GsActRequest, type GsDetail } from '../../../src/api/gs001p';
import { useState } from '../../../src/framework';
import { useSignedAction } from '../../../src/forms/useSignedAction';
import { request } from '../../../src/http';
import { confirm, Field, showToast, useT, ui } from '../../../src/ui';
import * as css from '../gs001p.css';
import type { SignCase } from './useCaseSigning';

type Act = Omit<GsActRequest, 'id'>;

/** Sends one act on a case; the toast says it is done. */
const sendAct = (id: string, act: Act, idempotencyKey: string) =>
  request(gs001pApi.act, { id, ...act }, { idempotencyKey });

/**
 * Business final confirmation: confirm development, or close without development with one of the SPEC reasons.
 * A final decision is signed under the case's policy (`sign`: a drawing and the PIN).
 */
export function FinalConfirm({
  detail,
  onDone,
  sign,
}: {
  detail: GsDetail;
  onDone: (detail: GsDetail) => void;
  sign: SignCase;
}) {
  const t = useT();
  const [closing, setClosing] = useState(false);
  const [reason, setReason] = useState<CloseReason | ''>('');
  // The comment is the text of the "other" reason.
  const signed = useSignedAction<{ what: 'confirm' | 'close'; reason: CloseReason | '' }, GsDetail>({
    draftKey: `gs001p.final.${detail.id}`,
    check: ({ what }, text) => {
      if (what === 'confirm') return null;
      if (!reason) return { field: 'reason', key: 'gs001p.final.reasonRequired' };
      if (reason === 'other' && !text) return 'gs001p.final.otherRequired';
      return null;
    },
    confirm: ({ what }) =>
      what === 'confirm' ? confirm('gs001p.final.confirmAsk') : confirm('gs001p.final.closeAsk', { danger: true }),
    send: ({ what }, text, key) =>
      sign((fields) =>
        request(
          gs001pApi.act,
          {
            id: detail.id,
            ...fields,
            ...(what === 'confirm'
              ? { action: 'confirm' as const }
              : {
                  action: 'close' as const,
                  reason: reason as CloseReason,
                  reasonText: reason === 'other' ? text : undefined,
                }),
          },
          { idempotencyKey: key, silent: true },
        ),
      ),
    onDone: (next, { what }) => {
      showToast(what === 'confirm' ? 'gs001p.final.confirmed' : 'gs001p.final.closed');
      onDone(next);
    },
  });
  const { busy, error } = signed;
  const run = (what: 'confirm' | 'close') => signed.run({ what, reason });
  return (
    <section className={ui.panel} aria-labelledby="gs-final-title">
      <h2 id="gs-final-title" className={ui.panelTitle}>
        {t('gs001p.final.title')}
      </h2>
      <p className={ui.muted}>{t('gs001p.final.hint')}</p>
      {closing && (
        <>
          <fieldset
            className={css.reasons}
            aria-describedby={error?.field === 'reason' ? 'gs-reason-error' : undefined}
          >
            <legend className={ui.label}>{t('gs001p.final.reason')}</legend>
            {CLOSE_REASONS.map((r) => (
              <label key={r} className={css.reason}>
                <input
                  type="radio"
                  name="gs-close-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => (setReason(r), signed.setError(null))}
                />
                {t(`gs001p.reason.${r}`)}
              </label>
            ))}
          </fieldset>
          {error?.field === 'reason' && (
            <p id="gs-reason-error" className={ui.fieldError} role="alert">
              {t(error.key)}
            </p>
          )}
          {reason === 'other' && (
            <Field
              id="gs-close-text"
              label={t('gs001p.final.otherText')}
              error={error?.field === 'comment' ? t(error.key) : undefined}
              alert
            >
              {(field) => (
                <textarea
                  {...field}
                  ref={signed.commentRef}
                  className={ui.textarea}
                  maxLength={500}
                  value={signed.comment}
                  onChange={(e) => signed.setComment((e.target as HTMLTextAreaElement).value)}
                />
              )}
            </Field>
          )}
        </>
      )}
      <div className={css.footer}>
        {closing ? (
          <>
            <button type="button" className={ui.button.secondary} onClick={() => setClosing(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className={`${ui.button.danger} ${css.grow}`}
              disabled={busy}
              onClick={() => void run('close')}
            >
              {t('gs001p.final.close')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className={ui.button.secondary} disabled={busy} onClick={() => setClosing(true)}>
              {t('gs001p.final.close')}
            </button>
            <button
              type="button"
              className={`${ui.button.primary} ${css.grow}`}
              disabled={busy}
              onClick={() => void run('confirm')}
            >
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
  const signed = useSignedAction<'reopen', GsDetail>({
    draftKey: `gs001p.reopen.${detail.id}`,
    confirm: () => confirm('gs001p.reopen.ask'),
    send: (_, comment, key) => sendAct(detail.id, { action: 'reopen', comment }, key),
    onDone: (next) => {
      showToast('gs001p.reopen.done');
      onDone(next);
    },
  });
  return (
    <section className={ui.panel} aria-labelledby="gs-reopen-title">
      <h2 id="gs-reopen-title" className={ui.panelTitle}>
        {t('gs001p.reopen.title')}
      </h2>
      <p className={ui.muted}>{t('gs001p.reopen.hint')}</p>
      <Field id="gs-reopen-comment" label={t('gs001p.reopen.comment')}>
        {(field) => (
          <textarea
            {...field}
            className={ui.textarea}
            maxLength={500}
            value={signed.comment}
            onChange={(e) => signed.setComment((e.target as HTMLTextAreaElement).value)}
          />
        )}
      </Field>
      <button
        type="button"
        className={ui.button.primary}
        disabled={signed.busy}
        onClick={() => void signed.run('reopen')}
      >
        {t('gs001p.reopen.button')}
      </button>
    </section>
  );
}
