/** The height of a cell's text line, as the grid's elements set it. */
const LINE = 27;

/**
 * Texts cut to their cell's width with an ellipsis, as the elements' `text-overflow: ellipsis` does, remembered:
 * a scroll draws the same texts in the same widths frame after frame, and measuring text is the drawing's cost.
 */
export class Fits {
  /**
   * By font, then room, then text: the keys are the same strings frame after frame, whose hashes the engine keeps
   * (one key joined from the three was a new string to build and hash for every cell of every frame).
   */
  private known = new Map<string, Map<number, Map<string, string>>>();
  private count = 0;
  /** Each character's advance, by font (surelyFits). */
  private advances = new Map<string, Map<string, number>>();
  private baselines = new Map<string, number>();

  /**
   * Where the text's baseline sits in a 27 px line, as CSS places it (half the leading above the font's ascent),
   * for `font`, the context's current font (passed: reading the context's font back is itself slow).
   */
  baseline(g: CanvasRenderingContext2D, font: string): number {
    let at = this.baselines.get(font);
    if (at === undefined) {
      const m = g.measureText('Hg');
      at = (LINE - (m.fontBoundingBoxAscent + m.fontBoundingBoxDescent)) / 2 + m.fontBoundingBoxAscent;
      this.baselines.set(font, at);
    }
    return at;
  }

  fit(g: CanvasRenderingContext2D, font: string, text: string, room: number): string {
    if (this.count > 4000) this.known.clear(), this.advances.clear(), (this.count = 0);
    let byRoom = this.known.get(font);
    if (!byRoom) {
      byRoom = new Map();
      this.known.set(font, byRoom);
    }
    let byText = byRoom.get(room);
    if (!byText) {
      byText = new Map();
      byRoom.set(room, byText);
    }
    let out = byText.get(text);
    if (out === undefined) {
      out = this.surelyFits(g, font, text, room) ? text : cut(g, text, room);
      byText.set(text, out);
      this.count++;
    }
    return out;
  }

  /**
   * True when `text` fits `room` by the advances of its characters, each measured once per font: a jump brings a
   * screen of texts never seen, and measuring each whole cost as much as drawing it. Only for characters that
   * shaping does not join or stack (Latin, kana, CJK and full-width forms); kerning and ligatures there only
   * narrow a text, and a pixel is kept in hand. Any other text, or one near its room, is measured whole (cut).
   */
  private surelyFits(g: CanvasRenderingContext2D, font: string, text: string, room: number): boolean {
    if (!SEPARATE.test(text)) return false;
    let widths = this.advances.get(font);
    if (!widths) {
      widths = new Map();
      this.advances.set(font, widths);
    }
    let sum = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      let w = widths.get(ch);
      if (w === undefined) {
        w = g.measureText(ch).width;
        widths.set(ch, w);
      }
      sum += w;
      if (sum > room - 1) return false;
    }
    return true;
  }
}

/** Texts whose width is the sum of their characters' (see Fits.surelyFits): no marks, joining scripts or pairs. */
const SEPARATE = /^[\u0020-\u007e\u00a0-\u024f\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff60]*$/;

function cut(g: CanvasRenderingContext2D, text: string, room: number): string {
  if (room <= 0) return '';
  if (g.measureText(text).width <= room) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (g.measureText(`${text.slice(0, mid)}…`).width <= room) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}
