import { useId, type ReactNode } from '../framework';
import { ModalDialog } from '../ui/ModalDialog';
import * as css from './signing.css';

/**
 * The native modal <dialog> of signing (the kit's ModalDialog: top layer, Tab kept inside, Escape cancels, focus
 * back to the opener), holding a form: Enter submits, the buttons sit at the end.
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
  const id = useId();
  return (
    <ModalDialog className={css.dialog} labelledBy={`${id}-title`} testId={testId} onCancel={onCancel}>
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
    </ModalDialog>
  );
}
