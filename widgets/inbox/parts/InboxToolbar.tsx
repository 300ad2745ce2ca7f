import { INBOX_AREAS, type InboxCounts, type InboxSort } from '../../../src/api/inbox';
import { FilterChips, SearchInput, ui, useT } from '../../../src/ui';
import type { Filter } from './place';
import * as css from '../inbox.css';

interface Props {
  keyword: string;
  onKeyword: (keyword: string) => void;
  filter: Filter;
  onFilter: (filter: Filter) => void;
  sort: InboxSort;
  onSort: (sort: InboxSort) => void;
  counts: InboxCounts | null;
  picking: boolean;
}

/** Above the list: the search, one chip per area with its count, and the order. */
export function InboxToolbar({ keyword, onKeyword, filter, onFilter, sort, onSort, counts, picking }: Props) {
  const t = useT();
  const content = (f: Filter) => {
    const n = counts ? (f === 'all' ? counts.all : counts[f]) : null;
    return (
      <>
        <span>{f === 'all' ? t('inbox.all') : t(`inbox.area.${f}`)}</span>
        {n !== null && (
          <span className={css.chipCount} data-testid="chip-count">
            {n}
          </span>
        )}
      </>
    );
  };
  return (
    <div className={css.toolbar}>
      <SearchInput
        value={keyword}
        onValue={onKeyword}
        label={t('inbox.searchLabel')}
        placeholder={t('inbox.searchPlaceholder')}
      />
      <FilterChips
        label={t('inbox.areasLabel')}
        value={filter}
        onChange={onFilter}
        options={(['all', ...INBOX_AREAS] as Filter[]).map((f) => ({ value: f, content: content(f) }))}
      />
      <label className={css.sortRow}>
        <span>{t('inbox.sortLabel')}</span>
        <select
          className={css.select}
          value={sort}
          onChange={(e) => onSort((e.target as HTMLSelectElement).value as InboxSort)}
        >
          <option value="waiting">{t('inbox.sort.waiting')}</option>
          <option value="urgency">{t('inbox.sort.urgency')}</option>
          <option value="due">{t('inbox.due.sort')}</option>
        </select>
        {counts && counts.onBehalf > 0 && (
          <span className={ui.muted}>{t('inbox.onBehalfCount', { count: counts.onBehalf })}</span>
        )}
      </label>
      {picking && <p className={ui.muted}>{t('inbox.onlyBatch')}</p>}
    </div>
  );
}
