import { useId } from '../framework';
import { Field } from '../ui/Field';
import { confirm } from '../ui/dialogs';
import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import type { ActionName } from './types';
import * as css from './forms.css';
import { useSignedAction } from './useSignedAction';

export interface ApproveHandlers {
  /** Resolve when done; reject (the http layer has shown the error) to keep the comment and allow a retry. */
  onApprove?: (comment: string, idempotencyKey: string) => Promise<unknown>;
  onReturn?: (comment: string, idempotencyKey: string) => Promise<unknown>;
  onAddSigner?: () => void;
  /** Where the typed comment is kept as a draft; by default the page's route with its query, per user. */
  draftKey?: string;
}

/**
 * The signer's actions: approve, return (a comment is required), add a signer. Each asks for confirmation;
 * a second tap while a request is in flight sends nothing; a retry of the same action with the same comment
 * sends the same idempotency key, so the server never does it twice. The comment is a draft until the action
 * is done: a 401 (logout, sign in again), a reload or a lost network keeps what the signer wrote.
 */
export function ApproveBar({
  actions,
  onApprove,
  onReturn,
  onAddSigner,
  draftKey,
}: ApproveHandlers & { actions: readonly ActionName[] }) {
  const t = useT();
  const id = useId();
  const signed = useSignedAction<'approve' | 'return', unknown>({
    draftKey,
    check: (action, comment) => action === 'return' && !comment && 'forms.commentRequired',
    confirm: (action) =>
      confirm(action === 'approve' ? 'forms.confirmApprove' : 'forms.confirmReturn', { danger: action === 'return' }),
    send: async (action, comment, key) => (action === 'approve' ? onApprove : onReturn)?.(comment, key),
  });
  const { busy, run } = signed;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the comment and the action buttons named as one group; a fieldset's legend would repeat the name.
    <div className={css.bar} role="group" aria-label={t('forms.actions')}>
      <Field id={`${id}-comment`} label={t('forms.comment')} error={signed.error && t(signed.error.key)} alert>
        {(field) => (
          <textarea
            {...field}
            ref={signed.commentRef}
            className={`${ui.textarea} ${css.commentBox}`}
            value={signed.comment}
            maxLength={500}
            placeholder={t('forms.commentPlaceholder')}
            onChange={(e) => signed.setComment((e.target as HTMLTextAreaElement).value)}
          />
        )}
      </Field>
      <div className={css.barButtons}>
        {actions.includes('addSigner') && onAddSigner && (
          <button type="button" className={`${ui.button.ghost} ${css.barButton}`} disabled={busy} onClick={onAddSigner}>
            {t('forms.addSigner')}
          </button>
        )}
        {actions.includes('return') && (
          <button
            type="button"
            className={`${ui.button.secondary} ${css.barButton}`}
            disabled={busy}
            onClick={() => void run('return')}
          >
            {t('forms.return')}
          </button>
        )}
        {actions.includes('approve') && (
          <button
            type="button"
            className={`${ui.button.primary} ${css.barButton}`}
            disabled={busy}
            onClick={() => void run('approve')}
          >
            {t('forms.approve')}
          </button>
        )}
      </div>
    </div>
  );
}
