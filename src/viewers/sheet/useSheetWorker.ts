import { useEffect, useRef, useState } from '../../framework';
import { startWorker } from '../assets';
import type { FromWorker, SheetMeta, TextEncodingInfo, ToWorker } from './protocol';

export type Book = { sheets: SheetMeta[]; encoding?: TextEncodingInfo };

/**
 * The sheet worker of one file: started with the file's bytes, it answers with the book's sheets (`onOpened`
 * runs first, so the viewer forgets the rows of what it showed before) and then with blocks of rows (`onRows`).
 * An error before its first answer means the worker never ran (blocked, missing), not that the file is damaged.
 */
export function useSheetWorker(
  data: Blob,
  name: string,
  on: { opened: () => void; rows: (msg: Extract<FromWorker, { type: 'rows' }>) => void },
) {
  const [book, setBook] = useState<Book | null>(null);
  const [broken, setBroken] = useState(false);
  const [workerFailed, setWorkerFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const worker = useRef<Worker | null>(null);
  const handlers = useRef(on);
  handlers.current = on;

  useEffect(() => {
    let live = true;
    let w: Worker | undefined;
    let opened = false;
    setWorkerFailed(false);
    void Promise.all([startWorker('sheet.worker.js', 'sheet-viewer'), data.arrayBuffer()]).then(
      ([started, buffer]) => {
        if (!live) return void started.terminate();
        w = started;
        worker.current = w;
        w.onmessage = (event: MessageEvent<FromWorker>) => {
          if (!live) return;
          const msg = event.data;
          if (msg.type === 'opened') {
            opened = true;
            handlers.current.opened();
            setBook({ sheets: msg.sheets, encoding: msg.encoding });
          } else if (msg.type === 'error') setBroken(true);
          else if (msg.type === 'rows') handlers.current.rows(msg);
        };
        w.onerror = () => live && (opened ? setBroken(true) : setWorkerFailed(true));
        const message: ToWorker = { type: 'open', name, data: buffer };
        w.postMessage(message, [buffer]);
      },
      () => live && setWorkerFailed(true),
    );
    return () => {
      live = false;
      w?.terminate();
      worker.current = null;
    };
  }, [data, attempt]);

  /** Reads the file again in another text encoding (CSV). */
  const chooseEncoding = (encoding: string) => {
    setBook(null);
    worker.current?.postMessage({ type: 'encoding', encoding } satisfies ToWorker);
  };

  return { book, broken, workerFailed, worker, chooseEncoding, retry: () => setAttempt((n) => n + 1) };
}
