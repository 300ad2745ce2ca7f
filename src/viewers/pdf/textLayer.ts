import { TextLayer, type PageViewport, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Hit } from './textIndex';

/**
 * pdf.js's text layer over a drawn page: the page's text as transparent spans placed over the drawing, so a screen
 * reader reads it in order, a user selects and copies it, and the browser's find finds it. The spans are
 * positioned in per cent of the page and sized with `--scale-factor` (set on the page box), so they follow every
 * zoom; pdf.js sets those styles through CSSOM, which a strict style-src allows.
 */
export class PageText {
  private layer: TextLayer | undefined;
  private marked: { div: HTMLElement; text: string }[] = [];

  constructor(
    private container: HTMLElement,
    private onReady: () => void,
  ) {}

  /** Lays the page's text out at `viewport` (CSS pixels): the first time, reads and places it; then follows the zoom. */
  show(page: PDFPageProxy, viewport: PageViewport): void {
    if (this.layer) {
      // A new zoom: the spans' widths are measured again at the new scale.
      this.layer.update({ viewport });
      return;
    }
    const layer = new TextLayer({ textContentSource: page.streamTextContent(), container: this.container, viewport });
    this.layer = layer;
    void hidingMeasureCanvas(() => layer.render()).then(this.onReady, () => undefined);
  }

  cancel(): void {
    this.layer?.cancel();
  }

  /** Marks one search hit (the others of the page are not marked); returns its first mark, to scroll to. */
  highlight(hit: Hit | undefined): HTMLElement | undefined {
    for (const { div, text } of this.marked) div.textContent = text;
    this.marked = [];
    const divs = this.layer?.textDivs;
    const strs = this.layer?.textContentItemsStr;
    if (!hit || !divs || !strs) return undefined;
    let first: HTMLElement | undefined;
    for (let i = hit.begin.item; i <= hit.end.item && i < divs.length; i++) {
      const div = divs[i];
      const text = strs[i];
      const from = i === hit.begin.item ? hit.begin.offset : 0;
      const to = i === hit.end.item ? hit.end.offset : text.length;
      if (to <= from) continue;
      this.marked.push({ div, text });
      const mark = document.createElement('mark');
      mark.className = 'highlight selected';
      mark.textContent = text.slice(from, to);
      div.replaceChildren(text.slice(0, from), mark, text.slice(to));
      first ??= mark;
    }
    return first;
  }
}

/**
 * pdf.js measures text on a canvas it appends to the document's body (pdf.js's own stylesheet hides it, and that
 * stylesheet never reaches the host page): hide it as it arrives, before a frame shows it, and remove it after.
 */
async function hidingMeasureCanvas(run: () => Promise<void>): Promise<void> {
  const observer = new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes)
        if (node instanceof HTMLCanvasElement && node.classList.contains('hiddenCanvasElement'))
          node.style.display = 'none';
  });
  observer.observe(document.body, { childList: true });
  try {
    await run();
  } finally {
    observer.disconnect();
    TextLayer.cleanup();
  }
}
