import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from '../../framework';
import { Frames } from './frames';
import { ScrollDrawing } from './scrollDrawing';

/**
 * Cells (a row's number counts as two) drawn in one frame: a long jump, a fast scroll or an arriving block fills
 * the rows over a few frames, those on screen first, instead of in one long task (planRows). The budget follows
 * how long the frames take on this device (frameBudget). Its least is small: a frame's own work (the render, the
 * style, paint and layers of the grid) is most of a phone's 50 ms, each cell's text about 1 ms more.
 */
const FRAME_CELLS = { start: 32, min: 6, max: 64 };

/**
 * When the grid renders and where the view is: one render a frame, in or after it (./frames.ts), and while the
 * user scrolls, the body drawn instead of built (./scrollDrawing.ts). `measureKey` re-measures the view (a new
 * sheet); the view also follows window resizes.
 */
export function useGridFrames(scroller: RefObject<HTMLDivElement | null>, measureKey: unknown) {
  const [, setVersion] = useState(0);
  const [view, setView] = useState({ top: 0, left: 0, width: 390, height: 600 });
  const frames = useRef<Frames | null>(null);
  const drawing = useRef<ScrollDrawing | null>(null);
  frames.current ??= new Frames(
    FRAME_CELLS,
    () => {
      const node = scroller.current;
      if (node)
        setView((v) =>
          v.top === node.scrollTop && v.left === node.scrollLeft
            ? v
            : { ...v, top: node.scrollTop, left: node.scrollLeft },
        );
      setVersion((v) => v + 1);
    },
    () => !!drawing.current?.on,
  );
  const redraw = (scroll?: boolean) => frames.current!.ask(scroll);
  drawing.current ??= new ScrollDrawing(
    () => scroller.current,
    () => redraw(),
  );

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const measure = () => setView((v) => ({ ...v, width: node.clientWidth, height: node.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measureKey]);

  // The elements a render added are styled and laid out in the render's own task (reading a size forces it), so
  // the frame after it has only their paint to do: a scroll's first drawing that lands in that frame then adds to
  // less (./frames.ts renders after the frame for the same reason).
  useLayoutEffect(() => void scroller.current?.offsetHeight);
  useEffect(() => () => (frames.current!.stop(), drawing.current!.stop()), []);

  return { view, setView, frames: frames.current, drawing: drawing.current, redraw };
}
