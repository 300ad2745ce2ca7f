/**
 * A page painted before the framework has arrived (started by the loader): the login page
 * (widgets/app/firstPaint.ts), plain DOM that the user can already type into and submit, or a returning user's
 * home with the last-known to-do counts (widgets/app/homePaint.ts). This module is the hand-over. The shell hides
 * its own container while the first paint shows; the framework's page ends the first paint in the same task in
 * which it appears, so the user sees one page throughout. The login page is not redrawn: the framework's page
 * takes it over as it is (the same form, src/account/form.ts), with what was typed, the focus and a
 * submit on its way.
 */
export interface Painted {
  node: HTMLElement;
  /** The page the framework's page takes over as it is (the login page); home is drawn again by the framework. */
  page?: HTMLElement;
  /** Called once `page` has been taken over: the shell is there. */
  adopted?(): void;
}

/** Keyed by the node the widget renders into: its shadow root, or the mount element without one. */
const paints = new Map<Node, Painted>();
const held = new Map<Node, { container: HTMLElement; display: string }[]>();
const started = new WeakSet<Node>();

/** What ends with a first paint however it ends (a listener of the page it shows). */
const cleanups = new Map<Node, () => void>();
export const whenReleased = (host: Node, cleanup: () => void): void => void cleanups.set(host, cleanup);

/** Registers a first paint; refused when the shell is already in that host (it arrived first). */
export function addFirstPaint(host: Node, painted: Painted): boolean {
  if (started.has(host)) return false;
  paints.set(host, painted);
  return true;
}

/** The shell's container in `host`: hidden while a first paint shows there. */
export function holdShell(host: Node, container: HTMLElement): void {
  started.add(host);
  if (!paints.has(host)) return;
  held.set(host, [...(held.get(host) ?? []), { container, display: container.style.display }]);
  container.style.display = 'none';
}

/** Removes the first paint of `host` and shows the shell in its place. */
export function releaseFirstPaint(host: Node): void {
  paints.get(host)?.node.remove();
  paints.delete(host);
  for (const { container, display } of held.get(host) ?? []) container.style.display = display;
  held.delete(host);
  cleanups.get(host)?.();
  cleanups.delete(host);
}

/**
 * The first page's area could not be loaded: a paint the framework draws again (home, a form from a chat link)
 * gives way to the shell's failure view and its retry; a page the framework takes over as it is (the login form,
 * with what was typed) stays, and its own tap reports the failure.
 */
export function pageFailed(host: Node): void {
  if (paints.has(host) && !paints.get(host)?.page) releaseFirstPaint(host);
}

/**
 * Ends the first paint around `inside` (a node of the framework's page, rendered in its place). A page that is
 * taken over as it is (Painted.page) moves into `inside`, keeping the focus and the caret, and is returned.
 */
export function takeFirstPaint(inside: HTMLElement): HTMLElement | undefined {
  for (const [host, painted] of paints) {
    if (!host.contains(inside)) continue;
    const { page, adopted } = painted;
    const root = inside.getRootNode() as Document | ShadowRoot;
    const focused = page?.contains(root.activeElement) ? (root.activeElement as HTMLElement) : undefined;
    const caret = focused instanceof HTMLInputElement ? [focused.selectionStart, focused.selectionEnd] : undefined;
    if (page) inside.appendChild(page);
    releaseFirstPaint(host);
    // Moving the page lost its focus; it is given back once the shell's container shows (hidden, it takes none).
    if (focused && root.activeElement !== focused) {
      focused.focus({ preventScroll: true });
      if (caret && caret[0] !== null) (focused as HTMLInputElement).setSelectionRange(caret[0], caret[1]);
    }
    adopted?.();
    return page;
  }
  return undefined;
}
