import { describe, expect, it } from 'vitest';
import { buildPdf, INSPECTION_HEADER, sampleFile } from '../../../demo/server/areas/sample-files';
import { cellText, parseWorkbook, rowsOf, textWidth } from '../../../src/viewers/sheet/parse';
import { blocksFor, columnOffsets, ROW_HEIGHT, visibleWindow } from '../../../src/viewers/sheet/virtual';

const buffer = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer;

describe('workbook parsing (the worker side)', () => {
  it('reads the 10,000-row workbook: three sheets, header and last row', () => {
    const sheets = parseWorkbook('incoming-inspection-2024.xlsx', buffer(sampleFile('incoming-inspection-2024.xlsx')!.bytes));
    expect(sheets.map((s) => s.meta.name)).toEqual(['Inspection', 'Summary', 'Notes']);
    const inspection = sheets[0];
    expect(inspection.meta.rows).toBe(10_001);
    expect(inspection.meta.cols).toBe(INSPECTION_HEADER.length);
    expect(rowsOf(inspection, 0, 1)[0]).toEqual(INSPECTION_HEADER);
    expect(rowsOf(inspection, 10_000, 10_005)).toHaveLength(1);
    expect(rowsOf(inspection, 10_000, 10_001)[0][0]).toBe('IQC-10000');
    expect(inspection.meta.widths.every((w) => w >= 56 && w <= 280)).toBe(true);
  }, 20_000);

  it('reads xls and csv (UTF-8 with a BOM, values as written)', () => {
    const xls = parseWorkbook('audit-checklist.xls', buffer(sampleFile('audit-checklist.xls')!.bytes));
    expect(rowsOf(xls[0], 1, 2)[0][0]).toBe('IQC-00001');
    const csv = parseWorkbook('delivery-records.csv', buffer(sampleFile('delivery-records.csv')!.bytes));
    expect(csv[0].meta.rows).toBe(501);
    expect(rowsOf(csv[0], 0, 1)[0][0]).toBe('Delivery no.');
    expect(rowsOf(csv[0], 1, 2)[0][3]).toBe('東莞精密五金有限公司');
  });

  it('a truncated workbook throws, so the viewer can say the file is damaged', () => {
    expect(() => parseWorkbook('price-list-broken.xlsx', buffer(sampleFile('price-list-broken.xlsx')!.bytes))).toThrow();
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

describe('virtual grid', () => {
  const offsets = columnOffsets([100, 100, 100, 100, 100, 100, 100, 100, 100, 100]);

  it('keeps only the rows on screen plus a margin, never the header row', () => {
    const w = visibleWindow(0, 0, 600, 390, 10_001, offsets);
    expect(w.firstRow).toBe(1);
    expect(w.lastRow - w.firstRow).toBeLessThan(40);
    const end = visibleWindow(10_000 * ROW_HEIGHT, 0, 600, 390, 10_001, offsets);
    expect(end.lastRow).toBe(10_000);
    expect(end.lastRow - end.firstRow).toBeLessThan(40);
  });

  it('keeps only the columns on screen plus a margin', () => {
    const wide = columnOffsets(new Array(30).fill(100));
    const w = visibleWindow(0, 500, 600, 390, 100, wide);
    expect(w.firstCol).toBe(2);
    expect(w.lastCol).toBe(10);
  });

  it('asks for the header block and the blocks of the window', () => {
    expect(blocksFor(450, 470, 200)).toEqual([0, 2]);
    expect(blocksFor(190, 230, 200)).toEqual([0, 1]);
  });
});

describe('sample PDF', () => {
  it('has a valid cross-reference table: every offset points at its object', () => {
    const pdf = buildPdf(3);
    const text = String.fromCharCode(...pdf);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = text.slice(xrefAt).split('\n').slice(3, 3 + 9);
    entries.forEach((line, i) => {
      const offset = Number(line.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toContain('/Count 3');
  });
});
