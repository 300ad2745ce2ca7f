/** A mount call made through embed.js before the loader module arrived. */
export interface QueuedMount {
  element: Element;
  options?: object;
  cancelled?: boolean;
  /** Set when the loader replays the call. */
  unmount?: () => void;
}
