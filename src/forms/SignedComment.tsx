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
  signed,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  signed: Pick<SignedAction<never, unknown>, 'comment' | 'setComment' | 'commentRef'>;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(field) => (
        <textarea
          {...field}
          ref={signed.commentRef}
          className={ui.textarea}
          value={signed.comment}
          maxLength={COMMENT_MAX}
          onInput={(e) => signed.setComment((e.target as HTMLTextAreaElement).value)}
        />
      )}
    </Field>
  );
}
