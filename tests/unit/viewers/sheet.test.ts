import { describe, expect, it } from 'vitest';
import { CSV_TEXT, evaluationRow } from '../../../demo/server/areas/real-world-files';
import { buildPdf, INSPECTION_HEADER, sampleFile } from '../../../demo/server/areas/sample-files';
import { detectEncoding } from '../../../src/viewers/sheet/encoding';
import { cellText, numericOf, parseWorkbook, rowsOf, textWidth } from '../../../src/viewers/sheet/parse';
import {
  blocksFor,
  columnLetter,
  frameBudget,
  indexAt,
  planRows,
  prefix,
  ROW_HEIGHT,
  rowOffsets,
  shown,
  span,
  type RowPlan,
} from '../../../src/viewers/sheet/virtual';

const buffer = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer;

const open = (name: string, encoding?: string) => parseWorkbook(name, buffer(sampleFile(name)!.bytes), encoding);

describe('workbook parsing (the worker side)', () => {
  it('reads the 10,000-row workbook: three sheets, the frozen header row, first and last row', () => {
    const { sheets } = open('incoming-inspection-2024.xlsx');
    expect(sheets.map((s) => s.meta.name)).toEqual(['Inspection', 'Summary', 'Notes']);
    const inspection = sheets[0];
    expect(inspection.meta.rows).toBe(10_001);
    expect(inspection.meta.cols).toBe(INSPECTION_HEADER.length);
    expect(inspection.meta.frozen).toEqual({ rows: 1, cols: 0 });
    expect(sheets[1].meta.frozen).toEqual({ rows: 0, cols: 0 });
    expect(rowsOf(inspection, 0, 1)[0]).toEqual(INSPECTION_HEADER);
    expect(rowsOf(inspection, 10_000, 10_005)).toHaveLength(1);
    expect(rowsOf(inspection, 10_000, 10_001)[0][0]).toBe('IQC-10000');
    expect(inspection.meta.widths.every((w) => w >= 64 && w <= 280)).toBe(true);
  }, 60_000);

  it('reads xls and csv (UTF-8 with a BOM, values as written); nothing is frozen that the file does not freeze', () => {
    const xls = open('audit-checklist.xls').sheets;
    expect(rowsOf(xls[0], 1, 2)[0][0]).toBe('IQC-00001');
    const csv = open('delivery-records.csv');
    expect(csv.encoding).toEqual({ used: 'utf-8', detected: 'utf-8', sure: true });
    expect(csv.sheets[0].meta.rows).toBe(501);
    expect(csv.sheets[0].meta.frozen).toEqual({ rows: 0, cols: 0 });
    expect(rowsOf(csv.sheets[0], 0, 1)[0][0]).toBe('Delivery no.');
    expect(rowsOf(csv.sheets[0], 1, 2)[0][3]).toBe('東莞精密五金有限公司');
  });

  it('a truncated or empty workbook throws, so the viewer can say the file is damaged', () => {
    expect(() => open('price-list-broken.xlsx')).toThrow();
  });

  it('cell text is the formatted value, empty for missing cells', () => {
    expect(cellText(undefined)).toBe('');
    expect(cellText({ t: 'n', v: 3, w: '3.00' })).toBe('3.00');
    expect(cellText({ t: 'n', v: 3 })).toBe('3');
  });

  it('wide characters count double for column widths', () => {
    expect(textWidth('東莞')).toBe(textWidth('abcd'));
  });
});

describe('a workbook as Excel shows it (供應商 評鑑 清單.xlsx)', () => {
  const { sheets } = open('供應商 評鑑 清單.xlsx');
  const [evaluation, offset] = sheets;

  it('keeps the used range at its true position: a table from B3 is at B3, column A and rows 1-2 empty', () => {
    expect(offset.meta.name).toBe('Offset');
    expect(offset.meta.rows).toBe(12);
    expect(offset.meta.cols).toBe(5);
    const rows = rowsOf(offset, 0, 12);
    expect(rows[0].every((t) => t === '')).toBe(true);
    expect(rows[2][0]).toBe('');
    expect(rows[2][1]).toBe('Note: figures are provisional until month-end closing.');
    expect(rows[5][1]).toBe('Part no.');
  });

  it('takes no note row for a header: a sheet without frozen panes freezes nothing', () => {
    expect(offset.meta.frozen).toEqual({ rows: 0, cols: 0 });
  });

  it('reads the frozen panes from the file: rows 1-5 and columns A-B', () => {
    expect(evaluation.meta.frozen).toEqual({ rows: 5, cols: 2 });
  });

  it('merged ranges span their cells, with the text of the first cell', () => {
    expect(evaluation.meta.merges).toContainEqual({ r: 0, c: 1, rs: 1, cs: 8, text: '供應商評鑑清單　2024 年下半年' });
    expect(evaluation.meta.merges).toContainEqual({ r: 45, c: 1, rs: 1, cs: 5, text: '合計' });
  });

  it('hidden rows and columns are hidden: row 4 and column H', () => {
    expect(evaluation.meta.hiddenRows).toEqual([3]);
    expect(evaluation.meta.widths[7]).toBe(0);
    expect(evaluation.meta.widths.filter((w) => w === 0)).toHaveLength(1);
    // The file's own widths: column C is wide (28 characters), column A narrow.
    expect(evaluation.meta.widths[2]).toBeGreaterThan(150);
    expect(evaluation.meta.widths[0]).toBeLessThan(40);
  });

  it('shows formatted values: dates, one decimal, percentages, NT$ and yen currency', () => {
    const row = evaluationRow(0);
    const [texts] = rowsOf(evaluation, 5, 6);
    expect(texts.slice(1, 9)).toEqual([
      row.code,
      row.name,
      '2024/7/1',
      '60.5',
      '85.0%',
      'NT$120,000',
      '內部 1',
      '¥50,000',
    ]);
    expect(numericOf(evaluation, 5, 6)[0]).toBe('...nnnn.n');
  });
});

describe('CSV encodings', () => {
  const first = (name: string, encoding?: string) => {
    const book = open(name, encoding);
    return { encoding: book.encoding!, rows: rowsOf(book.sheets[0], 0, 2) };
  };

  it.each([
    ['出貨明細（Big5）.csv', 'big5', 'big5'],
    ['入库记录【GBK】#2.csv', 'gb18030', 'gbk'],
    ['納品書_シフトJIS & 検収.csv', 'shift_jis', 'shift_jis'],
    ['검사 기록 UTF-16.csv', 'utf-16le', 'utf-16le'],
    ['批次說明 utf-16be.csv', 'utf-16be', 'utf-16be'],
    ['サプライヤー一覧 😀.csv', 'utf-8', 'utf-8'],
  ] as const)('%s is detected as %s and reads as its text', (name, label, source) => {
    const { encoding, rows } = first(name);
    expect(encoding).toEqual({ used: label, detected: label, sure: true });
    expect(rows).toEqual(CSV_TEXT[source].slice(0, 2));
  });

  it('the user can have a CSV read in another encoding', () => {
    const wrong = first('出貨明細（Big5）.csv', 'gb18030');
    expect(wrong.encoding).toEqual({ used: 'gb18030', detected: 'big5', sure: true });
    expect(wrong.rows[0]).not.toEqual(CSV_TEXT.big5[0]);
  });

  it('few foreign bytes are a guess the viewer flags as unsure', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('a,b\r\n'), 0xb4, 0xfa, 0x2c, 0x31, 0x0d, 0x0a]);
    expect(detectEncoding(bytes).sure).toBe(false);
  });

  it('a byte-order mark decides, and valid UTF-8 is UTF-8', () => {
    expect(detectEncoding(Uint8Array.of(0xff, 0xfe, 0x41, 0))).toEqual({
      used: 'utf-16le',
      detected: 'utf-16le',
      sure: true,
    });
    expect(detectEncoding(new TextEncoder().encode('名稱,數量'))).toEqual({
      used: 'utf-8',
      detected: 'utf-8',
      sure: true,
    });
  });
});

describe('virtual grid', () => {
  it('hidden rows take no room; rows and columns are found by position', () => {
    const rows = rowOffsets(10, [3]);
    expect(rows[4] - rows[3]).toBe(0);
    expect(rows[10]).toBe(9 * ROW_HEIGHT);
    expect(indexAt(rows, 0)).toBe(0);
    expect(indexAt(rows, 3 * ROW_HEIGHT + 1)).toBe(4);
    expect(indexAt(rows, 1e9)).toBe(9);
    // Neither the grid nor the drawing of a scroll shows a hidden row.
    expect(shown(2, 5, rows)).toEqual([2, 4, 5]);
  });

  it('keeps only the rows on screen plus a margin, never the frozen ones', () => {
    const rows = rowOffsets(50_001, []);
    const [first, last] = span(rows, 0, 600, 1);
    expect(first).toBe(1);
    expect(last - first).toBeLessThan(40);
    const end = span(rows, 50_000 * ROW_HEIGHT - 600, 50_000 * ROW_HEIGHT, 1);
    expect(end[1]).toBe(50_000);
    expect(end[1] - end[0]).toBeLessThan(40);
  });

  it('keeps only the columns on screen plus a margin', () => {
    const wide = prefix(new Array(30).fill(100));
    expect(span(wide, 500, 890, 0)).toEqual([3, 10]);
  });

  it('a margin of 0 keeps exactly the rows on screen', () => {
    const rows = rowOffsets(100, []);
    expect(span(rows, 10 * ROW_HEIGHT, 20 * ROW_HEIGHT - 1, 0, 0)).toEqual([10, 19]);
    expect(span(rows, 10 * ROW_HEIGHT, 20 * ROW_HEIGHT - 1, 0)).toEqual([5, 24]);
  });

  const none = (): RowPlan => ({ numbered: new Set(), filled: new Set() });
  const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

  it('draws a few rows per frame, those on screen first and top down, each number before its cells; drawn rows stay', () => {
    const rows = Array.from({ length: 20 }, (_, i) => 100 + i);
    const all = () => true;
    // A budget of 12 cells, rows of 2 cells: number (2) and cells (2) of three rows.
    const first = planRows(none(), rows, [105, 114], all, 12, 2);
    expect(sorted(first.numbered)).toEqual([105, 106, 107]);
    expect(sorted(first.filled)).toEqual([105, 106, 107]);
    expect(first.more).toBe(true);
    const second = planRows(first, rows, [105, 114], all, 12, 2);
    expect(sorted(second.filled)).toEqual([105, 106, 107, 108, 109, 110]);
    // Past the screen: the nearest rows next, below before above at the same distance.
    const onScreen = new Set(rows.slice(5, 15));
    const late = planRows({ numbered: onScreen, filled: onScreen }, rows, [105, 114], all, 8, 2);
    expect(sorted(late.filled).filter((r) => r < 105 || r > 114)).toEqual([104, 115]);
    // The last ones: nothing more to do.
    const rest = new Set(rows.slice(1));
    const done = planRows({ numbered: rest, filled: rest }, rows, [105, 114], all, 8, 2);
    expect(done.filled.size).toBe(20);
    expect(done.more).toBe(false);
  });

  it('a long jump shows the numbers of the rows under the view first; a row waits for its block with its number', () => {
    const rows = Array.from({ length: 40 }, (_, i) => 5000 + i);
    const ready = (r: number) => r >= 5020;
    // No blocks yet on screen (5005-5034): numbers only, 2 each, 16 of them within a budget of 32.
    const first = planRows(none(), rows, [5005, 5034], ready, 32, 6);
    expect(sorted(first.numbered)).toEqual(Array.from({ length: 15 }, (_, i) => 5005 + i).concat([5020]));
    expect(sorted(first.filled)).toEqual([5020]);
    // A numbered row whose block is missing waits without costing a frame anything.
    const second = planRows(first, rows, [5005, 5034], ready, 32, 6);
    expect(sorted(second.filled)).toEqual([5020, 5021, 5022, 5023, 5024]);
    expect(sorted(second.numbered).slice(0, 15)).toEqual(sorted(first.numbered).slice(0, 15));
  });

  it('a row without its block keeps its number but not its cells, and rows that left the window are dropped', () => {
    const ready = (r: number) => r !== 6;
    const prev = { numbered: new Set([1, 2, 5, 6]), filled: new Set([1, 2, 6]) };
    const plan = planRows(prev, [5, 6, 7, 8], [5, 8], ready, 40, 2);
    expect(sorted(plan.numbered)).toEqual([5, 6, 7, 8]);
    expect(sorted(plan.filled)).toEqual([5, 7, 8]);
    expect(plan.more).toBe(false);
    // At least one row per frame, however small the budget.
    expect(sorted(planRows(none(), [5, 6], [5, 6], ready, 0, 2).filled)).toEqual([5]);
  });

  it('draws less per frame on a device whose frames run long, and more again once they are short', () => {
    const limits = { min: 12, max: 64 };
    // Frames 50 ms apart: the budget shrinks by a third, never under the minimum.
    expect(frameBudget(32, 50, limits)).toBe(21);
    expect(frameBudget(13, 50, limits)).toBe(12);
    // Frames at 60 or 40 per second: it grows, up to the maximum.
    expect(frameBudget(32, 16.7, limits)).toBe(36);
    expect(frameBudget(63, 16.7, limits)).toBe(64);
    // Between: as it is. A pause (the first frame of a scroll) tells nothing.
    expect(frameBudget(32, 33.3, limits)).toBe(32);
    expect(frameBudget(32, 800, limits)).toBe(32);
  });

  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('asks for the blocks of the window', () => {
    expect(blocksFor(450, 470, 200)).toEqual([2]);
    expect(blocksFor(190, 230, 200)).toEqual([0, 1]);
    expect(blocksFor(0, -1, 200)).toEqual([]);
  });
});

describe('sample PDF', () => {
  it('has a valid cross-reference table: every offset points at its object', () => {
    const pdf = buildPdf(3);
    const text = String.fromCharCode(...pdf);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = text
      .slice(xrefAt)
      .split('\n')
      .slice(3, 3 + 9);
    entries.forEach((line, i) => {
      const offset = Number(line.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toContain('/Count 3');
  });
});
