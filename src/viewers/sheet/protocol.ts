/** Messages between the sheet viewer and its worker. The workbook stays in the worker; rows travel on demand. */

/** A merged range: top-left row and column, how many rows and columns it spans, and the text it shows. */
export interface Merge {
  r: number;
  c: number;
  rs: number;
  cs: number;
  text: string;
}

export interface SheetMeta {
  name: string;
  /** Rows and columns from A1 to the end of the used range: the range keeps its true position (B3 stays B3). */
  rows: number;
  cols: number;
  /** Column widths in CSS pixels: the file's own where it has them, else estimated from the text; 0 = hidden. */
  widths: number[];
  /** Rows the file hides. */
  hiddenRows: number[];
  merges: Merge[];
  /** Frozen panes from the file (rows above and columns left of the split stay in view); 0 when none. */
  frozen: { rows: number; cols: number };
}

/** How a CSV's bytes were read: the encoding used, what was detected, and whether the detection was sure. */
export interface TextEncodingInfo {
  used: string;
  detected: string | null;
  sure: boolean;
}

export type ToWorker =
  | { type: 'open'; name: string; data: ArrayBuffer }
  /** Read the same CSV again in another encoding (the user's choice). */
  | { type: 'encoding'; encoding: string }
  | { type: 'rows'; sheet: number; from: number; to: number; req: number };

export type FromWorker =
  /** Sent once when the worker's script runs: the page knows it started (src/viewers/assets.ts). */
  | { type: 'ready' }
  | { type: 'opened'; sheets: SheetMeta[]; encoding?: TextEncodingInfo }
  /** `numeric[i]` has 'n' at each column whose cell is a number or date (drawn right-aligned, as Excel does). */
  | { type: 'rows'; sheet: number; from: number; rows: string[][]; numeric: string[]; req: number }
  | { type: 'error'; message: string };

/** Rows are fetched in blocks of this size; a block is the unit of the main thread's cache. */
export const BLOCK = 200;

/** Encodings the user can choose for a CSV (labels TextDecoder knows in every supported browser). */
export const TEXT_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'gb18030',
  'big5',
  'shift_jis',
  'euc-jp',
  'euc-kr',
  'windows-1252',
] as const;
