import { ui, useT } from '../../../src/ui';
import type { Batch } from './useBatch';
import * as css from '../inbox.css';

/** Under the list while picking: how many are picked, the one comment, approve and return, and each result. */
export function BatchBar({ batch }: { batch: Batch }) {
  const t = useT();
  const { picked, progress, comment, commentError, running, results } = batch;
  return (
    <div className={css.batchBar} data-testid="batch-bar">
      <span aria-live="polite">
        {progress ? t('inbox.batch.working', progress) : t('inbox.batch.selected', { count: picked.size })}
      </span>
      <label className={css.field}>
        <span>
          {t('inbox.batch.comment')} <span className={ui.muted}>{t('inbox.batch.commentHint')}</span>
        </span>
        <textarea
          className={ui.textarea}
          value={comment}
          maxLength={500}
          aria-invalid={commentError || undefined}
          aria-describedby={commentError ? 'inbox-comment-error' : undefined}
          onInput={(e) => batch.setComment((e.target as HTMLTextAreaElement).value)}
        />
      </label>
      {commentError && (
        <p id="inbox-comment-error" className={ui.fieldError} role="alert">
          {t('inbox.batch.needComment')}
        </p>
      )}
      <div className={css.batchButtons}>
        <button
          type="button"
          className={`${ui.button.primary} ${ui.grow}`}
          disabled={!picked.size || running}
          onClick={() => void batch.run('approve')}
        >
          {t('inbox.batch.approve', { count: picked.size })}
        </button>
        <button
          type="button"
          className={`${ui.button.danger} ${ui.grow}`}
          disabled={!picked.size || running}
          onClick={() => void batch.run('return')}
        >
          {t('inbox.batch.return', { count: picked.size })}
        </button>
      </div>
      {results && (
        <div data-testid="batch-results">
          <p className={ui.panelTitle}>
            {t('inbox.batch.resultTitle', {
              ok: results.filter((r) => r.ok).length,
              failed: results.filter((r) => !r.ok).length,
            })}
          </p>
          <ul className={css.results}>
            {results.map((r) => (
              <li key={r.id} className={css.result} data-ok={r.ok}>
                <span className={css.rowId}>{r.id}</span>
                <span className={`${ui.badge} ${r.ok ? ui.tone.success : ui.tone.danger}`}>
                  {r.ok ? t('inbox.batch.ok') : t('inbox.batch.failed')}
                </span>
                {!r.ok && <span className={ui.wrapAny}>{r.reason}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {batch.element}
    </div>
  );
}
