import { useId } from '../framework';
import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import { kindOf } from './kinds';
import { isWide, type FormSpec } from './types';
import type { Errors } from './validate';
import * as css from './forms.css';

export type Values = Record<string, string>;

/**
 * The edit form of a FormSpec: every field whose `input` is not false, grouped by section, with its label,
 * a required mark and its validation message in the user's language; each field's input is its kind's
 * (kinds.tsx). Values are strings, as typed.
 */
export function EditForm({
  spec,
  values,
  errors,
  onChange,
}: {
  spec: Pick<FormSpec, 'sections'>;
  values: Values;
  errors: Errors;
  onChange: (key: string, value: string) => void;
}) {
  const t = useT();
  const base = useId();
  return (
    <>
      {spec.sections.map((section) => {
        const fields = section.fields.filter((f) => f.input !== false);
        if (!fields.length) return null;
        return (
          <fieldset key={section.titleKey} className={css.fieldset}>
            <legend className={css.legend}>{t(section.titleKey)}</legend>
            <div className={css.fieldGrid}>
              {fields.map((f) => {
                const id = `${base}-${f.key}`;
                const error = errors[f.key];
                const { Input } = kindOf(f);
                return (
                  <div key={f.key} className={isWide(f) ? `${css.field} ${css.wide}` : css.field} data-field={f.key}>
                    <label className={ui.label} htmlFor={id}>
                      {t(f.labelKey)}
                      {f.required && (
                        <span className={css.required} aria-hidden="true">
                          *
                        </span>
                      )}
                    </label>
                    <Input
                      field={f}
                      id={id}
                      value={values[f.key] ?? ''}
                      invalid={!!error}
                      describedBy={error ? `${id}-error` : undefined}
                      onChange={(v) => onChange(f.key, v)}
                    />
                    {error && (
                      <p id={`${id}-error`} className={ui.fieldError}>
                        {t(error.key, error.params)}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
