import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SheetMeta } from '../../../src/viewers/sheet/protocol';
import { geometryOf, rowCells, type Block } from '../../../src/viewers/sheet/layout';
import { drawingTop, drawMoved, drawScene, type Look, type Scene } from '../../../src/viewers/sheet/drawn';
import { Fits } from '../../../src/viewers/sheet/textFit';
import { ScrollDrawing, type Live } from '../../../src/viewers/sheet/scrollDrawing';
import { ROW_HEIGHT } from '../../../src/viewers/sheet/virtual';

/**
 * The body drawn while the user scrolls (src/viewers/sheet/drawn.ts) shows what the grid's elements show: the
 * same layout (layout.ts) for both, and the drawing switched on only for a scroll in progress and taken away once
 * the elements show where the scroll came to rest (scrollDrawing.ts).
 */

// Five columns of 100 px; A and B frozen, rows 1-2 frozen; B1:D1 merged across the freeze line; row 4 hidden.
const sheet: SheetMeta = {
  name: 'S',
  rows: 200,
  cols: 5,
  widths: [100, 100, 100, 100, 100],
  hiddenRows: [3],
  merges: [{ r: 0, c: 1, rs: 1, cs: 3, text: 'Title' }],
  frozen: { rows: 2, cols: 2 },
};
const geo = geometryOf(sheet);
const texts = (r: number) =>
  r === 0
    ? ['', 'Title', '', '', '']
    : r === 10
      ? ['a long text that runs on', '', '', 'x', '12.5']
      : [`A${r + 1}`, '', `C${r + 1}`, '', String(r)];
const block: Block = {
  texts: Array.from({ length: 200 }, (_, r) => texts(r)),
  numeric: Array.from({ length: 200 }, () => '    n'),
};

describe('one layout for the elements and the drawing', () => {
  it('a merged range across the freeze line: the frozen part carries the text, the part that scrolls starts at the line, empty', () => {
    const frozen = rowCells(0, [0, 1], block, geo, sheet, true, true);
    const title = frozen.find((b) => b.merge)!;
    expect(title).toMatchObject({ c: 1, left: 100, width: 300, text: 'Title', runOn: true, address: 'B1' });
    const body = rowCells(0, [2, 3, 4], block, geo, sheet, false, true);
    expect(body.find((b) => b.merge)).toMatchObject({ left: 200, width: 200, text: '', runOn: false });
  });

  it('text runs on over the empty cells to its right, numbers do not, and an empty body cell is no box', () => {
    const body = rowCells(10, [2, 3, 4], block, geo, sheet, false, false);
    expect(body.map((b) => [b.c, b.width, b.text])).toEqual([
      [3, 100, 'x'],
      [4, 100, '12.5'],
    ]);
    expect(body[1].numeric).toBe(true);
    const frozen = rowCells(10, [0, 1], block, geo, sheet, true, false);
    expect(frozen[0]).toMatchObject({ c: 0, width: 200, text: 'a long text that runs on', frozenRight: true });
  });

  it('a row without its block is its number alone', () => {
    expect(rowCells(20, [0, 1, 2], undefined, geo, sheet, true, false)).toEqual([]);
  });
});

/** A 2D context that records what is drawn where. */
function recorder() {
  const texts: { text: string; x: number; y: number; align: string; font: string; direction?: string }[] = [];
  // The vertical offset of translate(), kept across save and restore, added to where texts land.
  let ty = 0;
  const saved: number[] = [];
  const g = {
    font: '',
    fillStyle: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    direction: 'ltr',
    fillRect: vi.fn(),
    fillText: (text: string, x: number, y: number) =>
      texts.push({
        text,
        x,
        y: y + ty,
        align: g.textAlign,
        font: g.font,
        ...(g.direction === 'rtl' && { direction: 'rtl' }),
      }),
    measureText: (text: string) => ({ width: text.length * 7, fontBoundingBoxAscent: 12, fontBoundingBoxDescent: 3 }),
    save: () => saved.push(ty),
    restore: () => (ty = saved.pop() ?? 0),
    translate: (_x: number, y: number) => (ty += y),
    setTransform: (...m: number[]) => (ty = m[5] ?? 0),
    beginPath: vi.fn(),
    rect: vi.fn(),
    clip: vi.fn(),
    drawImage: vi.fn(),
    globalCompositeOperation: 'source-over',
  };
  return { g: g as unknown as CanvasRenderingContext2D, texts };
}

const look: Look = {
  cellFont: '13px body',
  headFont: '12px head',
  text: '#111',
  cell: '#fff',
  grid: '#ddd',
  head: '#eee',
  headLine: '#ccc',
  headText: '#666',
  frozen: '#888',
};

describe('the drawing of a scroll', () => {
  const scene = (top: number, rowAt: (r: number) => Block | undefined = () => block): Scene => ({
    geo,
    sheet,
    look,
    rowAt,
    frozenCols: [0, 1],
    bodyCols: [2, 3, 4],
    top,
    left: 0,
    width: 390,
    height: 400,
  });

  it('draws each row in view where its element is, with its number, its cells and the same texts', () => {
    const { g, texts } = recorder();
    const top = 50 * ROW_HEIGHT;
    const shown = drawScene(g, scene(top), new Fits());
    // 1,400 px scrolled under two frozen rows (56 px), with row 4 hidden: row 54 is the first under them.
    expect(shown.first).toBe(53);
    expect(geo.rows[53] - geo.frozenH - top).toBe(0);
    expect(shown.missing).toEqual([]);
    const row = 60;
    const y = geo.rows[row] - geo.frozenH - top;
    const baseline = (27 - 15) / 2 + 12;
    expect(texts).toContainEqual({
      text: String(row + 1),
      x: (geo.gutter - 1) / 2,
      y: y + baseline,
      align: 'center',
      font: '12px head',
    });
    expect(texts).toContainEqual({
      text: `A${row + 1}`,
      x: geo.gutter + 6,
      y: y + baseline,
      align: 'left',
      font: '13px body',
    });
    expect(texts).toContainEqual({
      text: `C${row + 1}`,
      x: geo.gutter + 200 + 6,
      y: y + baseline,
      align: 'left',
      font: '13px body',
    });
    // A number is set right, as the element's `text-align: right`.
    expect(texts).toContainEqual({
      text: String(row),
      x: geo.gutter + 500 - 1 - 6,
      y: y + baseline,
      align: 'right',
      font: '13px body',
    });
    // Every text the elements of a row in view hold is drawn.
    for (let r = shown.first; r <= shown.last; r++) {
      for (const box of [
        ...rowCells(r, [2, 3, 4], block, geo, sheet, false, false),
        ...rowCells(r, [0, 1], block, geo, sheet, true, false),
      ]) {
        if (box.text)
          expect(
            texts.some(
              (t) => t.text === box.text || (t.text.endsWith('…') && box.text.startsWith(t.text.slice(0, -1))),
            ),
          ).toBe(true);
      }
    }
  });

  it('a scroll straight down or up moves the picture and draws only the band that came into view, as the whole drawing has it', () => {
    const top = 50 * ROW_HEIGHT;
    const h = 400 - drawingTop(geo);
    for (const dy of [56, -56]) {
      const whole = recorder();
      const full = drawScene(whole.g, scene(top + dy), new Fits());
      const { g, texts } = recorder();
      const shown = drawMoved(g, scene(top + dy), top, 2, new Fits());
      // Moved by 56 CSS px, 112 device pixels, up for a scroll down.
      expect(g.drawImage).toHaveBeenCalledWith(g.canvas, 0, -dy * 2);
      // The band is the 56 px that came into view (and a pixel more): its texts, each where the whole drawing has it.
      const [from, to] = dy > 0 ? [h - 57, h] : [0, 57];
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.length).toBeLessThan(whole.texts.length / 3);
      for (const t of texts) {
        expect(whole.texts).toContainEqual(t);
        expect(t.y).toBeGreaterThan(from);
        expect(t.y).toBeLessThan(to + ROW_HEIGHT);
      }
      for (const t of whole.texts) if (t.y > from + ROW_HEIGHT && t.y < to) expect(texts).toContainEqual(t);
      // It names the rows of the whole view, as the whole drawing does.
      expect(shown).toEqual(full);
    }
  });

  it('cuts a text too wide for its cell (its neighbour not empty) with an ellipsis, as the elements do', () => {
    const wide: Block = {
      texts: block.texts.map(() => ['', '', 'a text far too wide for one cell', 'x', '']),
      numeric: block.numeric,
    };
    const { g, texts } = recorder();
    drawScene(
      g,
      scene(50 * ROW_HEIGHT, () => wide),
      new Fits(),
    );
    const cut = texts.find((t) => t.text.startsWith('a text'))!;
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.text.length * 7).toBeLessThanOrEqual(100 - 12 - 1);
  });

  it('measures a text that fits by its characters, each once, and a text near its room or with joined letters whole', () => {
    const { g } = recorder();
    const measured: string[] = [];
    const measure = g.measureText.bind(g);
    g.measureText = (text: string) => (measured.push(text), measure(text));
    const fits = new Fits();
    expect(fits.fit(g, '13px body', 'IQC-00123', 100)).toBe('IQC-00123');
    expect(fits.fit(g, '13px body', '東莞精密', 100)).toBe('東莞精密');
    expect(fits.fit(g, '13px body', 'IQC-00321', 100)).toBe('IQC-00321');
    // Each character once; no text measured whole.
    expect(measured.sort()).toEqual([...new Set('IQC-00123東莞精密')].sort());
    measured.length = 0;
    // 14 characters of 7 px (98 px) in a room of 92: not sure by its characters; measured whole, and cut.
    expect(fits.fit(g, '13px body', 'IQC-0012345678', 92)).toMatch(/…$/);
    expect(measured).toContain('IQC-0012345678');
    // A combining accent: measured whole.
    measured.length = 0;
    fits.fit(g, '13px body', 'Cafe\u0301', 100);
    expect(measured).toEqual(['Cafe\u0301']);
  });

  it('starts a right-to-left text at the right, as the plaintext direction of the elements does', () => {
    const mixed: Block = {
      texts: block.texts.map(() => ['', '', 'שלום עולם', 'abc عربي', '']),
      numeric: block.numeric,
    };
    const { g, texts } = recorder();
    drawScene(
      g,
      scene(50 * ROW_HEIGHT, () => mixed),
      new Fits(),
    );
    const hebrew = texts.find((t) => t.text === 'שלום עולם')!;
    expect(hebrew).toMatchObject({ align: 'right', direction: 'rtl', x: geo.gutter + 300 - 1 - 6 });
    expect(texts.find((t) => t.text === 'abc عربي')).toMatchObject({ align: 'left', x: geo.gutter + 300 + 6 });
  });

  it('names the rows whose block is not here yet: their number shows, their cells wait', () => {
    const { g, texts } = recorder();
    const shown = drawScene(
      g,
      scene(150 * ROW_HEIGHT, (r) => (r < 160 ? block : undefined)),
      new Fits(),
    );
    expect(shown.missing[0]).toBe(160);
    expect(texts.some((t) => t.text === '161')).toBe(true);
    expect(texts.some((t) => t.text === 'A161')).toBe(false);
  });
});

describe('when the drawing shows', () => {
  let scroller: HTMLElement;
  let canvas: HTMLCanvasElement;
  let redraw: ReturnType<typeof vi.fn<() => void>>;
  let drawing: ScrollDrawing;
  let texts: ReturnType<typeof recorder>['texts'];
  let g: CanvasRenderingContext2D;

  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
      ],
    });
    scroller = document.createElement('div');
    scroller.innerHTML =
      '<span role="rowheader" style="color: #666">1</span><span role="gridcell" data-cell="A1" style="color: #111">x</span>';
    // A phone's view of the grid (happy-dom lays nothing out).
    Object.defineProperties(scroller, { clientWidth: { value: 390 }, clientHeight: { value: 600 } });
    document.body.append(scroller);
    canvas = document.createElement('canvas');
    const rec = recorder();
    g = rec.g;
    texts = rec.texts;
    canvas.getContext = (() => g) as unknown as HTMLCanvasElement['getContext'];
    redraw = vi.fn<() => void>();
    drawing = new ScrollDrawing(() => scroller, redraw);
    drawing.canvas = canvas;
    const want = vi.fn();
    drawing.live = {
      geo,
      sheet,
      frozenCols: [0, 1],
      columns: () => [2, 3, 4],
      rowAt: () => block,
      want,
      lines: { grid: '#ddd', frozen: '#888' },
    } satisfies Live;
  });
  afterEach(() => {
    vi.useRealTimers();
    scroller.remove();
  });

  it('on at a scroll event, drawn at the next frame, and gone once the elements show where the scroll rested', () => {
    expect(drawing.scrolled()).toBe(true);
    expect(canvas.style.display).toBe('');
    vi.advanceTimersToNextFrame();
    expect(canvas.style.display).toBe('block');
    const [first, last] = canvas.dataset.rows!.split(':').map(Number);
    expect(last - first).toBeGreaterThan(15);
    // Still scrolling: no rest yet.
    vi.advanceTimersByTime(100);
    expect(drawing.scrolled()).toBe(true);
    vi.advanceTimersByTime(100);
    expect(redraw).not.toHaveBeenCalled();
    // The scroll rests: the grid draws where it is; the drawing stays until the grid is complete.
    vi.advanceTimersByTime(100);
    expect(redraw).toHaveBeenCalledTimes(1);
    expect(drawing.on).toBe(false);
    drawing.rendered(false);
    expect(canvas.style.display).toBe('block');
    drawing.rendered(true);
    expect(canvas.style.display).toBe('');
  });

  it('moves its picture for a scroll straight down or up; draws it whole after a jump, or once a block it waited for has arrived', () => {
    // Rows from 150 on wait for their block.
    let here = (r: number) => r < 150;
    drawing.live = { ...drawing.live!, rowAt: (r) => (here(r) ? block : undefined) };
    const drawn = () => {
      const before = texts.length;
      vi.advanceTimersToNextFrame();
      return texts.length - before;
    };
    const frame = (top: number) => {
      scroller.scrollTop = top;
      drawing.scrolled();
      return drawn();
    };
    const whole = frame(0);
    expect(g.drawImage).not.toHaveBeenCalled();
    expect(frame(120)).toBeLessThan(whole / 2);
    expect(g.drawImage).toHaveBeenCalledTimes(1);
    expect(frame(0)).toBeLessThan(whole / 2);
    expect(g.drawImage).toHaveBeenCalledTimes(2);
    // A block fetched ahead arrives: the picture has every row's cells already and stays as it is.
    expect(drawing.arrived()).toBe(true);
    expect(drawn()).toBe(0);
    // A jump of more than half the view, to rows whose block is not here: drawn whole, and whole again at the next
    // frame, as it still waits.
    expect(frame(150 * ROW_HEIGHT)).toBeGreaterThan(0);
    expect(frame(151 * ROW_HEIGHT)).toBeGreaterThan(0);
    expect(g.drawImage).toHaveBeenCalledTimes(2);
    // Their block arrives: drawn whole with their cells, then moved again.
    here = () => true;
    drawing.arrived();
    expect(drawn()).toBeGreaterThan(whole * 0.8);
    expect(frame(152 * ROW_HEIGHT)).toBeLessThan(whole / 2);
    expect(g.drawImage).toHaveBeenCalledTimes(3);
    // Rows scroll by in whole device pixels only: half a pixel at a ratio of 1 draws it whole.
    expect(frame(152 * ROW_HEIGHT + 0.5)).toBeGreaterThan(whole * 0.8);
    expect(g.drawImage).toHaveBeenCalledTimes(3);
  });

  it('is made ready unseen, in idle moments: drawn, not shown', () => {
    drawing.prepare();
    vi.advanceTimersByTime(1000);
    expect(texts.length).toBeGreaterThan(0);
    expect(canvas.style.display).toBe('');
  });

  it('a sideways scroll ends it at once (the letters are elements); a drift to the side while scrolling down does not', () => {
    scroller.scrollTop = 280;
    expect(drawing.scrolled()).toBe(true);
    vi.advanceTimersToNextFrame();
    scroller.scrollTop = 400;
    scroller.scrollLeft = 10;
    expect(drawing.scrolled()).toBe(true);
    scroller.scrollLeft = 90;
    expect(drawing.scrolled()).toBe(false);
    expect(canvas.style.display).toBe('');
  });

  it('a block arriving while it shows is drawn by it, not by the grid', () => {
    expect(drawing.arrived()).toBe(false);
    drawing.scrolled();
    expect(drawing.arrived()).toBe(true);
  });
});
