/// <reference lib="webworker" />
import { parseWorkbook, rowsOf, type ParsedSheet } from './parse';
import type { FromWorker, ToWorker } from './protocol';

/**
 * The spreadsheet worker (built as its own entry, sheet.worker.js, beside the loader). It parses the workbook
 * off the main thread and answers row ranges, so the page only ever holds the rows on screen.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let sheets: ParsedSheet[] = [];

const post = (message: FromWorker) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  if (msg.type === 'open') {
    try {
      sheets = parseWorkbook(msg.name, msg.data);
      if (!sheets.length) throw new Error('no sheets');
      post({ type: 'opened', sheets: sheets.map((s) => s.meta) });
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  if (msg.type === 'rows') {
    const sheet = sheets[msg.sheet];
    post({ type: 'rows', sheet: msg.sheet, from: msg.from, rows: sheet ? rowsOf(sheet, msg.from, msg.to) : [], req: msg.req });
  }
};

// The page waits for this before it counts the worker as started.
post({ type: 'ready' });
