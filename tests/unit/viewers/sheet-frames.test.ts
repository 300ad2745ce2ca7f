import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Frames } from '../../../src/viewers/sheet/frames';

/**
 * When the sheet's grid renders (src/viewers/sheet/frames.ts): once a frame whatever asked; a scroll the grid
 * draws itself in the frame, everything else in a task after it, so that the render and the browser's layout and
 * paint of it are two tasks on a phone, not one.
 */
describe('the grid renders once a frame, in it for a scroll and after it otherwise', () => {
  const limits = { start: 32, min: 6, max: 64 };
  let renders: string[];
  let inFrame: boolean;
  let waiting: boolean;
  let frames: Frames;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    renders = [];
    inFrame = false;
    waiting = false;
    // Marks the frame's own callbacks: a render while one runs is a render in the frame.
    const raf = globalThis.requestAnimationFrame;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => raf((t) => ((inFrame = true), cb(t), (inFrame = false))));
    frames = new Frames(limits, () => renders.push(inFrame ? 'in frame' : 'after frame'), () => waiting);
  });
  afterEach(() => {
    frames.stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('a scroll the grid draws renders in the frame, once however many scroll events came before it', () => {
    frames.ask(true);
    frames.ask(true);
    frames.ask();
    vi.advanceTimersToNextFrame();
    expect(renders).toEqual(['in frame']);
    vi.advanceTimersByTime(100);
    expect(renders).toEqual(['in frame']);
  });

  it('rows left for later, a block arriving, a drawn scroll at rest: rendered in a task after the frame, once', () => {
    frames.ask();
    frames.ask();
    vi.advanceTimersToNextFrame();
    expect(renders).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(renders).toEqual(['after frame']);
    // The next frame asked for is again after its frame: a scroll asked for earlier does not stay in force.
    frames.ask();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(renders).toEqual(['after frame', 'after frame']);
  });

  it('nothing renders while the grid waits for a drawn scroll, and nothing after stop()', () => {
    waiting = true;
    frames.ask(true);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    expect(renders).toEqual([]);
    waiting = false;
    frames.ask();
    vi.advanceTimersToNextFrame();
    frames.stop();
    vi.advanceTimersByTime(100);
    expect(renders).toEqual([]);
  });

  it('frames that follow each other slowly shrink the budget of cells, down to its least', () => {
    expect(frames.budget).toBe(32);
    for (let i = 0; i < 12; i++) {
      frames.ask();
      vi.advanceTimersByTime(50);
    }
    expect(frames.budget).toBe(limits.min);
  });
});
