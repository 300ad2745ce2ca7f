import { afterQueueAction } from '../../../src/router/queue';
import { useRef, useState } from '../../../src/framework';
import { newIdempotencyKey, request } from '../../../src/http';
import { JUDGMENTS, RECOGNITIONS, qmsApi, type Judgment, type QmsCase, type Recognition } from '../../../src/api/qms';
import { confirm, showToast, ui, useSingleFlight, useT } from '../../../src/ui';
import * as rcss from '../../../src/review/review.css';
import * as css from '../qms.css';

/**
 * The signer records a judgment (SPEC 4 options) and, on the last step, the recognition category; or returns
 * the case with a comment. Every submission is confirmed first and sent once (idempotency key per action).
 */
export function JudgePanel({ item, onDone }: { item: QmsCase; onDone: (next: QmsCase) => void }) {
  const t = useT();
  const [judgment, setJudgment] = useState<Judgment | ''>('');
  const [recognition, setRecognition] = useState<Recognition | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<{ field: 'judgment' | 'recognition' | 'comment'; key: string } | null>(null);
  const key = useRef<{ action: string; key: string } | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const [run, busy] = useSingleFlight(async (action: 'approve' | 'return') => {
    if (action === 'approve' && !judgment) return setError({ field: 'judgment', key: 'qms.judge.pickJudgment' });
    if (action === 'approve' && item.finalStep && !recognition) return setError({ field: 'recognition', key: 'qms.judge.pickRecognition' });
    if (action === 'return' && !comment.trim()) {
      setError({ field: 'comment', key: 'qms.judge.commentRequired' });
      commentRef.current?.focus();
      return;
    }
    setError(null);
    const judged = judgment ? t(`qms.judgment.${judgment}`) : '';
    const message = action === 'return' ? 'qms.judge.confirmReturn' : item.finalStep ? 'qms.judge.confirmFinal' : 'qms.judge.confirm';
    const ok = await confirm(message, { params: { judgment: judged, recognition: recognition ? t(`qms.recognition.${recognition}`) : '' }, danger: action === 'return' });
    if (!ok) return;
    const signature = `${action}|${judgment}|${recognition}`;
    if (key.current?.action !== signature) key.current = { action: signature, key: newIdempotencyKey() };
    const next = await request(
      qmsApi.judge,
      { id: item.id, action, judgment: action === 'approve' ? (judgment as Judgment) : undefined, recognition: action === 'approve' && item.finalStep ? (recognition as Recognition) : undefined, comment: comment.trim() },
      { idempotencyKey: key.current.key },
    ).catch(() => undefined);
    if (!next) return;
    key.current = null;
    showToast(action === 'return' ? 'qms.judge.returned' : 'qms.judge.done');
    // Opened from the inbox: the next waiting item opens instead.
    if (afterQueueAction(item.id)) return;
    onDone(next);
  });

  return (
    <section className={rcss.section} aria-labelledby="qms-judge">
      <h2 id="qms-judge" className={rcss.sectionTitle}>{t('qms.judge.title')}</h2>
      <div className={rcss.actions}>
        {item.finalStep && <p className={`${ui.badge} ${ui.tone.warning}`} style={{ whiteSpace: 'normal' }}>{t('qms.judge.finalHint')}</p>}
        <fieldset className={css.judgeGroup} aria-invalid={error?.field === 'judgment' || undefined}>
          <legend className={css.legend}>{t('qms.judge.judgment')}</legend>
          {JUDGMENTS.map((j) => (
            <label key={j} className={css.choice}>
              <input type="radio" name="qms-judgment" value={j} checked={judgment === j} onChange={() => setJudgment(j)} />
              {t(`qms.judgment.${j}`)}
            </label>
          ))}
        </fieldset>
        {error?.field === 'judgment' && <p className={ui.fieldError} role="alert">{t(error.key)}</p>}
        {item.finalStep && (
          <>
            <fieldset className={css.judgeGroup}>
              <legend className={css.legend}>{t('qms.judge.recognition')}</legend>
              {RECOGNITIONS.map((r) => (
                <label key={r} className={css.choice}>
                  <input type="radio" name="qms-recognition" value={r} checked={recognition === r} onChange={() => setRecognition(r)} />
                  {t(`qms.recognition.${r}`)}
                </label>
              ))}
            </fieldset>
            {error?.field === 'recognition' && <p className={ui.fieldError} role="alert">{t(error.key)}</p>}
          </>
        )}
        <div>
          <label className={ui.label} htmlFor="qms-comment">{t('qms.judge.comment')}</label>
          <textarea
            ref={commentRef}
            id="qms-comment"
            className={ui.textarea}
            value={comment}
            maxLength={500}
            aria-invalid={error?.field === 'comment' || undefined}
            aria-describedby="qms-comment-hint"
            onInput={(e) => setComment((e.target as HTMLTextAreaElement).value)}
          />
          <p id="qms-comment-hint" className={error?.field === 'comment' ? ui.fieldError : ui.muted}>{t(error?.field === 'comment' ? error.key : 'qms.judge.commentHint')}</p>
        </div>
        <div className={rcss.actionButtons}>
          <button type="button" className={ui.button.secondary} disabled={busy} onClick={() => void run('return')}>
            {t('qms.judge.return')}
          </button>
          <button type="button" className={ui.button.primary} disabled={busy} onClick={() => void run('approve')}>
            {t('qms.judge.submit')}
          </button>
        </div>
      </div>
    </section>
  );
}
