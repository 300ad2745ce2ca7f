import type { InboxItem } from '../../../src/api/inbox';
import { useStore } from '../../../src/framework';
import { $locale } from '../../../src/i18n';
import { formatMoney, ui, useT } from '../../../src/ui';
import { momentText, waitedText } from '../util';
import * as css from '../inbox.css';

interface Props {
  item: InboxItem;
  /** Open in the pane beside the list. */
  current: boolean;
  /** Items are being picked for a batch: the row picks (or is off, when the item allows no batch). */
  picking: boolean;
  picked: boolean;
  now: number;
  onOpen: (item: InboxItem) => void;
  onToggle: (key: string) => void;
}

/** One waiting item: its area, number, urgency, overdue mark, title, party, amount, how long it has waited, when due. */
export function InboxRow({ item, current, picking, picked, now, onOpen, onToggle }: Props) {
  const t = useT();
  const locale = useStore($locale);
  const rowButton = (
    <button
      type="button"
      className={css.row}
      aria-current={current ? 'true' : undefined}
      onClick={() => (picking && item.batch ? onToggle(item.key) : onOpen(item))}
      data-item={item.key}
      disabled={picking && !item.batch}
    >
      <span className={css.rowMain}>
        <span className={css.rowHead}>
          <span className={`${ui.badge} ${ui.tone.info}`}>{t(`inbox.area.${item.area}`)}</span>
          <span className={css.rowId}>{item.id}</span>
          {item.urgency > 0 && (
            <span className={`${ui.badge} ${item.urgency === 2 ? ui.tone.danger : ui.tone.warning}`}>
              {t(`inbox.urgency.${item.urgency}`)}
            </span>
          )}
          {item.overdue && (
            <span className={`${ui.badge} ${ui.tone.danger}`} data-testid="overdue">
              {t('inbox.due.overdue')}
            </span>
          )}
          {item.onBehalfOf && (
            <span className={`${ui.badge} ${ui.tone.neutral}`} data-testid="on-behalf">
              {t('inbox.onBehalf', { name: item.onBehalfOf.userName })}
            </span>
          )}
        </span>
        <span className={`${css.rowTitle} ${ui.wrapAny}`}>{item.title || '-'}</span>
        <span className={css.rowMeta}>
          <span className={ui.wrapAny}>
            {t(item.partyKind === 'supplier' ? 'inbox.supplier' : 'inbox.applicant', { name: item.party || '-' })}
          </span>
          {item.amount !== null && (
            <span className={css.amount}>{formatMoney(item.amount, item.currency, locale)}</span>
          )}
        </span>
        <span className={css.rowMeta}>
          <span className={css.waited} data-testid="waited">
            {t('inbox.waiting', { time: waitedText(t, item.waitingSinceMs, now) })}
          </span>
          {item.dueAtMs > 0 && (
            <span className={item.overdue ? css.waited : css.due} data-testid="due">
              {t('inbox.due.at', { time: momentText(item.dueAtMs, locale) })}
            </span>
          )}
        </span>
      </span>
    </button>
  );
  if (!picking || !item.batch) return rowButton;
  return (
    <div className={css.rowWrap}>
      <label className={css.checkLabel}>
        <input
          type="checkbox"
          className={css.check}
          checked={picked}
          onChange={() => onToggle(item.key)}
          aria-label={t('inbox.selectItem', { id: item.id })}
        />
      </label>
      {rowButton}
    </div>
  );
}
