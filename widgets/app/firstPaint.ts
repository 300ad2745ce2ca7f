import { safeReturn } from '../../src/account/mode';
import { HOME_PATH, isLoginAddress } from '../../src/router/paths';
import {
  canPaint,
  hostOf,
  prepareLocale,
  releaseWhenLeaving,
  showPaint,
  type FirstPaintControl,
  type FirstPaintOptions,
} from '../../src/account/paint';
import { loginPage } from './loginPage';

export type { FirstPaintControl, FirstPaintOptions } from '../../src/account/paint';

/**
 * Paints the login page (./loginPage.ts) as soon as the loader and the dictionary are there, long before the
 * framework, the router and the app area. The user can type and tap at once; the framework's page takes this
 * page over as it is (./pages/Login.tsx, src/account/firstPaint.ts). A tap on the button before that waits for
 * the shell (it shows the next page and any error dialog), showing that it is signing in.
 */
export async function paintLogin(element: Element, options: FirstPaintOptions): Promise<FirstPaintControl | undefined> {
  if (!canPaint(options.theme)) return undefined;
  await prepareLocale(options);
  const host = hostOf(element, options);

  let adopted = false;
  let waiting: { resolve(): void; reject(): void }[] = [];
  let retry: (() => void) | undefined;
  const settle = (ok: boolean) => {
    for (const wait of waiting) (ok ? wait.resolve : wait.reject)();
    waiting = [];
  };
  const ready = () =>
    adopted
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          waiting.push({ resolve, reject });
          // The framework failed to load before: this tap tries again.
          const again = retry;
          retry = undefined;
          again?.();
        });
  const query = new URLSearchParams(location.hash.split('?')[1] ?? '');
  const page = loginPage({
    target: safeReturn(query.get('redirect') ?? undefined) || HOME_PATH,
    demo: options.demo,
    ready,
  });
  const adopt = () => {
    adopted = true;
    settle(true);
  };
  if (!showPaint(host, page, adopt)) return undefined;
  releaseWhenLeaving(host, isLoginAddress);
  return {
    // Offline before the framework arrived: a tap waiting for it says so under the form (the form's own
    // message), and the next tap tries again.
    failed(again) {
      retry = again;
      settle(false);
    },
  };
}
