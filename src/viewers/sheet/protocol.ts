/** Messages between the sheet viewer and its worker. The workbook stays in the worker; rows travel on demand. */
export interface SheetMeta {
  name: string;
  rows: number;
  cols: number;
  /** Column widths in CSS pixels, estimated from the first rows. */
  widths: number[];
}

export type ToWorker =
  | { type: 'open'; name: string; data: ArrayBuffer }
  | { type: 'rows'; sheet: number; from: number; to: number; req: number };

export type FromWorker =
  /** Sent once when the worker's script runs: the page knows it started (src/viewers/assets.ts). */
  | { type: 'ready' }
  | { type: 'opened'; sheets: SheetMeta[] }
  | { type: 'rows'; sheet: number; from: number; rows: string[][]; req: number }
  | { type: 'error'; message: string };

/** Rows are fetched in blocks of this size; a block is the unit of the main thread's cache. */
export const BLOCK = 200;
