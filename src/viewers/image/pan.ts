import { clampZoom } from '../../ui/zoom';

/**
 * The view of a zoomed picture: its scale (1 to 4) and how far its centre is moved from the stage's centre. The
 * picture is fitted into the stage at scale 1 (`base` is that fitted size). Pure, so the gestures are tested
 * without a browser.
 */
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
export type View = { scale: number; x: number; y: number };

export const FIT: View = { scale: 1, x: 0, y: 0 };

/** Keeps the picture within its edges: a side larger than the stage never shows a gap; a smaller one is centred. */
export function clampView(v: View, base: Size, stage: Size): View {
  const scale = clampZoom(v.scale);
  const room = (b: number, s: number) => Math.max(0, (b * scale - s) / 2);
  const rx = room(base.width, stage.width);
  const ry = room(base.height, stage.height);
  return { scale, x: Math.min(rx, Math.max(-rx, v.x)), y: Math.min(ry, Math.max(-ry, v.y)) };
}

/** Zooms to `scale` keeping the point `at` (from the stage's centre) still under the finger or pointer. */
export function zoomAt(v: View, scale: number, at: Point, base: Size, stage: Size): View {
  const next = clampZoom(scale);
  const k = next / v.scale;
  return clampView({ scale: next, x: at.x - (at.x - v.x) * k, y: at.y - (at.y - v.y) * k }, base, stage);
}

/** Moves the picture by `d` (a finger's or the mouse's movement, an arrow key's step). */
export function panBy(v: View, d: Point, base: Size, stage: Size): View {
  return clampView({ ...v, x: v.x + d.x, y: v.y + d.y }, base, stage);
}

/**
 * A pinch from `start` (the view and the two fingers' distance and midpoint when the second finger came down) to
 * the fingers' distance and midpoint now: the point first under the fingers stays under them as they spread and
 * move.
 */
export function pinchTo(
  start: { view: View; distance: number; mid: Point },
  distance: number,
  mid: Point,
  base: Size,
  stage: Size,
): View {
  const scale = clampZoom((start.view.scale * distance) / Math.max(1, start.distance));
  const k = scale / start.view.scale;
  return clampView(
    { scale, x: mid.x - (start.mid.x - start.view.x) * k, y: mid.y - (start.mid.y - start.view.y) * k },
    base,
    stage,
  );
}

/** Double tap: from fit to 2x at the tapped point; from any zoom back to fit. */
export function doubleTap(v: View, at: Point, base: Size, stage: Size): View {
  return v.scale > 1 ? FIT : zoomAt(v, 2, at, base, stage);
}

/** The picture's size fitted into the stage (never enlarged past its own size). */
export function fitted(natural: Size, stage: Size): Size {
  const k = Math.min(1, stage.width / Math.max(1, natural.width), stage.height / Math.max(1, natural.height));
  return { width: natural.width * k, height: natural.height * k };
}
