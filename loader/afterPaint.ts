/** At the latest this long after a first paint was put in the page, the framework's files are asked for. */
export const PAINT_WAIT = 250;

/**
 * Resolves once a page painted before the framework is on screen, so that the framework's files, asked for then,
 * never share the network with the paint's own. Where the browser reports the page's largest paint (Chromium),
 * that report is the sign: the frame itself (a first layout with its font lookups) can take a hundred
 * milliseconds more after a frame callback, and files asked for from one went out before the paint showed.
 * Without such a report (Safari), after the next frame; in any case after PAINT_WAIT ms (a first paint smaller
 * than the host page's own content, a tap first, after which the browser reports no more, or a tab in the
 * background, which draws no frames).
 */
export const afterPaint = () =>
  new Promise<void>((done) => {
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      // Not buffered: only a paint reported from now on, the one that shows this page.
      new PerformanceObserver((_, seen) => (seen.disconnect(), done())).observe({ type: 'largest-contentful-paint' });
    } else requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, PAINT_WAIT);
  });
