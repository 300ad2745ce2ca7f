import { bootstrap, type BootResult } from './bootstrap';
import type { QueuedMount } from './queue';

/**
 * The one script a host page loads. It is framework-free on purpose: every byte here is paid on every launch.
 * It bootstraps the session from the address, then fetches the shell chunk and mounts it.
 *
 *   import { mount } from '/loader.js';  const unmount = mount(element, { apiBase });
 *   or, from a classic script:  window.EsignClient.mount(element, options)
 */
export interface MountOptions {
  /** Default API host when the user has no Api_Url_Key. Same origin when omitted. */
  apiBase?: string;
  /** Render inside a shadow root (default) so host CSS and ours never meet. */
  shadow?: boolean;
  /** Route to open when the address has none. */
  route?: string;
  /** The widget follows the page title (standalone pages only). */
  ownsTitle?: boolean;
  /** The host is the demo: login pages show the demo accounts. */
  demo?: boolean;
}

let boot: BootResult | undefined;

export function mount(element: Element, options: MountOptions = {}): () => void {
  boot ??= bootstrap();
  let unmount: (() => void) | undefined;
  let cancelled = false;
  if (boot === 'ready') {
    import('./shell').then(({ mountShell, areas, preloadFirstScreen }) => {
      // The first page's request layer starts at once, beside its page chunk (loader/preload.ts).
      preloadFirstScreen(location.hash, options.route);
      if (!cancelled) unmount = mountShell(element, { ...options, areas });
    });
  }
  return () => {
    cancelled = true;
    unmount?.();
  };
}

declare global {
  interface Window {
    EsignClient?: { mount: typeof mount; q?: QueuedMount[] };
  }
}

// Calls queued by embed.js before this module arrived are replayed, then the global is the real API.
const queued = window.EsignClient?.q ?? [];
window.EsignClient = { mount };
for (const entry of queued) if (!entry.cancelled) entry.unmount = mount(entry.element, entry.options as MountOptions);

for (const element of Array.from(document.querySelectorAll('[data-esign-mount]'))) {
  const data = (element as HTMLElement).dataset;
  mount(element, { ownsTitle: 'ownsTitle' in data, demo: 'demo' in data, apiBase: data.apiBase, route: data.route });
}
