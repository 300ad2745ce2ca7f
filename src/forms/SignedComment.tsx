import { Field } from '../ui/Field';
import * as ui from '../ui/ui.css';
import type { SignedAction } from './useSignedAction';

/** The most a signer's comment may hold. */
const COMMENT_MAX = 500;

/**
 * The comment box of a signed action: a labelled textarea bound to `useSignedAction`'s comment (kept as a draft
 * and focused when the server refuses the comment). The caller words the label, hint and error.
 */
export function SignedComment({
  id,
  label,
  hint,
  error,
  alert,
  maxLength = COMMENT_MAX,
  signed,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The error is announced as it appears (a dialog, where focus stays on the control). */
  alert?: boolean;
  maxLength?: number;
  signed: Pick<SignedAction<never, unknown>, 'comment' | 'setComment' | 'commentRef'>;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error} alert={alert}>
      {(field) => (
        <textarea
          {...field}
          ref={signed.commentRef}
          className={ui.textarea}
          value={signed.comment}
          maxLength={maxLength}
          onInput={(e) => signed.setComment((e.target as HTMLTextAreaElement).value)}
        />
      )}
    </Field>
  );
}
