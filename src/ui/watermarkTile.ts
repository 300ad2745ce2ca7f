/** SPEC 9: the SRM watermark tile is 180x150, its text rotated 30 degrees, the layer at z-index 1000. */
export const WATERMARK = { width: 180, height: 150, rotateDeg: 30, zIndex: 1000 } as const;

/** Draws one tile and returns it as a data URL ('' where canvas is unavailable). */
export function drawWatermarkTile(lines: string[], doc: Document = document): string {
  const canvas = doc.createElement('canvas');
  const ratio = Math.min(2, globalThis.devicePixelRatio || 1);
  canvas.width = WATERMARK.width * ratio;
  canvas.height = WATERMARK.height * ratio;
  const ctx = canvas.getContext?.('2d');
  if (!ctx) return '';
  ctx.scale(ratio, ratio);
  ctx.translate(WATERMARK.width / 2, WATERMARK.height / 2);
  // Text rises from left to right, the usual reading of a 30-degree watermark.
  ctx.rotate((-WATERMARK.rotateDeg * Math.PI) / 180);
  ctx.fillStyle = 'rgba(60, 60, 60, 0.13)';
  ctx.font = '14px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => {
    ctx.fillText(line, 0, (i - (lines.length - 1) / 2) * 20);
  });
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return '';
  }
}
