import type { ReactNode } from '../framework';
import { Icon } from '../ui/icons';
import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import { formatSize } from './format';
import type { AttachmentItem } from './types';
import * as css from './forms.css';

/**
 * A list of attachments; tapping one opens it (`openLabel` names that action, e.g. "Open x" for the viewer; by
 * default "Download x"). `extra` renders per-row actions (download, delete).
 */
export function Attachments({
  files,
  onOpen,
  openLabel,
  extra,
  titleKey = 'forms.attachments',
  footer,
}: {
  files: readonly AttachmentItem[];
  onOpen: (file: AttachmentItem) => void;
  openLabel?: (name: string) => string;
  extra?: (file: AttachmentItem) => ReactNode;
  titleKey?: string;
  footer?: ReactNode;
}) {
  const t = useT();
  return (
    <section className={css.section} aria-label={t(titleKey)}>
      <h2 className={css.sectionTitle}>
        {t(titleKey)} ({files.length})
      </h2>
      {files.length === 0 && <p className={`${ui.muted} ${css.field}`}>{t('forms.noAttachments')}</p>}
      <ul className={css.files}>
        {files.map((f) => (
          <li key={f.id} className={css.fileRow}>
            <button
              type="button"
              className={css.fileButton}
              onClick={() => onOpen(f)}
              aria-label={openLabel?.(f.name) ?? t('forms.download', { name: f.name })}
            >
              <Icon name="file" />
              <span className={ui.grow}>
                <span className={css.fileName}>{f.name}</span>
                <span className={ui.muted}>
                  {' '}
                  · {formatSize(f.size)}
                  {f.meta ? ` · ${f.meta}` : ''}
                </span>
              </span>
            </button>
            {extra?.(f)}
          </li>
        ))}
      </ul>
      {footer}
    </section>
  );
}
