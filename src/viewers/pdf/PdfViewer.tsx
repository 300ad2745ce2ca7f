import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from '../../framework';
import { useT } from '../../ui/hooks';
import { Loading } from '../../ui/States';
import { clampZoom, doubleTapZoom, ZOOM_MAX, ZOOM_MIN } from '../../ui/zoom';
import { workerUrl } from '../assets';
import type { ViewerProps } from '../FileViewer';
import { ViewerMessage } from '../Message';
import * as base from '../viewer.css';
import { isPhone, maxCanvasPixels, renderRatio } from './canvas';
import * as css from './pdf.css';

/**
 * PDF viewer on pdf.js (the legacy build: it runs in Chromium 107 and Safari 16.4, docs/SECURITY.md). Parsing
 * runs in pdf.js's worker; a page is drawn only while it is in or near the view and its canvas is released when
 * it scrolls far away, so a 50-page file costs a few canvases, never fifty. Zoom 1 to 4.
 */

GlobalWorkerOptions.workerSrc = workerUrl('pdf.worker.js');

/** Pages within one screen above or below the view are drawn ahead; further ones are released. */
const NEAR_MARGIN = '100% 0px';
const GAP = 8;

type Size = { width: number; height: number };

export default function PdfViewer({ data, name, onBroken }: ViewerProps) {
  const t = useT();
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [first, setFirst] = useState<Size | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => void (broken && onBroken?.()), [broken]);
  const [zoom, setZoom] = useState(1);
  const [fitWidth, setFitWidth] = useState(0);
  const [current, setCurrent] = useState(1);
  const scroller = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ x: number; y: number; from: number } | null>(null);

  useEffect(() => {
    let task: ReturnType<typeof getDocument> | undefined;
    let live = true;
    void data.arrayBuffer().then((buffer) => {
      if (!live) return;
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
    }, () => live && setBroken(true));
    return () => {
      live = false;
      void task?.destroy();
    };
  }, [data]);

  // Fit the page to the width of the view; follows rotation and window resizes.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const measure = () => setFitWidth(Math.max(200, Math.min(node.clientWidth - 16, 1000)));
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

  const observer = useNearObserver(scroller, doc);

  // The page indicator follows the page under the top third of the view.
  const onScroll = () => {
    const node = scroller.current;
    if (!node || !first || !fitWidth) return;
    const pageHeight = (first.height / first.width) * fitWidth * zoom + GAP;
    setCurrent(Math.min(doc?.numPages ?? 1, Math.max(1, Math.floor((node.scrollTop + node.clientHeight / 3) / pageHeight) + 1)));
  };

  if (broken) return <ViewerMessage text={t('viewer.broken')} testId="file-broken" />;
  const total = doc?.numPages ?? 0;
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
            {Array.from({ length: total }, (_, i) => (
              <PdfPage key={i + 1} doc={doc} number={i + 1} width={fitWidth * zoom} guess={first} observer={observer} />
            ))}
          </div>
        )}
      </div>
      {total > 0 && <div className={css.badge} aria-live="polite">{t('viewer.page', { page: current, total })}</div>}
      <div className={base.toolbar}>
        <button type="button" className={base.toolButton} onClick={() => zoomTo(zoom - 0.5)} disabled={zoom <= ZOOM_MIN} aria-label={t('zoom.out')}>−</button>
        <button type="button" className={`${base.toolButton} ${base.toolText}`} onClick={() => zoomTo(1)} aria-label={t('viewer.fit')}>
          {Math.round(zoom * 100)}%
        </button>
        <button type="button" className={base.toolButton} onClick={() => zoomTo(zoom + 0.5)} disabled={zoom >= ZOOM_MAX} aria-label={t('zoom.in')}>+</button>
      </div>
    </div>
  );
}

type Near = (node: Element, onChange: (near: boolean) => void) => () => void;

/** One IntersectionObserver for all pages; each page subscribes with its element. */
function useNearObserver(root: { current: HTMLElement | null }, ready: unknown): Near | null {
  const [near, setNear] = useState<Near | null>(null);
  useEffect(() => {
    if (!root.current || !ready) return;
    const listeners = new Map<Element, (near: boolean) => void>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
      },
      { root: root.current, rootMargin: NEAR_MARGIN },
    );
    setNear(() => (node: Element, onChange: (near: boolean) => void) => {
      listeners.set(node, onChange);
      io.observe(node);
      return () => {
        listeners.delete(node);
        io.unobserve(node);
      };
    });
    return () => io.disconnect();
  }, [ready]);
  return near;
}

function PdfPage({ doc, number, width, guess, observer }: { doc: PDFDocumentProxy; number: number; width: number; guess: Size; observer: Near | null }) {
  const t = useT();
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [size, setSize] = useState<Size>(guess);
  const [drawn, setDrawn] = useState(false);
  const height = Math.round((size.height / size.width) * width);

  useEffect(() => (observer && slot.current ? observer(slot.current, setNear) : undefined), [observer]);

  const key = useMemo(() => `${near}:${Math.round(width)}`, [near, width]);
  useEffect(() => {
    const node = slot.current;
    if (!node || !near) {
      setDrawn(false);
      return;
    }
    let task: RenderTask | undefined;
    let live = true;
    const canvas = document.createElement('canvas');
    canvas.className = css.canvas;
    void doc.getPage(number).then((page) => {
      if (!live) return;
      const unit = page.getViewport({ scale: 1 });
      if (unit.width !== size.width || unit.height !== size.height) setSize({ width: unit.width, height: unit.height });
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
    }).catch(() => undefined);
    return () => {
      live = false;
      task?.cancel();
    };
  }, [key, doc]);

  // Released when far away: its memory goes back, the slot keeps its size so scrolling does not jump.
  useEffect(() => {
    if (!near) slot.current?.querySelector('canvas')?.remove();
  }, [near]);

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
