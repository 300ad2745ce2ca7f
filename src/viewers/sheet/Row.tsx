import { memo } from '../../framework';
import type { Block, Geometry } from './layout';
import { rowCells } from './layout';
import type { SheetMeta } from './protocol';
import * as css from './sheet.css';
import { columnLetter, LETTERS_HEIGHT } from './virtual';

/**
 * The column letters over `cols`; the corner box (over the row numbers) when `corner`. Without frozen columns the
 * corner holds no letter: it is then only a drawn box, not a row of the grid (a row needs a cell).
 */
export const Letters = memo(function Letters({
  cols,
  geo,
  corner,
}: {
  cols: number[];
  geo: Geometry;
  corner?: boolean;
}) {
  const header = cols.length > 0;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the row role and its index are set together, only when there are letters.
    <div
      className={css.letters}
      role={header ? 'row' : undefined}
      aria-rowindex={header ? 1 : undefined}
      aria-hidden={header ? undefined : 'true'}
      style={{ height: `${LETTERS_HEIGHT}px` }}
    >
      {corner && <span className={css.cornerBox} style={{ width: `${geo.gutter}px` }} aria-hidden="true" />}
      {cols.map((c) => (
        // biome-ignore lint/a11y/useSemanticElements: an ARIA grid of divs, as a virtualised grid cannot be a table.
        // biome-ignore lint/a11y/useFocusableInteractive: the grid's scroller is the one focus stop; a read-only sheet's cells are read, not focused one by one.
        <span
          key={c}
          className={css.letter}
          role="columnheader"
          aria-colindex={c + 2}
          style={{ left: `${geo.gutter + geo.cols[c]}px`, width: `${geo.cols[c + 1] - geo.cols[c]}px` }}
        >
          {columnLetter(c)}
        </span>
      ))}
    </div>
  );
});

/**
 * One row's cells over `cols` (and its number when `number`), positioned by the sheet's geometry. A merged range
 * is drawn once, from its first row, over all its cells; the cells it covers are not drawn.
 */
export const Row = memo(function Row({
  r,
  top,
  cols,
  block,
  geo,
  sheet,
  number,
  frozenEdge,
}: {
  r: number;
  top: number;
  cols: number[];
  block: Block | undefined;
  geo: Geometry;
  sheet: SheetMeta;
  number?: boolean;
  frozenEdge?: boolean;
}) {
  const height = geo.rows[r + 1] - geo.rows[r];
  const cells = rowCells(r, cols, block, geo, sheet, !!number, !!frozenEdge).map((box) => (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA grid of divs, as a virtualised grid cannot be a table.
    // biome-ignore lint/a11y/useFocusableInteractive: the grid's scroller is the one focus stop; a read-only sheet's cells are read, not focused one by one.
    <span
      key={box.c}
      className={`${css.cell}${box.numeric ? ` ${css.number}` : ''}${box.merge ? ` ${css.merged}` : ''}${box.runOn ? ` ${css.runOn}` : ''}${box.frozenRight ? ` ${css.frozenRight}` : ''}${box.frozenBottom ? ` ${css.frozenBottom}` : ''}`}
      role="gridcell"
      aria-colindex={box.c + 2}
      aria-colspan={box.merge?.cs}
      aria-rowspan={box.merge?.rs}
      data-cell={box.address}
      style={{
        left: `${geo.gutter + box.left}px`,
        width: `${box.width}px`,
        ...(box.height !== undefined && { height: `${box.height}px` }),
      }}
    >
      {box.text}
    </span>
  ));
  // A body row with no text in view is only the grid lines under it.
  if (!number && !frozenEdge && cells.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA grid of divs, as a virtualised grid cannot be a table.
    // biome-ignore lint/a11y/useFocusableInteractive: the grid's scroller is the one focus stop; a read-only sheet's cells are read, not focused one by one.
    <div className={css.row} role="row" aria-rowindex={r + 2} style={{ top: `${top}px`, height: `${height}px` }}>
      {number && (
        // biome-ignore lint/a11y/useSemanticElements: an ARIA grid of divs, as a virtualised grid cannot be a table.
        // biome-ignore lint/a11y/useFocusableInteractive: the grid's scroller is the one focus stop; a read-only sheet's cells are read, not focused one by one.
        <span
          className={`${css.rowNumber}${frozenEdge && r === sheet.frozen.rows - 1 ? ` ${css.frozenBottom}` : ''}`}
          role="rowheader"
          aria-colindex={1}
          style={{ width: `${geo.gutter}px` }}
        >
          {r + 1}
        </span>
      )}
      {cells}
    </div>
  );
});
