import { useStore } from '../framework';
import { $modals, type ModalEntry } from './Modal';
import { closeModal } from './dialogs';
import { ModalDialog } from './ModalDialog';
import { useT } from './hooks';
import * as css from './overlay.css';

function Dialog({ entry }: { entry: ModalEntry }) {
  const t = useT();
  const showCancel = entry.showCancel ?? false;
  const titleId = `modal-title-${entry.id}`;
  const textId = `modal-text-${entry.id}`;
  const title = entry.titleKey ? t(entry.titleKey, entry.params) : t('common.notice');
  return (
    <ModalDialog
      className={css.modal}
      role={showCancel ? 'dialog' : 'alertdialog'}
      labelledBy={titleId}
      describedBy={textId}
      onCancel={() => closeModal(entry, false)}
      opener={entry.opener}
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
    </ModalDialog>
  );
}

/** The dialog itself; its code loads with the first modal (see App). */
export function ModalHost() {
  const modals = useStore($modals);
  const first = modals[0];
  return first ? <Dialog key={first.id} entry={first} /> : null;
}
