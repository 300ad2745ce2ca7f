import { BLOCK, type SheetMeta, type ToWorker } from './protocol';
import { type Block, type Geometry, mergedStarts } from './layout';
import type { GridFrame } from './SheetGrid';
import { blocksFor, LETTERS_HEIGHT, planRows, type RowPlan, shown, span } from './virtual';

/** Rows above and below the window whose blocks are fetched ahead. */
const PREFETCH_ROWS = 120;

/** What the grid keeps from one frame to the next (refs of SheetViewer). */
export interface GridMemory {
  blocks: Map<string, Block>;
  pending: Set<string>;
  /** The same column list for the same window, so rows that stay on screen are not drawn again (memo). */
  lists: Map<string, number[]>;
  /** What the last frame drew: the rows with their number, and those of them with their cells (planRows). */
  plan: RowPlan;
  /** Rows were left without their cells by this frame's budget. */
  more: boolean;
  /** Counts the places jumped to. */
  place: number;
  gridCache: { key: string; image: string };
}

export const freshMemory = (): GridMemory => ({
  blocks: new Map(),
  pending: new Set(),
  lists: new Map(),
  plan: freshPlan(),
  more: false,
  place: 0,
  gridCache: { key: '', image: '' },
});

export const freshPlan = (): RowPlan => ({ numbered: new Set(), filled: new Set() });

type View = { top: number; left: number; width: number; height: number };

/** The body's rows and columns on screen (the frozen ones are always drawn). */
export function windowOf(sheet: SheetMeta, geo: Geometry, view: View) {
  return {
    rows: span(geo.rows, view.top + geo.frozenH, view.top + view.height - LETTERS_HEIGHT, sheet.frozen.rows),
    cols: span(geo.cols, view.left + geo.frozenW, view.left + view.width - geo.gutter, sheet.frozen.cols),
  };
}

/**
 * Asks the worker for the blocks of rows first..last and the frozen rows that are not here yet: the rows on
 * screen first, then those within PREFETCH_ROWS of them, so a steady scroll finds its next block already here
 * instead of drawing a whole screen of cells at once when it arrives.
 */
export function requestBlocks(
  mem: GridMemory,
  worker: Worker,
  active: number,
  sheet: SheetMeta,
  geo: Geometry,
  first: number,
  last: number,
) {
  const wanted = [
    ...blocksFor(0, sheet.frozen.rows - 1, BLOCK),
    ...blocksFor(first, last, BLOCK),
    ...blocksFor(Math.max(0, first - PREFETCH_ROWS), Math.min(geo.rowCount - 1, last + PREFETCH_ROWS), BLOCK),
  ];
  for (const b of wanted) {
    const key = `${active}:${b}`;
    if (mem.blocks.has(key) || mem.pending.has(key)) continue;
    mem.pending.add(key);
    const message: ToWorker = { type: 'rows', sheet: active, from: b * BLOCK, to: (b + 1) * BLOCK, req: b };
    worker.postMessage(message);
  }
}

/**
 * This frame's rows and columns: a few rows' cells per frame, those on screen first, so a jump or an arriving
 * block never draws a whole screen of cells in one task. Updates the memory's plan, `more` and `place`.
 */
export function planFrame(
  mem: GridMemory,
  active: number,
  sheet: SheetMeta,
  geo: Geometry,
  view: View,
  budget: number,
) {
  const win = windowOf(sheet, geo, view);
  const rowAt = (r: number) => mem.blocks.get(`${active}:${Math.floor(r / BLOCK)}`);
  const columns = (from: number, to: number) => {
    const key = `${active}:${from}:${to}`;
    let list = mem.lists.get(key);
    if (!list) {
      if (mem.lists.size > 50) mem.lists.clear();
      list = shown(from, to, geo.cols);
      mem.lists.set(key, list);
    }
    return list;
  };
  const frozenRows = shown(0, sheet.frozen.rows - 1, geo.rows);
  const frozenCols = columns(0, sheet.frozen.cols - 1);
  const bodyCols = columns(win.cols[0], win.cols[1]);
  const bodyRows = shown(win.rows[0], win.rows[1], geo.rows);
  // A merged range that starts above the window still shows: draw its first row too.
  const rows = [...mergedStarts(bodyRows[0], [...frozenCols, ...bodyCols], geo, sheet), ...bodyRows];
  const onScreen = span(
    geo.rows,
    view.top + geo.frozenH,
    view.top + view.height - LETTERS_HEIGHT,
    sheet.frozen.rows,
    0,
  );
  // After a jump (none of the rows drawn before is in the window), the rows go in a new box, so the old ones leave
  // the page as one element, not as hundreds; and that frame adds one row only: taking the old rows down is a
  // frame's work of its own (with a budget of cells added, a task over 50 ms on a phone).
  const jumped = mem.plan.numbered.size > 0 && !rows.some((r) => mem.plan.numbered.has(r));
  if (jumped) mem.place++;
  const next = planRows(
    mem.plan,
    rows,
    onScreen,
    (r) => !!rowAt(r),
    jumped ? 0 : budget,
    bodyCols.length + frozenCols.length,
  );
  mem.plan = next;
  mem.more = next.more;
  const frame: GridFrame = {
    geo,
    sheet,
    frozenRows,
    frozenCols,
    bodyCols,
    bodyRows,
    numbered: rows.filter((r) => next.numbered.has(r)),
    rowAt,
    blockOf: (r) => (next.filled.has(r) ? rowAt(r) : undefined),
    place: mem.place,
    gridCache: mem.gridCache,
  };
  return { frame, columns };
}
