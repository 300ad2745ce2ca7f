import { useId } from '../framework';
import { useT } from '../ui/hooks';
import { Field } from '../ui/Field';
import { isWide, kindOf } from './kinds';
import type { FormSpec } from './types';
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
                const error = errors[f.key];
                const { Input } = kindOf(f);
                const label = (
                  <>
                    {t(f.labelKey)}
                    {f.required && (
                      <span className={css.required} aria-hidden="true">
                        *
                      </span>
                    )}
                  </>
                );
                return (
                  <Field
                    key={f.key}
                    id={`${base}-${f.key}`}
                    label={label}
                    error={error && t(error.key, error.params)}
                    className={isWide(f) ? `${css.field} ${css.wide}` : css.field}
                    fieldKey={f.key}
                  >
                    {(control) => (
                      <Input
                        field={f}
                        id={control.id}
                        value={values[f.key] ?? ''}
                        invalid={!!control['aria-invalid']}
                        describedBy={control['aria-describedby']}
                        onChange={(v) => onChange(f.key, v)}
                      />
                    )}
                  </Field>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
