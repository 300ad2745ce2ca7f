/**
 * For hosts that cannot load modules: `<script src="/embed.js" data-loader="/loader.js">`. It defines
 * `window.EsignClient.mount(element, options)` at once, queues the calls, and loads the real loader as a module,
 * which replays them. The unmount function it returns works before and after the loader arrives.
 */
import type { QueuedMount } from './queue';

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.dataset.loader || new URL('loader.js', script?.src || location.href).href;
  const w = window as unknown as { EsignClient?: { mount: (el: Element, o?: object) => () => void; q?: QueuedMount[] } };
  if (!w.EsignClient) {
    const q: QueuedMount[] = [];
    w.EsignClient = {
      q,
      mount(element, options) {
        const entry: QueuedMount = { element, options };
        q.push(entry);
        return () => {
          entry.cancelled = true;
          entry.unmount?.();
        };
      },
    };
  }
  const tag = document.createElement('script');
  tag.type = 'module';
  tag.src = src;
  document.head.appendChild(tag);
})();
