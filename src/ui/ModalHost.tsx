import { useLayoutEffect, useRef, useStore } from '../framework';
import { $modals, type ModalEntry } from './Modal';
import { closeModal } from './dialogs';
import { useT } from './hooks';
import * as css from './overlay.css';

/**
 * Opens the native dialog as a modal (the browser makes the rest of the page, host page included, inert and keeps
 * Tab inside it), closes it on Escape as a cancel, and gives focus back to where it was when it closes.
 */
export function useModalDialog(
  ref: { current: HTMLDialogElement | null },
  onCancel: () => void,
  opener?: Element | null,
) {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = node.getRootNode() as Document | ShadowRoot;
    const before = (opener ?? root.activeElement) as HTMLElement | null;
    // Escape (or the browser's own close request) closes the dialog natively; the queue is told it was cancelled.
    const onClose = () => onCancel();
    node.addEventListener('close', onClose);
    if (!node.open) node.showModal();
    node.querySelector<HTMLElement>('[data-default]')?.focus();
    return () => {
      node.removeEventListener('close', onClose);
      if (node.open) node.close();
      // The opener may still be disabled when the dialog closes (a single-flight action stays busy until it
      // has the answer): keep offering focus for a few frames until it is enabled again, or gone.
      let tries = 5;
      const back = () => {
        if (!before?.isConnected) return;
        before.focus();
        if (root.activeElement !== before && tries-- > 0) requestAnimationFrame(back);
      };
      back();
    };
  }, []);
}

function Dialog({ entry }: { entry: ModalEntry }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const showCancel = entry.showCancel ?? false;
  useModalDialog(ref, () => closeModal(entry, false), entry.opener);
  const titleId = `modal-title-${entry.id}`;
  const textId = `modal-text-${entry.id}`;
  const title = entry.titleKey ? t(entry.titleKey, entry.params) : t('common.notice');
  return (
    <dialog
      ref={ref}
      className={css.modal}
      role={showCancel ? 'dialog' : 'alertdialog'}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <div className={css.dialogBody}>
        <h2 id={titleId} className={css.dialogTitle}>
          {title}
        </h2>
        <p id={textId} className={css.dialogText}>
          {entry.messageKey ? t(entry.messageKey, entry.params) : entry.text}
        </p>
      </div>
      <div className={css.dialogActions}>
        {showCancel && (
          <button
            type="button"
            className={`${css.dialogButton} ${css.dialogCancel}`}
            onClick={() => closeModal(entry, false)}
          >
            {t(entry.cancelKey ?? 'common.cancel')}
          </button>
        )}
        <button
          type="button"
          data-default
          className={`${css.dialogButton} ${entry.danger ? css.dialogDanger : css.dialogConfirm}`}
          onClick={() => closeModal(entry, true)}
        >
          {t(entry.confirmKey ?? 'common.ok')}
        </button>
      </div>
    </dialog>
  );
}

/** The dialog itself; its code loads with the first modal (see App). */
export function ModalHost() {
  const modals = useStore($modals);
  const first = modals[0];
  return first ? <Dialog key={first.id} entry={first} /> : null;
}
