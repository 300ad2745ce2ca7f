import type { ReactNode } from '../framework';
import * as ui from './controls.css';

/** What a field's input carries so that a screen reader reads its label, hint and error with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The input's id; the label points at it, the hint and error are `<id>-hint` and `<id>-error`. */
  id: string;
  /** The label's text (already translated). */
  label: ReactNode;
  /** The error's text (already translated); the input is marked invalid while there is one. */
  error?: ReactNode;
  /** Help under the input, read with it. */
  hint?: ReactNode;
  /** The error is announced when it appears (errors that follow a tap rather than typing). */
  alert?: boolean;
  /** Replaces the error's look (e.g. a notice box). */
  errorClassName?: string;
  /** The wrapper's class (its layout in a grid or row). */
  className?: string;
  /** Names the field on its wrapper (`data-field`), for forms that find a field by its key. */
  fieldKey?: string;
  /** Renders the input with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled input with its hint and error: label for/id, aria-describedby naming the hint and the error,
 * aria-invalid while there is an error. The one way the kit's users write a field.
 */
export function Field({ id, label, error, hint, alert, errorClassName, className, fieldKey, children }: FieldProps) {
  const hasError = !!error;
  const described = [hint ? `${id}-hint` : '', hasError ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className} data-field={fieldKey}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': hasError || undefined, 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className={ui.fieldHint}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={`${id}-error`} className={errorClassName ?? ui.fieldError} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
