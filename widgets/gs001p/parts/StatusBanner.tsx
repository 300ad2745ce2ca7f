import type { GsDetail, GsSummary } from '../../../src/api/gs001p';
import { useT, ui } from '../../../src/ui';
import { STATUS_TONE } from '../spec';
import * as css from '../gs001p.css';

export function StatusBadge({ row }: { row: Pick<GsSummary, 'status' | 'step' | 'autoClosed'> }) {
  const t = useT();
  return (
    <span className={css.badges}>
      <span className={`${ui.badge} ${ui.tone[STATUS_TONE[row.status]]}`} data-status={row.status}>
        {t(`gs001p.status.${row.status}`)}
        {row.status === 'signing' && row.step ? ` · ${t(`gs001p.role.${row.step}`)}` : ''}
      </span>
      {row.autoClosed && <span className={`${ui.badge} ${ui.tone.warning}`}>{t('gs001p.autoClosedBadge')}</span>}
    </span>
  );
}

/**
 * What the case is waiting for, and the 3-month rule in plain words: when it will close if nothing changes, or
 * when and why it was closed automatically.
 */
export function StatusBanner({ detail }: { detail: GsDetail }) {
  const t = useT();
  const roleOf = detail.status === 'signing' ? (detail.step ?? 'engineer') : 'business';
  const closure = detail.closure;
  const tone = closure?.auto ? ui.tone.warning : detail.status === 'closed' ? ui.tone.neutral : ui.tone.info;
  return (
    <div className={`${css.banner} ${tone}`} role="status" data-testid="gs-status">
      <div className={css.bannerHead}>
        <span className={css.rowId}>{detail.id}</span>
        <StatusBadge row={detail} />
      </div>
      {detail.assignee && (
        <span>{t('gs001p.waitingFor', { name: detail.assigneeName, role: t(`gs001p.role.${roleOf}`) })}</span>
      )}
      {detail.autoCloseAt && (
        <span data-testid="gs-auto-close">
          {t('gs001p.autoClose.pending', { at: detail.autoCloseAt, since: detail.statusChangedAt })}
        </span>
      )}
      {closure?.auto && (
        <span data-testid="gs-auto-closed">
          {t('gs001p.autoClose.closed', { at: closure.at, since: closure.unchangedSince })}
        </span>
      )}
      {closure && !closure.auto && (
        <span className={ui.wrapAny} data-testid="gs-closed">
          {t('gs001p.autoClose.manual', {
            at: closure.at,
            reason:
              closure.reason === 'other' && closure.text
                ? t('join.labelValue', { label: t('gs001p.reason.other'), value: closure.text })
                : t(`gs001p.reason.${closure.reason}`),
          })}
        </span>
      )}
    </div>
  );
}
