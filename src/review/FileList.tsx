import type { CaseFile } from '../api/srm';
import { Link } from '../router';
import { Icon, ui } from '../ui';
import { viewerRoute } from '../viewers';
import * as css from './review.css';

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A case's files; each opens in the area's viewer route (PDF, spreadsheet, image, or the unsupported message). */
export function FileList({ files, base, label }: { files: CaseFile[]; base: Parameters<typeof viewerRoute>[0]; label?: (name: string) => string }) {
  return (
    <ul className={css.files}>
      {files.map((f) => (
        <li key={f.name}>
          <Link href={viewerRoute(base, f.name)} className={css.fileLink} aria-label={label?.(f.name)}>
            <Icon name="file" size={20} />
            <span className={ui.wrapAny}>{f.name}</span>
            <span className={css.fileSize}>{size(f.size)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
