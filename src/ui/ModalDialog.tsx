import { atom } from 'nanostores';
import { type ReactNode, useLayoutEffect, useRef, useStore } from '../framework';
import { $toast } from './Toast';
import { ToastBox } from './ToastBox';
import * as css from './modalDialog.css';

/**
 * The open modal dialogs, the topmost last. While one is open the rest of the page is inert and under its
 * backdrop, so the toast shows inside the topmost one instead of in ToastHost.
 */
export const $openDialogs = atom<object[]>([]);

/**
 * Opens the native dialog as a modal (the browser makes the rest of the page, host page included, inert and keeps
 * Tab inside it) and gives focus back to the opener when it closes. Escape (the browser's close request) calls
 * `onCancel`; without one the dialog stays open. `[data-default]` takes the first focus, else the browser gives
 * it to the first control.
 */
export function useModalDialog(
  ref: { current: HTMLDialogElement | null },
  me: object,
  onCancel: (() => void) | undefined,
  opener?: Element | null,
) {
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = node.getRootNode() as Document | ShadowRoot;
    const before = (opener ?? root.activeElement) as HTMLElement | null;
    const onKey = (e: KeyboardEvent) => {
      // A cancelled keydown makes no close request, so a dialog that may not be dismissed stays open.
      if (e.key === 'Escape' && !cancel.current) e.preventDefault();
    };
    const onCancelEvent = (e: Event) => !cancel.current && e.preventDefault();
    const onClose = () => {
      if (cancel.current) cancel.current();
      // The browser may still close it (a repeated close request without user activation): show it again.
      else if (node.isConnected) node.showModal();
    };
    node.addEventListener('keydown', onKey);
    node.addEventListener('cancel', onCancelEvent);
    node.addEventListener('close', onClose);
    if (!node.open) node.showModal();
    node.querySelector<HTMLElement>('[data-default]')?.focus();
    $openDialogs.set([...$openDialogs.get(), me]);
    return () => {
      node.removeEventListener('keydown', onKey);
      node.removeEventListener('cancel', onCancelEvent);
      node.removeEventListener('close', onClose);
      $openDialogs.set($openDialogs.get().filter((d) => d !== me));
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

export interface ModalDialogProps {
  /** Escape closes the dialog through this; leave it out where the dialog must be answered by its buttons. */
  onCancel?: () => void;
  /** Where focus goes back to; by default the control focused when the dialog opened. */
  opener?: Element | null;
  /** By default a frame for a surface that draws its own box; `overlay.modal` when the dialog is the box. */
  className?: string;
  role?: 'dialog' | 'alertdialog';
  labelledBy?: string;
  describedBy?: string;
  label?: string;
  testId?: string;
  children: ReactNode;
}

/** The toast, while this dialog is the topmost one. */
function DialogToast({ me }: { me: object }) {
  const toast = useStore($toast);
  const top = useStore($openDialogs).at(-1) === me;
  return toast && top ? <ToastBox key={toast.id} toast={toast} inDialog /> : null;
}

/** A modal surface: the native <dialog> shown with showModal(), which shows the toast while it is on top. */
export function ModalDialog(props: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const me = useRef({}).current;
  useModalDialog(ref, me, props.onCancel, props.opener);
  return (
    <dialog
      ref={ref}
      className={props.className ?? css.frame}
      role={props.role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-label={props.label}
      data-testid={props.testId}
    >
      {props.children}
      <DialogToast me={me} />
    </dialog>
  );
}
