/**
 * Preload hints the host page gives for one route (`<meta name="esign-preload" data-route content="files">`,
 * written by the server that knows the build: demo/server/core/preload.ts). The page cannot know whether the
 * user is signed in; the loader does, so it preloads a signed-in home's page chunks only for such a launch, at
 * once, instead of one wave of round trips after another.
 */
export function preloadRoute(path: string): void {
  for (const meta of Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="esign-preload"]'))) {
    if (meta.dataset.route !== path) continue;
    for (const href of meta.content.split(' ')) {
      // Same-origin paths only: a hint never makes the client load code from elsewhere.
      if (!/^\/[\w./-]+\.js$/.test(href) || href.startsWith('//')) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}
