import { cleanup, render } from '@testing-library/preact';

/**
 * Leaving a PDF while it is still opening (back, or another route) destroys the pdf.js task, which rejects what
 * is pending with "Transport destroyed". The viewer must swallow that: an unhandled rejection is an error in the
 * user's console and, in this suite, a failed run. pdf.js itself is replaced by a fake whose first page never
 * arrives until the task is destroyed, the moment the real one rejects it.
 */
const destroyed = vi.fn();

vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => ({
  GlobalWorkerOptions: {},
  getDocument: () => {
    let rejectPage: (e: Error) => void = () => undefined;
    const pdf = {
      numPages: 3,
      getPage: () => new Promise((_, reject) => (rejectPage = reject)),
    };
    return {
      promise: Promise.resolve(pdf),
      destroy: () => {
        destroyed();
        rejectPage(new Error('Transport destroyed'));
        return Promise.resolve();
      },
    };
  },
}));

// The worker is pdf.js's business here: a started one is handed over at once.
vi.mock('../../../src/viewers/assets', () => ({ startWorker: () => Promise.resolve({}) }));

describe('PDF viewer left while opening', () => {
  it('destroys the pdf.js task and leaves no unhandled rejection', async () => {
    const { default: PdfViewer } = await import('../../../src/viewers/pdf/PdfViewer');
    const bytes = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      render(<PdfViewer data={bytes} name="manual.pdf" />);
      // Let the bytes be read and the (fake) document open, so the first page is the pending request.
      await new Promise((r) => setTimeout(r, 20));
      cleanup();
      await new Promise((r) => setTimeout(r, 20));
      expect(destroyed).toHaveBeenCalledTimes(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
