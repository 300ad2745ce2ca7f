import type { Geometry } from './layout';
import * as css from './sheet.css';
import { LETTERS_HEIGHT, ROW_HEIGHT } from './virtual';

/**
 * The grid lines under the body's columns `cols`, over the whole height of the sheet below the frozen rows: a
 * line under every row (rows are all ROW_HEIGHT high; hidden ones have no height, so the lines stay on the
 * 28 px beat) and one right of each column, drawn as backgrounds. It changes only with the column window, so a
 * vertical scroll never restyles, lays out or repaints it (a layer as tall as the window, moved every frame, cost
 * a phone-speed CPU style, layout and paint on each scroll frame). The column lines are built once per window.
 */
export function gridStyle(geo: Geometry, cols: number[], cache: { key: string; image: string }) {
  const c0 = cols[0];
  const c1 = cols[cols.length - 1];
  const left = geo.cols[c0];
  const key = `${c0}:${c1}:${geo.cols.length}:${left}`;
  if (cache.key !== key) {
    const line = `linear-gradient(${css.gridColor}, ${css.gridColor})`;
    const layers: string[] = [];
    const sizes: string[] = [];
    const positions: string[] = [];
    for (const c of cols) {
      layers.push(line);
      sizes.push('1px 100%');
      positions.push(`${geo.cols[c + 1] - left - 1}px 0`);
    }
    layers.push(
      `repeating-linear-gradient(transparent 0 ${ROW_HEIGHT - 1}px, ${css.gridColor} ${ROW_HEIGHT - 1}px ${ROW_HEIGHT}px)`,
    );
    sizes.push('100% 100%');
    positions.push('0 0');
    cache.key = key;
    cache.image = `${layers.join(',')}|${sizes.join(',')}|${positions.join(',')}`;
  }
  const [image, size, position] = cache.image.split('|');
  return {
    left: `${geo.gutter + left}px`,
    top: `${LETTERS_HEIGHT + geo.frozenH}px`,
    width: `${geo.cols[c1 + 1] - left}px`,
    height: `${geo.rows[geo.rowCount] - geo.frozenH}px`,
    backgroundImage: image,
    backgroundSize: size,
    backgroundPosition: position,
  };
}
