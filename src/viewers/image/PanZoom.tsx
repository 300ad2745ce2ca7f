import { useLayoutEffect, useRef, useState } from '../../framework';
import { useT } from '../../ui/hooks';
import { ZOOM_MAX, ZOOM_MIN } from '../../ui/zoom';
import { clampView, FIT, fitted, type Size, type View, zoomAt } from './pan';
import { useGestures } from './useGestures';
import * as css from './image.css';

/**
 * A picture the user zooms (1 to 4: pinch, double tap, wheel, buttons, + and - keys) and, when zoomed, moves:
 * one finger, the mouse, or the arrow keys; it never leaves its edges (./pan.ts). A pinch keeps the point under
 * the fingers still, a double tap zooms at the tapped point.
 */
export function PanZoom({ src, alt }: { src: string; alt: string }) {
  const t = useT();
  const stageRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(FIT);
  const [stage, setStage] = useState<Size>({ width: 1, height: 1 });
  const [natural, setNatural] = useState<Size>({ width: 1, height: 1 });
  const base = fitted(natural, stage);

  useLayoutEffect(() => {
    const node = stageRef.current;
    if (!node) return;
    const measure = () => setStage({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const { moving, onDown, onMove, onUp, onKey, onWheel } = useGestures(stageRef, view, setView, base, stage);
  const zoomBy = (d: number) => setView((v) => zoomAt(v, v.scale + d, { x: 0, y: 0 }, base, stage));
  const shown = clampView(view, base, stage);
  return (
    <div className={css.frame}>
      {/* biome-ignore lint/a11y/useSemanticElements: the image named as one group, not a fieldset of form fields. */}
      <div
        ref={stageRef}
        className={css.stage}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onWheel={onWheel}
        onKeyDown={onKey}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keys move and zoom it.
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
