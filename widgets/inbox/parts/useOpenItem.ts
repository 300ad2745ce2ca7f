import type { InboxArea, InboxItem } from '../../../src/api/inbox';
import { gs001pApi } from '../../../src/api/gs001p';
import { qmsApi } from '../../../src/api/qms';
import { sapApi } from '../../../src/api/sap';
import { srmApi } from '../../../src/api/srm';
import { type RefObject, useEffect, useMemo, useRef, useState, useStore } from '../../../src/framework';
import { requestEarly } from '../../../src/http';
import { navigateBack, navigateTo, redirectTo } from '../../../src/router';
import { currentStep, listenToHistory, openStep } from '../../../src/router/navigation';
import { $queueHandled, fromQueue } from '../../../src/router/queue';
import type { PagedList, UiNavigation } from '../../../src/ui';
import { keepPlace, nextAfter, type Place } from './place';

/** Each area's one-item read, as its page asks for it: opening an item starts it with the tap. */
const DETAIL = {
  sap: sapApi.detail,
  srm: srmApi.detail,
  qms: qmsApi.detail,
  gs001p: gs001pApi.detail,
} satisfies Record<InboxArea, unknown>;

interface OpenItemInput {
  big: boolean;
  list: PagedList<InboxItem>;
  remove: (ids: string[]) => void;
  /** The list pane, where focus goes back to the closed item's row. */
  root: RefObject<HTMLElement | null>;
  /** Items are being picked for a batch: a tap picks, it does not open. */
  picking: boolean;
  /** The place the inbox came back to, and the item handled on the way (`next=<id>`). */
  start: Place | null;
  handledOnOpen: string;
  snapshot: () => Place;
}

/**
 * Which item is open: on a big screen in the pane beside the list, on a phone as its own page. Approve and next
 * opens the item after the handled one either way.
 */
export function useOpenItem({ big, list, remove, root, picking, start, handledOnOpen, snapshot }: OpenItemInput) {
  // On a big screen the item opened from the list is a step of the inbox's history (see openStep): Back, the
  // pane's or the browser's, closes it and the list stays. `closed` keeps the pane empty until the next choice.
  const [selected, setSelected] = useState<string | null>(() => currentStep() || null);
  const [closed, setClosed] = useState(false);
  const [allDone, setAllDone] = useState(false);
  const refocus = useRef<string | null>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  // Approve and next on a phone: the handled item's page came back here with next=<id>; open the one after it.
  useEffect(() => {
    if (!handledOnOpen || big) return;
    const order = start?.rows ?? [];
    const next = nextAfter(order, order, handledOnOpen);
    keepPlace({
      ...(start ?? snapshot()),
      rows: order.filter((r) => r.id !== handledOnOpen),
      total: Math.max(0, (start?.total ?? 1) - 1),
    });
    if (next) redirectTo(fromQueue(next.route));
    else redirectTo('/pages/inbox/inbox');
  }, []);

  // Approve and next on a big screen: the pane says which item it handled; the next one opens in the pane.
  const handled = useStore($queueHandled);
  const lastHandled = useRef(handled?.n ?? 0);
  useEffect(() => {
    if (!handled || handled.n === lastHandled.current) return;
    lastHandled.current = handled.n;
    const next = nextAfter(list.rows, list.rows, handled.id);
    remove([handled.id]);
    setSelected(next?.key ?? null);
    setAllDone(!next);
    // An item opened from the list: Back closes the next one just as well.
    if (next && currentStep()) openStep(next.key);
    void list.refresh();
  }, [handled]);

  // Back and Forward within the inbox: the address stays, the history entry says which item is open.
  useEffect(() => {
    const onPop = () => {
      const step = currentStep();
      if (!step) refocus.current = selectedRef.current;
      setSelected(step || null);
      setClosed(!step);
    };
    // The page's history or the widget's own (routing: 'memory'), whichever the widget runs on.
    return listenToHistory(onPop);
  }, []);
  // The pane's own Back closes the pane: through history when the item was opened from the list, at once when the
  // inbox opened it by itself. Focus goes back to the item's row.
  const paneNavigation = useMemo<UiNavigation>(
    () => ({
      back: () => {
        if (currentStep()) return navigateBack();
        refocus.current = selectedRef.current;
        setSelected(null);
        setClosed(true);
      },
    }),
    [],
  );
  useEffect(() => {
    const key = refocus.current;
    if (selected || !key) return;
    refocus.current = null;
    root.current?.querySelector<HTMLElement>(`[data-item="${CSS.escape(key)}"]`)?.focus();
  }, [selected]);

  // A big screen shows the first item at once, as a mail client does; the user goes down the list from there.
  useEffect(() => {
    if (big && !picking && !allDone && !closed && list.rows.length && !list.rows.some((r) => r.key === selected))
      setSelected(list.rows[0].key);
  }, [big, list.rows, picking, closed]);

  const open = (item: InboxItem) => {
    if (picking) return;
    // The item's page asks for the same thing as it mounts and takes this answer over.
    if (!big || item.key !== selected) requestEarly(DETAIL[item.area], { id: item.id });
    if (big) {
      setSelected(item.key);
      setClosed(false);
      setAllDone(false);
      openStep(item.key);
      return;
    }
    keepPlace(snapshot());
    navigateTo(fromQueue(item.route));
  };

  return { selected, allDone, paneNavigation, open, current: list.rows.find((r) => r.key === selected) };
}
