/**
 * The package's type entry (`types` and `exports["."].types` in package.json): the declarations of the public
 * API only, generated from this file and ./types.ts by `npm run build` into dist/loader.d.ts. Keep it in step
 * with loader/index.ts (a type test imports both).
 */
import type { EsignClientGlobal, EsignHandle, MountOptions } from './types';

export type * from './types';

/**
 * Mounts the client into `element` and returns its handle. Calling the handle (or `handle.unmount()`) removes
 * the widget again.
 *
 * @example
 * const widget = mount(document.getElementById('approvals')!, { apiBase: 'https://api.example.com' });
 * widget.on('todo', ({ total }) => (badge.textContent = String(total)));
 */
export declare function mount(element: Element, options?: MountOptions): EsignHandle;

declare global {
  interface Window {
    /** Set by the loader, and by embed.js before the loader arrives. */
    EsignClient?: EsignClientGlobal;
  }
}
