import type { HistoryState, RouteHistory } from './navigation';

/**
 * The widget's own history (`routing: 'memory'`): the entries a browser history would hold, kept in the widget, so a
 * host with its own router keeps its address and history untouched. Back inside the widget moves here; listeners
 * hear a move after the call returns, as popstate arrives after history.back().
 */
export function memoryHistory(first: string): RouteHistory {
  const entries: { state: HistoryState | null; hash: string }[] = [{ state: null, hash: `#${first}` }];
  let at = 0;
  const listeners = new Set<() => void>();
  return {
    state: () => entries[at].state,
    hash: () => entries[at].hash,
    push(state, hash) {
      entries.splice(at + 1, entries.length, { state, hash: hash ?? entries[at].hash });
      at++;
    },
    replace(state, hash) {
      entries[at] = { state, hash: hash ?? entries[at].hash };
    },
    go(delta) {
      const next = Math.max(0, Math.min(entries.length - 1, at + delta));
      if (next === at) return;
      at = next;
      void Promise.resolve().then(() => {
        for (const on of Array.from(listeners)) on();
      });
    },
    listen(on) {
      listeners.add(on);
      return () => void listeners.delete(on);
    },
  };
}
