import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from '../../framework';
import { useT } from '../../ui/hooks';
import { ZOOM_MAX, ZOOM_MIN } from '../../ui/zoom';
import { clampView, doubleTap, FIT, fitted, panBy, pinchTo, type Point, type Size, type View, zoomAt } from './pan';
import * as css from './image.css';

/** Pixels an arrow key moves the picture: a tenth of the stage. */
const KEY_STEP = 0.1;

/**
 * A picture the user zooms (1 to 4: pinch, double tap, wheel, buttons, + and - keys) and, when zoomed, moves:
 * one finger, the mouse, or the arrow keys; it never leaves its edges (./pan.ts). A pinch keeps the point under
 * the fingers still, a double tap zooms at the tapped point.
 */
export function PanZoom({ src, alt }: { src: string; alt: string }) {
  const t = useT();
  const stageRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(FIT);
  const [moving, setMoving] = useState(false);
  const [stage, setStage] = useState<Size>({ width: 1, height: 1 });
  const [natural, setNatural] = useState<Size>({ width: 1, height: 1 });
  const base = fitted(natural, stage);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ view: View; distance: number; mid: Point } | null>(null);
  const lastTap = useRef({ at: 0, x: 0, y: 0 });
  const down = useRef<{ at: number; x: number; y: number } | null>(null);

  useLayoutEffect(() => {
    const node = stageRef.current;
    if (!node) return;
    const measure = () => setStage({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  /** A point in stage coordinates, from the stage's centre. */
  const local = (x: number, y: number): Point => {
    const r = stageRef.current!.getBoundingClientRect();
    return { x: x - r.left - r.width / 2, y: y - r.top - r.height / 2 };
  };
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), mid: local((a.x + b.x) / 2, (a.y + b.y) / 2) };
  };
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // No text selection or native drag from a mouse drag: either would cancel the pointer mid-move.
    if (e.pointerType === 'mouse') e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    setMoving(true);
    if (pointers.current.size === 2) pinch.current = { view, ...spread() };
    if (pointers.current.size === 1) {
      const last = lastTap.current;
      const near = Math.hypot(e.clientX - last.x, e.clientY - last.y) < 40;
      if (Date.now() - last.at < 300 && near) {
        setView((v) => doubleTap(v, local(e.clientX, e.clientY), base, stage));
        lastTap.current = { at: 0, x: 0, y: 0 };
        down.current = null;
      } else down.current = { at: Date.now(), x: e.clientX, y: e.clientY };
    } else down.current = null;
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const now = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, now);
    const p = pinch.current;
    if (p && pointers.current.size >= 2) {
      const s = spread();
      setView(pinchTo(p, s.distance, s.mid, base, stage));
    } else if (pointers.current.size === 1) {
      setView((v) => panBy(v, { x: now.x - before.x, y: now.y - before.y }, base, stage));
    }
  };
  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) setMoving(false);
    // A tap (short, in place) can begin a double tap; a drag cannot.
    const d = down.current;
    const tap = d && Date.now() - d.at < 300 && Math.hypot(e.clientX - d.x, e.clientY - d.y) < 10;
    lastTap.current = tap ? { at: Date.now(), x: e.clientX, y: e.clientY } : { at: 0, x: 0, y: 0 };
    down.current = null;
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = { x: stage.width * KEY_STEP, y: stage.height * KEY_STEP };
    const moves: Record<string, Point> = {
      ArrowLeft: { x: step.x, y: 0 },
      ArrowRight: { x: -step.x, y: 0 },
      ArrowUp: { x: 0, y: step.y },
      ArrowDown: { x: 0, y: -step.y },
    };
    let next: View | undefined;
    if (moves[e.key] && view.scale > 1) next = panBy(view, moves[e.key], base, stage);
    else if (e.key === '+' || e.key === '=') next = zoomAt(view, view.scale + 0.5, { x: 0, y: 0 }, base, stage);
    else if (e.key === '-') next = zoomAt(view, view.scale - 0.5, { x: 0, y: 0 }, base, stage);
    else if (e.key === '0') next = FIT;
    if (!next) return;
    e.preventDefault();
    setView(next);
  };
  const zoomBy = (d: number) => setView((v) => zoomAt(v, v.scale + d, { x: 0, y: 0 }, base, stage));
  const shown = clampView(view, base, stage);
  return (
    <div className={css.frame}>
      <div
        ref={stageRef}
        className={css.stage}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onWheel={(e) => {
          e.preventDefault();
          const at = local(e.clientX, e.clientY);
          setView((v) => zoomAt(v, v.scale * (e.deltaY < 0 ? 1.15 : 1 / 1.15), at, base, stage));
        }}
        onKeyDown={onKey}
        // Focusable so the keys move and zoom it.
        tabIndex={0}
        role="group"
        aria-label={alt}
        data-scale={shown.scale}
        data-x={Math.round(shown.x)}
        data-y={Math.round(shown.y)}
        data-testid="image-stage"
      >
        <img
          src={src}
          alt={alt}
          className={`${css.image}${moving ? '' : ` ${css.eased}`}`}
          style={{
            width: `${base.width}px`,
            height: `${base.height}px`,
            transform: `translate(${shown.x}px, ${shown.y}px) scale(${shown.scale})`,
          }}
          draggable={false}
          onLoad={(e) => {
            const img = e.currentTarget as HTMLImageElement;
            setNatural({ width: img.naturalWidth, height: img.naturalHeight });
          }}
        />
      </div>
      <div className={css.controls}>
        <button
          type="button"
          onClick={() => zoomBy(-0.5)}
          disabled={shown.scale <= ZOOM_MIN}
          aria-label={t('zoom.out')}
        >
          <span aria-hidden="true">−</span>
        </button>
        <span aria-live="polite">{Math.round(shown.scale * 100)}%</span>
        <button type="button" onClick={() => zoomBy(0.5)} disabled={shown.scale >= ZOOM_MAX} aria-label={t('zoom.in')}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
