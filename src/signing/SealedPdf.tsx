import { evidenceFilePaths, type EvidenceArea } from '../api/evidence';
import { download, saveBlob } from '../http/transfer';
import { ModalDialog } from '../ui/ModalDialog';
import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import { FileViewer } from '../viewers';
import * as css from './signing.css';

const sealed = (area: EvidenceArea, id: string) => download('bpm', evidenceFilePaths.sealed(area, id));

/** Saves the sealed PDF of a decided record under `<id>-sealed.pdf`. */
export function saveSealed(area: EvidenceArea, id: string): void {
  void sealed(area, id).then(
    (blob) => saveBlob(blob, `${id}-sealed.pdf`),
    () => undefined,
  );
}

/** The sealed PDF in the in-app PDF viewer, in a native dialog over the page; it can be downloaded from there. */
export function SealedPdf({ area, id, onClose }: { area: EvidenceArea; id: string; onClose: () => void }) {
  const t = useT();
  const title = t('signing.evidence.pdfTitle', { id });
  return (
    <ModalDialog className={css.viewer} label={title} testId="sealed-pdf" onCancel={onClose}>
      <div className={css.body}>
        <h2 className={css.title}>{title}</h2>
        <div className={css.tools}>
          <button type="button" className={`${ui.button.secondary} ${ui.grow}`} onClick={() => saveSealed(area, id)}>
            {t('signing.evidence.downloadPdf')}
          </button>
          <button type="button" data-default className={`${ui.button.primary} ${ui.grow}`} onClick={onClose}>
            {t('signing.close')}
          </button>
        </div>
      </div>
      <div className={css.viewerBody}>
        <FileViewer
          file={{ name: `${id}-sealed.pdf`, type: 'application/pdf', load: () => sealed(area, id) }}
          onDownload={() => saveSealed(area, id)}
        />
      </div>
    </ModalDialog>
  );
}
