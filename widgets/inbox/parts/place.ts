import type { InboxArea, InboxCounts, InboxItem, InboxSort } from '../../../src/api/inbox';

export type Filter = InboxArea | 'all';

/** What the inbox was showing when an item was opened: Back and approve-and-next come back to exactly this. */
export interface Place {
  filter: Filter;
  sort: InboxSort;
  keyword: string;
  rows: InboxItem[];
  total: number;
  counts: InboxCounts | null;
  page: number;
  scrollTop: number;
}

let saved: Place | null = null;

/** The place the inbox left, kept while the widget lives so Back finds it. */
export const savedPlace = (): Place | null => saved;

export function keepPlace(place: Place): void {
  saved = place;
}

/** What scrolls the list: the left pane on a big screen, the page on a phone. */
export const scroller = (listPane: HTMLElement | null, big: boolean): HTMLElement | null =>
  big ? listPane : (listPane?.closest('main') ?? null);

/** The item after `id` in `order` that is still in `rows`; the one before it when it was the last. */
export function nextAfter(order: InboxItem[], rows: InboxItem[], id: string): InboxItem | undefined {
  const left = new Set(rows.map((r) => r.key));
  const at = order.findIndex((r) => r.id === id);
  const after = order.slice(at + 1).find((r) => left.has(r.key) && r.id !== id);
  return after ?? [...order.slice(0, Math.max(0, at))].reverse().find((r) => left.has(r.key) && r.id !== id);
}
