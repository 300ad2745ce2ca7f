import type { EsignEventName, EsignEvents, EsignHandle, EsignListener, EsignUpdate } from './types';

/** What the shell gives back once it is mounted: the handle's methods, for real. */
export interface Controller {
  unmount(): void;
  navigate(route: string): void;
  setLocale(locale: string): void;
  logout(): void;
  update(options: EsignUpdate): void;
}

export type Emit = <K extends EsignEventName>(event: K, detail: EsignEvents[K]) => void;

/** A handle before the shell is there: its methods queue until `connect`, its events wait for `emit`. */
export interface PendingHandle {
  handle: EsignHandle;
  emit: Emit;
  connect(controller: Controller): void;
  /** The widget cannot load: `ready` rejects. */
  fail(error: Error): void;
}

type Method = Exclude<keyof Controller, 'unmount'>;

/**
 * The thin part of the handle, small enough for the loader and embed.js: listeners, the `esign:<event>`
 * CustomEvents on the host element, the `ready` promise, the last route, and a queue of calls made before the
 * shell arrived.
 */
export function createHandle(element: Element): PendingHandle {
  const listeners = new Map<string, Set<(detail: never) => void>>();
  let controller: Controller | undefined;
  let queue: [Method, unknown?][] = [];
  let closed = false;
  let route = '';
  let settle: [() => void, (error: Error) => void] | undefined;
  const ready = new Promise<void>((resolve, reject) => (settle = [resolve, reject]));
  // A host that never awaits `ready` must not see an unhandled rejection when the client cannot load.
  ready.catch(() => undefined);

  const call = (method: Method, arg?: unknown) => {
    if (closed) return;
    if (controller) controller[method](arg as never);
    else queue.push([method, arg]);
  };
  const unmount = () => {
    if (closed) return;
    closed = true;
    controller?.unmount();
    controller = undefined;
    listeners.clear();
    queue = [];
  };
  const handle = Object.assign(() => unmount(), {
    unmount,
    navigate: (to: string) => call('navigate', to),
    setLocale: (locale: string) => call('setLocale', locale),
    logout: () => call('logout'),
    update: (options: EsignUpdate) => call('update', options),
    ready,
    on<K extends EsignEventName>(event: K, listener: EsignListener<K>) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (detail: never) => void);
      return () => void set.delete(listener as (detail: never) => void);
    },
  }) as unknown as EsignHandle;
  Object.defineProperty(handle, 'route', { get: () => route });

  const emit: Emit = (event, detail) => {
    if (closed) return;
    if (event === 'ready') settle?.[0]();
    if (event === 'route') route = (detail as EsignEvents['route']).url;
    for (const listener of Array.from(listeners.get(event) ?? [])) {
      // A failing host listener must not break the widget or the other listeners.
      try {
        listener(detail as never);
      } catch (error) {
        // Reported as an uncaught error would be (window 'error' event, console), without unwinding this loop.
        (globalThis.reportError ?? console.error)(error);
      }
    }
    element.dispatchEvent(new CustomEvent(`esign:${event}`, { detail }));
  };

  const connect = (next: Controller) => {
    if (closed) return next.unmount();
    controller = next;
    for (const [method, arg] of queue) next[method](arg as never);
    queue = [];
  };
  return { handle, emit, connect, fail: (error) => settle?.[1](error) };
}
