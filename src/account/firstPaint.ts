/**
 * A page painted before the framework has arrived (started by the loader): the login page
 * (widgets/app/firstPaint.ts), plain DOM that the user can already type into and submit, or a returning user's
 * home with the last-known to-do counts (widgets/app/homePaint.ts). This module is the hand-over. The shell hides
 * its own container while the first paint shows; the framework's page removes the first paint in the same task
 * in which it appears (the login form taking what was typed, the focus and a submit that is waiting), so the user
 * sees one page throughout and loses nothing typed.
 */
export interface Typed {
  account: string;
  password: string;
  /** The field that had the focus, to give it back. */
  focus?: 'account' | 'password';
  /** The user tapped the login button before the framework arrived: the form submits on taking over. */
  submitted: boolean;
}

export interface Painted {
  node: HTMLElement;
  /** What was typed into it (a login form); a page without fields has nothing to hand over. */
  read?(): Typed;
}

/** Keyed by the node the widget renders into: its shadow root, or the mount element without one. */
const paints = new Map<Node, Painted>();
const held = new Map<Node, { container: HTMLElement; display: string }[]>();
const started = new WeakSet<Node>();

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
}

/**
 * Releases the first paint around `inside` (a node of the framework's page, rendered in its place) and returns
 * what was typed into it.
 */
export function takeFirstPaint(inside: Node): Typed | undefined {
  for (const [host, painted] of paints) {
    if (!host.contains(inside)) continue;
    const typed = painted.read?.();
    releaseFirstPaint(host);
    return typed;
  }
  return undefined;
}
