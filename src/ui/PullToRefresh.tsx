import { useEffect, useRef, useState, type ReactNode } from '../framework';
import { useT } from './hooks';
import { damp, ptrNext, type PtrState } from './ptrMachine';
import * as css from './ptr.css';

const LABELS: Record<PtrState, string> = {
  idle: '',
  pulling: 'ptr.pulling',
  reached: 'ptr.reached',
  refreshing: 'ptr.refreshing',
  restoring: 'ptr.restoring',
  aborting: '',
};

/**
 * Wraps a scroll container's content. Pulling down at the top past the threshold and letting go refreshes;
 * the container is the nearest scrolling ancestor, so lists keep their own scrolling.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PtrState>('idle');
  const [offset, setOffset] = useState(0);
  const live = useRef({ state: 'idle' as PtrState, startY: -1, refresh: onRefresh });
  live.current.refresh = onRefresh;

  useEffect(() => {
    const node = ref.current;
    const scroller = node?.parentElement;
    if (!node || !scroller) return;
    const set = (next: PtrState) => {
      live.current.state = next;
      setState(next);
    };
    const onStart = (e: TouchEvent) => {
      live.current.startY = scroller.scrollTop <= 0 ? e.touches[0].clientY : -1;
    };
    const onMove = (e: TouchEvent) => {
      if (live.current.startY < 0) return;
      const distance = damp(e.touches[0].clientY - live.current.startY);
      if (distance <= 0 && live.current.state === 'idle') return;
      if (e.cancelable) e.preventDefault();
      setOffset(distance);
      set(ptrNext(live.current.state, { type: 'move', distance }));
    };
    const onEnd = async () => {
      if (live.current.startY < 0) return;
      live.current.startY = -1;
      const next = ptrNext(live.current.state, { type: 'release' });
      set(next);
      if (next === 'refreshing') {
        setOffset(48);
        try {
          await live.current.refresh();
        } finally {
          set(ptrNext('refreshing', { type: 'done' }));
        }
      }
      setOffset(0);
      setTimeout(() => set(ptrNext(live.current.state, { type: 'settled' })), 200);
    };
    scroller.addEventListener('touchstart', onStart, { passive: true });
    scroller.addEventListener('touchmove', onMove, { passive: false });
    scroller.addEventListener('touchend', onEnd);
    scroller.addEventListener('touchcancel', onEnd);
    return () => {
      scroller.removeEventListener('touchstart', onStart);
      scroller.removeEventListener('touchmove', onMove);
      scroller.removeEventListener('touchend', onEnd);
      scroller.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return (
    <div ref={ref} className={css.wrap} data-ptr-state={state}>
      <div className={css.indicator} style={{ height: `${offset}px` }} aria-live="polite">
        {LABELS[state] && <span className={css.label}>{t(LABELS[state])}</span>}
      </div>
      {children}
    </div>
  );
}
