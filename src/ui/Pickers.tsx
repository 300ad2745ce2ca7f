import { useMemo } from '../framework';
import { clampDate, clampTime, dateRange, TIME_MAX, TIME_MIN } from './pickerRange';
import * as ui from './ui.css';

interface PickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
}

/** The platform's own date picker (best on phones), limited to plus or minus 150 years. */
export function DatePicker({ id, value, onChange, invalid, required, describedBy }: PickerProps) {
  const range = useMemo(() => dateRange(), []);
  return (
    <input
      id={id}
      type="date"
      className={ui.input}
      min={range.min}
      max={range.max}
      value={value}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(clampDate((e.target as HTMLInputElement).value, range))}
    />
  );
}

/** Time of day from 00:00 to 23:59. */
export function TimePicker({ id, value, onChange, invalid, required, describedBy }: PickerProps) {
  return (
    <input
      id={id}
      type="time"
      className={ui.input}
      min={TIME_MIN}
      max={TIME_MAX}
      value={value}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(clampTime((e.target as HTMLInputElement).value))}
    />
  );
}
