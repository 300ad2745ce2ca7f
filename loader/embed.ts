/**
 * For hosts that cannot load modules: `<script src="/embed.js" data-loader="/loader.js">`. It defines
 * `window.EsignClient.mount(element, options)` at once, queues the calls, and loads the real loader as a module,
 * which replays them. The handle it returns is the real one: listeners added and calls made before the loader
 * arrives are kept, and calling it (or its unmount) works before and after.
 */
import { createHandle } from './handle';
import type { QueuedMount } from './queue';
import type { EsignHandle, MountOptions } from './types';

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.dataset.loader || new URL('loader.js', script?.src || location.href).href;
  const w = window as unknown as {
    EsignClient?: { mount: (el: Element, o?: MountOptions) => EsignHandle; q?: QueuedMount[] };
  };
  if (!w.EsignClient) {
    const q: QueuedMount[] = [];
    w.EsignClient = {
      q,
      mount(element, options) {
        const pending = createHandle(element);
        q.push({ element, options, pending });
        return pending.handle;
      },
    };
  }
  const tag = document.createElement('script');
  tag.type = 'module';
  tag.src = src;
  document.head.appendChild(tag);
})();
