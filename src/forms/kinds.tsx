import type { ComponentType } from '../framework';
import type { Locale } from '../i18n/locale';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../ui/format';
import { useT } from '../ui/hooks';
import { DatePicker, TimePicker } from '../ui/Pickers';
import { clampDate, dateRange } from '../ui/pickerRange';
import * as ui from '../ui/ui.css';
import type { ColumnSpec, FieldKind, FieldSpec, Row } from './types';
import * as css from './forms.css';

/** A field's message: an i18n key (forms.*) with its parameters. */
export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

export interface KindInputProps {
  field: FieldSpec;
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

export interface FormatContext {
  spec: ColumnSpec;
  row: Row;
  t: (key: string, params?: Record<string, unknown>) => string;
  locale: Locale;
  /** The currency of money without a currency of its own in the row. */
  currency: string;
}

/**
 * One kind of field, defined once: how it is entered, how a value reads, and which values it refuses. The
 * detail view, the edit form and validation look the kind up here, never switch on it (the way a widget map
 * works in react-jsonschema-form): a new kind is one more entry.
 */
export interface FieldKindDef {
  /** The edit form's input. */
  Input: ComponentType<KindInputProps>;
  /** The text of a value that is not empty, as a user reads it (server text is returned as is). */
  format: (value: string | number, ctx: FormatContext) => string;
  /** A message for a typed value (trimmed, not empty, within its length) that this kind refuses. */
  validate?: (value: string, field: FieldSpec) => FieldError | undefined;
  /** Longest typed text when the field sets none. */
  maxLength: number;
  /** Takes a whole row of the field grid. */
  wide?: boolean;
}

export const TEXT_MAX = 200;
export const TEXTAREA_MAX = 2000;

const common = ({ id, value, field, invalid, describedBy }: KindInputProps) => ({
  id,
  value,
  required: field.required,
  'aria-invalid': invalid || undefined,
  'aria-describedby': describedBy,
});
const typed = (onChange: (value: string) => void) => (e: { target: EventTarget | null }) =>
  onChange((e.target as HTMLInputElement).value);
const asText = (value: string | number) => String(value);

function TextInput(props: KindInputProps) {
  const t = useT();
  const { field } = props;
  return (
    <input
      {...common(props)}
      className={ui.input}
      type="text"
      maxLength={field.maxLength ?? TEXT_MAX}
      onChange={typed(props.onChange)}
      placeholder={field.placeholderKey && t(field.placeholderKey)}
    />
  );
}

function TextareaInput(props: KindInputProps) {
  const t = useT();
  const { field } = props;
  return (
    <textarea
      {...common(props)}
      className={ui.textarea}
      maxLength={field.maxLength ?? TEXTAREA_MAX}
      onChange={typed(props.onChange)}
      placeholder={field.placeholderKey && t(field.placeholderKey)}
    />
  );
}

function NumberInput(props: KindInputProps) {
  return (
    <input {...common(props)} className={ui.input} type="text" inputMode="decimal" onChange={typed(props.onChange)} />
  );
}

function SelectInput(props: KindInputProps) {
  const t = useT();
  return (
    <select {...common(props)} className={`${ui.input} ${css.select}`} onChange={typed(props.onChange)}>
      <option value="">{t('forms.choose')}</option>
      {props.field.options?.map((o) => (
        <option key={o.value} value={o.value}>
          {t(o.labelKey)}
        </option>
      ))}
    </select>
  );
}

/** A date or time field: the shared picker, bound like every other kind's input. */
const pickerInput =
  (Picker: typeof DatePicker) =>
  ({ id, value, onChange, invalid, field, describedBy }: KindInputProps) => (
    <Picker
      id={id}
      value={value}
      onChange={onChange}
      invalid={invalid}
      required={field.required}
      describedBy={describedBy}
    />
  );
const DateInput = pickerInput(DatePicker);
const TimeInput = pickerInput(TimePicker);

/** YYYY-MM-DD naming a day that exists. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Numbers and money: a plain decimal within the field's bounds. */
function validateNumber(value: string, field: FieldSpec): FieldError | undefined {
  const n = Number(value);
  if (!/^-?\d+(\.\d+)?$/.test(value) || !Number.isFinite(n)) return { key: 'forms.notNumber' };
  if (field.min !== undefined && n < field.min) return { key: 'forms.min', params: { min: field.min } };
  if (field.max !== undefined && n > field.max) return { key: 'forms.max', params: { max: field.max } };
  return undefined;
}

export const FIELD_KINDS: Readonly<Record<FieldKind, FieldKindDef>> = {
  text: { Input: TextInput, format: asText, maxLength: TEXT_MAX },
  textarea: { Input: TextareaInput, format: asText, maxLength: TEXTAREA_MAX, wide: true },
  number: {
    Input: NumberInput,
    format: (value, { locale }) => formatNumber(value, locale),
    validate: validateNumber,
    maxLength: TEXT_MAX,
  },
  money: {
    Input: NumberInput,
    format: (value, { spec, row, locale, currency }) =>
      formatMoney(value, String(row[spec.currencyKey ?? 'currency'] ?? currency), locale),
    validate: validateNumber,
    maxLength: TEXT_MAX,
  },
  date: {
    Input: DateInput,
    format: (value) => formatDate(value),
    // SPEC 5: a real day (not 30 February) within the picker's ±150 years.
    validate: (value) =>
      !isCalendarDay(value) || clampDate(value, dateRange()) !== value ? { key: 'forms.badDate' } : undefined,
    maxLength: TEXT_MAX,
  },
  datetime: { Input: TextInput, format: (value) => formatDateTime(value), maxLength: TEXT_MAX },
  time: {
    Input: TimeInput,
    format: asText,
    // SPEC 5: 00:00 to 23:59.
    validate: (value) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? undefined : { key: 'forms.badTime' }),
    maxLength: TEXT_MAX,
  },
  select: {
    Input: SelectInput,
    format: (value, { spec, t }) => {
      const option = spec.options?.find((o) => o.value === String(value));
      return option ? t(option.labelKey) : String(value);
    },
    validate: (value, field) =>
      field.options && !field.options.some((o) => o.value === value) ? { key: 'forms.badOption' } : undefined,
    maxLength: TEXT_MAX,
  },
};

/** The kind of a field or column (text when it names none, or one this client does not know). */
export function kindOf(spec: Pick<FieldSpec, 'kind'>): FieldKindDef {
  return FIELD_KINDS[spec.kind ?? 'text'] ?? FIELD_KINDS.text;
}

/** Wide fields and long text take a whole row of a field grid, in the detail view and in the edit form alike. */
export function isWide(field: Pick<FieldSpec, 'wide' | 'kind'>): boolean {
  return !!field.wide || !!kindOf(field).wide;
}
