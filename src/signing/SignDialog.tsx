import { useId, useRef, type ReactNode } from '../framework';
import { useModalDialog } from '../ui/ModalHost';
import * as css from './signing.css';

/**
 * The native modal <dialog> of signing (the kit's ModalHost behaviour: top layer, Tab kept inside, Escape
 * cancels, focus back to the opener), holding a form: Enter submits, the buttons sit at the end.
 */
export function SignDialog({
  title,
  onCancel,
  onSubmit,
  children,
  actions,
  testId,
}: {
  title: string;
  onCancel: () => void;
  onSubmit: () => void;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModalDialog(ref, onCancel);
  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby={`${id}-title`} data-testid={testId}>
      <form
        className={css.body}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <h2 id={`${id}-title`} className={css.title}>
          {title}
        </h2>
        {children}
        <div className={css.tools}>{actions}</div>
      </form>
    </dialog>
  );
}
