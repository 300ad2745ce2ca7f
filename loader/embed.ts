/**
 * For hosts that cannot load modules: `<script src="/embed.js" data-loader="/loader.js">`. It defines
 * `window.EsignClient.mount(element, options)` at once, queues calls, and loads the real loader as a module.
 */
(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.dataset.loader || new URL('loader.js', script?.src || location.href).href;
  type Queued = [Element, Record<string, unknown>?];
  const w = window as unknown as { EsignClient?: { mount: (el: Element, o?: Record<string, unknown>) => void; q: Queued[] } };
  if (!w.EsignClient) {
    const q: Queued[] = [];
    w.EsignClient = { q, mount: (el, o) => void q.push([el, o]) };
  }
  const tag = document.createElement('script');
  tag.type = 'module';
  tag.src = src;
  document.head.appendChild(tag);
})();
