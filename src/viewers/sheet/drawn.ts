import type { SheetMeta } from './protocol';
import { mergedStarts, rowCells, type Block, type CellBox, type Geometry } from './layout';
import type { Fits } from './textFit';
import { LETTERS_HEIGHT, ROW_HEIGHT, shown, span } from './virtual';

/**
 * The grid below the frozen rows drawn on a canvas, for the frames of a scroll. Every frame that adds rows of
 * elements costs a phone the browser's layout, paint and layerize of the whole grid (docs/BENCHMARKS.md, viewers);
 * a drawing costs its drawing calls. While the user scrolls, SheetViewer shows this drawing over the grid and
 * leaves the grid's elements as they are; once the scroll rests it brings the elements up to date (they are what
 * assistive technology and text selection use) and takes the drawing away. Both follow ./layout.ts, so nothing
 * moves at the hand-over.
 */

/** The grid's colours and fonts, read from its own elements: both colour schemes and any host theme hold. */
export interface Look {
  cellFont: string;
  headFont: string;
  text: string;
  cell: string;
  grid: string;
  head: string;
  headLine: string;
  headText: string;
  frozen: string;
}

const fontOf = (s: CSSStyleDeclaration) => `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;

/** A colour the style sheets give as a custom property (`var(--name)`), as `el` resolves it. */
function resolved(el: Element, value: string): string {
  const name = /^var\((--[^,)]+)/.exec(value)?.[1];
  return (name ? getComputedStyle(el).getPropertyValue(name).trim() : value) || value;
}

/**
 * From a cell with text and a row number of `grid` (undefined while it has none); the grid lines' and the freeze
 * lines' colours from the style sheets' own values (`lines`: sheet.css.ts), not from a cell that may sit on a
 * freeze line.
 */
export function readLook(grid: Element, lines: { grid: string; frozen: string }): Look | undefined {
  const cell = grid.querySelector('[role="gridcell"][data-cell]');
  const number = grid.querySelector('[role="rowheader"]');
  if (!cell || !number) return undefined;
  const c = getComputedStyle(cell);
  const n = getComputedStyle(number);
  return {
    cellFont: fontOf(c),
    headFont: fontOf(n),
    text: c.color,
    cell: c.backgroundColor,
    grid: resolved(grid, lines.grid),
    head: n.backgroundColor,
    headLine: n.borderRightColor,
    headText: n.color,
    frozen: resolved(grid, lines.frozen),
  };
}

/** What a drawing shows: the sheet, its blocks of rows, the scroll position and the view's size (CSS pixels). */
export interface Scene {
  geo: Geometry;
  sheet: SheetMeta;
  look: Look;
  rowAt(r: number): Block | undefined;
  frozenCols: readonly number[];
  bodyCols: readonly number[];
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where the drawing sits in the view: under the letters and the frozen rows, which stay elements. */
export const drawingTop = (geo: Geometry) => LETTERS_HEIGHT + geo.frozenH;

/** The rows a drawing at `top` shows, [first, last]. */
const rowsInView = (s: Pick<Scene, 'geo' | 'sheet' | 'top' | 'height'>): [number, number] =>
  span(s.geo.rows, s.top + s.geo.frozenH, s.top + s.height - LETTERS_HEIGHT, s.sheet.frozen.rows, 0);

const PADDING = 6;

/**
 * Draws `scene` on `g` (already scaled to CSS pixels). Returns the rows drawn with their cells, and those whose
 * block of rows is not here yet (drawn as their number alone, as the grid's elements show them).
 */
export function drawScene(
  g: CanvasRenderingContext2D,
  s: Scene,
  fits: Fits,
): { first: number; last: number; missing: number[] } {
  const { geo, sheet, look } = s;
  const h = s.height - drawingTop(geo);
  const bodyX = geo.gutter + geo.frozenW;
  g.textBaseline = 'alphabetic';
  g.fillStyle = look.cell;
  g.fillRect(0, 0, s.width, h);

  // The body's grid lines: one under every row (on the 28 px beat) and one right of every column, as gridStyle.
  g.save();
  g.beginPath();
  g.rect(bodyX, 0, s.width - bodyX, h);
  g.clip();
  g.fillStyle = look.grid;
  if (s.bodyCols.length > 0) {
    const x0 = geo.gutter + geo.cols[s.bodyCols[0]] - s.left;
    const x1 = geo.gutter + geo.cols[s.bodyCols[s.bodyCols.length - 1] + 1] - s.left;
    for (let y = (((ROW_HEIGHT - 1 - s.top) % ROW_HEIGHT) + ROW_HEIGHT) % ROW_HEIGHT; y < h; y += ROW_HEIGHT)
      g.fillRect(x0, y, x1 - x0, 1);
    for (const c of s.bodyCols) g.fillRect(geo.gutter + geo.cols[c + 1] - 1 - s.left, 0, 1, h);
  }
  const [first, last] = rowsInView(s);
  const rows = [
    ...mergedStarts(first <= last ? first : undefined, [...s.frozenCols, ...s.bodyCols], geo, sheet),
    ...shown(first, last, geo.rows),
  ];
  const missing: number[] = [];
  const y = (r: number) => geo.rows[r] - geo.frozenH - s.top;
  const body: Placed[] = [];
  const frozen: Placed[] = [];
  for (const r of rows) {
    const height = geo.rows[r + 1] - geo.rows[r];
    if (height === 0) continue;
    const block = s.rowAt(r);
    if (!block) missing.push(r);
    for (const box of rowCells(r, s.bodyCols, block, geo, sheet, false, false))
      body.push({ box, x: geo.gutter + box.left - s.left, y: y(r), h: box.height ?? height });
    for (const box of rowCells(r, s.frozenCols, block, geo, sheet, true, false))
      frozen.push({ box, x: geo.gutter + box.left, y: y(r), h: box.height ?? height });
  }
  drawBoxes(g, body, look, fits);
  g.restore();

  // The row numbers and the frozen columns, which stay at the left.
  g.fillStyle = look.head;
  g.fillRect(0, 0, geo.gutter, h);
  g.fillStyle = look.headLine;
  g.fillRect(geo.gutter - 1, 0, 1, h);
  for (const r of rows) if (geo.rows[r + 1] > geo.rows[r]) g.fillRect(0, y(r + 1) - 1, geo.gutter, 1);
  g.font = look.headFont;
  g.fillStyle = look.headText;
  g.textAlign = 'center';
  const numberBase = fits.baseline(g, look.headFont);
  for (const r of rows)
    if (geo.rows[r + 1] > geo.rows[r]) g.fillText(String(r + 1), (geo.gutter - 1) / 2, y(r) + numberBase);
  drawBoxes(g, frozen, look, fits);
  return { first, last, missing };
}

/**
 * Draws `s` where the canvas shows the same scene scrolled to `from` (the same columns, view and blocks; `dy`, the
 * difference, in whole device pixels): the picture is moved, and only the band that came into view is drawn. A
 * steady scroll brings a few rows a frame; drawing the whole view again each frame was most of the frame's script
 * on a phone. The band overlaps the moved picture by a pixel, so an edge that falls between device pixels is drawn
 * over the same picture.
 */
export function drawMoved(
  g: CanvasRenderingContext2D,
  s: Scene,
  from: number,
  ratio: number,
  fits: Fits,
): { first: number; last: number; missing: number[] } {
  const h = s.height - drawingTop(s.geo);
  const dy = s.top - from;
  const band = Math.min(h, Math.abs(dy) + 1);
  const y0 = dy > 0 ? h - band : 0;
  g.save();
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.globalCompositeOperation = 'copy';
  g.drawImage(g.canvas, 0, -dy * ratio);
  g.restore();
  g.save();
  g.translate(0, y0);
  g.beginPath();
  g.rect(0, 0, s.width, band);
  g.clip();
  const { missing } = drawScene(g, { ...s, top: s.top + y0, height: drawingTop(s.geo) + band }, fits);
  g.restore();
  const [first, last] = rowsInView(s);
  return { first, last, missing };
}

/** A cell's box where it is drawn, `h` high. */
interface Placed {
  box: CellBox;
  x: number;
  y: number;
  h: number;
}

/**
 * Cells: their backgrounds, their right and bottom lines, their texts on the first line (as the elements' 27 px
 * line), each in one pass: a canvas's colour and font are parsed whenever they are set. Boxes never overlap (a
 * merged range's covered cells are no boxes), so the passes need no order between them.
 */
function drawBoxes(g: CanvasRenderingContext2D, items: readonly Placed[], look: Look, fits: Fits): void {
  g.fillStyle = look.cell;
  for (const { box, x, y, h } of items) g.fillRect(x, y, box.width, h);
  for (const edge of [false, true]) {
    g.fillStyle = edge ? look.frozen : look.grid;
    for (const { box, x, y, h } of items) {
      if (box.frozenRight === edge) g.fillRect(x + box.width - 1, y, 1, h);
      if (box.frozenBottom === edge) g.fillRect(x, y + h - 1, box.width, 1);
    }
  }
  g.font = look.cellFont;
  g.fillStyle = look.text;
  const base = fits.baseline(g, look.cellFont);
  let align: CanvasTextAlign | undefined;
  let direction: CanvasDirection | undefined;
  for (const { box, x, y } of items) {
    if (!box.text) continue;
    // As the elements' `unicode-bidi: plaintext`: a text whose first letter is right-to-left starts at the right.
    const rtl = !box.numeric && rightToLeft(box.text);
    const right = (box.numeric && !box.runOn) || rtl;
    const want: CanvasTextAlign = right ? 'right' : 'left';
    if (align !== want) g.textAlign = align = want;
    if (direction !== (rtl ? 'rtl' : 'ltr')) g.direction = direction = rtl ? 'rtl' : 'ltr';
    const room = box.width - 2 * PADDING - 1;
    const text = box.runOn ? box.text : fits.fit(g, look.cellFont, box.text, room);
    g.fillText(text, right ? x + box.width - 1 - PADDING : x + PADDING, y + base);
  }
}

const LETTER = /\p{L}/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const rightToLeft = (text: string) => RTL_SCRIPT.test(LETTER.exec(text)?.[0] ?? '');
