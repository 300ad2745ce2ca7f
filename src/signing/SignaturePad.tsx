import { useEffect, useRef, type PointerEvent } from '../framework';
import { useT } from '../ui/hooks';
import * as css from './signing.css';
import { drawStrokes, drawTyped, follow, toPoint, type Stroke } from './strokes';

/** The ink on screen follows the page's text colour (dark mode included); the PNG always uses PNG_INK. */
function inkOf(node: HTMLElement): string {
  return getComputedStyle(node).color || '#1f2329';
}

/**
 * The drawing surface: finger, pen or mouse through pointer events. Strokes are kept as points, so a resize or a
 * rotation redraws them at the new size instead of losing them. A typed name, when given, is shown instead.
 */
export function SignaturePad({
  strokes,
  typed,
  onChange,
}: {
  strokes: Stroke[];
  typed: string;
  onChange: (strokes: Stroke[]) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Stroke | null>(null);
  const latest = useRef({ strokes, typed });
  latest.current = { strokes, typed };

  const redraw = () => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    const w = canvas.clientWidth;
    const h = canvas.clientHeight;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    const { strokes: all, typed: name } = latest.current;
    const live = drawing.current ? [...all, drawing.current] : all;
    if (name.trim()) drawTyped(ctx, name, w, h, inkOf(canvas));
    else drawStrokes(ctx, live, w, h, inkOf(canvas));
  };

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const observer = new ResizeObserver(() => redraw());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);
  useEffect(redraw, [strokes, typed]);

  const pointsOf = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const native = e.nativeEvent as globalThis.PointerEvent;
    const events = native.getCoalescedEvents?.() ?? [];
    return (events.length ? events : [native]).map((ev) => toPoint(ev.clientX, ev.clientY, box));
  };

  return (
    <div className={css.padWrap}>
      <canvas
        ref={ref}
        className={css.pad}
        role="img"
        aria-label={t('signing.padArea')}
        data-testid="signature-pad"
        onPointerDown={(e) => {
          if (typed.trim()) return;
          e.preventDefault();
          try {
            e.currentTarget.setPointerCapture(e.pointerId);
          } catch {
            // A pointer the browser no longer tracks: the stroke still follows the moves over the pad.
          }
          drawing.current = pointsOf(e).slice(-1);
          redraw();
        }}
        onPointerMove={(e) => {
          const stroke = drawing.current;
          if (!stroke) return;
          for (const p of pointsOf(e)) stroke.push(follow(stroke, p));
          requestAnimationFrame(redraw);
        }}
        onPointerUp={() => {
          const stroke = drawing.current;
          drawing.current = null;
          if (stroke?.length) onChange([...latest.current.strokes, stroke]);
        }}
        onPointerCancel={() => {
          drawing.current = null;
          redraw();
        }}
      />
    </div>
  );
}
