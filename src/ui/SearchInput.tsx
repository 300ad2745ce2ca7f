import { useEffect, useRef } from '../framework';
import * as ui from './ui.css';

/** SPEC 9: record length 60. Every search box takes at most 60 characters, the same everywhere. */
export const RECORD_LENGTH = 60;

/**
 * A search box: the one input rule for what a user may type to find records. The label is the accessible name
 * (and the placeholder unless one is given); the caller debounces what is typed.
 */
export function SearchInput({
  value,
  onValue,
  label,
  placeholder,
  className,
  autoFocus,
  onEscape,
}: {
  value: string;
  onValue: (value: string) => void;
  label: string;
  /** A hint of what can be searched, when it differs from the label. */
  placeholder?: string;
  className?: string;
  /** Focus on mount: for a box the user just opened (a search panel), never for one on a page they arrived at. */
  autoFocus?: boolean;
  /** Escape closes what the box belongs to. */
  onEscape?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <input
      ref={input}
      type="search"
      className={className ? `${ui.input} ${className}` : ui.input}
      value={value}
      placeholder={placeholder ?? label}
      aria-label={label}
      maxLength={RECORD_LENGTH}
      onInput={(e) => onValue((e.target as HTMLInputElement).value)}
      onKeyDown={onEscape && ((e) => e.key === 'Escape' && onEscape())}
    />
  );
}
