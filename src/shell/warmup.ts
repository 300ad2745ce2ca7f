import { ensureKit } from '../i18n/kit';

/**
 * What the first screen leaves out, fetched once it is shown and the browser is idle, or as soon as the user
 * starts to work on it (src/shell/App.tsx): the dialog that shows errors, the code that shows a failure and ends a
 * rejected session (./failures.ts), the toast, the failure views, the request layer, and the kit strings. Without
 * this, the first error of a user who just went offline could not be shown at all, because its own code could
 * not be fetched.
 * This module is requested before any of those, so tests can tell the first screen from the warm-up.
 */
export function warmUp(): Promise<unknown> {
  return Promise.allSettled([
    import('../ui/ModalHost'),
    import('./failures'),
    import('../ui/ToastHost'),
    import('../router/NotFound'),
    import('../router/RouterFrame'),
    import('../http/request'),
    import('../api/main'),
    import('../account/actions'),
    ensureKit(),
  ]);
}
