import { useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from '../../framework';
import { clampZoom, doubleTapZoom } from '../../ui/zoom';

type Point = { x: number; y: number };

/**
 * The PDF's zoom (1 to 4) and its gestures on the scroller: pinch (two pointers scale the page stack with a CSS
 * transform while moving; the zoom is applied on release), double tap, ctrl+wheel. A zoom keeps the point under
 * the fingers (or the view's centre) in place; one finger, the scroll bars and the keys pan natively.
 */
export function usePdfZoom(scroller: RefObject<HTMLDivElement | null>, pages: RefObject<HTMLDivElement | null>) {
  const [zoom, setZoom] = useState(1);
  const anchor = useRef<(Point & { from: number }) | null>(null);

  useLayoutEffect(() => {
    const node = scroller.current;
    const a = anchor.current;
    if (!node || !a || a.from === zoom) return;
    const k = zoom / a.from;
    node.scrollLeft = (node.scrollLeft + a.x) * k - a.x;
    node.scrollTop = (node.scrollTop + a.y) * k - a.y;
    anchor.current = null;
  }, [zoom]);

  const zoomTo = (next: number, at?: Point) => {
    const node = scroller.current;
    const value = clampZoom(Math.round(next * 100) / 100);
    if (!node || value === zoom) return;
    anchor.current = { x: at?.x ?? node.clientWidth / 2, y: at?.y ?? node.clientHeight / 2, from: zoom };
    setZoom(value);
  };

  const pointers = useRef(new Map<number, Point>());
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
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
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
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const s = spread();
    const p = pinch.current;
    if (!p || !s || p.distance === 0 || !pages.current) return;
    p.scale = clampZoom((zoom * s.d) / p.distance) / zoom;
    pages.current.style.transform = `scale(${p.scale})`;
    pages.current.style.transformOrigin = `${p.x + scroller.current!.scrollLeft}px ${p.y + scroller.current!.scrollTop}px`;
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    const p = pinch.current;
    if (p && pointers.current.size < 2) {
      pinch.current = null;
      if (pages.current) pages.current.style.transform = '';
      zoomTo(zoom * p.scale, p);
    }
  };
  const onWheel = (e: {
    ctrlKey: boolean;
    deltaY: number;
    clientX: number;
    clientY: number;
    preventDefault(): void;
  }) => {
    if (!e.ctrlKey) return;
    e.preventDefault();
    zoomTo(zoom * (e.deltaY < 0 ? 1.2 : 1 / 1.2), local(e.clientX, e.clientY));
  };

  return {
    zoom,
    zoomTo,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onWheel },
  };
}
