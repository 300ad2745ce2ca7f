import type { Block, Geometry } from './layout';
import { gridStyle } from './gridStyle';
import type { SheetMeta } from './protocol';
import { Letters, Row } from './Row';
import * as css from './sheet.css';
import { LETTERS_HEIGHT } from './virtual';

export interface GridFrame {
  geo: Geometry;
  sheet: SheetMeta;
  frozenRows: number[];
  frozenCols: number[];
  bodyCols: number[];
  bodyRows: number[];
  /** The rows this frame draws (with their number; their cells when `blockOf` gives their block). */
  numbered: number[];
  rowAt: (r: number) => Block | undefined;
  blockOf: (r: number) => Block | undefined;
  /** Counts the places jumped to: a jump puts the rows in a new box. */
  place: number;
  gridCache: { key: string; image: string };
}

/**
 * The sheet's cells as Excel lays them out: the column letters and frozen rows on top, the frozen columns and row
 * numbers on the left, the corner where both meet, the grid lines, and the body's rows.
 */
export function SheetGrid(f: GridFrame) {
  const { geo, sheet, frozenRows, frozenCols, bodyCols, numbered, rowAt, blockOf } = f;
  const common = { geo, sheet };
  const totalW = geo.gutter + geo.cols[geo.colCount];
  const totalH = LETTERS_HEIGHT + geo.rows[geo.rowCount];
  return (
    <div className={css.canvas} style={{ width: `${totalW}px`, height: `${totalH}px` }}>
      <div className={css.top} style={{ width: `${totalW}px`, height: `${LETTERS_HEIGHT + geo.frozenH}px` }}>
        <Letters cols={bodyCols} geo={geo} />
        {frozenRows.map((r) => (
          <Row
            key={r}
            r={r}
            top={LETTERS_HEIGHT + geo.rows[r]}
            cols={bodyCols}
            block={rowAt(r)}
            {...common}
            frozenEdge
          />
        ))}
        <div
          className={css.corner}
          style={{ width: `${geo.gutter + geo.frozenW}px`, height: `${LETTERS_HEIGHT + geo.frozenH}px` }}
        >
          <Letters cols={frozenCols} geo={geo} corner />
          {frozenRows.map((r) => (
            <Row
              key={r}
              r={r}
              top={LETTERS_HEIGHT + geo.rows[r]}
              cols={frozenCols}
              block={rowAt(r)}
              {...common}
              number
              frozenEdge
            />
          ))}
        </div>
      </div>
      {/* The gutter's own colour under the numbers, so a row whose number comes in a following frame is not a hole. */}
      <div
        className={css.left}
        style={{
          width: `${geo.gutter + geo.frozenW}px`,
          height: `${geo.rows[geo.rowCount] - geo.frozenH}px`,
          backgroundImage: `linear-gradient(to right, ${css.gutterColor} ${geo.gutter}px, transparent 0)`,
        }}
      >
        <div key={f.place} className={css.place}>
          {numbered.map((r) => (
            <Row
              key={r}
              r={r}
              top={geo.rows[r] - geo.frozenH}
              cols={frozenCols}
              block={blockOf(r)}
              {...common}
              number
            />
          ))}
        </div>
      </div>
      {f.bodyRows.length > 0 && bodyCols.length > 0 && (
        <div className={css.gridLines} aria-hidden="true" style={gridStyle(geo, bodyCols, f.gridCache)} />
      )}
      <div key={f.place} className={css.place}>
        {numbered.map((r) => (
          <Row key={r} r={r} top={LETTERS_HEIGHT + geo.rows[r]} cols={bodyCols} block={blockOf(r)} {...common} />
        ))}
      </div>
    </div>
  );
}

/** The sheets of the book as tabs under the grid (only when there is more than one). */
export function SheetTabs({
  names,
  active,
  label,
  onChoose,
}: {
  names: string[];
  active: number;
  label: string;
  onChoose: (index: number) => void;
}) {
  return (
    <div className={css.tabs} role="tablist" aria-label={label}>
      {names.map((name, i) => (
        <button
          key={name}
          type="button"
          role="tab"
          className={css.tab}
          aria-selected={i === active}
          onClick={() => onChoose(i)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
