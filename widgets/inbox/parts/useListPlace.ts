import { type RefObject, useEffect, useLayoutEffect, useRef } from '../../../src/framework';
import { type Place, scroller } from './place';

/**
 * The list's scroll position as last seen while it was on screen (a detached list reads 0), and on arrival the
 * position the inbox left: Back (or the next item's arrival) keeps the place in the list.
 */
export function useListPlace(root: RefObject<HTMLElement | null>, big: boolean, start: Place | null) {
  const scrollTop = useRef(start?.scrollTop ?? 0);
  useEffect(() => {
    const el = scroller(root.current, big);
    if (!el) return;
    const onScroll = () => {
      scrollTop.current = el.scrollTop;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [big]);

  // Again once the lazy pull-to-refresh frame is in.
  useLayoutEffect(() => {
    const want = start?.scrollTop ?? 0;
    if (!want) return;
    const restore = () => {
      const el = scroller(root.current, big);
      if (el && Math.abs(el.scrollTop - want) > 2) el.scrollTop = want;
    };
    restore();
    const frame = requestAnimationFrame(restore);
    const later = setTimeout(restore, 150);
    return () => (cancelAnimationFrame(frame), clearTimeout(later));
  }, []);
  return scrollTop;
}
