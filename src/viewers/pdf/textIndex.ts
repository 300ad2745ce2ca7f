/**
 * The text of a PDF, for search. pdf.js extracts a page's text in its worker (`getTextContent`); here each page's
 * text is joined, normalised, and kept, one page per task, so a 300-page file is searched without a long task.
 * Normalised as a reader types: Unicode NFKC (full-width letters and digits, compatibility ideographs), case
 * folded, runs of white space as one space, and no space beside a CJK character (a PDF often splits CJK text
 * into pieces with spaces between them, which nobody types).
 */

/** The part of pdf.js's document this needs (a fake in unit tests). */
export interface TextSource {
  numPages: number;
  getPage(n: number): Promise<{ getTextContent(): Promise<{ items: readonly object[] }> }>;
}

/** Where in a page's text items a position is: the item (its index among the items with text) and the offset. */
export type TextPoint = { item: number; offset: number };

export interface Hit {
  page: number;
  begin: TextPoint;
  /** Exclusive. */
  end: TextPoint;
  /** The words around it, for the list of hits. */
  excerpt: string;
}

interface PageText {
  /** Normalised text. */
  text: string;
  /** For each character of `text`, its item and offset. */
  at: TextPoint[];
  raw: string;
  rawAt: number[];
}

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\u{20000}-\u{2fa1f}]/u;
const SPACE = /\s/;

/** Normalises `parts` (the strings of a page's items, or a query as one part), keeping where each character came from. */
export function normalise(parts: readonly string[]): { text: string; at: TextPoint[] } {
  const units: { c: string; at: TextPoint }[] = [];
  parts.forEach((part, item) => {
    let offset = 0;
    for (const ch of part) {
      const at = { item, offset };
      offset += ch.length;
      for (const c of ch.normalize('NFKC').toLowerCase()) {
        if (SPACE.test(c)) {
          if (units.length && units[units.length - 1].c !== ' ') units.push({ c: ' ', at });
        } else units.push({ c, at });
      }
    }
    // An item that ends a line is followed by a space nobody sees.
    if (units.length && units[units.length - 1].c !== ' ') units.push({ c: ' ', at: { item, offset } });
  });
  const kept = units.filter(
    (u, i) => u.c !== ' ' || (i > 0 && i < units.length - 1 && !CJK.test(units[i - 1].c) && !CJK.test(units[i + 1].c)),
  );
  return { text: kept.map((u) => u.c).join(''), at: kept.map((u) => u.at) };
}

const hasStr = (item: object): item is { str: string } => typeof (item as { str?: unknown }).str === 'string';

export class TextIndex {
  private pages = new Map<number, Promise<PageText>>();

  constructor(private doc: TextSource) {}

  /** Page n's text, read once. */
  page(n: number): Promise<PageText> {
    let hit = this.pages.get(n);
    if (!hit) {
      hit = this.doc
        .getPage(n)
        .then((p) => p.getTextContent())
        .then(({ items }) => {
          const strs = items.filter(hasStr).map((i) => i.str);
          const { text, at } = normalise(strs);
          const rawAt: number[] = [];
          let raw = '';
          strs.forEach((s) => {
            rawAt.push(raw.length);
            raw += `${s} `;
          });
          return { text, at, raw, rawAt };
        });
      // A page that failed to read is read again next time.
      hit.catch(() => this.pages.delete(n));
      this.pages.set(n, hit);
    }
    return hit;
  }

  /** Whether any page has text; false for a scan. Reads pages until one has. */
  async hasText(live: () => boolean = () => true): Promise<boolean> {
    for (let n = 1; n <= this.doc.numPages && live(); n++) {
      if ((await this.page(n).catch(() => null))?.text.trim()) return true;
    }
    return false;
  }

  /**
   * Every place `query` occurs, page by page (one page per task). `onPage` reports progress with the hits so far;
   * `live` stops it (a new search, the viewer left).
   */
  async search(
    query: string,
    onPage: (read: number, hits: Hit[]) => void,
    live: () => boolean = () => true,
  ): Promise<Hit[]> {
    const needle = normalise([query]).text.trim();
    const hits: Hit[] = [];
    if (!needle) return hits;
    for (let n = 1; n <= this.doc.numPages; n++) {
      if (!live()) return hits;
      const page = await this.page(n).catch(() => null);
      if (page) {
        for (let i = page.text.indexOf(needle); i >= 0; i = page.text.indexOf(needle, i + needle.length)) {
          const begin = page.at[i];
          const last = page.at[i + needle.length - 1];
          const width = (page.raw.codePointAt(page.rawAt[last.item] + last.offset) ?? 0) > 0xffff ? 2 : 1;
          const end = { item: last.item, offset: last.offset + width };
          hits.push({ page: n, begin, end, excerpt: excerpt(page, i, needle.length) });
        }
      }
      onPage(n, hits);
    }
    return hits;
  }
}

/** About twenty characters either side of the hit, from the page's own text. */
function excerpt(page: PageText, i: number, length: number): string {
  const from = Math.max(0, i - 20);
  const to = Math.min(page.text.length, i + length + 20);
  const a = page.at[from];
  const b = page.at[to - 1];
  const start = page.rawAt[a.item] + a.offset;
  const end = page.rawAt[b.item] + b.offset + 1;
  return `${from > 0 ? '…' : ''}${page.raw.slice(start, end).replace(/\s+/g, ' ').trim()}${to < page.text.length ? '…' : ''}`;
}
