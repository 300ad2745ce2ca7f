import { sapApi, sapFilePaths, type SapFile } from '../../../src/api/sap';
import { useEffect, useState } from '../../../src/framework';
import { Attachments, formatSize } from '../../../src/forms';
import { download, request, saveBlob, upload } from '../../../src/http';
import { Link, navigateBack, navigateTo, type PageProps } from '../../../src/router';
import {
  confirm,
  ErrorView,
  FileButton,
  Icon,
  Loading,
  Page,
  showToast,
  ui,
  useMounted,
  useSingleFlight,
  useT,
} from '../../../src/ui';
import { DownloadButton, FileReview } from '../../../src/viewers';
import { safeId } from '../util';
import * as css from '../sap.css';

/** Demo server limit; checked here first so a phone does not send 20 MB for nothing. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The route that opens one attachment of a form in the viewer: the form's file list with `file` (the file's id). */
export const fileRoute = (formId: string, fileId: string) =>
  `/pages/SAP/file/fileList?id=${encodeURIComponent(formId)}&file=${encodeURIComponent(fileId)}`;

const save = (file: { id: string; name: string }) =>
  void download('bpm', sapFilePaths.download(file.id)).then(
    (b) => saveBlob(b, file.name),
    () => undefined,
  );

/**
 * fileList: a form's attachments. Tapping one opens it in the viewer (`?file=`); the arrow downloads it; delete
 * (with the "cannot be restored" confirmation); add.
 */
export function FileList(props: PageProps) {
  return props.query.file ? <FileView {...props} /> : <Files {...props} />;
}

/** One attachment in the viewer. The id from the address is looked up among the form's stored files. */
function FileView({ query }: PageProps) {
  const id = safeId(query.id);
  const fileId = query.file ?? '';
  const mounted = useMounted();
  const [file, setFile] = useState<SapFile | null | undefined>(undefined);
  const load = () =>
    request(sapApi.files, { id }).then(
      (f) => mounted.current && setFile(f.find((x) => x.id === fileId) ?? null),
      () => mounted.current && setFile(null),
    );
  useEffect(() => void (id ? load() : setFile(null)), [id, fileId]);
  if (file)
    return (
      <FileReview
        key={file.id}
        name={file.name}
        type={file.mime}
        load={() => download('bpm', sapFilePaths.download(file.id))}
      />
    );
  return <Page titleKey="files.title">{file === undefined ? <Loading /> : <ErrorView messageKey="common.404" />}</Page>;
}

function Files({ query }: PageProps) {
  const t = useT();
  const id = safeId(query.id);
  const mounted = useMounted();
  const [files, setFiles] = useState<SapFile[] | null | undefined>(undefined);
  const load = () =>
    request(sapApi.files, { id }).then(
      (f) => mounted.current && setFiles(f),
      () => mounted.current && setFiles(null),
    );
  useEffect(() => void (id ? load() : setFiles(null)), [id]);
  const remove = async (file: SapFile) => {
    if (!(await confirm('confirm.delete', { danger: true, confirmKey: 'common.delete' }))) return;
    const ok = await request(sapApi.deleteFile, { fileId: file.id }).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    showToast('sap.file.deleted');
    await load();
  };
  return (
    <Page titleKey="sap.file.title">
      {files === undefined && <Loading />}
      {files === null && <ErrorView onRetry={id ? () => void load() : undefined} />}
      {files && (
        <Attachments
          files={files.map((f) => ({
            id: f.id,
            name: f.name,
            size: f.size,
            meta: t('sap.file.by', { name: f.uploadedByName, time: f.uploadedAt }),
          }))}
          onOpen={(f) => navigateTo(fileRoute(id, f.id))}
          opens
          extra={(f) => {
            const file = files.find((x) => x.id === f.id)!;
            return (
              <>
                <DownloadButton label={t('sap.file.download', { name: f.name })} onClick={() => save(f)} />
                {file.canDelete && (
                  <button
                    type="button"
                    className={css.iconButton}
                    aria-label={t('sap.file.delete', { name: f.name })}
                    onClick={() => void remove(file)}
                  >
                    <Icon name="close" />
                  </button>
                )}
              </>
            );
          }}
        />
      )}
      {id && (
        <div className={css.footerBar}>
          <Link
            href={`/pages/SAP/file/fileAdd?id=${encodeURIComponent(id)}`}
            className={`${ui.button.primary} ${css.grow}`}
          >
            {t('sap.file.add')}
          </Link>
        </div>
      )}
    </Page>
  );
}

/** fileAdd: choose a file, confirm, upload it as multipart with a progress bar, then back to the list. */
export function FileAdd({ query }: PageProps) {
  const t = useT();
  const id = safeId(query.id);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [send, busy] = useSingleFlight(async () => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      showToast('sap.file.tooBig');
      return;
    }
    // SPEC 5: the user confirms before data is submitted (the file joins a form its signers see).
    if (!(await confirm('confirm.submit'))) return;
    setProgress(0);
    const ok = await upload(
      'bpm',
      sapFilePaths.upload(id),
      file,
      file.name,
      {},
      { onProgress: (p) => setProgress(p) },
    ).then(
      () => true,
      () => false,
    );
    if (!ok) {
      setProgress(null);
      return;
    }
    showToast('sap.file.uploaded');
    navigateBack();
  });
  if (!id)
    return (
      <Page titleKey="sap.file.add">
        <ErrorView messageKey="common.404" />
      </Page>
    );
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Page titleKey="sap.file.add">
      <div className={`${ui.card} ${ui.stack} ${css.block}`}>
        <FileButton label={t('sap.file.choose')} disabled={busy} onFile={setFile} />
        <p className={`${ui.muted} ${ui.wrapAny}`}>
          {file ? t('sap.file.chosen', { name: file.name, size: formatSize(file.size) }) : t('sap.file.none')}
        </p>
      </div>
      {progress !== null && (
        <div className={css.block}>
          <progress className={css.progress} max={100} value={percent} aria-label={t('sap.file.progress')} />
          <p className={ui.muted} role="status" data-testid="upload-progress">
            {percent >= 100 ? t('sap.file.uploaded') : t('sap.file.uploading', { percent })}
          </p>
        </div>
      )}
      <div className={css.footerBar}>
        <button
          type="button"
          className={`${ui.button.primary} ${css.grow}`}
          disabled={!file || busy}
          onClick={() => void send()}
        >
          {t('sap.file.upload')}
        </button>
      </div>
    </Page>
  );
}
