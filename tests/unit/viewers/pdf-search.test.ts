import { normalise, type TextSource, TextIndex } from '../../../src/viewers/pdf/textIndex';

/** A document whose pages have the given text items (pdf.js's getTextContent items with `str`). */
function doc(pages: string[][]): TextSource & { read: number[] } {
  const read: number[] = [];
  return {
    read,
    numPages: pages.length,
    getPage: async (n) => ({
      getTextContent: async () => {
        read.push(n);
        return { items: pages[n - 1].map((str) => ({ str, hasEOL: false })) };
      },
    }),
  };
}

describe('PDF text search', () => {
  it('finds CJK text as typed, though the PDF split it into pieces with spaces between them', async () => {
    const index = new TextIndex(doc([['第 1 章'], ['端子鍍層須通過', '耐焊', ' 接熱試驗']]));
    const hits = await index.search('耐焊接熱', () => undefined);
    expect(hits).toHaveLength(1);
    expect(hits[0].page).toBe(2);
    // From the 2nd item's start to the 3rd item's "接熱" (after its leading space).
    expect(hits[0].begin).toEqual({ item: 1, offset: 0 });
    expect(hits[0].end).toEqual({ item: 2, offset: 3 });
    expect(hits[0].excerpt).toContain('耐焊');
  });

  it('matches regardless of case and full-width forms, and keeps the spaces between Latin words', async () => {
    const index = new TextIndex(doc([['Dimensional TOLERANCE ±0.05'], ['ＴＯＬＥＲＡＮＣＥ band'], ['toler ance']]));
    const hits = await index.search('tolerance', () => undefined);
    expect(hits.map((h) => h.page)).toEqual([1, 2]);
    expect(normalise(['a  b\n c']).text).toBe('a b c');
  });

  it('reads every page, those never drawn included, and reports its progress page by page', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => [`page ${i + 1}`, i === 27 ? 'needle here' : 'hay']);
    const source = doc(pages);
    const progress: number[] = [];
    const hits = await new TextIndex(source).search('needle', (read) => progress.push(read));
    expect(hits.map((h) => h.page)).toEqual([28]);
    expect(progress).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(source.read).size).toBe(30);
  });

  it('stops when the search is replaced', async () => {
    const source = doc(Array.from({ length: 10 }, () => ['x']));
    let live = true;
    await new TextIndex(source).search(
      'x',
      (read) => {
        if (read === 3) live = false;
      },
      () => live,
    );
    expect(source.read.length).toBe(3);
  });

  it('tells a scan (no text on any page) from a document with text', async () => {
    expect(await new TextIndex(doc([[], [''], [' ']])).hasText()).toBe(false);
    expect(await new TextIndex(doc([[], ['x']])).hasText()).toBe(true);
  });
});
