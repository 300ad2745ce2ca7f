import { afterQueueAction } from '../../../src/router/queue';
import { useRef, useState } from '../../../src/framework';
import { request, newIdempotencyKey } from '../../../src/http';
import { srmApi, type SrmAction, type SrmCase } from '../../../src/api/srm';
import { confirm, showToast, ui, useSingleFlight, useT } from '../../../src/ui';
import * as rcss from '../../../src/review/review.css';

const CONFIRM: Record<SrmAction, string> = {
  approve: 'srm.action.confirmApprove',
  return: 'srm.action.confirmReturn',
  specialConclude: 'srm.action.confirmSpecial',
};

/**
 * The signer's actions. Every action asks for confirmation; returning and concluding specially need a comment.
 * One idempotency key per user action, kept for retries of that action, so a repeated tap is done once.
 */
export function ActionPanel({ item, onDone }: { item: SrmCase; onDone: (next: SrmCase) => void }) {
  const t = useT();
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const key = useRef<{ action: SrmAction; key: string } | null>(null);
  const [run, busy] = useSingleFlight(async (action: SrmAction) => {
    if (action !== 'approve' && !comment.trim()) {
      setError('srm.action.commentRequired');
      field.current?.focus();
      return;
    }
    setError('');
    if (!(await confirm(CONFIRM[action], { danger: action !== 'approve' }))) return;
    if (key.current?.action !== action) key.current = { action, key: newIdempotencyKey() };
    const next = await request(srmApi.act, { id: item.id, action, comment: comment.trim() }, { idempotencyKey: key.current.key }).catch(() => undefined);
    if (!next) return;
    key.current = null;
    setComment('');
    showToast('srm.action.done');
    // Opened from the inbox: the next waiting item opens instead.
    if (afterQueueAction(item.id)) return;
    onDone(next);
  });
  return (
    <section className={rcss.section}>
      <div className={rcss.actions}>
        <div>
          <label className={rcss.sectionTitle} htmlFor="srm-comment" style={{ display: 'block' }}>{t('srm.action.comment')}</label>
          <textarea
            ref={field}
            id="srm-comment"
            className={ui.textarea}
            value={comment}
            maxLength={500}
            aria-invalid={!!error || undefined}
            aria-describedby="srm-comment-hint"
            onInput={(e) => setComment((e.target as HTMLTextAreaElement).value)}
          />
          <p id="srm-comment-hint" className={error ? ui.fieldError : ui.muted}>{t(error || 'srm.action.commentHint')}</p>
        </div>
        <div className={rcss.actionButtons}>
          {item.actions.includes('return') && (
            <button type="button" className={ui.button.secondary} disabled={busy} onClick={() => void run('return')}>
              {t('srm.action.return')}
            </button>
          )}
          {item.actions.includes('specialConclude') && (
            <button type="button" className={ui.button.secondary} disabled={busy} onClick={() => void run('specialConclude')}>
              {t('srm.action.specialConclude')}
            </button>
          )}
          {item.actions.includes('approve') && (
            <button type="button" className={ui.button.primary} disabled={busy} onClick={() => void run('approve')}>
              {t('srm.action.approve')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
