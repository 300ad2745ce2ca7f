/**
 * The login page painted before the framework has arrived (widgets/app/firstPaint.ts, started by the loader):
 * plain DOM that the user can already type into and submit. This module is the hand-over. The shell hides its
 * own container while the first paint shows; the framework's login form takes what was typed, the focus and a
 * submit that is waiting, and removes the first paint in the same task in which it appears, so the user sees
 * one form throughout and loses nothing typed.
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
  read(): Typed;
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

/** What was typed into the first paint around `inside` (a node of the framework's form), which it releases. */
export function takeFirstPaint(inside: Node): Typed | undefined {
  for (const [host, painted] of paints) {
    if (!host.contains(inside)) continue;
    const typed = painted.read();
    releaseFirstPaint(host);
    return typed;
  }
  return undefined;
}
