import type { PendingHandle } from './handle';

/** A mount call made through embed.js before the loader module arrived. */
export interface QueuedMount {
  element: Element;
  options?: object;
  /** The handle embed.js already returned; the loader connects the shell to it. */
  pending: PendingHandle;
}
