import { kindOf, type FieldError } from './kinds';
import type { FieldSpec, FormSpec } from './types';

/** Field key -> i18n key of the message (forms.*), with its parameters. */
export type Errors = Record<string, FieldError>;

export { TEXT_MAX, TEXTAREA_MAX } from './kinds';

/** The fields a user fills in: every field of every section whose `input` is not false. */
export function inputFields(spec: Pick<FormSpec, 'sections'>): FieldSpec[] {
  return spec.sections.flatMap((s) => s.fields.filter((f) => f.input !== false));
}

/** One field's message, or undefined when the value is acceptable: required and length first, then the kind's rule. */
export function validateField(field: FieldSpec, raw: string | undefined): Errors[string] | undefined {
  const value = (raw ?? '').trim();
  if (!value) return field.required ? { key: 'forms.required' } : undefined;
  const kind = kindOf(field);
  const max = field.maxLength ?? kind.maxLength;
  if (value.length > max) return { key: 'forms.tooLong', params: { max } };
  return kind.validate?.(value, field);
}

/** Every message of the form; empty when it can be submitted. */
export function validate(spec: Pick<FormSpec, 'sections'>, values: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const field of inputFields(spec)) {
    const error = validateField(field, values[field.key]);
    if (error) errors[field.key] = error;
  }
  return errors;
}
