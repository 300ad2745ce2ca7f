import type { ReactNode } from '../framework';
import { SearchInput } from '../ui';
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
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons named as one group, not a fieldset of form fields.
    <div className={css.segmented} role="group" aria-label={label}>
      {options.map(([v, text]) => (
        <button
          key={v || 'all'}
          type="button"
          className={css.segment}
          aria-pressed={value === v}
          onClick={() => onChange(v)}
        >
          {text}
        </button>
      ))}
    </div>
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
