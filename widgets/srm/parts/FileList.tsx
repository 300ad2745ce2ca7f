import type { CaseFile } from '../../../src/api/srm';
import { Link } from '../../../src/router';
import { Icon, ui, useT } from '../../../src/ui';
import { viewerRoute } from '../../../src/viewers';
import * as css from '../srm.css';

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A case's files; each opens in the area's viewer route (PDF, spreadsheet, image, or the unsupported message). */
export function FileList({ files, base }: { files: CaseFile[]; base: '/pages/SRM/fileReview' | '/pages/QMS/fileReview' }) {
  const t = useT();
  return (
    <ul className={css.files}>
      {files.map((f) => (
        <li key={f.name}>
          <Link href={viewerRoute(base, f.name)} className={css.fileLink} aria-label={t('srm.file.open', { name: f.name })}>
            <Icon name="file" size={20} />
            <span className={ui.wrapAny}>{f.name}</span>
            <span className={css.fileSize}>{size(f.size)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
