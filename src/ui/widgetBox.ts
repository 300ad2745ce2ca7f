/**
 * The box the widget renders into, inside its host (the shadow root, or the mount element): the shell's and every
 * first paint's, so the hand-over between them moves nothing. An inline block: text decorations of the host page
 * (`body { text-decoration: underline }`) never propagate into atomic inline boxes, and `all: initial` on the
 * widget's root cannot undo them. Its line in the host element is measured in the host's font, which
 * ./styles/theme.css.ts (`:host`) makes the widget's own.
 */
export function widgetBox(): HTMLElement {
  const box = document.createElement('div');
  box.style.cssText = 'display:inline-block;vertical-align:top;width:100%;height:100%;direction:ltr';
  return box;
}

/**
 * Called once `box` is in its host and still empty, so the measure is a layout of the host page alone, not a
 * forced layout of the whole widget. A host element without a height of its own (the documented snippet) gets a
 * widget of the viewport's height that scrolls inside: a long form never stretches the host page, and the approve
 * bar stays pinned.
 */
export function fitBox(box: HTMLElement): void {
  if (box.getBoundingClientRect().height < 1) box.style.height = 'min(100vh, 100dvh)';
}
