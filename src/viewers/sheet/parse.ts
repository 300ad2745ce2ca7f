import { read, utils, type CellObject, type WorkBook, type WorkSheet } from 'xlsx';
import { decodeText, detectEncoding } from './encoding';
import type { Merge, SheetMeta, TextEncodingInfo } from './protocol';
import { textWidth } from './virtual';

export { textWidth };

/**
 * Workbook parsing, run inside the worker (and in unit tests directly). SheetJS 0.20.3: the npm `xlsx` 0.18.5
 * has CVE-2023-30533 and CVE-2024-22363 (docs/SECURITY.md). The sheet keeps Excel's geometry: cells at their
 * true address from A1, merged ranges, hidden rows and columns, the file's column widths and frozen panes, and
 * each cell's formatted text (SheetJS's `w`: the number format applied). Formulas and HTML are not read: the
 * viewer shows the cached value of each cell, as plain text.
 */
export interface ParsedSheet {
  meta: SheetMeta;
  data: (CellObject | undefined)[][];
}

export interface ParsedBook {
  sheets: ParsedSheet[];
  encoding?: TextEncodingInfo;
}

const MIN_WIDTH = 64;
const MAX_WIDTH = 280;
const SAMPLE_ROWS = 300;
/** A workbook with more merges than this shows the first ones (each one travels to the page). */
const MAX_MERGES = 5000;

const OPTIONS = { dense: true, cellFormula: false, cellHTML: false, cellStyles: true, bookVBA: false } as const;

/** Parses a workbook; a CSV is decoded first (`encoding` forces one, else it is detected). Throws when damaged. */
export function parseWorkbook(name: string, buffer: ArrayBuffer, encoding?: string): ParsedBook {
  if (/\.csv$/i.test(name)) {
    const bytes = new Uint8Array(buffer);
    const detected = detectEncoding(bytes);
    const info: TextEncodingInfo = encoding ? { ...detected, used: encoding } : detected;
    // CSV is text: every value as written (no guessing that 1-2 is a date).
    const book = read(decodeText(bytes, info.used), { ...OPTIONS, type: 'string', raw: true });
    // Excel names a CSV's one sheet after the file.
    const sheets = book.SheetNames.map((n) => sheetOf(book, n, { rows: 0, cols: 0 }));
    for (const sheet of sheets) sheet.meta.name = name.replace(/\.csv$/i, '') || sheet.meta.name;
    return { sheets, encoding: info };
  }
  const book = read(new Uint8Array(buffer), { ...OPTIONS, type: 'array', bookFiles: true });
  const panes = frozenPanes(book);
  return { sheets: book.SheetNames.map((n, i) => sheetOf(book, n, panes[i] ?? { rows: 0, cols: 0 })) };
}

function sheetOf(book: WorkBook, sheetName: string, frozen: { rows: number; cols: number }): ParsedSheet {
  const ws = book.Sheets[sheetName];
  const data = ((ws as unknown as { '!data'?: (CellObject | undefined)[][] })['!data'] ?? []) as (
    | CellObject
    | undefined
  )[][];
  const ref = ws['!ref'];
  const empty = {
    name: sheetName,
    rows: 0,
    cols: 0,
    widths: [],
    hiddenRows: [],
    merges: [],
    frozen: { rows: 0, cols: 0 },
  };
  if (!ref) return { meta: empty, data };
  const range = utils.decode_range(ref);
  // From A1 to the end of the used range, so a table that starts at B3 is shown at B3.
  const rows = range.e.r + 1;
  const cols = range.e.c + 1;
  const parsed: ParsedSheet = {
    meta: {
      ...empty,
      rows,
      cols,
      hiddenRows: hiddenRows(ws, rows),
      merges: merges(ws, data),
      frozen: { rows: Math.min(frozen.rows, rows), cols: Math.min(frozen.cols, cols) },
    },
    data,
  };
  parsed.meta.widths = widths(ws, parsed);
  return parsed;
}

function hiddenRows(ws: WorkSheet, rows: number): number[] {
  const out: number[] = [];
  (ws['!rows'] ?? []).forEach((row, r) => {
    if (row?.hidden && r < rows) out.push(r);
  });
  return out;
}

function merges(ws: WorkSheet, data: (CellObject | undefined)[][]): Merge[] {
  return (ws['!merges'] ?? []).slice(0, MAX_MERGES).map((m) => ({
    r: m.s.r,
    c: m.s.c,
    rs: m.e.r - m.s.r + 1,
    cs: m.e.c - m.s.c + 1,
    text: cellText(data[m.s.r]?.[m.s.c]),
  }));
}

/** The file's widths where it gives them (hidden columns 0), else estimated from the text of the first rows. */
function widths(ws: WorkSheet, sheet: ParsedSheet): number[] {
  const { cols } = sheet.meta;
  const out = new Array<number>(cols).fill(MIN_WIDTH);
  for (const row of rowsOf(sheet, 0, Math.min(sheet.meta.rows, SAMPLE_ROWS))) {
    for (let c = 0; c < cols; c++) if (row[c]) out[c] = Math.max(out[c], textWidth(row[c]));
  }
  const info = ws['!cols'] ?? [];
  return out.map((w, c) => {
    const col = info[c];
    if (col?.hidden) return 0;
    if (col?.wpx) return Math.round(Math.max(24, Math.min(600, col.wpx)));
    return Math.round(Math.min(MAX_WIDTH, w));
  });
}

export function cellText(cell: CellObject | undefined): string {
  if (!cell) return '';
  if (cell.w !== undefined) return cell.w;
  if (cell.v === undefined || cell.v === null) return '';
  return cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v);
}

/** Texts of rows `from` to `to` (exclusive), every column from A. */
export function rowsOf(sheet: ParsedSheet, from: number, to: number): string[][] {
  const out: string[][] = [];
  const end = Math.min(to, sheet.meta.rows);
  for (let r = Math.max(0, from); r < end; r++) {
    const row = sheet.data[r] ?? [];
    const texts: string[] = new Array(sheet.meta.cols);
    for (let c = 0; c < sheet.meta.cols; c++) texts[c] = cellText(row[c]);
    out.push(texts);
  }
  return out;
}

const NUMBER_TEXT = /^[-+]?[$¥€£]?\d[\d,]*(\.\d+)?%?$/;

/** Per row, 'n' for each cell that is a number or date (or, in a CSV, reads as one), '.' otherwise. */
export function numericOf(sheet: ParsedSheet, from: number, to: number): string[] {
  const out: string[] = [];
  const end = Math.min(to, sheet.meta.rows);
  for (let r = Math.max(0, from); r < end; r++) {
    const row = sheet.data[r] ?? [];
    let marks = '';
    for (let c = 0; c < sheet.meta.cols; c++) {
      const cell = row[c];
      marks +=
        cell &&
        (cell.t === 'n' || cell.t === 'd' || (cell.t === 's' && typeof cell.v === 'string' && NUMBER_TEXT.test(cell.v)))
          ? 'n'
          : '.';
    }
    out.push(marks);
  }
  return out;
}

// ------------------------------------------------------------------------------------------ frozen panes

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

function fileText(book: WorkBook, path: string, limit = Infinity): string | undefined {
  const files = (book as unknown as { files?: Record<string, { content?: Uint8Array | string }> }).files;
  const content = files?.[path.replace(/^\//, '')]?.content;
  if (content === undefined) return undefined;
  if (typeof content === 'string') return content.slice(0, limit);
  return new TextDecoder().decode(content.subarray(0, Math.min(content.length, limit)));
}

/**
 * Frozen panes per sheet, in workbook order, read from the sheet XML (`<pane state="frozen" xSplit ySplit>`):
 * SheetJS's community build does not expose them. The sheet views come before the cells, so only the head of
 * each sheet's XML is read. Old xls files give none.
 */
function frozenPanes(book: WorkBook): { rows: number; cols: number }[] {
  const workbook = fileText(book, 'xl/workbook.xml');
  const rels = fileText(book, 'xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) return [];
  const targets = new Map<string, string>();
  for (const tag of rels.match(/<(?:\w+:)?Relationship\b[^>]*>/g) ?? []) {
    const id = attr(tag, 'Id');
    const target = attr(tag, 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  return (workbook.match(/<(?:\w+:)?sheet\b[^>]*>/g) ?? []).map((tag) => {
    const target = targets.get(attr(tag, 'r:id') ?? '');
    const head = target ? fileText(book, target, 8192) : undefined;
    const pane = head?.match(/<(?:\w+:)?pane\b[^>]*>/)?.[0];
    if (!pane || !/state="frozen(Split)?"/.test(pane)) return { rows: 0, cols: 0 };
    const count = (name: string) => Math.max(0, Math.floor(Number(attr(pane, name) ?? 0)) || 0);
    return { rows: count('ySplit'), cols: count('xSplit') };
  });
}
