import { useMemo } from '../framework';
import { saveBlob } from '../http/transfer';
import { Page } from '../ui/Page';
import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import { FileViewer } from './FileViewer';

/**
 * A file opened in the app: the page titled with the file's exact name, the viewer that fits its type, and
 * "Download" in the navigation bar as the secondary action (a white pill, like every text button on the blue bar) (also offered where the type cannot be viewed).
 * The bytes are fetched once for both. Used by the SRM and QMS fileReview pages and by the SAP and GS001P
 * attachment routes.
 */
export function FileReview({ name, type, load }: { name: string; type?: string; load: () => Promise<Blob> }) {
  const t = useT();
  const file = useMemo(() => {
    let pending: Promise<Blob> | undefined;
    const once = () =>
      (pending ??= load().catch((error: unknown) => {
        pending = undefined;
        throw error;
      }));
    return { name, type, load: once };
  }, [name, type]);
  const save = () =>
    void file.load().then(
      (blob) => saveBlob(blob, name),
      () => undefined,
    );
  const right = (
    <button
      type="button"
      className={ui.navPill}
      onClick={save}
      aria-label={t('viewer.downloadName', { name })}
      data-testid="file-download"
    >
      {t('viewer.download')}
    </button>
  );
  return (
    <Page title={name} titleKey="files.title" right={right} bare>
      <FileViewer file={file} onDownload={save} />
    </Page>
  );
}
