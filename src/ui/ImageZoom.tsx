import { useRef, useState, type PointerEvent } from '../framework';
import { useT } from './hooks';
import { clampZoom, doubleTapZoom, ZOOM_MAX, ZOOM_MIN } from './zoom';
import * as css from './zoom.css';

/** An image the user can pinch, double-tap, wheel or use the buttons to zoom between 1x and 4x. */
export function ImageZoom({ src, alt }: { src: string; alt: string }) {
  const t = useT();
  const [scale, setScale] = useState(1);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale };
    if (pointers.current.size === 1) {
      const now = Date.now();
      if (now - lastTap.current < 300) setScale((s) => doubleTapZoom(s));
      lastTap.current = now;
    }
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch.current && pinch.current.distance > 0)
      setScale(clampZoom((pinch.current.scale * distance()) / pinch.current.distance));
  };
  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  return (
    <div className={css.frame}>
      <div
        className={css.stage}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onWheel={(e) => setScale((s) => clampZoom(s * (e.deltaY < 0 ? 1.15 : 1 / 1.15)))}
        data-scale={scale}
      >
        <img src={src} alt={alt} className={css.image} style={{ transform: `scale(${scale})` }} draggable={false} />
      </div>
      <div className={css.controls}>
        <button
          type="button"
          onClick={() => setScale((s) => clampZoom(s - 0.5))}
          disabled={scale <= ZOOM_MIN}
          aria-label={t('zoom.out')}
        >
          −
        </button>
        <span aria-live="polite">{Math.round(scale * 100)}%</span>
        <button
          type="button"
          onClick={() => setScale((s) => clampZoom(s + 0.5))}
          disabled={scale >= ZOOM_MAX}
          aria-label={t('zoom.in')}
        >
          +
        </button>
      </div>
    </div>
  );
}
