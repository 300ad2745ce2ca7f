import { useEffect, useMemo, useRef, useState } from '../../framework';
import { useT } from '../../ui/hooks';
import { Loading } from '../../ui/States';
import type { ViewerProps } from '../viewerProps';
import { ViewerMessage, WorkerFailed } from '../Message';
import { drawingTop } from './drawn';
import { SheetInfo } from './SheetInfo';
import { freshMemory, freshPlan, planFrame, requestBlocks, windowOf } from './gridFrame';
import { geometryOf } from './layout';
import { BLOCK, type SheetMeta } from './protocol';
import { SheetGrid, SheetTabs } from './SheetGrid';
import * as css from './sheet.css';
import { useGridFrames } from './useGridFrames';
import { useSheetWorker } from './useSheetWorker';

/**
 * Spreadsheet viewer (xlsx, xls, csv), laid out as Excel shows a sheet: column letters and row numbers, cells
 * at their true address, merged cells spanning, hidden rows and columns hidden, formatted values, and the
 * file's frozen panes kept in view (no row is taken for a header unless the file freezes it). SheetJS parses in
 * a worker; the page asks for blocks of rows as they come into view and renders only the visible cells, so
 * 50,000 rows scroll like 30. Sheets are tabs. A CSV shows the encoding it was read in and can be read again in
 * another.
 */

/** Blocks kept per sheet; older ones are dropped and fetched again when needed. */
const MAX_BLOCKS = 40;

export default function SheetViewer({ data, name, onBroken }: ViewerProps) {
  const t = useT();
  const [active, setActive] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const mem = useRef(freshMemory()).current;
  const { book, broken, workerFailed, worker, chooseEncoding, retry } = useSheetWorker(data, name, {
    opened: () => {
      mem.blocks.clear();
      mem.pending.clear();
      mem.plan = freshPlan();
      mem.lists.clear();
    },
    rows: (msg) => {
      const key = `${msg.sheet}:${msg.from / BLOCK}`;
      if (!mem.pending.delete(key)) return;
      mem.blocks.set(key, { texts: msg.rows, numeric: msg.numeric });
      if (mem.blocks.size > MAX_BLOCKS) mem.blocks.delete(mem.blocks.keys().next().value as string);
      if (!drawing.arrived()) redraw();
    },
  });
  useEffect(() => void (broken && onBroken?.()), [broken]);
  const sheet = book?.sheets[active];
  const geo = useMemo(() => (sheet ? geometryOf(sheet) : null), [sheet]);
  const { view, setView, frames, drawing, redraw } = useGridFrames(scroller, sheet);

  const want = (first: number, last: number) =>
    sheet && geo && worker.current && requestBlocks(mem, worker.current, active, sheet, geo, first, last);
  useEffect(() => {
    if (!sheet || !geo) return;
    const win = windowOf(sheet, geo, view);
    want(win.rows[0], win.rows[1]);
  });
  // Rows left without their cells by this frame's budget get them in the next one.
  useEffect(() => void (mem.more && redraw()));
  // The drawing of a scroll goes once the grid shows where the scroller has come to rest, complete; it is made
  // ready once a sheet first shows complete, in an idle moment.
  const prepared = useRef<SheetMeta | null>(null);
  useEffect(() => {
    const node = scroller.current;
    const complete = !mem.more && !!node && node.scrollTop === view.top && node.scrollLeft === view.left;
    drawing.rendered(complete);
    if (complete && sheet && prepared.current !== sheet) {
      prepared.current = sheet;
      drawing.prepare();
    }
  });

  const switchTo = (index: number) => {
    drawing.stop();
    setActive(index);
    mem.plan = freshPlan();
    scroller.current?.scrollTo(0, 0);
    setView((v) => ({ ...v, top: 0, left: 0 }));
  };

  if (workerFailed) return <WorkerFailed onRetry={retry} />;
  if (broken) return <ViewerMessage text={t('viewer.broken')} testId="file-broken" />;
  // The file viewer already showed its loading view: no second 200 ms gap before this one.
  if (!book || !sheet || !geo) return <Loading delayMs={0} />;

  const { frame, columns } = planFrame(mem, active, sheet, geo, view, frames.budget);
  const { frozenCols, rowAt } = frame;
  drawing.live = {
    geo,
    sheet,
    frozenCols,
    columns,
    rowAt,
    want,
    lines: { grid: css.gridColor, frozen: css.frozenColor },
  };

  return (
    <div
      className={css.viewer}
      data-testid="sheet-viewer"
      data-rows={sheet.rows}
      data-frozen={`${sheet.frozen.rows},${sheet.frozen.cols}`}
    >
      <SheetInfo sheet={sheet} encoding={book.encoding} onChoose={chooseEncoding} />
      {/* Focusable so a keyboard can scroll the rows and columns (arrow keys, Page Down). */}
      {/* biome-ignore lint/a11y/useSemanticElements: an ARIA grid of divs, as a virtualised grid cannot be a table. */}
      <div
        ref={scroller}
        className={css.scroller}
        onScroll={() => drawing.scrolled() || redraw(true)}
        role="grid"
        aria-label={sheet.name}
        aria-rowcount={sheet.rows + 1}
        aria-colcount={sheet.cols + 1}
        tabIndex={0}
      >
        <div className={css.drawing} aria-hidden="true">
          <canvas
            ref={(node) => {
              drawing.canvas = node;
            }}
            className={css.paper}
            style={{ top: `${drawingTop(geo)}px` }}
          />
        </div>
        {sheet.rows === 0 ? (
          <ViewerMessage text={t('viewer.emptySheet')} role="status" testId="sheet-empty" />
        ) : (
          <SheetGrid {...frame} />
        )}
      </div>
      {book.sheets.length > 1 && (
        <SheetTabs
          names={book.sheets.map((s) => s.name)}
          active={active}
          label={t('viewer.sheets')}
          onChoose={switchTo}
        />
      )}
    </div>
  );
}
