import type { ReactNode } from '../../framework';
import { useT } from '../../ui/hooks';
import { ZOOM_MAX, ZOOM_MIN } from '../../ui/zoom';
import * as base from '../viewer.css';

/** The zoom buttons under the pages: out, the zoom in per cent (back to the page width), in; then `children`. */
export function ZoomBar({
  zoom,
  zoomTo,
  children,
}: {
  zoom: number;
  zoomTo: (next: number) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={base.toolbar}>
      <button
        type="button"
        className={base.toolButton}
        onClick={() => zoomTo(zoom - 0.5)}
        disabled={zoom <= ZOOM_MIN}
        aria-label={t('zoom.out')}
      >
        <span aria-hidden="true">−</span>
      </button>
      <button
        type="button"
        className={`${base.toolButton} ${base.toolText}`}
        onClick={() => zoomTo(1)}
        aria-label={t('viewer.fit', { percent: Math.round(zoom * 100) })}
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
        <span aria-hidden="true">+</span>
      </button>
      {children}
    </div>
  );
}
