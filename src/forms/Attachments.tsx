import type { ReactNode } from '../framework';
import { Icon } from '../ui/icons';
import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import { formatSize } from './format';
import type { AttachmentItem } from './types';
import * as css from './forms.css';

/**
 * A list of attachments; tapping one opens it in a viewer (`opens`) or, by default, downloads it. Each row is
 * named by what it shows, then the action ("x.pdf · 13 KB · Open"), so a voice user can say what they see.
 * `extra` renders per-row actions (download, delete).
 */
export function Attachments({
  files,
  onOpen,
  opens = false,
  extra,
  titleKey = 'forms.attachments',
  footer,
}: {
  files: readonly AttachmentItem[];
  onOpen: (file: AttachmentItem) => void;
  opens?: boolean;
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
        {files.map((f) => {
          const shown = `${f.name} · ${formatSize(f.size)}${f.meta ? ` · ${f.meta}` : ''}`;
          return (
            <li key={f.id} className={css.fileRow}>
              <button
                type="button"
                className={css.fileButton}
                onClick={() => onOpen(f)}
                aria-label={t(opens ? 'forms.open' : 'forms.download', { file: shown })}
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
          );
        })}
      </ul>
      {footer}
    </section>
  );
}
