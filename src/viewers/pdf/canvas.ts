/**
 * Canvas size limits. iOS refuses a canvas above 16,777,216 pixels (it draws nothing); pdf.js's own viewer caps
 * phones at 5,242,880 to stay within their memory. Above the cap the page is drawn at a lower resolution and
 * stretched by CSS: a little soft at 4x zoom, never blank.
 */
export const MAX_CANVAS_PIXELS_PHONE = 5_242_880;
export const MAX_CANVAS_PIXELS = 16_777_216;

export function maxCanvasPixels(isPhone: boolean): number {
  return isPhone ? MAX_CANVAS_PIXELS_PHONE : MAX_CANVAS_PIXELS;
}

/** Device pixels per CSS pixel for a page of cssWidth x cssHeight, at most the screen's ratio, within the cap. */
export function renderRatio(cssWidth: number, cssHeight: number, devicePixelRatio: number, maxPixels: number): number {
  const area = Math.max(1, cssWidth * cssHeight);
  const wanted = Math.max(1, devicePixelRatio || 1);
  return area * wanted * wanted <= maxPixels ? wanted : Math.sqrt(maxPixels / area);
}

/** A phone: a coarse pointer or a narrow window. Decides the canvas cap. */
export function isPhone(
  win: { matchMedia?: (q: string) => { matches: boolean }; innerWidth: number } = window,
): boolean {
  return !!win.matchMedia?.('(pointer: coarse)').matches || win.innerWidth <= 768;
}
