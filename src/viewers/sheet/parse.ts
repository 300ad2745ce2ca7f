import { read, utils, type CellObject, type WorkBook } from 'xlsx';
import type { SheetMeta } from './protocol';

/**
 * Workbook parsing, run inside the worker (and in unit tests directly). SheetJS 0.20.3: the npm `xlsx` 0.18.5
 * has CVE-2023-30533 and CVE-2024-22363 (docs/SECURITY.md). Formulas, styles and HTML are not read: the viewer
 * shows the cached text of each cell, as plain text.
 */
export interface ParsedSheet {
  meta: SheetMeta;
  data: (CellObject | undefined)[][];
  r0: number;
  c0: number;
}

const MIN_WIDTH = 56;
const MAX_WIDTH = 280;
const SAMPLE_ROWS = 300;

export function parseWorkbook(name: string, buffer: ArrayBuffer): ParsedSheet[] {
  const options = { dense: true, cellFormula: false, cellHTML: false, cellStyles: false, bookVBA: false } as const;
  let book: WorkBook;
  if (/\.csv$/i.test(name)) {
    // CSV is text: decode it as UTF-8 (a leading BOM is dropped) and keep every value as written.
    const text = new TextDecoder('utf-8', { fatal: false }).decode(buffer).replace(/^\uFEFF/, '');
    book = read(text, { ...options, type: 'string', raw: true });
  } else {
    book = read(new Uint8Array(buffer), { ...options, type: 'array' });
  }
  return book.SheetNames.map((sheetName) => {
    const ws = book.Sheets[sheetName];
    const data = ((ws as unknown as { '!data'?: (CellObject | undefined)[][] })['!data'] ?? []) as (CellObject | undefined)[][];
    const ref = ws['!ref'];
    if (!ref) return { meta: { name: sheetName, rows: 0, cols: 0, widths: [] }, data, r0: 0, c0: 0 };
    const range = utils.decode_range(ref);
    const rows = range.e.r - range.s.r + 1;
    const cols = range.e.c - range.s.c + 1;
    const parsed: ParsedSheet = { meta: { name: sheetName, rows, cols, widths: [] }, data, r0: range.s.r, c0: range.s.c };
    parsed.meta.widths = estimateWidths(parsed, Math.min(rows, SAMPLE_ROWS));
    return parsed;
  });
}

export function cellText(cell: CellObject | undefined): string {
  if (!cell) return '';
  if (cell.w !== undefined) return cell.w;
  if (cell.v === undefined || cell.v === null) return '';
  return cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v);
}

export function rowsOf(sheet: ParsedSheet, from: number, to: number): string[][] {
  const out: string[][] = [];
  const end = Math.min(to, sheet.meta.rows);
  for (let r = Math.max(0, from); r < end; r++) {
    const row = sheet.data[sheet.r0 + r] ?? [];
    const texts: string[] = new Array(sheet.meta.cols);
    for (let c = 0; c < sheet.meta.cols; c++) texts[c] = cellText(row[sheet.c0 + c]);
    out.push(texts);
  }
  return out;
}

/** Wide characters (CJK, full width) take about twice the room of Latin ones. */
export function textWidth(text: string): number {
  let units = 0;
  for (const ch of text.slice(0, 60)) units += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return units * 7.5 + 20;
}

function estimateWidths(sheet: ParsedSheet, sample: number): number[] {
  const widths = new Array(sheet.meta.cols).fill(MIN_WIDTH);
  for (const row of rowsOf(sheet, 0, sample)) {
    row.forEach((text, c) => {
      widths[c] = Math.max(widths[c], textWidth(text));
    });
  }
  return widths.map((w) => Math.round(Math.min(MAX_WIDTH, w)));
}
