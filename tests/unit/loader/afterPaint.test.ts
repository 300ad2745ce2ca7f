import { afterPaint, PAINT_WAIT } from '../../../loader/afterPaint';

/**
 * When the loader asks for the framework's files after a first paint (loader/index.ts): once the browser reports
 * that paint, not at a frame callback inside the frame that draws it; without such reports, after the next
 * frame; never later than PAINT_WAIT.
 */
function fakeBrowser(reportsPaints: boolean) {
  const observers: { report: () => void; types: string[]; disconnected: boolean }[] = [];
  const frames: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'largest-contentful-paint'] : ['paint'];
    entry: { report: () => void; types: string[]; disconnected: boolean };
    constructor(callback: (list: unknown, observer: FakeObserver) => void) {
      this.entry = { report: () => callback({}, this), types: [], disconnected: false };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered?: boolean }) {
      // Not buffered: an earlier paint (the host page's own) must not count.
      expect(options.buffered).toBeFalsy();
      this.entry.types.push(options.type);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  return {
    reportPaint: () =>
      observers
        .filter((o) => o.types.includes('largest-contentful-paint') && !o.disconnected)
        .forEach((o) => {
          o.report();
        }),
    runFrame: () => {
      for (const f of frames.splice(0)) f();
    },
    observers,
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(1);
  return done;
};

describe('afterPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits past the frame for the browser to report the paint, then stops listening', async () => {
    const browser = fakeBrowser(true);
    const painted = afterPaint();
    browser.runFrame();
    expect(await settled(painted)).toBe(false);
    browser.reportPaint();
    expect(await settled(painted)).toBe(true);
    expect(browser.observers.map((o) => o.disconnected)).toEqual([true]);
  });

  it('in a browser that reports no largest paint, at the next frame', async () => {
    const browser = fakeBrowser(false);
    const painted = afterPaint();
    expect(browser.observers).toEqual([]);
    expect(await settled(painted)).toBe(false);
    browser.runFrame();
    expect(await settled(painted)).toBe(true);
  });

  it(`never later than ${PAINT_WAIT} ms, when no report comes (a paint smaller than the host page's content, a tap first)`, async () => {
    fakeBrowser(true);
    const painted = afterPaint();
    await vi.advanceTimersByTimeAsync(PAINT_WAIT - 2);
    expect(await settled(painted)).toBe(false);
    expect(await settled(painted)).toBe(true);
  });
});
