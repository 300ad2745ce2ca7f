import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type CSSProperties, useEffect, useRef, useState } from '../../framework';
import { useT } from '../../ui/hooks';
import { isPhone, maxCanvasPixels, renderRatio } from './canvas';
import type { Size } from './document';
import { pageHeight } from './layout';
import * as css from './pdf.css';
import type { Hit } from './textIndex';
import { PageText } from './textLayer';

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
 * A page near the view: drawn on a canvas of its size, with pdf.js's text layer over it (./textLayer.ts). It is
 * mounted only while near, so leaving the view releases the canvas and the text with it; `onSize` reports the
 * page's true size when it differs from the guess. `hit` is a search hit on this page: it is marked, and `onMark`
 * is given the mark to bring into view.
 */
export function PdfPage({
  doc,
  number,
  width,
  size,
  onSize,
  hit,
  onMark,
}: {
  doc: PDFDocumentProxy;
  number: number;
  width: number;
  size: Size;
  onSize: (number: number, size: Size) => void;
  hit?: Hit;
  onMark?: (mark: HTMLElement) => void;
}) {
  const t = useT();
  const slot = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [textReady, setTextReady] = useState(false);
  const text = useRef<PageText | null>(null);

  useEffect(() => {
    const node = slot.current;
    if (!node) return;
    const layer = document.createElement('div');
    layer.className = css.textLayer;
    node.appendChild(layer);
    const pageText = new PageText(layer, () => setTextReady(true));
    text.current = pageText;
    return () => {
      pageText.cancel();
      layer.remove();
      text.current = null;
    };
  }, [doc]);

  const key = Math.round(width);
  useEffect(() => {
    const node = slot.current;
    if (!node) return;
    let task: RenderTask | undefined;
    let live = true;
    const canvas = document.createElement('canvas');
    canvas.className = css.canvas;
    canvas.setAttribute('aria-hidden', 'true');
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
          node.prepend(canvas);
          setDrawn(true);
          // The text comes after the frame that shows the drawing: laying it out measures every span, and that
          // work must not stand between the finished page and the screen.
          const cssViewport = page.getViewport({ scale: cssWidth / unit.width });
          requestAnimationFrame(() => setTimeout(() => live && text.current?.show(page, cssViewport), 0));
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      task?.cancel();
    };
  }, [key, doc]);

  useEffect(() => {
    if (!textReady) return;
    const mark = text.current?.highlight(hit);
    if (mark) onMark?.(mark);
  }, [hit, textReady]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: one page of the document named as a group, not a fieldset of form fields.
    <div
      ref={slot}
      className={css.page}
      // pdf.js sizes the text by this: CSS pixels per PDF unit.
      style={{
        width: `${Math.round(width)}px`,
        height: `${pageHeight(size, width)}px`,
        ...({ '--scale-factor': String(width / size.width) } as CSSProperties),
      }}
      data-page={number}
      data-drawn={drawn || undefined}
      data-text={textReady || undefined}
      role="group"
      aria-label={t('viewer.pageLabel', { page: number })}
    >
      {!drawn && (
        <span className={css.pageNumber} aria-hidden="true">
          {number}
        </span>
      )}
    </div>
  );
}
