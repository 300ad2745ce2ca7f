import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from '../../framework';
import type { Size } from './document';

/** What the pages are laid out from: the width that fits the view, where it is scrolled, each page's size. */
export function usePdfView(scroller: RefObject<HTMLDivElement | null>, doc: unknown) {
  const [fitWidth, setFitWidth] = useState(0);
  // Where the view is, so that only the pages near it are mounted (a 300-page file mounts a handful).
  const [view, setView] = useState({ top: 0, height: 800 });

  // Fit the page to the width of the view; follows rotation and window resizes.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const measure = () => {
      setFitWidth(Math.max(200, Math.min(node.clientWidth - 16, 1000)));
      setView({ top: node.scrollTop, height: node.clientHeight });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [doc]);

  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  // Each page's size once known (pages of one file may differ); the others are taken to be as large as page 1.
  const sizes = useRef(new Map<number, Size>());
  const [, setSizesVersion] = useState(0);
  const onSize = (number: number, size: Size) => {
    const known = sizes.current.get(number);
    if (known && known.width === size.width && known.height === size.height) return;
    sizes.current.set(number, size);
    setSizesVersion((v) => v + 1);
  };

  // The page indicator follows the page under the top third of the view.
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const node = scroller.current;
      if (node) setView({ top: node.scrollTop, height: node.clientHeight });
    });
  };
  return { fitWidth, view, sizes, onSize, onScroll };
}
