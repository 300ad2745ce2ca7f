import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useState } from '../../framework';
import { startWorker } from '../assets';

/**
 * pdf.js's worker, started by us (src/viewers/assets.ts: also from a CDN origin; it counts as started when
 * pdf.js's worker says "ready") and handed to pdf.js as its port, shared by every document of the page. A
 * worker that could not start is forgotten, and the next attempt starts a new one.
 */
let pdfWorker: Promise<Worker> | undefined;
function readyPdfWorker(): Promise<Worker> {
  pdfWorker ??= startWorker('pdf.worker.js', 'pdf-viewer');
  pdfWorker.catch(() => (pdfWorker = undefined));
  return pdfWorker;
}

export type Size = { width: number; height: number };

export interface PdfDocumentState {
  doc: PDFDocumentProxy | null;
  /** Page 1's size at scale 1: the guess for every page whose own size is not known yet. */
  first: Size | null;
  broken: boolean;
  workerFailed: boolean;
  retry: () => void;
}

/** Opens `data` with pdf.js in its worker; destroys the task when the viewer leaves or the file changes. */
export function usePdfDocument(data: Blob): PdfDocumentState {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [first, setFirst] = useState<Size | null>(null);
  const [broken, setBroken] = useState(false);
  const [workerFailed, setWorkerFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let task: ReturnType<typeof getDocument> | undefined;
    let live = true;
    setWorkerFailed(false);
    void Promise.all([data.arrayBuffer(), readyPdfWorker().catch(() => null)]).then(
      ([buffer, worker]) => {
        if (!live) return;
        if (!worker) return setWorkerFailed(true);
        GlobalWorkerOptions.workerPort = worker;
        task = getDocument({
          data: new Uint8Array(buffer),
          // No eval of font programs or PostScript functions, no XFA forms; scripting needs the sandbox we never load.
          isEvalSupported: false,
          enableXfa: false,
          disableAutoFetch: true,
          stopAtErrors: false,
        });
        // One catch for the whole load: leaving the page destroys the task, which rejects whatever is still
        // pending (the document or its first page) with "Transport destroyed"; that must not surface as an error.
        task.promise
          .then(async (pdf) => {
            const page = await pdf.getPage(1);
            const viewport = page.getViewport({ scale: 1 });
            if (!live) return;
            setFirst({ width: viewport.width, height: viewport.height });
            setDoc(pdf);
          })
          .catch(() => live && setBroken(true));
      },
      () => live && setBroken(true),
    );
    return () => {
      live = false;
      void task?.destroy();
    };
  }, [data, attempt]);

  return { doc, first, broken, workerFailed, retry: () => setAttempt((n) => n + 1) };
}
