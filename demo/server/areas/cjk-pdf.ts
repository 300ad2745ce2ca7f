/**
 * PDFs in Chinese, generated so the repository holds no binaries: a multi-page quality manual whose text is real
 * text (a Type0 font with Identity-H and a ToUnicode map, so every glyph's character is known: it can be read
 * aloud, selected and searched), and a "scanned" one, pictures of lines with no text at all. The font is not
 * embedded: a viewer draws it with the system's CJK font.
 */

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
/** A string as 2-byte character codes: with Identity-H and the ToUnicode map below, a code is its character. */
const hex = (s: string) =>
  `<${[...s].map((c) => (c.codePointAt(0)! & 0xffff).toString(16).toUpperCase().padStart(4, '0')).join('')}>`;

const CHAPTERS = [
  '適用範圍',
  '供應商資格認定',
  '進料檢驗',
  '抽樣計畫',
  '不合格品處理',
  '矯正措施',
  '變更通知',
  '追溯與標示',
  '端子電鍍要求',
  '包裝與交貨',
  '稽核與評分',
  '紀錄保存',
];

/** The lines of page n (1-based). Some words appear on one page only, so a search can be told where to go. */
export function cjkPageLines(n: number, pages: number): string[] {
  const chapter = CHAPTERS[(n - 1) % CHAPTERS.length];
  const lines = [`供應商品質手冊　第 ${n} 章　${chapter}`];
  for (let p = 1; p <= 10; p++) lines.push(`${n}.${p}　供應商應保存${chapter}之紀錄五年，並於客戶要求時提供。`);
  if (n % 3 === 2) lines.push(`${n}.11　尺寸公差依圖面規定，未註明者依一般公差 ±0.05 mm。`);
  if (n === 9) lines.push('9.12　端子鍍層須通過耐焊接熱試驗（260 °C，10 秒），不得起泡或變色。');
  lines.push(`第 ${n} 頁，共 ${pages} 頁`);
  return lines;
}

/** The ToUnicode map: character code = Unicode code point, for the whole Basic Multilingual Plane. */
function toUnicode(): string {
  const ranges: string[] = [];
  for (let hi = 0; hi < 256; hi++) {
    const h = hi.toString(16).toUpperCase().padStart(2, '0');
    ranges.push(`<${h}00> <${h}FF> <${h}00>`);
  }
  const chunks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100)
    chunks.push(`${Math.min(100, ranges.length - i)} beginbfrange\n${ranges.slice(i, i + 100).join('\n')}\nendbfrange`);
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** Objects to a PDF file with a valid cross-reference table. */
function assemble(objects: string[]): Uint8Array {
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return ascii(out);
}

const stream = (body: string) => `<< /Length ${body.length} >>\nstream\n${body}\nendstream`;

/** Builds an A4 document whose page i has the content stream `content(i + 1)`; the font is F1, when `withFont`. */
function buildPages(pages: number, content: (n: number) => string, withFont: boolean): Uint8Array {
  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 Type0 font, 4 CID font, 5 ToUnicode; then per page: page object + content stream.
  const first = 6;
  const pageIds = Array.from({ length: pages }, (_, i) => first + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R /Lang (zh-Hant) >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  objects[3] =
    '<< /Type /Font /Subtype /Type0 /BaseFont /NotoSansCJKtc-Regular /Encoding /Identity-H /DescendantFonts [4 0 R] /ToUnicode 5 0 R >>';
  objects[4] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /NotoSansCJKtc-Regular /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor << /Type /FontDescriptor /FontName /NotoSansCJKtc-Regular /Flags 4 /FontBBox [-1000 -1000 2000 2000] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >> /DW 1000 /W [32 126 500] >>';
  objects[5] = stream(toUnicode());
  for (let i = 0; i < pages; i++) {
    const resources = withFont ? '/Resources << /Font << /F1 3 0 R >> >>' : '/Resources << >>';
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${resources} /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = stream(content(i + 1));
  }
  return assemble(objects);
}

/** A Chinese quality manual of `pages` pages with a text layer (cjkPageLines). */
export function buildCjkPdf(pages: number): Uint8Array {
  return buildPages(
    pages,
    (n) => {
      const ops = ['0.11 0.55 0.99 rg 0 792 595 50 re f'];
      cjkPageLines(n, pages).forEach((line, i) => {
        const size = i === 0 ? 18 : 12;
        const y = i === 0 ? 750 : 712 - (i - 1) * 26;
        ops.push(`BT /F1 ${size} Tf 0.1 0.1 0.1 rg 40 ${y} Td ${hex(line)} Tj ET`);
      });
      return ops.join('\n');
    },
    true,
  );
}

/** A scan: every page is grey bars where lines of text would be, and no text. */
export function buildScannedPdf(pages: number): Uint8Array {
  return buildPages(
    pages,
    (n) => {
      const ops = ['0.93 0.92 0.9 rg 0 0 595 842 re f', '0.35 0.35 0.35 rg'];
      for (let l = 0; l < 24; l++) ops.push(`50 ${760 - l * 28} ${300 + ((n * 53 + l * 97) % 190)} 9 re f`);
      return ops.join('\n');
    },
    false,
  );
}
