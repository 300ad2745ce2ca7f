import { indexAt } from '../sheet/virtual';
import type { Size } from './document';

/** The gap between pages, and the padding above the first one. */
export const GAP = 8;

/** A page's height in CSS pixels when drawn `width` wide. */
export function pageHeight(size: Size, width: number): number {
  return Math.round((size.height / size.width) * width);
}

/**
 * Where each page is in the stack, which pages are near the view (it, and one screen above and below: those are
 * mounted and drawn), and the page under the top third of the view (the page indicator). `sizeOf` gives a page's
 * size, page 1's when its own is not known yet.
 */
export function pagesNear(
  total: number,
  sizeOf: (page: number) => Size | undefined,
  width: number,
  view: { top: number; height: number },
) {
  // offsets[i] is page i + 1's top inside the stack, after its 8 px padding.
  const offsets = new Float64Array(total + 1);
  for (let i = 0; i < total; i++) {
    const size = sizeOf(i + 1);
    offsets[i + 1] = offsets[i] + (size ? pageHeight(size, width) : 0) + GAP;
  }
  const from = view.top - view.height - GAP;
  const to = view.top + 2 * view.height;
  let nearFirst = 0;
  while (nearFirst < total - 1 && offsets[nearFirst + 1] < from) nearFirst++;
  let nearLast = nearFirst;
  while (nearLast < total - 1 && offsets[nearLast + 1] < to) nearLast++;
  const current = Math.min(total, Math.max(1, indexAt(offsets, view.top + view.height / 3) + 1));
  return { offsets, nearFirst, nearLast, current };
}
