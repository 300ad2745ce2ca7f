import type { CaseFile } from '../api/srm';
import { download, saveBlob } from '../http';
import { Link } from '../router';
import { Icon, ui, useT } from '../ui';
import { DownloadButton, viewerRoute } from '../viewers';
import * as css from './review.css';

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A case's files. Tapping one opens it in the area's viewer route (PDF, spreadsheet, image, or the unsupported
 * message); the arrow beside it downloads it with its exact name. A link is named by what it shows (name and
 * size), so a voice user can say what they see.
 */
export function FileList({ files, base }: { files: CaseFile[]; base: Parameters<typeof viewerRoute>[0] }) {
  const t = useT();
  const service = base.startsWith('/pages/QMS/') ? 'qms' : 'srm';
  const save = (name: string) =>
    void download(service, `/files/${encodeURIComponent(name)}`).then(
      (blob) => saveBlob(blob, name),
      () => undefined,
    );
  return (
    <ul className={css.files}>
      {files.map((f) => (
        <li key={f.name} className={css.fileRow}>
          <Link href={viewerRoute(base, f.name)} className={css.fileLink}>
            <Icon name="file" size={20} />
            <span className={ui.wrapAny}>{f.name}</span>
            <span className={css.fileSize}>{size(f.size)}</span>
          </Link>
          <DownloadButton label={t('review.file.download', { name: f.name })} onClick={() => save(f.name)} />
        </li>
      ))}
    </ul>
  );
}
