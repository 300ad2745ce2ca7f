/**
 * Geometry of the spreadsheet grid: row and column offsets (hidden ones have no size), which of them are on
 * screen plus a margin, column letters. Pure functions, so the main thread does little on each scroll frame.
 */
export const ROW_HEIGHT = 28;
/** The row of column letters. */
export const LETTERS_HEIGHT = 26;
/** Drawn beyond the view on each side, so a slow fling shows no blank edge (about 5 rows). */
const OVERSCAN_PX = 140;

/** The row-number column: wide enough for the last row's number. */
export function gutterWidth(rows: number): number {
  return Math.max(40, String(Math.max(1, rows)).length * 8 + 18);
}

/** Prefix sums: out[i] is the start of item i; out[n] the total. */
export function prefix(sizes: ArrayLike<number>): Float64Array {
  const out = new Float64Array(sizes.length + 1);
  for (let i = 0; i < sizes.length; i++) out[i + 1] = out[i] + sizes[i];
  return out;
}

/** Row offsets for `rows` rows of ROW_HEIGHT, hidden rows 0 high. */
export function rowOffsets(rows: number, hidden: readonly number[]): Float64Array {
  const out = new Float64Array(rows + 1);
  const skip = new Set(hidden);
  for (let r = 0; r < rows; r++) out[r + 1] = out[r] + (skip.has(r) ? 0 : ROW_HEIGHT);
  return out;
}

/** The item that covers position `pos` (the last one when past the end). Binary search. */
export function indexAt(offsets: Float64Array, pos: number): number {
  const n = offsets.length - 1;
  if (n <= 0) return 0;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Items from `first` (at least `min`) whose extent meets [from, to], plus a margin. [first, last], last < first if none. */
export function span(
  offsets: Float64Array,
  from: number,
  to: number,
  min: number,
  margin = OVERSCAN_PX,
): [number, number] {
  const n = offsets.length - 1;
  if (n <= min) return [min, min - 1];
  const first = Math.max(min, indexAt(offsets, from - margin));
  const last = Math.min(n - 1, indexAt(offsets, to + margin));
  return [first, last];
}

/** The items from..to (inclusive) that have a size: hidden rows and columns are left out. */
export function shown(from: number, to: number, offsets: Float64Array): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) if (offsets[i + 1] > offsets[i]) out.push(i);
  return out;
}

/** Excel's column name: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(c: number): string {
  let out = '';
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

/** Row blocks needed for rows first..last (inclusive). */
export function blocksFor(first: number, last: number, block: number): number[] {
  const out: number[] = [];
  if (last < first) return out;
  for (let b = Math.floor(first / block); b <= Math.floor(last / block); b++) out.push(b);
  return out;
}

/** Estimated width of a cell's text in pixels: wide characters (CJK, full width) take about twice the room. */
export function textWidth(text: string): number {
  let units = 0;
  for (const ch of text.slice(0, 60))
    units += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch)
      ? 2
      : 1;
  return units * 7.5 + 20;
}

/** What a frame draws: the rows that show their number, and those of them that show their cells too. */
export interface RowPlan {
  numbered: Set<number>;
  filled: Set<number>;
}

/** A row's number costs about what two cells do (a row, a box and its text). */
const NUMBER_COST = 2;

/**
 * What is drawn in this frame, so that no frame draws much (a row costs a phone about 6 ms to draw): the
 * rows of `rows` drawn before (their cells only while their block is still here, `ready`), plus new drawing worth
 * at most `budget` cells, the rows nearest to the screen first (those on it, `onScreen`, top down), each row's
 * number before its cells (`cells`: what its cells cost). A long jump thus shows the rows under the view first
 * and the rest over the next frames; `more` says something is left for them.
 */
export function planRows(
  prev: RowPlan,
  rows: readonly number[],
  onScreen: readonly [number, number],
  ready: (r: number) => boolean,
  budget: number,
  cells: number,
): RowPlan & { more: boolean } {
  const numbered = new Set<number>();
  const filled = new Set<number>();
  const waiting: number[] = [];
  for (const r of rows) {
    const had = prev.numbered.has(r);
    if (had) numbered.add(r);
    if (had && ready(r) && prev.filled.has(r)) filled.add(r);
    else if (!had || ready(r)) waiting.push(r);
  }
  const distance = (r: number) => (r < onScreen[0] ? onScreen[0] - r : r > onScreen[1] ? r - onScreen[1] : 0);
  waiting.sort((a, b) => distance(a) - distance(b) || a - b);
  let left = budget;
  let i = 0;
  // At least one step per frame, however small the budget.
  for (; i < waiting.length && (left > 0 || i === 0); i++) {
    const r = waiting[i];
    if (!numbered.has(r)) numbered.add(r), (left -= NUMBER_COST);
    if (ready(r)) filled.add(r), (left -= cells);
  }
  return { numbered, filled, more: i < waiting.length };
}

/**
 * The next frame's budget of cells, from the time since the frame before (`gapMs`): drawn frames that follow each
 * other 40 ms or more apart mean this device is slow (a phone's 50 ms task is near), so the budget shrinks by a
 * third; frames at 25 ms or less let it grow again. A gap over 100 ms is a pause, not a drawn frame: no change.
 */
export function frameBudget(budget: number, gapMs: number, limits: { min: number; max: number }): number {
  if (gapMs > 100 || gapMs <= 0) return budget;
  if (gapMs >= 40) return Math.max(limits.min, Math.floor((budget * 2) / 3));
  if (gapMs <= 25) return Math.min(limits.max, budget + 4);
  return budget;
}
