import { clampDate, dateRange } from '../ui/pickerRange';
import type { FieldSpec, FormSpec } from './types';

/** Field key -> i18n key of the message (forms.*), with its parameters. */
export type Errors = Record<string, { key: string; params?: Record<string, unknown> }>;

export const TEXT_MAX = 200;
export const TEXTAREA_MAX = 2000;

/** The fields a user fills in: every field of every section whose `input` is not false. */
export function inputFields(spec: Pick<FormSpec, 'sections'>): FieldSpec[] {
  return spec.sections.flatMap((s) => s.fields.filter((f) => f.input !== false));
}

/** One field's message, or undefined when the value is acceptable. */
export function validateField(field: FieldSpec, raw: string | undefined): Errors[string] | undefined {
  const value = (raw ?? '').trim();
  if (!value) return field.required ? { key: 'forms.required' } : undefined;
  const kind = field.kind ?? 'text';
  const max = field.maxLength ?? (kind === 'textarea' ? TEXTAREA_MAX : TEXT_MAX);
  if (value.length > max) return { key: 'forms.tooLong', params: { max } };
  if (kind === 'number' || kind === 'money') {
    const n = Number(value);
    if (!/^-?\d+(\.\d+)?$/.test(value) || !Number.isFinite(n)) return { key: 'forms.notNumber' };
    if (field.min !== undefined && n < field.min) return { key: 'forms.min', params: { min: field.min } };
    if (field.max !== undefined && n > field.max) return { key: 'forms.max', params: { max: field.max } };
  }
  if (kind === 'date' && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || clampDate(value, dateRange()) !== value)) return { key: 'forms.badDate' };
  if (kind === 'time' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) return { key: 'forms.badTime' };
  if (kind === 'select' && field.options && !field.options.some((o) => o.value === value)) return { key: 'forms.badOption' };
  return undefined;
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
