import type { ReactNode } from '../framework';
import { chip, chipRow } from './chip.css';

export interface FilterChip<V extends string> {
  value: V;
  content: ReactNode;
}

/** A list filter: one chip per choice, named as one group; the chosen one is pressed. */
export function FilterChips<V extends string>({
  label,
  value,
  options,
  onChange,
  rowClassName = chipRow,
  chipClassName = chip,
}: {
  label: string;
  value: V;
  options: readonly FilterChip<V>[];
  onChange: (value: V) => void;
  /** Another look for the same control, e.g. a segmented switch. */
  rowClassName?: string;
  chipClassName?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons named as one group, not a fieldset of form fields.
    <div className={rowClassName} role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value || 'all'}
          type="button"
          className={chipClassName}
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          data-filter={o.value || 'all'}
        >
          {o.content}
        </button>
      ))}
    </div>
  );
}
