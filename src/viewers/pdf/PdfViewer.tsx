import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from '../../framework';
import { useT } from '../../ui/hooks';
import { Loading } from '../../ui/States';
import { clampZoom, doubleTapZoom, ZOOM_MAX, ZOOM_MIN } from '../../ui/zoom';
import { startWorker } from '../assets';
import type { ViewerProps } from '../FileViewer';
import { ViewerMessage, WorkerFailed } from '../Message';
import * as base from '../viewer.css';
import { indexAt } from '../sheet/virtual';
import { isPhone, maxCanvasPixels, renderRatio } from './canvas';
import * as css from './pdf.css';

/**
 * PDF viewer on pdf.js (the legacy build: it runs in Chromium 107 and Safari 16.4, docs/SECURITY.md). Parsing
 * runs in pdf.js's worker; a page is drawn only while it is in or near the view and its canvas is released when
 * it scrolls far away, so a 50-page file costs a few canvases, never fifty. Zoom 1 to 4.
 */

/**
 * pdf.js's worker, started by us (src/viewers/assets.ts: also from a CDN origin; it counts as started when
 * pdf.js's worker says "ready") and handed to pdf.js as its port, shared by every document of the page. A
 * worker that could not start is forgotten, and the next attempt starts a new one.
 */
let pdfWorker: Promise<Worker> | undefined;
function readyPdfWorker(): Promise<Worker> {
  pdfWorker ??= startWorker('pdf.worker.js', 'pdf-viewer');
  pdfWorker.catch(() => (pdfWorker = undefined));
  return pdfWorker;
}

/** Pages within one screen above or below the view are mounted and drawn; further ones are released. */
const GAP = 8;

type Size = { width: number; height: number };

export default function PdfViewer({ data, name, onBroken }: ViewerProps) {
  const t = useT();
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [first, setFirst] = useState<Size | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => void (broken && onBroken?.()), [broken]);
  const [workerFailed, setWorkerFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [fitWidth, setFitWidth] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ x: number; y: number; from: number } | null>(null);

  useEffect(() => {
    let task: ReturnType<typeof getDocument> | undefined;
    let live = true;
    setWorkerFailed(false);
    void Promise.all([data.arrayBuffer(), readyPdfWorker().catch(() => null)]).then(
      ([buffer, worker]) => {
        if (!live) return;
        if (!worker) return setWorkerFailed(true);
        GlobalWorkerOptions.workerPort = worker;
        task = getDocument({
          data: new Uint8Array(buffer),
          // No eval of font programs or PostScript functions, no XFA forms; scripting needs the sandbox we never load.
          isEvalSupported: false,
          enableXfa: false,
          disableAutoFetch: true,
          stopAtErrors: false,
        });
        // One catch for the whole load: leaving the page destroys the task, which rejects whatever is still
        // pending (the document or its first page) with "Transport destroyed"; that must not surface as an error.
        task.promise
          .then(async (pdf) => {
            const page = await pdf.getPage(1);
            const viewport = page.getViewport({ scale: 1 });
            if (!live) return;
            setFirst({ width: viewport.width, height: viewport.height });
            setDoc(pdf);
          })
          .catch(() => live && setBroken(true));
      },
      () => live && setBroken(true),
    );
    return () => {
      live = false;
      void task?.destroy();
    };
  }, [data, attempt]);

  // Fit the page to the width of the view; follows rotation and window resizes.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const measure = () => {
      setFitWidth(Math.max(200, Math.min(node.clientWidth - 16, 1000)));
      setView({ top: node.scrollTop, height: node.clientHeight });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [doc]);

  // Keep the point under the fingers (or the view's centre) in place when the zoom changes.
  useLayoutEffect(() => {
    const node = scroller.current;
    const a = anchor.current;
    if (!node || !a || a.from === zoom) return;
    const k = zoom / a.from;
    node.scrollLeft = (node.scrollLeft + a.x) * k - a.x;
    node.scrollTop = (node.scrollTop + a.y) * k - a.y;
    anchor.current = null;
  }, [zoom]);

  const zoomTo = (next: number, at?: { x: number; y: number }) => {
    const node = scroller.current;
    const value = clampZoom(Math.round(next * 100) / 100);
    if (!node || value === zoom) return;
    anchor.current = { x: at?.x ?? node.clientWidth / 2, y: at?.y ?? node.clientHeight / 2, from: zoom };
    setZoom(value);
  };

  // Pinch: two pointers scale the page stack with a CSS transform while moving; the zoom is applied on release.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; x: number; y: number; scale: number } | null>(null);
  const lastTap = useRef(0);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? { d: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : null;
  };
  const local = (x: number, y: number) => {
    const r = scroller.current!.getBoundingClientRect();
    return { x: x - r.left, y: y - r.top };
  };
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse') return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const s = spread();
    if (pointers.current.size === 2 && s) pinch.current = { distance: s.d, ...local(s.x, s.y), scale: 1 };
    if (pointers.current.size === 1) {
      const now = Date.now();
      if (now - lastTap.current < 300) zoomTo(doubleTapZoom(zoom), local(e.clientX, e.clientY));
      lastTap.current = now;
    }
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const s = spread();
    const p = pinch.current;
    if (!p || !s || p.distance === 0 || !pagesRef.current) return;
    p.scale = clampZoom((zoom * s.d) / p.distance) / zoom;
    pagesRef.current.style.transform = `scale(${p.scale})`;
    pagesRef.current.style.transformOrigin = `${p.x + scroller.current!.scrollLeft}px ${p.y + scroller.current!.scrollTop}px`;
  };
  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    const p = pinch.current;
    if (p && pointers.current.size < 2) {
      pinch.current = null;
      if (pagesRef.current) pagesRef.current.style.transform = '';
      zoomTo(zoom * p.scale, p);
    }
  };

  // Where the view is, so that only the pages near it are mounted (a 300-page file mounts a handful).
  const [view, setView] = useState({ top: 0, height: 800 });
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  // Each page's size once known (pages of one file may differ); the others are taken to be as large as page 1.
  const sizes = useRef(new Map<number, Size>());
  const [, setSizesVersion] = useState(0);
  const onSize = (number: number, size: Size) => {
    const known = sizes.current.get(number);
    if (known && known.width === size.width && known.height === size.height) return;
    sizes.current.set(number, size);
    setSizesVersion((v) => v + 1);
  };

  // The page indicator follows the page under the top third of the view.
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const node = scroller.current;
      if (node) setView({ top: node.scrollTop, height: node.clientHeight });
    });
  };
  if (workerFailed) return <WorkerFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (broken) return <ViewerMessage text={t('viewer.broken')} testId="file-broken" />;
  const total = doc?.numPages ?? 0;
  const width = fitWidth * zoom;
  // Page tops (offsets[i] is page i + 1's top inside the stack, after its 8 px padding); a page is near when it
  // meets the view or one screen above or below it.
  const offsets = new Float64Array(total + 1);
  if (first) {
    for (let i = 0; i < total; i++) {
      const size = sizes.current.get(i + 1) ?? first;
      offsets[i + 1] = offsets[i] + Math.round((size.height / size.width) * width) + GAP;
    }
  }
  const from = view.top - view.height - GAP;
  const to = view.top + 2 * view.height;
  let nearFirst = 0;
  while (nearFirst < total - 1 && offsets[nearFirst + 1] < from) nearFirst++;
  let nearLast = nearFirst;
  while (nearLast < total - 1 && offsets[nearLast + 1] < to) nearLast++;
  const current = Math.min(total, Math.max(1, indexAt(offsets, view.top + view.height / 3) + 1));
  return (
    <div className={css.viewer} data-testid="pdf-viewer" data-pages={total} data-zoom={zoom}>
      <div
        ref={scroller}
        className={css.scroller}
        onScroll={onScroll}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onWheel={(e) => {
          if (!e.ctrlKey) return;
          e.preventDefault();
          zoomTo(zoom * (e.deltaY < 0 ? 1.2 : 1 / 1.2), local(e.clientX, e.clientY));
        }}
        role="document"
        aria-label={t('viewer.pdf', { name })}
        // Focusable so a keyboard can scroll the pages (arrow keys, Page Down).
        tabIndex={0}
      >
        {!doc || !first || !fitWidth ? (
          // The file viewer already showed its loading view: no second 200 ms gap before this one.
          <Loading delayMs={0} />
        ) : (
          <div ref={pagesRef} className={css.pages}>
            {Array.from({ length: total }, (_, i) =>
              i >= nearFirst && i <= nearLast ? (
                <PdfPage
                  key={i + 1}
                  doc={doc}
                  number={i + 1}
                  width={width}
                  size={sizes.current.get(i + 1) ?? first}
                  onSize={onSize}
                />
              ) : (
                <Slot key={-(i + 1)} number={i + 1} width={width} size={sizes.current.get(i + 1) ?? first} />
              ),
            )}
          </div>
        )}
      </div>
      {total > 0 && (
        <div className={css.badge} aria-live="polite">
          {t('viewer.page', { page: current, total })}
        </div>
      )}
      <div className={base.toolbar}>
        <button
          type="button"
          className={base.toolButton}
          onClick={() => zoomTo(zoom - 0.5)}
          disabled={zoom <= ZOOM_MIN}
          aria-label={t('zoom.out')}
        >
          −
        </button>
        <button
          type="button"
          className={`${base.toolButton} ${base.toolText}`}
          onClick={() => zoomTo(1)}
          aria-label={t('viewer.fit')}
        >
          {Math.round(zoom * 100)}%
        </button>
        <button
          type="button"
          className={base.toolButton}
          onClick={() => zoomTo(zoom + 0.5)}
          disabled={zoom >= ZOOM_MAX}
          aria-label={t('zoom.in')}
        >
          +
        </button>
      </div>
    </div>
  );
}

/**
 * A page far from the view: an empty box of its size (no text, no canvas, no effects), so that a 300-page file
 * mounts 300 plain boxes and a few pages, and the scroll height stays true.
 */
function Slot({ number, width, size }: { number: number; width: number; size: Size }) {
  return (
    <div
      className={css.page}
      style={{ width: `${Math.round(width)}px`, height: `${Math.round((size.height / size.width) * width)}px` }}
      data-page={number}
    />
  );
}

/**
 * A page near the view: drawn on a canvas of its size. It is mounted only while near, so leaving the view
 * releases the canvas with it; `onSize` reports the page's true size when it differs from the guess.
 */
function PdfPage({
  doc,
  number,
  width,
  size,
  onSize,
}: {
  doc: PDFDocumentProxy;
  number: number;
  width: number;
  size: Size;
  onSize: (number: number, size: Size) => void;
}) {
  const t = useT();
  const slot = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const height = Math.round((size.height / size.width) * width);

  const key = Math.round(width);
  useEffect(() => {
    const node = slot.current;
    if (!node) return;
    let task: RenderTask | undefined;
    let live = true;
    const canvas = document.createElement('canvas');
    canvas.className = css.canvas;
    void doc
      .getPage(number)
      .then((page) => {
        if (!live) return;
        const unit = page.getViewport({ scale: 1 });
        if (unit.width !== size.width || unit.height !== size.height)
          onSize(number, { width: unit.width, height: unit.height });
        const cssWidth = width;
        const cssHeight = (unit.height / unit.width) * width;
        const ratio = renderRatio(cssWidth, cssHeight, window.devicePixelRatio, maxCanvasPixels(isPhone()));
        const viewport = page.getViewport({ scale: (cssWidth / unit.width) * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvasContext: canvas.getContext('2d')!, viewport });
        return task.promise.then(() => {
          if (!live) return;
          // Swap in the finished canvas, so a zoom never shows a half-drawn page.
          node.querySelector('canvas')?.remove();
          node.appendChild(canvas);
          setDrawn(true);
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      task?.cancel();
    };
  }, [key, doc]);

  return (
    <div
      ref={slot}
      className={css.page}
      style={{ width: `${Math.round(width)}px`, height: `${height}px` }}
      data-page={number}
      data-drawn={drawn || undefined}
      role="img"
      aria-label={t('viewer.pageLabel', { page: number })}
    >
      {!drawn && <span className={css.pageNumber}>{number}</span>}
    </div>
  );
}
