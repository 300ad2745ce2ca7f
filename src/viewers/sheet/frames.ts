import { frameBudget } from './virtual';

/**
 * When the grid's elements render (SheetViewer). Every cause of drawing (a scroll, an arriving block, rows left
 * for later, a drawn scroll come to rest) asks here, and the grid renders once per frame with one budget of cells
 * (planRows), never once per cause. A scroll the grid draws itself renders in the frame, so its rows come with the
 * scroll; every other cause renders in a task of its own right after the frame, so that the render (with the style
 * and layout of what it added, which SheetViewer forces there) and the browser's paint of it are two tasks, not one
 * twice as long (together most of a phone's 50 ms).
 */
export class Frames {
  /** Cells the next render may add, following how long this device's frames take (frameBudget). */
  budget: number;
  private frame = 0;
  private task = 0;
  private last = 0;
  private byScroll = false;

  constructor(
    private limits: { start: number; min: number; max: number },
    private render: () => void,
    /** True while the grid waits (a scroll drawn instead, ./scrollDrawing.ts). */
    private waiting: () => boolean,
  ) {
    this.budget = limits.start;
  }

  ask(scroll = false): void {
    this.byScroll ||= scroll;
    if (this.frame) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      const byScroll = this.byScroll;
      this.byScroll = false;
      if (this.waiting()) return;
      this.budget = frameBudget(this.budget, now - this.last, this.limits);
      this.last = now;
      if (byScroll) this.render();
      else this.task = window.setTimeout(() => this.render());
    });
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
    clearTimeout(this.task);
    this.frame = 0;
  }
}
