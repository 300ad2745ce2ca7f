import { useEffect, useRef, useStore } from '../framework';
import { $session } from '../session';
import { drawWatermarkTile, WATERMARK } from './watermarkTile';
import * as css from './watermark.css';

/** YYYY-MM-DD HH:mm without a date library: the watermark sits on the first screen of SRM. */
function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/**
 * Covers the page with the user number and a timestamp (SRM mode, SPEC 6). It is redrawn whenever the user
 * changes (login, SPEC 4), and never catches a click: pointer-events none.
 */
export function Watermark() {
  const { userNo } = useStore($session);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const url = drawWatermarkTile([userNo || '-', stamp(new Date())]);
    // Set through the CSSOM: allowed under a Content-Security-Policy without 'unsafe-inline'.
    node.style.backgroundImage = url ? `url("${url}")` : '';
    // The tile is drawn at up to twice its size for sharp text; it repeats at 180 x 150 CSS pixels.
    node.style.backgroundSize = `${WATERMARK.width}px ${WATERMARK.height}px`;
    node.dataset.watermarkUser = userNo;
  }, [userNo]);
  return (
    <div
      ref={ref}
      className={css.layer}
      style={{ zIndex: WATERMARK.zIndex }}
      aria-hidden="true"
      data-testid="watermark"
    />
  );
}
