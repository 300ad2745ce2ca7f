import { navigateBack, type PageProps } from '../../../src/router';
import { useT } from '../../../src/ui';
import { ModalDialog } from '../../../src/ui/ModalDialog';
import * as overlay from '../../../src/ui/overlay.css';

/**
 * The transparent modal page: a message opened by address (e.g. from a notification). The address is
 * untrusted, so `title` and `content` are shown as plain text, cut to a sane length. Escape counts as its one
 * button: the message has been seen.
 */
export function ModalPage({ query }: PageProps) {
  const t = useT();
  const title = (query.title ?? '').slice(0, 120) || t('common.notice');
  const content = (query.content ?? '').slice(0, 2000);
  return (
    <ModalDialog role="alertdialog" labelledBy="modal-page-title" describedBy="modal-page-text" onCancel={navigateBack}>
      <div className={overlay.dialog}>
        <div className={overlay.dialogBody}>
          <h2 id="modal-page-title" className={overlay.dialogTitle}>
            {title}
          </h2>
          <p id="modal-page-text" className={overlay.dialogText}>
            {content}
          </p>
        </div>
        <div className={overlay.dialogActions}>
          <button
            type="button"
            className={`${overlay.dialogButton} ${overlay.dialogConfirm}`}
            onClick={navigateBack}
            data-default
          >
            {t('common.ok')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
