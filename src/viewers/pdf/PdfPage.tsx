import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useRef, useState } from '../../framework';
import { useT } from '../../ui/hooks';
import { isPhone, maxCanvasPixels, renderRatio } from './canvas';
import type { Size } from './document';
import { pageHeight } from './layout';
import * as css from './pdf.css';

/**
 * A page far from the view: an empty box of its size (no text, no canvas, no effects), so that a 300-page file
 * mounts 300 plain boxes and a few pages, and the scroll height stays true.
 */
export function Slot({ number, width, size }: { number: number; width: number; size: Size }) {
  return (
    <div
      className={css.page}
      style={{ width: `${Math.round(width)}px`, height: `${pageHeight(size, width)}px` }}
      data-page={number}
    />
  );
}

/**
 * A page near the view: drawn on a canvas of its size. It is mounted only while near, so leaving the view
 * releases the canvas with it; `onSize` reports the page's true size when it differs from the guess.
 */
export function PdfPage({
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
      style={{ width: `${Math.round(width)}px`, height: `${pageHeight(size, width)}px` }}
      data-page={number}
      data-drawn={drawn || undefined}
      role="img"
      aria-label={t('viewer.pageLabel', { page: number })}
    >
      {!drawn && <span className={css.pageNumber}>{number}</span>}
    </div>
  );
}
