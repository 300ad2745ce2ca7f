/** Which rows and columns are on screen, plus a margin, for a grid of fixed-height rows and known widths. */
export const ROW_HEIGHT = 32;
export const ROW_NUMBER_WIDTH = 56;
const OVERSCAN_ROWS = 8;
const OVERSCAN_PX = 200;

export interface Window {
  firstRow: number;
  lastRow: number;
  firstCol: number;
  lastCol: number;
}

/** Prefix sums: offsets[c] is the left edge of column c; offsets[cols] the total width. */
export function columnOffsets(widths: number[]): number[] {
  const out = [0];
  for (const w of widths) out.push(out[out.length - 1] + w);
  return out;
}

/** Body rows are 1..rows-1 (row 0 is the frozen header); positions count the header as the first row slot. */
export function visibleWindow(scrollTop: number, scrollLeft: number, height: number, width: number, rows: number, offsets: number[]): Window {
  const firstRow = Math.max(1, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN_ROWS);
  const lastRow = Math.min(rows - 1, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN_ROWS);
  const left = Math.max(0, scrollLeft - ROW_NUMBER_WIDTH - OVERSCAN_PX);
  const right = scrollLeft - ROW_NUMBER_WIDTH + width + OVERSCAN_PX;
  const cols = offsets.length - 1;
  let firstCol = 0;
  while (firstCol < cols - 1 && offsets[firstCol + 1] <= left) firstCol++;
  let lastCol = firstCol;
  while (lastCol < cols - 1 && offsets[lastCol + 1] < right) lastCol++;
  return { firstRow, lastRow, firstCol, lastCol: cols ? lastCol : -1 };
}

/** Row blocks needed for rows first..last (inclusive), plus the header's block. */
export function blocksFor(first: number, last: number, block: number): number[] {
  const out = new Set<number>([0]);
  for (let b = Math.floor(first / block); b <= Math.floor(Math.max(first, last) / block); b++) out.add(b);
  return [...out];
}
