/**
 * A drawn signature as data: strokes of points in the pad's own coordinates (0 to 1 across and down), so the pad
 * redraws the same signature at any size (a resize, a rotation) and the PNG is drawn from the same points.
 */
export interface Point {
  x: number;
  y: number;
}
export type Stroke = Point[];

/** The pad's shape, width over height; the PNG has the same shape. */
export const PAD_RATIO = 5 / 2;
/** Ink of the PNG, whatever the screen's colour scheme. */
export const PNG_INK = '#10243e';
const PNG_WIDTH = 600;
/** How much of a new point a smoothed point takes: a steadier line from a shaking finger, without lag. */
const FOLLOW = 0.55;

/** Where a pointer is, in pad coordinates, clamped to the pad. */
export function toPoint(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): Point {
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp((clientX - box.left) / (box.width || 1)), y: clamp((clientY - box.top) / (box.height || 1)) };
}

/** The next point of a stroke, eased toward the pointer (pressure-less smoothing). */
export function follow(stroke: Stroke, p: Point): Point {
  const last = stroke.at(-1);
  return last ? { x: last.x + (p.x - last.x) * FOLLOW, y: last.y + (p.y - last.y) * FOLLOW } : p;
}

/** True when there is nothing to submit: no stroke and no typed name. */
export function isEmpty(strokes: readonly Stroke[], typed: string): boolean {
  return !strokes.some((s) => s.length > 0) && !typed.trim();
}

/** Draws strokes as quadratic curves through the midpoints of their points, which reads as a pen line. */
export function drawStrokes(
  ctx: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  width: number,
  height: number,
  ink: string,
): void {
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(2, width / 160);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    const pts = stroke.map((p) => ({ x: p.x * width, y: p.y * height }));
    if (!pts.length) continue;
    ctx.beginPath();
    if (pts.length === 1) {
      ctx.arc(pts[0].x, pts[0].y, ctx.lineWidth / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.moveTo(pts[0].x, pts[0].y);
    for (let i = 1; i < pts.length - 1; i++) {
      const mid = { x: (pts[i].x + pts[i + 1].x) / 2, y: (pts[i].y + pts[i + 1].y) / 2 };
      ctx.quadraticCurveTo(pts[i].x, pts[i].y, mid.x, mid.y);
    }
    const last = pts[pts.length - 1];
    ctx.lineTo(last.x, last.y);
    ctx.stroke();
  }
}

/** A typed name written across the pad, as large as fits. */
export function drawTyped(
  ctx: CanvasRenderingContext2D,
  typed: string,
  width: number,
  height: number,
  ink: string,
): void {
  const text = typed.trim();
  if (!text) return;
  let size = height * 0.45;
  const font = (px: number) => `italic ${px}px "Noto Serif CJK SC", "Noto Sans CJK SC", serif`;
  ctx.font = font(size);
  const measured = ctx.measureText(text).width;
  if (measured > width * 0.9) size = (size * width * 0.9) / measured;
  ctx.font = font(size);
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, width / 2, height / 2);
}

/** The signature as a PNG data URL, drawn from the points (or the typed name) on a transparent background. */
export function signaturePng(strokes: readonly Stroke[], typed: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = PNG_WIDTH;
  canvas.height = Math.round(PNG_WIDTH / PAD_RATIO);
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  if (typed.trim()) drawTyped(ctx, typed, canvas.width, canvas.height, PNG_INK);
  else drawStrokes(ctx, strokes, canvas.width, canvas.height, PNG_INK);
  return canvas.toDataURL('image/png');
}
