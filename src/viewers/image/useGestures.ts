import { type RefObject, useRef, useState, type KeyboardEvent, type PointerEvent } from '../../framework';
import { doubleTap, FIT, panBy, pinchTo, type Point, type Size, type View, zoomAt } from './pan';

/** Pixels an arrow key moves the picture: a tenth of the stage. */
const KEY_STEP = 0.1;

/**
 * The stage's pointer, wheel and key handlers: one finger or the mouse moves, two fingers pinch, a double tap
 * zooms at the tapped point, the wheel zooms at the pointer, arrows move and + - 0 zoom. `moving` is true
 * while a pointer is down, so the picture follows without easing.
 */
export function useGestures(
  stageRef: RefObject<HTMLDivElement | null>,
  view: View,
  setView: (next: View | ((v: View) => View)) => void,
  base: Size,
  stage: Size,
) {
  const [moving, setMoving] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ view: View; distance: number; mid: Point } | null>(null);
  const lastTap = useRef({ at: 0, x: 0, y: 0 });
  const down = useRef<{ at: number; x: number; y: number } | null>(null);

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
  const onWheel = (e: { clientX: number; clientY: number; deltaY: number; preventDefault(): void }) => {
    e.preventDefault();
    const at = local(e.clientX, e.clientY);
    setView((v) => zoomAt(v, v.scale * (e.deltaY < 0 ? 1.15 : 1 / 1.15), at, base, stage));
  };
  return { moving, local, onDown, onMove, onUp, onKey, onWheel };
}
