/**
 * Preload hints the host page gives for one route (`<meta name="esign-preload" data-route content="files">`,
 * written by the server that knows the build: demo/server/core/preload.ts). The page cannot know whether the
 * user is signed in; the loader does, so it preloads a signed-in home's page chunks only for such a launch, at
 * once, instead of one wave of round trips after another. A meta with `data-stage="paint"` names what the page
 * painted before the framework needs (widgets/app/homePaint.ts); the others name the framework's page.
 */
export function preloadRoute(path: string, stage?: 'paint'): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="esign-preload"]')) {
    if (meta.dataset.route !== path || meta.dataset.stage !== stage) continue;
    for (const href of meta.content.split(' ')) {
      // Same-origin paths only ('/x', never '//host/x'): a hint never makes the client load code from elsewhere.
      if (!/^\/\w[\w./-]*\.js$/.test(href)) continue;
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
  }
}
