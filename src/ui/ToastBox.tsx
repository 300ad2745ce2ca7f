import { useLayoutEffect, useRef } from '../framework';
import { useT } from './hooks';
import type { ToastState } from './Toast';
import { toastPopover } from './modalDialog.css';
import * as css from './overlay.css';

/**
 * The toast box. Inside a modal dialog (`inDialog`) it is a popover where the browser has them: the top layer
 * puts it above the dialog, and being inside the dialog keeps it out of the inert page, so it is seen and
 * announced.
 */
export function ToastBox({ toast, inDialog }: { toast: ToastState; inDialog: boolean }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const popover = inDialog && typeof HTMLElement.prototype.showPopover === 'function';
  useLayoutEffect(() => {
    if (popover) ref.current?.showPopover();
  }, []);
  return (
    <div
      ref={ref}
      className={popover ? `${css.toast} ${toastPopover}` : css.toast}
      role="status"
      aria-live="polite"
      popover={popover ? 'manual' : undefined}
    >
      {toast.key ? t(toast.key, toast.params) : toast.text}
    </div>
  );
}
