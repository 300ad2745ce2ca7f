import { useLayoutEffect, useRef } from '../framework';

/**
 * Shows a part built without the framework (src/account/form.ts) where this component is. `build` puts its
 * node into the slot it is given (built there, or a first paint moved there as it is) and returns it; the node is
 * removed with the component. The slot has no box of its own (display: contents), so the part lays out as a child
 * of the slot's parent, exactly as where it was painted first. Built once: the part redraws itself.
 */
export function DomSlot({ build }: { build: (slot: HTMLElement) => Node }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = build(slot.current!);
    return () => void node.parentNode?.removeChild(node);
  }, []);
  return <div ref={slot} style={{ display: 'contents' }} />;
}
