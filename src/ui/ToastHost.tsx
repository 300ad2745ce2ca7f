import { useStore } from '../framework';
import { useT } from './hooks';
import { $toast } from './Toast';
import * as css from './overlay.css';

/** The toast itself; its code loads with the first toast (see App). */
export function ToastHost() {
  const toast = useStore($toast);
  const t = useT();
  if (!toast) return null;
  return (
    <div className={css.toast} role="status" aria-live="polite">
      {toast.key ? t(toast.key, toast.params) : toast.text}
    </div>
  );
}
