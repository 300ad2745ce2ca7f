import { describe, expect, it } from 'vitest';
import { fileKind, looksLike } from '../../../src/viewers/kind';
import { isSafeFileName, viewerRoute } from '../../../src/viewers';

describe('fileKind', () => {
  it('picks the viewer by extension, in any case', () => {
    expect(fileKind('Report.PDF')).toBe('pdf');
    expect(['a.xlsx', 'b.xls', 'c.csv', 'd.xlsm'].map((n) => fileKind(n))).toEqual([
      'sheet',
      'sheet',
      'sheet',
      'sheet',
    ]);
    expect(['a.png', 'b.JPG', 'c.jpeg', 'd.webp'].map((n) => fileKind(n))).toEqual([
      'image',
      'image',
      'image',
      'image',
    ]);
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
    expect(looksLike('pdf', 'a.pdf', bytes('%PDF-1.4\n'), bytes('trailer\nstartxref\n9\n%%EOF\n'))).toBe(true);
    // Cut short: the header is there, the end is not.
    expect(looksLike('pdf', 'a.pdf', bytes('%PDF-1.4\n'), bytes('0 0 595 842] /Resources'))).toBe(false);
    expect(looksLike('pdf', 'a.pdf', bytes('<html>'))).toBe(false);
    expect(looksLike('sheet', 'a.xlsx', Uint8Array.of(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    expect(looksLike('sheet', 'a.xlsx', bytes('Record,Date'))).toBe(false);
    expect(looksLike('sheet', 'a.csv', bytes('Record,Date'))).toBe(true);
  });
});

describe('isSafeFileName', () => {
  it('accepts the names people give files, in any script', () => {
    for (const name of [
      '供應商 評鑑 清單.xlsx',
      '報價單（最終）【A】：v2.pdf',
      '#2 & 附件+B, final.csv',
      'カナ ひらがな.pdf',
      '한글 파일.xlsx',
      'photo 😀.png',
      ' spaced .pdf',
      '..hidden.pdf',
      'README',
    ]) {
      expect(isSafeFileName(name), name).toBe(true);
    }
  });

  it('refuses paths, dots only, control characters and over-long names', () => {
    for (const name of [
      '../etc/passwd',
      'a/b.pdf',
      'a\\b.pdf',
      '.',
      '..',
      ' .. ',
      'a\u0000b.pdf',
      'a\nb.pdf',
      'a\u007fb',
      'a\u2028b',
      '',
      `${'長'.repeat(252)}.pdf`,
    ]) {
      expect(isSafeFileName(name), JSON.stringify(name)).toBe(false);
    }
    expect(isSafeFileName(`${'長'.repeat(251)}.pdf`)).toBe(true);
    // Counted in characters, not UTF-16 units: 255 emoji are 255 characters.
    expect(isSafeFileName(`${'😀'.repeat(251)}.png`)).toBe(true);
  });
});

describe('viewerRoute', () => {
  it('spreadsheets open in showExcel, everything else in showPDF, with the name encoded', () => {
    expect(viewerRoute('/pages/SRM/fileReview', 'a b.xlsx')).toBe('/pages/SRM/fileReview/showExcel?name=a%20b.xlsx');
    expect(viewerRoute('/pages/QMS/fileReview', 'x.png')).toBe('/pages/QMS/fileReview/showPDF?name=x.png');
    expect(viewerRoute('/pages/SRM/fileReview', '供應 #2 & A+B, 😀.csv')).toBe(
      `/pages/SRM/fileReview/showExcel?name=${encodeURIComponent('供應 #2 & A+B, 😀.csv')}`,
    );
  });
});
