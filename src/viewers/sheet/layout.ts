import { BLOCK, type Merge, type SheetMeta } from './protocol';
import { columnLetter, gutterWidth, prefix, rowOffsets, textWidth } from './virtual';

/**
 * Where a sheet's rows and cells go, as Excel shows them: a merged range once, from its first row, over all its
 * cells; text running on over the empty cells to its right; the freeze lines. The one definition of the layout:
 * the grid's elements (SheetViewer.tsx `Row`) and the body drawn while the user scrolls (./drawn.ts) both follow
 * it, so the hand-over from one to the other moves nothing.
 */

/** The sheet's geometry, computed once per sheet (geometryOf). */
export interface Geometry {
  cols: Float64Array;
  rows: Float64Array;
  /** Columns and rows drawn: the sheet's, plus empty ones after them so the grid fills the view, as in Excel. */
  colCount: number;
  rowCount: number;
  gutter: number;
  frozenW: number;
  frozenH: number;
  /** Every cell of a merged range (by cellKey) to its range. */
  covered: Map<number, Merge>;
}

/** Empty columns and rows after the used range, up to this size, so a small sheet still looks like a sheet. */
const FILL_WIDTH = 2000;
const FILL_ROWS = 60;
const DEFAULT_WIDTH = 64;

/** Column and row offsets (hidden ones of no size), the frozen panes' size and every merged cell's range. */
export function geometryOf(sheet: SheetMeta): Geometry {
  const widths = [...sheet.widths];
  let width = widths.reduce((a, b) => a + b, 0);
  while (width < FILL_WIDTH && widths.length < 16_384) widths.push(DEFAULT_WIDTH), (width += DEFAULT_WIDTH);
  const cols = prefix(widths);
  const rowCount = Math.max(sheet.rows, Math.min(FILL_ROWS, sheet.rows + FILL_ROWS));
  const rows = rowOffsets(rowCount, sheet.hiddenRows);
  const covered = new Map<number, Merge>();
  let budget = 200_000;
  for (const m of sheet.merges) {
    for (let r = m.r; r < m.r + m.rs && budget > 0; r++) {
      for (let c = m.c; c < m.c + m.cs && budget > 0; c++, budget--) covered.set(cellKey(r, c), m);
    }
  }
  return {
    cols,
    rows,
    colCount: widths.length,
    rowCount,
    gutter: gutterWidth(sheet.rows),
    frozenW: cols[sheet.frozen.cols],
    frozenH: rows[sheet.frozen.rows],
    covered,
  };
}

/** A block of rows as the worker sends it: each row's formatted texts, and 'n' where a cell is a number. */
export interface Block {
  texts: string[][];
  numeric: string[];
}

/** The key of a cell in `covered` (Excel has at most 16,384 columns). */
const cellKey = (r: number, c: number) => r * 16_384 + c;

export interface CellBox {
  /** The column the box starts at (a merged range's first column). */
  c: number;
  /** From the grid's left edge, without the row-number gutter. */
  left: number;
  width: number;
  /** A merged range's height; otherwise the row's. */
  height?: number;
  text: string;
  numeric: boolean;
  merge?: Merge;
  /** A frozen cell's text running on past the freeze line: not clipped. */
  runOn: boolean;
  /** On the freeze lines: their borders are the frozen panes' darker line. */
  frozenRight: boolean;
  frozenBottom: boolean;
  /** A cell with text (its address is given to assistive technology and tests). */
  address?: string;
}

/**
 * The boxes of row `r` over the columns `cols`. `number`: the layer of the row numbers and the frozen columns
 * (its empty cells are drawn, and its text may run on past the freeze line); otherwise the body, whose empty
 * cells are the grid lines under it and no box. `frozenEdge`: a frozen row.
 */
export function rowCells(
  r: number,
  cols: readonly number[],
  block: Block | undefined,
  geo: Geometry,
  sheet: SheetMeta,
  number: boolean,
  frozenEdge: boolean,
): CellBox[] {
  const out: CellBox[] = [];
  // Until its block arrives a row is its number alone: a long jump draws each row's cells once, not twice.
  if (!block) return out;
  const texts = block.texts[r % BLOCK];
  const numeric = block.numeric[r % BLOCK];
  const drawn = new Set<Merge>();
  const spill = new Set<number>();
  for (let i = 0; i < cols.length; i++) {
    const c = cols[i];
    const m = geo.covered.get(cellKey(r, c));
    if (m) {
      // Covered: drawn once, by the range's first row; in a frozen layer only up to the freeze line.
      if (m.r !== r || drawn.has(m)) continue;
      drawn.add(m);
      const crosses = m.c < sheet.frozen.cols && m.c + m.cs > sheet.frozen.cols;
      // A range across the freeze line: the frozen part carries the text (running on over the rest); the part
      // that scrolls starts at the line, empty.
      const left = !number && crosses ? geo.frozenW : geo.cols[m.c];
      out.push({
        c: m.c,
        left,
        width: geo.cols[m.c + m.cs] - left,
        height: geo.rows[m.r + m.rs] - geo.rows[m.r],
        text: number || !crosses ? m.text : '',
        numeric: false,
        merge: m,
        runOn: number && crosses,
        frozenRight: false,
        frozenBottom: false,
        address: `${columnLetter(m.c)}${m.r + 1}`,
      });
      continue;
    }
    if (spill.has(c)) continue;
    const text = texts?.[c] ?? '';
    const isNumber = numeric?.[c] === 'n';
    // As in Excel, text runs on over the empty cells to its right (within this layer); numbers never do.
    let end = c + 1;
    if (text && !isNumber) {
      // Only as far as the text needs.
      const need = geo.cols[c] + textWidth(text);
      const free = (k: number) => geo.cols[k] < need && !texts?.[k] && !geo.covered.has(cellKey(r, k)) && k - c < 8;
      if (number) {
        // In the frozen columns the text may run on over the empty cells beyond the freeze line.
        while (end < geo.colCount && free(end)) spill.add(end++);
      } else {
        for (let k = i + 1; k < cols.length && cols[k] === end && free(end); k++, end++) spill.add(end);
      }
    }
    const frozenRight = sheet.frozen.cols > 0 && end - 1 === sheet.frozen.cols - 1;
    const frozenBottom = frozenEdge && r === sheet.frozen.rows - 1;
    // An empty cell of the body is the grid lines drawn under it, not a box.
    if (!text && !number && !frozenEdge && !frozenRight) continue;
    out.push({
      c,
      left: geo.cols[c],
      width: geo.cols[end] - geo.cols[c],
      text,
      numeric: isNumber,
      runOn: false,
      frozenRight,
      frozenBottom,
      address: text ? `${columnLetter(c)}${r + 1}` : undefined,
    });
  }
  return out;
}

/** Rows above the first row in view whose merged range reaches into the view: drawn too, for that range. */
export function mergedStarts(
  firstRow: number | undefined,
  cols: readonly number[],
  geo: Geometry,
  sheet: SheetMeta,
): number[] {
  const starts = new Set<number>();
  if (firstRow === undefined) return [];
  for (const c of cols) {
    const m = geo.covered.get(cellKey(firstRow, c));
    if (m && m.r < firstRow && m.r >= sheet.frozen.rows) starts.add(m.r);
  }
  return [...starts].sort((a, b) => a - b);
}
