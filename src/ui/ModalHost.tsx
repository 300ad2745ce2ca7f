import { useEffect, useRef, useStore } from '../framework';
import { $modals, type ModalEntry } from './Modal';
import { closeModal } from './dialogs';
import { useT } from './hooks';
import * as css from './overlay.css';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog and gives focus back to where it was when the dialog closes. */
function useFocusTrap(ref: { current: HTMLElement | null }, onEscape: () => void, opener?: Element | null) {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = node.getRootNode() as Document | ShadowRoot;
    const before = (opener ?? root.activeElement) as HTMLElement | null;
    const items = () => Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
    items().at(-1)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onEscape();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = items();
      const active = root.activeElement;
      const first = list[0];
      const last = list[list.length - 1];
      if (e.shiftKey && active === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    node.addEventListener('keydown', onKey);
    return () => {
      node.removeEventListener('keydown', onKey);
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
  const ref = useRef<HTMLDivElement>(null);
  const showCancel = entry.showCancel ?? false;
  useFocusTrap(ref, () => closeModal(entry, false), entry.opener);
  const titleId = `modal-title-${entry.id}`;
  const textId = `modal-text-${entry.id}`;
  const title = entry.titleKey ? t(entry.titleKey, entry.params) : t('common.notice');
  return (
    <div className={css.backdrop}>
      <div
        ref={ref}
        className={css.dialog}
        role={showCancel ? 'dialog' : 'alertdialog'}
        aria-modal="true"
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
            className={`${css.dialogButton} ${entry.danger ? css.dialogDanger : css.dialogConfirm}`}
            onClick={() => closeModal(entry, true)}
          >
            {t(entry.confirmKey ?? 'common.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The dialog itself; its code loads with the first modal (see App). */
export function ModalHost() {
  const modals = useStore($modals);
  const first = modals[0];
  return first ? <Dialog key={first.id} entry={first} /> : null;
}
