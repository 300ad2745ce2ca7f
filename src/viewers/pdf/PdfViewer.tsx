import { useEffect, useRef, useState } from '../../framework';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/hooks';
import { Loading } from '../../ui/States';
import type { ViewerProps } from '../viewerProps';
import { ViewerMessage, WorkerFailed } from '../Message';
import { usePdfDocument } from './document';
import { pagesNear } from './layout';
import { SearchPanel } from './SearchPanel';
import { usePdfSearch } from './useSearch';
import { usePdfView } from './useView';
import { PdfPage, Slot } from './PdfPage';
import * as base from '../viewer.css';
import * as css from './pdf.css';
import { usePdfZoom } from './zoom';
import { ZoomBar } from './ZoomBar';

/**
 * PDF viewer on pdf.js (the legacy build: it runs in Chromium 107 and Safari 16.4, docs/SECURITY.md). Parsing
 * runs in pdf.js's worker; a page is drawn only while it is in or near the view and its canvas is released when
 * it scrolls far away, so a 50-page file costs a few canvases, never fifty. Zoom 1 to 4.
 */
export default function PdfViewer({ data, name, onBroken }: ViewerProps) {
  const t = useT();
  const { doc, first, broken, workerFailed, retry } = usePdfDocument(data);
  useEffect(() => void (broken && onBroken?.()), [broken]);
  const scroller = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const { zoom, zoomTo, handlers } = usePdfZoom(scroller, pagesRef);
  const [searching, setSearching] = useState(false);
  const find = usePdfSearch(doc, searching);

  const { fitWidth, view, sizes, onSize, onScroll } = usePdfView(scroller, doc);
  if (workerFailed) return <WorkerFailed onRetry={retry} />;
  if (broken) return <ViewerMessage text={t('viewer.broken')} testId="file-broken" />;
  const total = doc?.numPages ?? 0;
  const width = fitWidth * zoom;
  const sizeOf = (page: number) => sizes.current.get(page) ?? first ?? undefined;
  const { offsets, nearFirst, nearLast, current } = pagesNear(first ? total : 0, sizeOf, width, view);
  // A hit's page is brought into view (so it is drawn, with its text); the page then marks the hit (onMark).
  const goTo = (index: number) => {
    const hit = find.hits[index];
    if (!hit) return;
    find.setCurrent(index);
    if (scroller.current) scroller.current.scrollTop = offsets[hit.page - 1];
  };
  const onMark = (mark: HTMLElement) => {
    const node = scroller.current;
    if (!node) return;
    const m = mark.getBoundingClientRect();
    const s = node.getBoundingClientRect();
    node.scrollTop += m.top - s.top - s.height / 3;
    if (m.left < s.left || m.right > s.right) node.scrollLeft += m.left - s.left - s.width / 3;
  };
  return (
    <div className={css.viewer} data-testid="pdf-viewer" data-pages={total} data-zoom={zoom}>
      {searching && doc && (
        <SearchPanel
          total={total}
          state={find.state}
          hits={find.hits}
          current={find.current}
          onSearch={find.search}
          onGo={goTo}
          onClose={() => (find.clear(), setSearching(false))}
        />
      )}
      {/* The page indicator sits over the pages, below the search panel, never over the search box. */}
      <div className={css.stage}>
        <div
          ref={scroller}
          className={css.scroller}
          onScroll={onScroll}
          {...handlers}
          role="document"
          aria-label={t('viewer.pdf', { name })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a keyboard can scroll the pages (arrow keys, Page Down).
          tabIndex={0}
        >
          {!doc || !first || !fitWidth ? (
            // The file viewer already showed its loading view: no second 200 ms gap before this one.
            <Loading delayMs={0} />
          ) : (
            <div ref={pagesRef} className={css.pages}>
              {Array.from({ length: total }, (_, i) =>
                i >= nearFirst && i <= nearLast ? (
                  <PdfPage
                    // biome-ignore lint/suspicious/noArrayIndexKey: the key is the page number, the page's identity in the file.
                    key={i + 1}
                    doc={doc}
                    number={i + 1}
                    width={width}
                    size={sizeOf(i + 1)!}
                    onSize={onSize}
                    hit={find.hit?.page === i + 1 ? find.hit : undefined}
                    onMark={onMark}
                  />
                ) : (
                  <Slot key={-(i + 1)} number={i + 1} width={width} size={sizeOf(i + 1)!} />
                ),
              )}
            </div>
          )}
        </div>
        {total > 0 && (
          <div className={css.badge} aria-live="polite">
            {t('viewer.page', { page: current, total })}
          </div>
        )}
      </div>
      <ZoomBar zoom={zoom} zoomTo={zoomTo}>
        <button
          type="button"
          className={base.toolButton}
          onClick={() => setSearching((open) => !open)}
          aria-expanded={searching}
          aria-label={t('viewer.search.open')}
          disabled={!doc}
        >
          <Icon name="search" size={20} />
        </button>
      </ZoomBar>
    </div>
  );
}
