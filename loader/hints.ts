/**
 * Preload hints the host page gives for the stages of a launch (`<meta name="esign-preload" data-stage
 * data-route content="files">`, written by the server that knows the build: demo/server/core/preload.ts). The
 * page cannot know whether the user is signed in or what the launch paints first; the loader does, so it asks
 * for each stage's files when the launch comes to it, at once, instead of one wave of round trips after another:
 * - `shell` (every route): the framework (the shell, the app area), once a page painted before the framework is on
 *   screen (its own files are the page's `<link rel="modulepreload">`), or at once when nothing is painted first;
 * - `paint` (home): what home painted before the framework needs (widgets/app/homePaint.ts);
 * - `page` (home): the framework's home page.
 */
export type PreloadStage = 'shell' | 'paint' | 'page';

export function preloadHints(stage: PreloadStage, route?: string): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="esign-preload"]')) {
    if (meta.dataset.stage !== stage || meta.dataset.route !== route) continue;
    for (const href of meta.content.split(' ')) {
      // Same-origin paths only ('/x', never '//host/x'): a hint never makes the client load code from elsewhere.
      if (!/^\/\w[\w./-]*\.js$/.test(href)) continue;
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
  }
}
