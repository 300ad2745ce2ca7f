import type { ReactNode } from '../framework';
import { FilterChips, SearchInput } from '../ui';
import { useReviewT } from './messages';
import * as css from './review.css';

/** Buttons of which one is pressed (a filter); each at least 44 px wide. */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<readonly [V, string]>;
  onChange: (value: V) => void;
}) {
  return (
    <FilterChips
      label={label}
      value={value}
      onChange={onChange}
      options={options.map(([v, text]) => ({ value: v, content: text }))}
      rowClassName={css.segmented}
      chipClassName={css.segment}
    />
  );
}

export type Scope = 'todo' | 'all';

/** To-do or all cases. */
export function ScopeSwitch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Scope;
  onChange: (scope: Scope) => void;
}) {
  const t = useReviewT();
  return (
    <Segmented
      label={label}
      value={value}
      onChange={onChange}
      options={(['todo', 'all'] as const).map((s) => [s, t(`review.scope.${s}`)] as const)}
    />
  );
}

/** The list toolbar: the area's filters, then the search box (the caller debounces what is typed). */
export function ListToolbar({
  children,
  keyword,
  onKeyword,
  placeholder,
}: {
  children?: ReactNode;
  keyword: string;
  onKeyword: (value: string) => void;
  placeholder: string;
}) {
  return (
    <div className={css.toolbar}>
      {children}
      <SearchInput className={css.search} value={keyword} onValue={onKeyword} label={placeholder} />
    </div>
  );
}
