/** At the latest this long after a first paint was put in the page, the framework's files are asked for. */
export const PAINT_WAIT = 250;

/**
 * Resolves once a page painted before the framework is on screen, so the framework's files never share the
 * network with the paint's own. The largest-paint report is the surest sign where it exists; PAINT_WAIT bounds
 * the wait where none comes (a tap first, a background tab).
 */
export const afterPaint = () =>
  new Promise<void>((done) => {
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      // Not buffered: only a paint reported from now on, the one that shows this page.
      new PerformanceObserver((_, seen) => (seen.disconnect(), done())).observe({ type: 'largest-contentful-paint' });
    } else requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, PAINT_WAIT);
  });
