import { gs001pApi, gs001pTransferApi, type GsFile } from '../../../src/api/gs001p';
import { useEffect, useRef, useState } from '../../../src/framework';
import { Attachments } from '../../../src/forms';
import { download, request, saveBlob, upload } from '../../../src/http';
import { navigateTo, type PageProps } from '../../../src/router';
import { confirm, ErrorView, FileButton, Icon, Loading, Page, showToast, useMounted, useT, ui } from '../../../src/ui';
import { DownloadButton, FileReview } from '../../../src/viewers';
import * as css from '../gs001p.css';

const path = (template: string, id: string, fileId = '') =>
  template.replace(':id', encodeURIComponent(id)).replace(':fileId', encodeURIComponent(fileId));

/** The route that opens one file of a case in the viewer: the case's detail page with `file` (the file's id). */
export const fileRoute = (caseId: string, fileId: string) =>
  `/pages/GS001P/detail?id=${encodeURIComponent(caseId)}&file=${encodeURIComponent(fileId)}`;

const fetchFile = (caseId: string, fileId: string) =>
  download('main', path(gs001pTransferApi.download.path, caseId, fileId));

/**
 * `/pages/GS001P/detail?id=&file=`: one file of a case in the viewer, with download in the navigation bar. The
 * id from the address is looked up among the case's stored files.
 */
export function FileView({ query }: PageProps) {
  const caseId = query.id ?? '';
  const fileId = query.file ?? '';
  const mounted = useMounted();
  const [file, setFile] = useState<GsFile | null | undefined>(undefined);
  useEffect(() => {
    setFile(undefined);
    void request(gs001pApi.files, { id: caseId }).then(
      (all) => mounted.current && setFile(all.find((f) => f.id === fileId) ?? null),
      () => mounted.current && setFile(null),
    );
  }, [caseId, fileId]);
  if (file) return <FileReview key={file.id} name={file.name} load={() => fetchFile(caseId, file.id)} />;
  return <Page titleKey="files.title">{file === undefined ? <Loading /> : <ErrorView messageKey="common.404" />}</Page>;
}

/**
 * The drawing and further attachments of a case. Tapping a file opens it in the viewer; the arrow downloads it.
 * Editable while business can still save: upload (with progress) and delete.
 */
export function Files({
  caseId,
  files,
  editable,
  onChange,
}: {
  caseId: string | null;
  files: GsFile[];
  editable: boolean;
  onChange: (files: GsFile[]) => void;
}) {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const inputs = { drawing: useRef<HTMLInputElement>(null), other: useRef<HTMLInputElement>(null) };

  const send = async (kind: 'drawing' | 'other', file: File | undefined) => {
    if (!file || !caseId) return;
    setProgress(0);
    try {
      const added = await upload<GsFile>(
        'main',
        path(gs001pTransferApi.upload.path, caseId),
        file,
        file.name,
        { kind },
        { onProgress: setProgress },
      );
      onChange([...files, added]);
      showToast('gs001p.uploaded');
    } catch {
      // The error was shown; the list stays as it was.
    } finally {
      setProgress(null);
      if (inputs[kind].current) inputs[kind].current.value = '';
    }
  };

  const remove = async (file: GsFile) => {
    if (!caseId || !(await confirm('confirm.delete'))) return;
    const ok = await request(gs001pApi.deleteFile, { id: caseId, fileId: file.id }).then(
      () => true,
      () => false,
    );
    if (ok) onChange(files.filter((f) => f.id !== file.id));
  };

  const save = async (file: { id: string; name: string }) => {
    if (!caseId) return;
    const blob = await fetchFile(caseId, file.id).catch(() => null);
    if (blob) saveBlob(blob, file.name);
  };

  const items = files.map((f) => ({
    id: f.id,
    name: f.name,
    size: f.size,
    meta: `${t(f.kind === 'drawing' ? 'gs001p.drawing' : 'gs001p.attachment')} · ${f.uploadedByName} · ${f.uploadedAt}`,
  }));
  return (
    <Attachments
      files={items}
      titleKey="gs001p.section.files"
      onOpen={(f) => caseId && navigateTo(fileRoute(caseId, f.id))}
      opens
      extra={(f) => (
        <>
          <DownloadButton label={t('gs001p.downloadFile', { name: f.name })} onClick={() => void save(f)} />
          {editable && files.find((x) => x.id === f.id)?.canDelete ? (
            <button
              type="button"
              className={css.iconButton}
              aria-label={t('gs001p.deleteFile', { name: f.name })}
              onClick={() => void remove(files.find((x) => x.id === f.id)!)}
            >
              <Icon name="close" />
            </button>
          ) : null}
        </>
      )}
      footer={
        editable ? (
          <div className={css.fileTools}>
            {!caseId && <p className={ui.muted}>{t('gs001p.saveFirst')}</p>}
            {(['drawing', 'other'] as const).map((kind) => (
              <FileButton
                key={kind}
                label={t(kind === 'drawing' ? 'gs001p.addDrawing' : 'gs001p.addAttachment')}
                inputRef={inputs[kind]}
                disabled={!caseId || progress !== null}
                accept={kind === 'drawing' ? '.pdf,.dwg,.dxf,.step,.stp,.png,.jpg,.jpeg' : undefined}
                onFile={(file) => void send(kind, file ?? undefined)}
                testId={`upload-${kind}`}
              />
            ))}
            {progress !== null && (
              <span role="status" className={ui.muted}>
                {t('gs001p.uploading', { percent: Math.round(progress * 100) })}
              </span>
            )}
          </div>
        ) : undefined
      }
    />
  );
}
