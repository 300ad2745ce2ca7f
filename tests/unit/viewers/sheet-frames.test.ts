import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Frames } from '../../../src/viewers/sheet/frames';

/**
 * When the sheet's grid renders (src/viewers/sheet/frames.ts): once a frame whatever asked; a scroll the grid
 * draws itself in the frame, everything else in a task after it, so that the render and the browser's layout and
 * paint of it are two tasks on a phone, not one.
 */
describe('the grid renders once a frame, in it for a scroll and after it otherwise', () => {
  const limits = { start: 32, min: 6, max: 64 };
  let events: string[];
  let waiting: boolean;
  let frames: Frames;
  /**
   * Asks as the viewer does, then marks the end of the frame's callbacks: frame callbacks run in the order they
   * were asked for, so a render before the mark is in the frame, one after it is in a later task.
   */
  const ask = (scroll?: boolean) => {
    frames.ask(scroll);
    requestAnimationFrame(() => events.push('frame'));
  };

  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    events = [];
    waiting = false;
    frames = new Frames(
      limits,
      () => events.push('render'),
      () => waiting,
    );
  });
  afterEach(() => {
    frames.stop();
    vi.useRealTimers();
  });

  it('a scroll the grid draws renders in the frame, once however many scroll events came before it', () => {
    frames.ask(true);
    frames.ask(true);
    ask();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    expect(events).toEqual(['render', 'frame']);
  });

  it('rows left for later, a block arriving, a drawn scroll at rest: rendered in a task after the frame, once', () => {
    frames.ask();
    ask();
    vi.advanceTimersToNextFrame();
    expect(events).toEqual(['frame']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['frame', 'render']);
    // The next frame asked for is again after its frame: a scroll asked for earlier does not stay in force.
    ask();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['frame', 'render', 'frame', 'render']);
  });

  it('nothing renders while the grid waits for a drawn scroll, and nothing after stop()', () => {
    waiting = true;
    ask(true);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    expect(events).toEqual(['frame']);
    waiting = false;
    ask();
    vi.advanceTimersToNextFrame();
    frames.stop();
    vi.advanceTimersByTime(100);
    expect(events).toEqual(['frame', 'frame']);
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
