import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from '../../framework';
import { useStore } from '../../framework';
import { $locale } from '../../i18n';
import { formatNumber } from '../../ui/format';
import { useT } from '../../ui/hooks';
import { Loading } from '../../ui/States';
import { startWorker } from '../assets';
import type { ViewerProps } from '../FileViewer';
import { ViewerMessage, WorkerFailed } from '../Message';
import {
  BLOCK,
  TEXT_ENCODINGS,
  type FromWorker,
  type SheetMeta,
  type TextEncodingInfo,
  type ToWorker,
} from './protocol';
import { blocksFor, columnLetter, LETTERS_HEIGHT, planRows, ROW_HEIGHT, shown, span, type RowPlan } from './virtual';
import { geometryOf, mergedStarts, rowCells, type Block, type Geometry } from './layout';
import { ScrollDrawing } from './scrollDrawing';
import { Frames } from './frames';
import { drawingTop } from './drawn';
import * as css from './sheet.css';

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
/** Rows above and below the window whose blocks are fetched ahead. */
const PREFETCH_ROWS = 120;
/**
 * Cells (a row's number counts as two) drawn in one frame: a long jump, a fast scroll or an arriving block fills
 * the rows over a few frames, those on screen first, instead of in one long task (planRows). The budget follows
 * how long the frames take on this device (frameBudget). Its least is small: a frame's own work (the render, the
 * style, paint and layers of the grid) is most of a phone's 50 ms, each cell's text about 1 ms more.
 */
const FRAME_CELLS = { start: 32, min: 6, max: 64 };

export default function SheetViewer({ data, name, onBroken }: ViewerProps) {
  const t = useT();
  const locale = useStore($locale);
  const [book, setBook] = useState<{ sheets: SheetMeta[]; encoding?: TextEncodingInfo } | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => void (broken && onBroken?.()), [broken]);
  const [workerFailed, setWorkerFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [active, setActive] = useState(0);
  const [, setVersion] = useState(0);
  const [view, setView] = useState({ top: 0, left: 0, width: 390, height: 600 });
  const worker = useRef<Worker | null>(null);
  const blocks = useRef(new Map<string, Block>());
  const pending = useRef(new Set<string>());
  const scroller = useRef<HTMLDivElement>(null);
  // The same column list for the same window, so rows that stay on screen are not drawn again (memo).
  const lists = useRef(new Map<string, number[]>());
  const gridCache = useRef({ key: '', image: '' });
  // What the last frame drew: the rows with their number, and those of them with their cells (planRows).
  const plan = useRef<RowPlan>({ numbered: new Set(), filled: new Set() });
  const more = useRef(false);
  /** Counts the places jumped to (a key, see `rows` below). */
  const place = useRef(0);
  // Renders once a frame, in or after it (./frames.ts).
  const frames = useRef<Frames | null>(null);
  frames.current ??= new Frames(
    FRAME_CELLS,
    () => {
      const node = scroller.current;
      if (node)
        setView((v) =>
          v.top === node.scrollTop && v.left === node.scrollLeft
            ? v
            : { ...v, top: node.scrollTop, left: node.scrollLeft },
        );
      setVersion((v) => v + 1);
    },
    () => !!drawing.current?.on,
  );
  const redraw = (scroll?: boolean) => frames.current!.ask(scroll);

  // While the user scrolls, the body is drawn instead of built (./scrollDrawing.ts).
  const drawing = useRef<ScrollDrawing | null>(null);
  drawing.current ??= new ScrollDrawing(
    () => scroller.current,
    () => redraw(),
  );
  const onScroll = () => {
    if (!drawing.current!.scrolled()) redraw(true);
  };

  useEffect(() => {
    let live = true;
    let w: Worker | undefined;
    let opened = false;
    setWorkerFailed(false);
    void Promise.all([startWorker('sheet.worker.js', 'sheet-viewer'), data.arrayBuffer()]).then(
      ([started, buffer]) => {
        if (!live) return void started.terminate();
        w = started;
        worker.current = w;
        w.onmessage = (event: MessageEvent<FromWorker>) => {
          if (!live) return;
          const msg = event.data;
          if (msg.type === 'opened') {
            opened = true;
            blocks.current.clear();
            pending.current.clear();
            plan.current = { numbered: new Set(), filled: new Set() };
            lists.current.clear();
            setBook({ sheets: msg.sheets, encoding: msg.encoding });
          } else if (msg.type === 'error') setBroken(true);
          else if (msg.type === 'rows') {
            const key = `${msg.sheet}:${msg.from / BLOCK}`;
            if (!pending.current.delete(key)) return;
            blocks.current.set(key, { texts: msg.rows, numeric: msg.numeric });
            if (blocks.current.size > MAX_BLOCKS) blocks.current.delete(blocks.current.keys().next().value as string);
            if (!drawing.current!.arrived()) redraw();
          }
        };
        // Before it answered, an error means the worker never ran (blocked, missing): not the file's fault.
        w.onerror = () => live && (opened ? setBroken(true) : setWorkerFailed(true));
        const message: ToWorker = { type: 'open', name, data: buffer };
        w.postMessage(message, [buffer]);
      },
      () => live && setWorkerFailed(true),
    );
    return () => {
      live = false;
      w?.terminate();
      worker.current = null;
    };
  }, [data, attempt]);

  const sheet = book?.sheets[active];
  const geo = useMemo(() => (sheet ? geometryOf(sheet) : null), [sheet]);

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const measure = () => setView((v) => ({ ...v, width: node.clientWidth, height: node.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [sheet]);

  // The elements a render added are styled and laid out in the render's own task (reading a size forces it), so
  // the frame after it has only their paint to do: a scroll's first drawing that lands in that frame then adds to
  // less (./frames.ts renders after the frame for the same reason).
  useLayoutEffect(() => void scroller.current?.offsetHeight);

  // The body's rows and columns on screen (the frozen ones are always drawn).
  const win =
    sheet && geo
      ? {
          rows: span(geo.rows, view.top + geo.frozenH, view.top + view.height - LETTERS_HEIGHT, sheet.frozen.rows),
          cols: span(geo.cols, view.left + geo.frozenW, view.left + view.width - geo.gutter, sheet.frozen.cols),
        }
      : null;

  /** Asks the worker for the blocks of rows first..last and the frozen rows that are not here yet. */
  const want = (first: number, last: number) => {
    if (!sheet || !geo || !worker.current) return;
    // The rows on screen first, then those within PREFETCH_ROWS of them: a steady scroll finds its next block
    // already here, instead of drawing a whole screen of cells at once when it arrives.
    const wanted = [
      ...blocksFor(0, sheet.frozen.rows - 1, BLOCK),
      ...blocksFor(first, last, BLOCK),
      ...blocksFor(Math.max(0, first - PREFETCH_ROWS), Math.min(geo.rowCount - 1, last + PREFETCH_ROWS), BLOCK),
    ];
    for (const b of wanted) {
      const key = `${active}:${b}`;
      if (blocks.current.has(key) || pending.current.has(key)) continue;
      pending.current.add(key);
      const message: ToWorker = { type: 'rows', sheet: active, from: b * BLOCK, to: (b + 1) * BLOCK, req: b };
      worker.current.postMessage(message);
    }
  };
  useEffect(() => void (win && want(win.rows[0], win.rows[1])));

  // Rows left without their cells by this frame's budget get them in the next one.
  useEffect(() => void (more.current && redraw()));
  // The drawing of a scroll goes once the grid shows where the scroller has come to rest, complete; it is made
  // ready once a sheet first shows complete, in an idle moment.
  const prepared = useRef<SheetMeta | null>(null);
  useEffect(() => {
    const node = scroller.current;
    const complete = !more.current && !!node && node.scrollTop === view.top && node.scrollLeft === view.left;
    drawing.current!.rendered(complete);
    if (complete && sheet && prepared.current !== sheet) {
      prepared.current = sheet;
      drawing.current!.prepare();
    }
  });
  useEffect(() => () => (frames.current!.stop(), drawing.current!.stop()), []);

  const switchTo = (index: number) => {
    drawing.current!.stop();
    setActive(index);
    plan.current = { numbered: new Set(), filled: new Set() };
    scroller.current?.scrollTo(0, 0);
    setView((v) => ({ ...v, top: 0, left: 0 }));
  };

  const chooseEncoding = (encoding: string) => {
    setBook(null);
    worker.current?.postMessage({ type: 'encoding', encoding } satisfies ToWorker);
  };

  if (workerFailed) return <WorkerFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (broken) return <ViewerMessage text={t('viewer.broken')} testId="file-broken" />;
  // The file viewer already showed its loading view: no second 200 ms gap before this one.
  if (!book || !sheet || !geo || !win) return <Loading delayMs={0} />;

  const rowAt = (r: number) => blocks.current.get(`${active}:${Math.floor(r / BLOCK)}`);
  const columns = (from: number, to: number) => {
    const key = `${active}:${from}:${to}`;
    let list = lists.current.get(key);
    if (!list) {
      if (lists.current.size > 50) lists.current.clear();
      lists.current.set(key, (list = shown(from, to, geo.cols)));
    }
    return list;
  };
  const frozenRows = shown(0, sheet.frozen.rows - 1, geo.rows);
  const frozenCols = columns(0, sheet.frozen.cols - 1);
  const bodyCols = columns(win.cols[0], win.cols[1]);
  const bodyRows = shown(win.rows[0], win.rows[1], geo.rows);
  // A merged range that starts above the window still shows: draw its first row too.
  const rows = [...mergedStarts(bodyRows[0], [...frozenCols, ...bodyCols], geo, sheet), ...bodyRows];
  // A few rows' cells per frame, those on screen first: a jump or an arriving block never draws a whole screen
  // of cells in one task.
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
  const jumped = plan.current.numbered.size > 0 && !rows.some((r) => plan.current.numbered.has(r));
  if (jumped) place.current++;
  const next = planRows(
    plan.current,
    rows,
    onScreen,
    (r) => !!rowAt(r),
    jumped ? 0 : frames.current.budget,
    bodyCols.length + frozenCols.length,
  );
  plan.current = next;
  more.current = next.more;
  const blockOf = (r: number) => (next.filled.has(r) ? rowAt(r) : undefined);
  const numbered = rows.filter((r) => next.numbered.has(r));
  const totalW = geo.gutter + geo.cols[geo.colCount];
  const totalH = LETTERS_HEIGHT + geo.rows[geo.rowCount];
  const common = { geo, sheet };
  drawing.current.live = {
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
      <div className={css.info}>
        <span>
          {sheet.name} ·{' '}
          {t('viewer.size', { rows: formatNumber(sheet.rows, locale), cols: formatNumber(sheet.cols, locale) })}
        </span>
        {book.encoding && <EncodingChooser info={book.encoding} onChoose={chooseEncoding} />}
      </div>
      {book.encoding && !book.encoding.sure && (
        <p className={css.notice} role="status" data-testid="encoding-unsure">
          {t('viewer.encodingUnsure')}
        </p>
      )}
      {/* Focusable so a keyboard can scroll the rows and columns (arrow keys, Page Down). */}
      <div
        ref={scroller}
        className={css.scroller}
        onScroll={onScroll}
        role="grid"
        aria-label={sheet.name}
        aria-rowcount={sheet.rows + 1}
        aria-colcount={sheet.cols + 1}
        tabIndex={0}
      >
        <div className={css.drawing} aria-hidden="true">
          <canvas
            ref={(node) => void (drawing.current!.canvas = node)}
            className={css.paper}
            style={{ top: `${drawingTop(geo)}px` }}
          />
        </div>
        {sheet.rows === 0 ? (
          <ViewerMessage text={t('viewer.emptySheet')} role="status" testId="sheet-empty" />
        ) : (
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
              <div key={place.current} className={css.place}>
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
            {bodyRows.length > 0 && bodyCols.length > 0 && (
              <div className={css.gridLines} aria-hidden="true" style={gridStyle(geo, bodyCols, gridCache.current)} />
            )}
            <div key={place.current} className={css.place}>
              {numbered.map((r) => (
                <Row key={r} r={r} top={LETTERS_HEIGHT + geo.rows[r]} cols={bodyCols} block={blockOf(r)} {...common} />
              ))}
            </div>
          </div>
        )}
      </div>
      {book.sheets.length > 1 && (
        <div className={css.tabs} role="tablist" aria-label={t('viewer.sheets')}>
          {book.sheets.map((s, i) => (
            <button
              key={s.name}
              type="button"
              role="tab"
              className={css.tab}
              aria-selected={i === active}
              onClick={() => switchTo(i)}
            >
              {s.name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function EncodingChooser({ info, onChoose }: { info: TextEncodingInfo; onChoose: (encoding: string) => void }) {
  const t = useT();
  const options: string[] = [...TEXT_ENCODINGS];
  const label = (e: string) => {
    const key = `viewer.encodings.${e.replace(/[^a-z0-9]/g, '')}`;
    const text = t(key);
    return text && text !== key ? text : e;
  };
  if (!options.includes(info.used)) options.push(info.used);
  return (
    <label className={css.encoding}>
      <span>{t('viewer.encoding')}</span>
      <select
        className={css.select}
        value={info.used}
        onChange={(e) => onChoose((e.target as HTMLSelectElement).value)}
        data-testid="encoding"
      >
        {options.map((e) => (
          <option key={e} value={e}>
            {label(e)}
            {e === info.detected ? t('viewer.detected') : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The grid lines under the body's columns `cols`, over the whole height of the sheet below the frozen rows: a
 * line under every row (rows are all ROW_HEIGHT high; hidden ones have no height, so the lines stay on the
 * 28 px beat) and one right of each column, drawn as backgrounds. It changes only with the column window, so a
 * vertical scroll never restyles, lays out or repaints it (a layer as tall as the window, moved every frame, cost
 * a phone-speed CPU style, layout and paint on each scroll frame). The column lines are built once per window.
 */
function gridStyle(geo: Geometry, cols: number[], cache: { key: string; image: string }) {
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

/**
 * The column letters over `cols`; the corner box (over the row numbers) when `corner`. Without frozen columns the
 * corner holds no letter: it is then only a drawn box, not a row of the grid (a row needs a cell).
 */
const Letters = memo(function Letters({ cols, geo, corner }: { cols: number[]; geo: Geometry; corner?: boolean }) {
  const header = cols.length > 0;
  return (
    <div
      className={css.letters}
      role={header ? 'row' : undefined}
      aria-rowindex={header ? 1 : undefined}
      aria-hidden={header ? undefined : 'true'}
      style={{ height: `${LETTERS_HEIGHT}px` }}
    >
      {corner && <span className={css.cornerBox} style={{ width: `${geo.gutter}px` }} aria-hidden="true" />}
      {cols.map((c) => (
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
const Row = memo(function Row({
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
    <div className={css.row} role="row" aria-rowindex={r + 2} style={{ top: `${top}px`, height: `${height}px` }}>
      {number && (
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
