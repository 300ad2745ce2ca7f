import { useT } from '../../ui/hooks';
import { ZOOM_MAX, ZOOM_MIN } from '../../ui/zoom';
import * as base from '../viewer.css';

/** The zoom buttons under the pages: out, the zoom in per cent (back to the page width), in. */
export function ZoomBar({ zoom, zoomTo }: { zoom: number; zoomTo: (next: number) => void }) {
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
        −
      </button>
      <button
        type="button"
        className={`${base.toolButton} ${base.toolText}`}
        onClick={() => zoomTo(1)}
        aria-label={t('viewer.fit')}
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
        +
      </button>
    </div>
  );
}
