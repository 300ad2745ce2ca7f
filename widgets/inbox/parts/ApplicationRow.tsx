import { isFinished, type Application } from '../../../src/api/inbox';
import { useStore } from '../../../src/framework';
import { $locale } from '../../../src/i18n';
import { Link } from '../../../src/router';
import { ui, useT } from '../../../src/ui';
import { momentText, waitedText } from '../util';
import * as css from '../inbox.css';

const TONE: Record<Application['status'], keyof typeof ui.tone> = {
  waiting: 'info',
  returned: 'warning',
  approved: 'success',
  closed: 'neutral',
  draft: 'neutral',
};

interface Props {
  row: Application;
  /** When a reminder was sent in this visit, newer than the list's answer. */
  reminded: number | undefined;
  /** Its reminder is on the way. */
  busy: boolean;
  now: number;
  onRemind: (row: Application) => Promise<void>;
}

/** One of my applications: its status, who signs now and since when, when it finished, and Remind. */
export function ApplicationRow({ row, reminded, busy, now, onRemind }: Props) {
  const t = useT();
  const locale = useStore($locale);
  const remindedAt = reminded ?? row.remindedAtMs;
  // Only a waiting application has a current signer and a waiting time, whatever else a server sends.
  const waiting = row.status === 'waiting' && !!row.signerNo;
  const finished = isFinished(row.status);
  return (
    <div className={css.row} data-app={row.key}>
      <span className={css.rowMain}>
        <span className={css.rowHead}>
          <span className={`${ui.badge} ${ui.tone.info}`}>{t(`inbox.area.${row.area}`)}</span>
          <Link href={row.route} className={css.rowIdLink}>
            {row.id}
          </Link>
          <span className={`${ui.badge} ${ui.tone[TONE[row.status] ?? 'neutral']}`} data-status={row.status}>
            {t(`inbox.applications.status.${row.status}`)}
          </span>
        </span>
        <span className={`${css.rowTitle} ${ui.wrapAny}`}>{row.title || '-'}</span>
        {waiting && (
          <span className={css.rowMeta}>
            <span className={ui.wrapAny}>{t('inbox.applications.signer', { name: row.signerName })}</span>
            {row.waitingSinceMs > 0 && (
              <span className={css.waited}>{t('inbox.waiting', { time: waitedText(t, row.waitingSinceMs, now) })}</span>
            )}
          </span>
        )}
        {finished && row.finishedAtMs > 0 && (
          <span className={css.rowMeta} data-testid="finished-at">
            {t(`inbox.applications.finishedAt.${row.status}`, { time: momentText(row.finishedAtMs, locale) })}
          </span>
        )}
        {waiting && remindedAt > 0 && (
          <span className={ui.muted}>
            {t('inbox.applications.remindedAt', { time: momentText(remindedAt, locale) })}
          </span>
        )}
      </span>
      {waiting && (
        <button
          type="button"
          className={`${ui.button.secondary} ${css.remind}`}
          onClick={() => void onRemind(row)}
          disabled={busy}
          aria-label={t('inbox.applications.remindLabel', { name: row.signerName, id: row.id })}
        >
          {t('inbox.applications.remind')}
        </button>
      )}
    </div>
  );
}
