import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useMemo, useRef, useState } from '../../framework';
import { type Hit, TextIndex } from './textIndex';

export type SearchState =
  | { step: 'idle' }
  | { step: 'running'; read: number; hits: Hit[] }
  | { step: 'done'; hits: Hit[] }
  /** The document has no text at all (a scan): nothing can be found in it. */
  | { step: 'noText' };

/**
 * Search across the whole document, pages not drawn included: pdf.js reads each page's text in its worker, and
 * the matching takes one page per task (./textIndex.ts). Opening the search checks first that the file has text.
 */
export function usePdfSearch(doc: PDFDocumentProxy | null, open: boolean) {
  const index = useMemo(() => (doc ? new TextIndex(doc) : null), [doc]);
  const [state, setState] = useState<SearchState>({ step: 'idle' });
  const [current, setCurrent] = useState(-1);
  const run = useRef(0);
  useEffect(() => () => void run.current++, []);

  useEffect(() => {
    if (!open || !index) return;
    const mine = run.current;
    void index
      .hasText(() => run.current === mine)
      .then((has) => {
        if (!has && run.current === mine) setState({ step: 'noText' });
      });
  }, [open, index]);

  const search = (query: string) => {
    if (!index || state.step === 'noText') return;
    const mine = ++run.current;
    const live = () => run.current === mine;
    setCurrent(-1);
    setState({ step: 'running', read: 0, hits: [] });
    void index
      .search(query, (read, hits) => live() && setState({ step: 'running', read, hits: [...hits] }), live)
      .then((hits) => {
        if (!live()) return;
        setState({ step: 'done', hits });
        if (hits.length) setCurrent(0);
      });
  };

  const hits = state.step === 'running' || state.step === 'done' ? state.hits : [];
  const clear = () => {
    run.current++;
    setCurrent(-1);
    if (state.step !== 'noText') setState({ step: 'idle' });
  };
  return { state, hits, current, setCurrent, search, clear, hit: hits[current] as Hit | undefined };
}
