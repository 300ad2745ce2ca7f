import { createPortal, useLayoutEffect, useRef, useStore } from '../framework';
import { useT } from './hooks';
import { $toastSlots } from './ModalDialog';
import { $toast } from './Toast';
import * as css from './overlay.css';

/**
 * The toast box. Inside a modal dialog it is a popover where the browser has them: the top layer puts it above the
 * dialog, and being inside the dialog keeps it out of the inert page, so it is seen and announced.
 */
function ToastBox({ text, top }: { text: string; top: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const popover = top && typeof HTMLElement.prototype.showPopover === 'function';
  useLayoutEffect(() => {
    if (popover) ref.current?.showPopover();
  }, []);
  return (
    <div ref={ref} className={css.toast} role="status" aria-live="polite" popover={popover ? 'manual' : undefined}>
      {text}
    </div>
  );
}

/** The toast itself; its code loads with the first toast (see App). */
export function ToastHost() {
  const toast = useStore($toast);
  const slot = useStore($toastSlots).at(-1);
  const t = useT();
  if (!toast) return null;
  const text = toast.key ? t(toast.key, toast.params) : (toast.text ?? '');
  return slot ? createPortal(<ToastBox key={toast.id} text={text} top />, slot) : <ToastBox text={text} top={false} />;
}
