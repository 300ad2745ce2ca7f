import { useId, useRef, useState, useStore } from '../framework';
import { newIdempotencyKey } from '../http/request';
import { $route } from '../router/navigation';
import { $session } from '../session';
import { useDraft } from './draft';
import { confirm } from '../ui/Modal';
import { useSingleFlight, useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import type { ActionName } from './types';
import * as css from './forms.css';

export interface ApproveHandlers {
  /** Resolve when done; reject (the http layer has shown the error) to keep the comment and allow a retry. */
  onApprove?: (comment: string, idempotencyKey: string) => Promise<unknown>;
  onReturn?: (comment: string, idempotencyKey: string) => Promise<unknown>;
  onAddSigner?: () => void;
  /** Where the typed comment is kept as a draft; by default the page's route with its query, per user. */
  draftKey?: string;
}

/** The page (path and query, e.g. the form id) the bar sits on, stable whatever order the query came in. */
function routeDraftKey(): string {
  const { path, query } = $route.get();
  const q = Object.entries(query ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${k}=${v}`).join('&');
  return `${path}?${q}`;
}

/**
 * The signer's actions: approve, return (a comment is required), add a signer. Each asks for confirmation;
 * a second tap while a request is in flight sends nothing; a retry of the same action with the same comment
 * sends the same idempotency key, so the server never does it twice.
 */
export function ApproveBar({ actions, onApprove, onReturn, onAddSigner, draftKey }: ApproveHandlers & { actions: readonly ActionName[] }) {
  const t = useT();
  const id = useId();
  const { userNo } = useStore($session);
  const [where] = useState(() => draftKey ?? routeDraftKey());
  // The comment is a local draft: a 401 (logout, sign in again), a reload or a lost network keeps what the signer
  // wrote (issue 6 fault matrix); it is cleared once the action is done.
  const draft = useDraft<{ comment: string }>(`approve.${userNo || 'anonymous'}.${where}`, () => ({ comment: '' }));
  const comment = draft.values.comment ?? '';
  const setComment = (text: string) => draft.set({ comment: text });
  const [error, setError] = useState('');
  const pending = useRef<{ action: string; comment: string; key: string } | null>(null);

  const keyFor = (action: string, text: string) => {
    if (pending.current?.action !== action || pending.current.comment !== text) pending.current = { action, comment: text, key: newIdempotencyKey() };
    return pending.current.key;
  };

  const [run, busy] = useSingleFlight(async (action: 'approve' | 'return') => {
    const text = comment.trim();
    if (action === 'return' && !text) {
      setError('forms.commentRequired');
      return;
    }
    setError('');
    const ok = await confirm(action === 'approve' ? 'forms.confirmApprove' : 'forms.confirmReturn', { danger: action === 'return' });
    if (!ok) return;
    const key = keyFor(action, text);
    try {
      await (action === 'approve' ? onApprove : onReturn)?.(text, key);
      pending.current = null;
      draft.set({ comment: '' });
      draft.clear();
    } catch {
      // The error was shown; the comment stays, and a retry reuses the key.
    }
  });

  return (
    <div className={css.bar} role="group" aria-label={t('forms.actions')}>
      <label className={ui.label} htmlFor={`${id}-comment`}>{t('forms.comment')}</label>
      <textarea
        id={`${id}-comment`}
        className={`${ui.textarea} ${css.commentBox}`}
        value={comment}
        maxLength={500}
        placeholder={t('forms.commentPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setComment((e.target as HTMLTextAreaElement).value);
          if (error) setError('');
        }}
      />
      {error && <p id={`${id}-error`} className={ui.fieldError} role="alert">{t(error)}</p>}
      <div className={css.barButtons}>
        {actions.includes('addSigner') && onAddSigner && (
          <button type="button" className={`${ui.button.ghost} ${css.barButton}`} disabled={busy} onClick={onAddSigner}>{t('forms.addSigner')}</button>
        )}
        {actions.includes('return') && (
          <button type="button" className={`${ui.button.secondary} ${css.barButton}`} disabled={busy} onClick={() => void run('return')}>{t('forms.return')}</button>
        )}
        {actions.includes('approve') && (
          <button type="button" className={`${ui.button.primary} ${css.barButton}`} disabled={busy} onClick={() => void run('approve')}>{t('forms.approve')}</button>
        )}
      </div>
    </div>
  );
}
