import type { SheetMeta } from './protocol';
import type { Block, Geometry } from './layout';
import { drawingTop, drawMoved, drawScene, readLook, type Look } from './drawn';
import { Fits } from './textFit';
import { ROW_HEIGHT, span } from './virtual';

/** What the latest render of the viewer knows, for the frames it does not render. */
export interface Live {
  geo: Geometry;
  sheet: SheetMeta;
  frozenCols: readonly number[];
  columns(from: number, to: number): number[];
  rowAt(r: number): Block | undefined;
  /** Asks the worker for the blocks of rows first..last (and those near them) that are not here yet. */
  want(first: number, last: number): void;
  /** The grid lines' and the freeze lines' colours as the style sheets give them (sheet.css.ts). */
  lines: { grid: string; frozen: string };
}

/** A scroll that has sent no event for this long has come to rest. */
const REST_MS = 150;
/** Rows drawn per idle moment while the drawing is made ready. */
const WARM_ROWS = 8;

const idle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 50);

/**
 * The drawing of a scroll (./drawn.ts), switched on and off for SheetViewer: on at a scroll event (a finger's
 * scroll, a jump, a key), drawn once per frame from the blocks at hand (a block that arrives is drawn at once), and
 * off once the scroll has rested and the grid's elements show the rows under the view again. A sideways scroll
 * ends it at once (the letters are elements); see scrolled().
 */
export class ScrollDrawing {
  on = false;
  private left = 0;
  private top = 0;
  private rest = 0;
  private frame = 0;
  private look: Look | undefined;
  /** The view's size, read once a scroll starts (reading it every frame would lay the page out). */
  private size = { width: 0, height: 0 };
  private fits = new Fits();
  /**
   * What the canvas shows, when it shows a whole view with every row's cells: the next frame of a scroll straight
   * down or up moves it (drawMoved) instead of drawing it all again. Not kept for a picture that lacks some row's
   * cells, and forgotten whenever what it shows may differ from what a drawing would (the look read again, a band
   * drawn unseen, the drawing stopped). The view's size needs no check: it is read only where this is forgotten.
   */
  private last: { top: number; left: number; ratio: number; geo: Geometry } | null = null;
  canvas: HTMLCanvasElement | null = null;
  live: Live | null = null;

  constructor(
    private scroller: () => HTMLElement | null,
    /** The grid's own drawing of the current view (SheetViewer's redraw). */
    private redraw: () => void,
  ) {}

  /**
   * A scroll event: true when the drawing takes it, false when the grid draws it. A scroll more sideways than
   * down or up goes to the grid (the column letters above are elements); a finger's drift to the side while
   * scrolling down stays drawn.
   */
  scrolled(): boolean {
    const node = this.scroller();
    const sideways = !!node && Math.abs(node.scrollLeft - this.left) > Math.abs(node.scrollTop - this.top);
    if (node) (this.left = node.scrollLeft), (this.top = node.scrollTop);
    if (!sideways && this.start()) {
      this.drawSoon();
      clearTimeout(this.rest);
      this.rest = window.setTimeout(() => this.rested(), REST_MS);
      return true;
    }
    this.stop();
    return false;
  }

  /**
   * Draws where the grid is, unseen: the first drawing of a scroll would otherwise pay for the canvas's memory and
   * the texts' first measuring in a frame of its own (about 60 ms on a phone). After the sheet has shown its cells,
   * a band of rows per idle moment: the whole view at once was a long task of its own there.
   */
  prepare(): void {
    idle(() => this.warm(0));
  }

  private warm(band: number): void {
    if (this.on || this.frame || (band === 0 && !this.setUp())) return;
    if (band * WARM_ROWS * ROW_HEIGHT >= this.size.height) return;
    this.draw(false, band);
    idle(() => this.warm(band + 1));
  }

  /**
   * A block of rows arrived: true when the drawing shows it (the grid's elements wait for the rest). A picture with
   * every row's cells has nothing to take from it (the block is one fetched ahead) and stays as it is; one that
   * waits for it is drawn whole again.
   */
  arrived(): boolean {
    if (!this.on) return false;
    if (!this.last) this.drawSoon();
    return true;
  }

  /**
   * After each render of the grid: once the scroll has rested and the grid shows the view the scroller is at with
   * nothing left to draw (`complete`), the drawing is taken away.
   */
  rendered(complete: boolean): void {
    if (!this.on && complete && this.canvas?.style.display) this.canvas.style.display = '';
  }

  stop(): void {
    this.on = false;
    this.last = null;
    clearTimeout(this.rest);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (this.canvas) this.canvas.style.display = '';
  }

  private start(): boolean {
    if (this.on) return true;
    this.on = this.setUp();
    return this.on;
  }

  /** What a drawing needs: a 2D context, the grid's look (once it shows a cell) and the view's size. */
  private setUp(): boolean {
    const node = this.scroller();
    if (!node || !this.context() || !this.live) return false;
    this.look = readLook(node, this.live.lines);
    this.last = null;
    if (!this.look) return false;
    this.size = { width: node.clientWidth, height: node.clientHeight };
    return true;
  }

  private rested(): void {
    this.on = false;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    // The grid draws the rows now in view; the drawing stays over it until it has (rendered()).
    this.redraw();
  }

  private context(): CanvasRenderingContext2D | null {
    try {
      return this.canvas?.getContext('2d') ?? null;
    } catch {
      return null;
    }
  }

  private drawSoon(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw(true);
    });
  }

  /** Draws the view, or, unseen, one band of WARM_ROWS rows of it (`band`). */
  private draw(show: boolean, band?: number): void {
    const node = this.scroller();
    const canvas = this.canvas;
    const g = this.context();
    const live = this.live;
    if ((show && !this.on) || !node || !canvas || !g || !live || !this.look) return;
    const { geo, sheet } = live;
    const { width } = this.size;
    const warming = band !== undefined;
    const top = node.scrollTop + (warming ? band * WARM_ROWS * ROW_HEIGHT : 0);
    const height = warming ? drawingTop(geo) + WARM_ROWS * ROW_HEIGHT : this.size.height;
    const left = node.scrollLeft;
    const ratio = window.devicePixelRatio || 1;
    const h = Math.max(0, this.size.height - drawingTop(geo));
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(h * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(h * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${h}px`;
    }
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    const [c0, c1] = span(geo.cols, left + geo.frozenW, left + width - geo.gutter, sheet.frozen.cols, 0);
    const scene = {
      geo,
      sheet,
      look: this.look,
      rowAt: live.rowAt,
      frozenCols: live.frozenCols,
      bodyCols: live.columns(c0, c1),
      top,
      left,
      width,
      height,
    };
    // Moved when the last frame showed this view elsewhere by less than half its height, in whole device pixels.
    const was = this.last;
    const moved =
      show &&
      was &&
      was.geo === geo &&
      was.left === left &&
      was.ratio === ratio &&
      Math.abs(top - was.top) < h / 2 &&
      Number.isInteger((top - was.top) * ratio);
    const shown = moved ? drawMoved(g, scene, was.top, ratio, this.fits) : drawScene(g, scene, this.fits);
    this.last = show && shown.missing.length === 0 ? { top, left, ratio, geo } : null;
    if (!show) return;
    if (canvas.style.display !== 'block') canvas.style.display = 'block';
    // The rows the drawing shows with their cells, for the tests and the bench (the grid's elements are behind).
    const rows = shown.missing.length ? '' : `${shown.first}:${shown.last}`;
    if (canvas.dataset.rows !== rows) canvas.dataset.rows = rows;
    live.want(shown.first, shown.last);
  }
}
