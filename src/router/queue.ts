import { atom } from 'nanostores';
import { $route, redirectTo } from './navigation';

/**
 * Approve and next. A work queue (the inbox, `/pages/inbox/inbox`) opens an item's own route with `from=inbox`;
 * after a successful action (approve, return, judge, conclude, confirm) the item's page calls
 * `afterQueueAction(id)`. Areas never import the inbox: they report what they handled, and this decides.
 * - The item was opened as a page of its own from the queue (a phone): the page is replaced by the queue with
 *   `next=<id>`, and the queue opens the item after it at once.
 * - The item is shown inside the queue's right pane (a big screen; the address is the queue's): the queue hears
 *   it through `$queueHandled` and shows the next item in the pane.
 * - Anywhere else nothing happens, and the page goes on as before.
 */
export const QUEUE_PATH = '/pages/inbox/inbox';
export const QUEUE_FROM = 'inbox';

/** The last item handled in the queue's pane: its number and a counter, so the same number twice still reports. */
export const $queueHandled = atom<{ id: string; n: number } | null>(null);

/** The route of an item, opened from the queue. */
export function fromQueue(route: string): string {
  const sep = route.includes('?') ? '&' : '?';
  return `${route}${sep}from=${QUEUE_FROM}`;
}

/** Call after a successful action; true when the queue takes over (the caller then does nothing more). */
export function afterQueueAction(id: string): boolean {
  const { path, query } = $route.get();
  if (path === QUEUE_PATH) {
    $queueHandled.set({ id, n: ($queueHandled.get()?.n ?? 0) + 1 });
    return true;
  }
  if (query?.from !== QUEUE_FROM) return false;
  return redirectTo(`${QUEUE_PATH}?next=${encodeURIComponent(id)}`).ok;
}
