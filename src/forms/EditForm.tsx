import { useId } from '../framework';
import { DatePicker, TimePicker } from '../ui/Pickers';
import { useT } from '../ui/hooks';
import * as ui from '../ui/ui.css';
import { isWide, type FieldSpec, type FormSpec } from './types';
import { TEXT_MAX, TEXTAREA_MAX, type Errors } from './validate';
import * as css from './forms.css';

export type Values = Record<string, string>;

function Input({ field, id, value, invalid, describedBy, onChange }: {
  field: FieldSpec;
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const common = {
    id,
    value,
    required: field.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  const text = (e: { target: EventTarget | null }) => onChange((e.target as HTMLInputElement).value);
  switch (field.kind ?? 'text') {
    case 'textarea':
      return <textarea {...common} className={ui.textarea} maxLength={field.maxLength ?? TEXTAREA_MAX} onChange={text} placeholder={field.placeholderKey && t(field.placeholderKey)} />;
    case 'date':
      return <DatePicker id={id} value={value} onChange={onChange} invalid={invalid} required={field.required} describedBy={describedBy} />;
    case 'time':
      return <TimePicker id={id} value={value} onChange={onChange} invalid={invalid} required={field.required} describedBy={describedBy} />;
    case 'select':
      return (
        <select {...common} className={`${ui.input} ${css.select}`} onChange={text}>
          <option value="">{t('forms.choose')}</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>{t(o.labelKey)}</option>
          ))}
        </select>
      );
    case 'number':
    case 'money':
      return <input {...common} className={ui.input} type="text" inputMode="decimal" onChange={text} />;
    default:
      return <input {...common} className={ui.input} type="text" maxLength={field.maxLength ?? TEXT_MAX} onChange={text} placeholder={field.placeholderKey && t(field.placeholderKey)} />;
  }
}

/**
 * The edit form of a FormSpec: every field whose `input` is not false, grouped by section, with its label,
 * a required mark and its validation message in the user's language. Values are strings, as typed.
 */
export function EditForm({ spec, values, errors, onChange }: {
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
                return (
                  <div key={f.key} className={isWide(f) ? `${css.field} ${css.wide}` : css.field} data-field={f.key}>
                    <label className={ui.label} htmlFor={id}>
                      {t(f.labelKey)}
                      {f.required && <span className={css.required} aria-hidden="true">*</span>}
                    </label>
                    <Input field={f} id={id} value={values[f.key] ?? ''} invalid={!!error} describedBy={error ? `${id}-error` : undefined} onChange={(v) => onChange(f.key, v)} />
                    {error && <p id={`${id}-error`} className={ui.fieldError}>{t(error.key, error.params)}</p>}
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
