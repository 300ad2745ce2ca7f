import type { SignStatus } from '../../../src/api/sap';
import { FilterChips, SearchInput, ui, useT } from '../../../src/ui';
import { STATUS_KEYS } from '../summary';
import * as css from '../sap.css';

const STATUSES: Array<SignStatus | ''> = ['', 'underApproval', 'approvedPass', 'approvedReturn'];

interface Props {
  keyword: string;
  onKeyword: (keyword: string) => void;
  status: SignStatus | '';
  onStatus: (status: SignStatus | '') => void;
  /** The list approves several forms at once (PDS). */
  batch?: boolean;
  selecting: boolean;
  onToggleSelecting: () => void;
  canSelectAll: boolean;
  onSelectAll: () => void;
}

/** Above a form list: the search, Select (for a batch), one chip per status, and Select all while selecting. */
export function ListToolbar({
  keyword,
  onKeyword,
  status,
  onStatus,
  batch,
  selecting,
  onToggleSelecting,
  canSelectAll,
  onSelectAll,
}: Props) {
  const t = useT();
  return (
    <div className={css.toolbar}>
      <div className={css.searchRow}>
        <SearchInput value={keyword} onValue={onKeyword} label={t('sap.search')} />
        {batch && (
          <button type="button" className={ui.button.secondary} onClick={onToggleSelecting} aria-pressed={selecting}>
            {t(selecting ? 'sap.cancelSelect' : 'sap.select')}
          </button>
        )}
      </div>
      <FilterChips
        label={t('sap.status')}
        value={status}
        onChange={onStatus}
        options={STATUSES.map((s) => ({ value: s, content: t(s ? STATUS_KEYS[s] : 'common.all') }))}
      />
      {selecting && canSelectAll && (
        <button type="button" className={ui.button.ghost} onClick={onSelectAll}>
          {t('sap.selectAll')}
        </button>
      )}
    </div>
  );
}
