/** SPEC 9: image zoom runs from 1 to 4. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;

export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return ZOOM_MIN;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));
}

/** Double tap toggles between fit and 2x; from any zoom above 1 it returns to fit. */
export function doubleTapZoom(scale: number): number {
  return scale > ZOOM_MIN ? ZOOM_MIN : 2;
}
