import { useEffect, useLayoutEffect, useMemo, useRef, useState } from '../../framework';
import { useStore } from '../../framework';
import { $locale } from '../../i18n';
import { formatNumber } from '../../ui/format';
import { useT } from '../../ui/hooks';
import { Loading } from '../../ui/States';
import { startWorker } from '../assets';
import type { ViewerProps } from '../FileViewer';
import { ViewerMessage, WorkerFailed } from '../Message';
import { BLOCK, type FromWorker, type SheetMeta, type ToWorker } from './protocol';
import { blocksFor, columnOffsets, ROW_HEIGHT, ROW_NUMBER_WIDTH, visibleWindow } from './virtual';
import * as css from './sheet.css';

/**
 * Spreadsheet viewer (xlsx, xls, csv). SheetJS parses in a worker; the page asks for blocks of rows as they
 * come into view and renders only the visible rows and columns, so 10,000 rows scroll like 30. Row 1 of each
 * sheet is the frozen header; sheets are tabs.
 */

/** Blocks kept per sheet; older ones are dropped and fetched again when needed. */
const MAX_BLOCKS = 40;

export default function SheetViewer({ data, name }: ViewerProps) {
  const t = useT();
  const locale = useStore($locale);
  const [sheets, setSheets] = useState<SheetMeta[] | null>(null);
  const [broken, setBroken] = useState(false);
  const [workerFailed, setWorkerFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [active, setActive] = useState(0);
  const [, setVersion] = useState(0);
  const [view, setView] = useState({ top: 0, left: 0, width: 390, height: 600 });
  const worker = useRef<Worker | null>(null);
  const blocks = useRef(new Map<string, string[][]>());
  const pending = useRef(new Set<string>());
  const scroller = useRef<HTMLDivElement>(null);
  const frame = useRef(0);

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
            setSheets(msg.sheets);
          } else if (msg.type === 'error') setBroken(true);
          else if (msg.type === 'rows') {
            const key = `${msg.sheet}:${msg.from / BLOCK}`;
            pending.current.delete(key);
            blocks.current.set(key, msg.rows);
            if (blocks.current.size > MAX_BLOCKS) blocks.current.delete(blocks.current.keys().next().value as string);
            setVersion((v) => v + 1);
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

  const sheet = sheets?.[active];
  const offsets = useMemo(() => columnOffsets(sheet?.widths ?? []), [sheet]);

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const measure = () => setView((v) => ({ ...v, width: node.clientWidth, height: node.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [sheet]);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const node = scroller.current;
      if (node) setView((v) => ({ ...v, top: node.scrollTop, left: node.scrollLeft }));
    });
  };

  const win = sheet ? visibleWindow(view.top, view.left, view.height, view.width, sheet.rows, offsets) : null;

  // Ask the worker for the blocks of the visible rows that are not here yet.
  useEffect(() => {
    if (!sheet || !win || !worker.current) return;
    for (const b of blocksFor(win.firstRow, win.lastRow, BLOCK)) {
      const key = `${active}:${b}`;
      if (blocks.current.has(key) || pending.current.has(key)) continue;
      pending.current.add(key);
      const message: ToWorker = { type: 'rows', sheet: active, from: b * BLOCK, to: (b + 1) * BLOCK, req: b };
      worker.current.postMessage(message);
    }
  });

  const switchTo = (index: number) => {
    setActive(index);
    scroller.current?.scrollTo(0, 0);
    setView((v) => ({ ...v, top: 0, left: 0 }));
  };

  if (workerFailed) return <WorkerFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (broken) return <ViewerMessage text={t('viewer.broken')} testId="file-broken" />;
  // The file viewer already showed its loading view: no second 200 ms gap before this one.
  if (!sheets || !sheet || !win) return <Loading delayMs={0} />;

  const rowText = (r: number): string[] | undefined => blocks.current.get(`${active}:${Math.floor(r / BLOCK)}`)?.[r % BLOCK];
  const cols: number[] = [];
  for (let c = win.firstCol; c <= win.lastCol; c++) cols.push(c);
  const totalWidth = ROW_NUMBER_WIDTH + offsets[offsets.length - 1];
  const header = rowText(0);
  const body: number[] = [];
  for (let r = win.firstRow; r <= win.lastRow; r++) body.push(r);

  return (
    <div className={css.viewer} data-testid="sheet-viewer" data-rows={sheet.rows}>
      <div className={css.info}>
        {sheet.name} · {t('viewer.size', { rows: formatNumber(sheet.rows, locale), cols: formatNumber(sheet.cols, locale) })}
      </div>
      {/* Focusable so a keyboard can scroll the rows and columns (arrow keys, Page Down). */}
      <div ref={scroller} className={css.scroller} onScroll={onScroll} role="grid" aria-label={sheet.name} aria-rowcount={sheet.rows} aria-colcount={sheet.cols} tabIndex={0}>
        {sheet.rows === 0 ? (
          <ViewerMessage text={t('viewer.emptySheet')} role="status" testId="sheet-empty" />
        ) : (
          <div className={css.canvas} style={{ width: `${totalWidth}px`, height: `${sheet.rows * ROW_HEIGHT}px` }}>
            <div className={css.header} style={{ width: `${totalWidth}px` }} role="row" aria-rowindex={1}>
              <span className={css.rowNumber} style={{ background: '#e3eaf5' }} aria-hidden="true">1</span>
              {cols.map((c) => (
                <span key={c} className={css.cell} role="columnheader" aria-colindex={c + 1} style={{ left: `${ROW_NUMBER_WIDTH + offsets[c]}px`, width: `${sheet.widths[c]}px` }} title={header?.[c] || undefined}>
                  {header?.[c] ?? ''}
                </span>
              ))}
            </div>
            {body.map((r) => {
              const texts = rowText(r);
              return (
                <div key={r} className={css.row} data-odd={r % 2 === 1 || undefined} role="row" aria-rowindex={r + 1} style={{ transform: `translateY(${r * ROW_HEIGHT}px)`, width: `${totalWidth}px`, top: 0 }}>
                  <span className={css.rowNumber} aria-hidden="true">{r + 1}</span>
                  {cols.map((c) => (
                    <span key={c} className={css.cell} role="gridcell" aria-colindex={c + 1} style={{ left: `${ROW_NUMBER_WIDTH + offsets[c]}px`, width: `${sheet.widths[c]}px` }}>
                      {texts?.[c] ?? ''}
                    </span>
                  ))}
                </div>
              );
            })}
          </div>
        )}
      </div>
      {sheets.length > 1 && (
        <div className={css.tabs} role="tablist" aria-label={t('viewer.sheets')}>
          {sheets.map((s, i) => (
            <button key={s.name} type="button" role="tab" className={css.tab} aria-selected={i === active} onClick={() => switchTo(i)}>
              {s.name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
