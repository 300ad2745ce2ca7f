import { describe, expect, it } from 'vitest';
import { fileKind, looksLike } from '../../../src/viewers/kind';
import { viewerRoute } from '../../../src/viewers';

describe('fileKind', () => {
  it('picks the viewer by extension, in any case', () => {
    expect(fileKind('Report.PDF')).toBe('pdf');
    expect(['a.xlsx', 'b.xls', 'c.csv', 'd.xlsm'].map((n) => fileKind(n))).toEqual(['sheet', 'sheet', 'sheet', 'sheet']);
    expect(['a.png', 'b.JPG', 'c.jpeg', 'd.webp'].map((n) => fileKind(n))).toEqual(['image', 'image', 'image', 'image']);
  });

  it('anything else is unsupported, whatever the MIME type says', () => {
    expect(fileKind('drawing.dwg', 'application/pdf')).toBe('unsupported');
    expect(fileKind('archive.zip')).toBe('unsupported');
    expect(fileKind('notes.docx')).toBe('unsupported');
  });

  it('falls back to the MIME type when the name has no extension', () => {
    expect(fileKind('download', 'application/pdf')).toBe('pdf');
    expect(fileKind('download', 'text/csv; charset=utf-8')).toBe('sheet');
    expect(fileKind('download')).toBe('unsupported');
    expect(fileKind('.hidden')).toBe('unsupported');
  });
});

describe('looksLike', () => {
  const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
  it('a PDF must carry its header; an xlsx must be a ZIP', () => {
    expect(looksLike('pdf', 'a.pdf', bytes('%PDF-1.4\n'))).toBe(true);
    expect(looksLike('pdf', 'a.pdf', bytes('<html>'))).toBe(false);
    expect(looksLike('sheet', 'a.xlsx', Uint8Array.of(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    expect(looksLike('sheet', 'a.xlsx', bytes('Record,Date'))).toBe(false);
    expect(looksLike('sheet', 'a.csv', bytes('Record,Date'))).toBe(true);
  });
});

describe('viewerRoute', () => {
  it('spreadsheets open in showExcel, everything else in showPDF, with the name encoded', () => {
    expect(viewerRoute('/pages/SRM/fileReview', 'a b.xlsx')).toBe('/pages/SRM/fileReview/showExcel?name=a%20b.xlsx');
    expect(viewerRoute('/pages/QMS/fileReview', 'x.png')).toBe('/pages/QMS/fileReview/showPDF?name=x.png');
  });
});
