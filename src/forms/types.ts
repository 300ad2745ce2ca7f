/**
 * Forms as data. A FormSpec describes one form type: its header fields grouped in sections, its line items, any
 * further tables and the actions a signer may take. The detail renderer, the edit form and validation all read
 * the same description, so adding a form type is adding data, not a screen.
 */

/** How a value is shown and, in the edit form, entered: one entry each in FIELD_KINDS (kinds.tsx). */
export type FieldKind = 'text' | 'textarea' | 'number' | 'money' | 'date' | 'datetime' | 'time' | 'select';

/** One constant choice of a select field; the label is an i18n key, the value what the server stores. */
export interface OptionSpec {
  value: string;
  labelKey: string;
}

export interface FieldSpec {
  key: string;
  labelKey: string;
  /** Default 'text'. */
  kind?: FieldKind;
  options?: readonly OptionSpec[];
  required?: boolean;
  /** false: shown in the detail only (someone else fills it in later, e.g. the MIS reply). Default true. */
  input?: boolean;
  /** Characters; default 200 for text, 2000 for textarea. */
  maxLength?: number;
  /** Bounds of a number field. */
  min?: number;
  max?: number;
  /** money: the key of the row or header that holds the ISO currency code. Default 'currency'. */
  currencyKey?: string;
  /** Takes a whole row of the field grid, in the detail view and the edit form (long text). */
  wide?: boolean;
  placeholderKey?: string;
}

export interface SectionSpec {
  titleKey: string;
  fields: readonly FieldSpec[];
}

/** A column of a table. Same kinds and formatting as fields. */
export type ColumnSpec = Pick<FieldSpec, 'key' | 'labelKey' | 'kind' | 'options' | 'currencyKey'>;

export interface TableSpec {
  /** Where the rows are: 'items' for line items, else a key of the data's `tables`. */
  key: string;
  titleKey: string;
  columns: readonly ColumnSpec[];
}

export type ActionName = 'approve' | 'return' | 'addSigner';

export interface FormSpec {
  type: string;
  /** A variant within a type (e.g. a fee form number); absent matches any. */
  subType?: string;
  titleKey: string;
  sections: readonly SectionSpec[];
  /** Line items: cards on a phone, a table on a big screen. */
  items?: TableSpec;
  /** Further tables (e.g. recent purchase records). */
  tables?: readonly TableSpec[];
  actions: readonly ActionName[];
}

export type Value = string | number | null | undefined;
export type Row = Record<string, Value>;

/** What the detail renderer shows: header values, line items and further tables, keyed as the spec says. */
export interface FormData {
  header: Row;
  items?: readonly Row[];
  tables?: Record<string, readonly Row[]>;
}

/** One step of a sign history. `roleKey` is an i18n key supplied by the area (roles differ per product). */
export interface HistoryStep {
  id: string;
  roleKey: string;
  name: string;
  state: 'done' | 'returned' | 'current' | 'waiting';
  /** Already formatted date-time, or empty. */
  time: string;
  /** Server text. */
  comment: string;
  /** Who really signed, when a substitute signed on behalf of `name` (delegation). */
  by?: string;
}

export interface AttachmentItem {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** Server text: who uploaded it and when. */
  meta?: string;
}
