import type { FlowReceivedItem } from '../../../src/api/flow';
import { Link } from '../../../src/router';
import { ui, useT } from '../../../src/ui';
import * as css from '../inbox.css';

/**
 * One record copied to me: its area, number, title, who copied it and when, and whether I have read it. The whole
 * row is the link to the record's own page, which opens read-only for me and records that I read it.
 */
export function ReceivedRow({ row }: { row: FlowReceivedItem }) {
  const t = useT();
  const unread = !row.readAt;
  return (
    <Link href={row.route} className={css.row} data-received={`${row.area}:${row.id}`} data-unread={unread}>
      <span className={css.rowMain}>
        <span className={css.rowHead}>
          <span className={`${ui.badge} ${ui.tone.info}`}>{t(`inbox.area.${row.area}`)}</span>
          <span className={css.rowId}>{row.id}</span>
          {unread ? (
            <span className={`${ui.badge} ${ui.tone.warning}`} data-testid="received-state">
              {t('inbox.received.unread')}
            </span>
          ) : (
            <span className={`${ui.badge} ${ui.tone.neutral}`} data-testid="received-state">
              {t('inbox.received.read', { time: shortTime(row.readAt) })}
            </span>
          )}
        </span>
        <span className={`${css.rowTitle} ${ui.wrapAny} ${unread ? '' : css.readTitle}`}>{row.title || '-'}</span>
        <span className={css.rowMeta}>
          <span className={ui.wrapAny}>{t('inbox.received.from', { name: row.byName || '-' })}</span>
          <span>{t('inbox.received.at', { time: shortTime(row.at) })}</span>
        </span>
      </span>
    </Link>
  );
}

/** The server's "YYYY-MM-DD HH:mm:ss" to the minute: a list row has no room for the seconds. */
const shortTime = (at: string): string => at.slice(0, 16);
