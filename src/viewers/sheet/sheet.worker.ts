/// <reference lib="webworker" />
import { numericOf, parseWorkbook, rowsOf, type ParsedSheet } from './parse';
import type { FromWorker, ToWorker } from './protocol';

/**
 * The spreadsheet worker (built as its own entry, sheet.worker.js, beside the loader). It parses the workbook
 * off the main thread and answers row ranges, so the page only ever holds the rows on screen. A CSV's bytes are
 * kept, so the user can have them read again in another encoding.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let sheets: ParsedSheet[] = [];
let source: { name: string; data: ArrayBuffer } | null = null;

const post = (message: FromWorker) => scope.postMessage(message);

function open(encoding?: string) {
  if (!source) return;
  try {
    const book = parseWorkbook(source.name, source.data, encoding);
    sheets = book.sheets;
    if (!sheets.length) throw new Error('no sheets');
    post({ type: 'opened', sheets: sheets.map((s) => s.meta), encoding: book.encoding });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  if (msg.type === 'open') {
    source = { name: msg.name, data: msg.data };
    open();
  } else if (msg.type === 'encoding') {
    open(msg.encoding);
  } else if (msg.type === 'rows') {
    const sheet = sheets[msg.sheet];
    post({
      type: 'rows',
      sheet: msg.sheet,
      from: msg.from,
      rows: sheet ? rowsOf(sheet, msg.from, msg.to) : [],
      numeric: sheet ? numericOf(sheet, msg.from, msg.to) : [],
      req: msg.req,
    });
  }
};

// The page waits for this before it counts the worker as started.
post({ type: 'ready' });
