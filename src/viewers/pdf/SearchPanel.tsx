import { useState } from '../../framework';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/hooks';
import { SearchInput } from '../../ui/SearchInput';
import * as css from './pdf.css';
import type { Hit } from './textIndex';
import type { SearchState } from './useSearch';

/** Hits listed at most; the count says how many there are. */
const LISTED = 200;

/**
 * The search box over the pages: a word or phrase, found across the whole document; the hits listed with their
 * page, each one a button that goes to it; previous and next. The search runs when the user submits, so text
 * typed with an input method (CJK) is searched as composed, never half-typed.
 */
export function SearchPanel({
  total,
  state,
  hits,
  current,
  onSearch,
  onGo,
  onClose,
}: {
  total: number;
  state: SearchState;
  hits: Hit[];
  current: number;
  onSearch: (query: string) => void;
  onGo: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [query, setQuery] = useState('');
  if (state.step === 'noText')
    return (
      <div className={css.search} data-testid="pdf-search">
        <p className={css.searchStatus} role="status" data-testid="pdf-search-status">
          {t('viewer.search.noText')}
        </p>
        <button type="button" className={css.searchButton} onClick={onClose}>
          {t('viewer.search.close')}
        </button>
      </div>
    );
  const status =
    state.step === 'running'
      ? t('viewer.search.running', { page: state.read, total })
      : state.step === 'done'
        ? hits.length
          ? t('viewer.search.found', { count: hits.length })
          : t('viewer.search.none')
        : '';
  return (
    <div className={css.search} data-testid="pdf-search">
      {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark itself; a search element would still need this form inside. */}
      <form
        className={css.searchForm}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim()) onSearch(query);
        }}
      >
        <SearchInput
          className={css.searchInput}
          value={query}
          label={t('viewer.search.label')}
          onValue={setQuery}
          onEscape={onClose}
          autoFocus
        />
        <button type="submit" className={css.searchButton}>
          {t('viewer.search.find')}
        </button>
        <button type="button" className={css.searchIcon} onClick={onClose} aria-label={t('viewer.search.close')}>
          <Icon name="close" size={20} />
        </button>
      </form>
      <div className={css.searchBar}>
        <p className={css.searchStatus} role="status" data-testid="pdf-search-status">
          {status}
        </p>
        {hits.length > 1 && (
          <>
            <button
              type="button"
              className={css.searchButton}
              onClick={() => onGo((current - 1 + hits.length) % hits.length)}
            >
              {t('viewer.search.previous')}
            </button>
            <button type="button" className={css.searchButton} onClick={() => onGo((current + 1) % hits.length)}>
              {t('viewer.search.next')}
            </button>
          </>
        )}
      </div>
      {hits.length > 0 && (
        <ol className={css.hits} aria-label={t('viewer.search.hits')}>
          {hits.slice(0, LISTED).map((hit, i) => (
            <li key={`${hit.page}:${hit.begin.item}:${hit.begin.offset}`}>
              <button
                type="button"
                className={css.hit}
                aria-current={i === current || undefined}
                onClick={() => onGo(i)}
                data-hit-page={hit.page}
              >
                <span className={css.hitPage}>{t('viewer.pageLabel', { page: hit.page })}</span> {hit.excerpt}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
