import { existsSync } from 'node:fs';
import { chunk, gzipSize } from './chunks';

/**
 * The PDF viewer's chunk (pdf.js and the viewer; its worker is a file of its own), Preact build. 115,546 B gzip
 * before the text layer and search; those may add at most 30 kB (issue 32).
 */
const DIST = 'dist';
const PDF_VIEWER_BUDGET = 145_546;

describe.skipIf(!existsSync(`${DIST}/chunks`))('viewer chunk budgets (gzip)', () => {
  it(`the PDF viewer chunk is at most ${PDF_VIEWER_BUDGET} bytes`, () => {
    const size = gzipSize(chunk(DIST, 'PdfViewer'), true);
    console.log(`PDF viewer chunk: ${size} B gzip`);
    expect(size).toBeLessThanOrEqual(PDF_VIEWER_BUDGET);
  });
});
