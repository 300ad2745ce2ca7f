import { PAGE_SIZE } from '../../../src/api/define';
import {
  INBOX_AREAS,
  inboxApi,
  type InboxArea,
  type InboxCounts,
  type InboxItem,
  type InboxSort,
} from '../../../src/api/inbox';
import { gs001pApi } from '../../../src/api/gs001p';
import { qmsApi } from '../../../src/api/qms';
import { sapApi } from '../../../src/api/sap';
import { srmApi } from '../../../src/api/srm';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useStore } from '../../../src/framework';
import { useActionKey } from '../../../src/forms';
import { request, requestEarly } from '../../../src/http';
import { $locale } from '../../../src/i18n';
import { Link, navigateBack, navigateTo, redirectTo, type PageProps } from '../../../src/router';
import { parseHash } from '../../../src/router/location';
import { currentStep, leavePage, listenToHistory, openStep } from '../../../src/router/navigation';
import { EmbeddedPage } from '../parts/EmbeddedPage';
import { $queueHandled, fromQueue } from '../../../src/router/queue';
import {
  chip as chipStyle,
  confirm,
  formatMoney,
  InfiniteList,
  NavigationProvider,
  Page,
  SearchInput,
  ui,
  useBigScreen,
  useDebounced,
  useSingleFlight,
  useT,
  type PagedList,
  type UiNavigation,
} from '../../../src/ui';
import { errorText, waitedText } from '../util';
import * as css from '../inbox.css';

type Filter = InboxArea | 'all';

/** What the inbox was showing when an item was opened: Back and approve-and-next come back to exactly this. */
interface Saved {
  filter: Filter;
  sort: InboxSort;
  keyword: string;
  rows: InboxItem[];
  total: number;
  counts: InboxCounts | null;
  page: number;
  scrollTop: number;
}
let saved: Saved | null = null;

/** What scrolls the list: the left pane on a big screen, the page on a phone. */
const scroller = (listPane: HTMLElement | null, big: boolean): HTMLElement | null =>
  big ? listPane : (listPane?.closest('main') ?? null);

/**
 * The inbox's list: pages of 30 from the server's aggregate, in the order the user chose. It starts from what was
 * on screen before (so Back keeps the place), then reloads the pages that were loaded, so a handled item is gone.
 */
function useInboxList(filter: Filter, sort: InboxSort, keyword: string, start: Saved | null, handled: string) {
  const keep = start && start.filter === filter && start.sort === sort && start.keyword === keyword ? start : null;
  const [rows, setRows] = useState<InboxItem[]>(() => (keep ? keep.rows.filter((r) => r.id !== handled) : []));
  const [total, setTotal] = useState(
    keep ? Math.max(0, keep.total - (keep.rows.some((r) => r.id === handled) ? 1 : 0)) : 0,
  );
  const [counts, setCounts] = useState<InboxCounts | null>(keep?.counts ?? null);
  const [page, setPage] = useState(keep?.page ?? 0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<{ key: string; text: string } | null>(null);
  const generation = useRef(0);
  const busy = useRef(false);
  const first = useRef(true);

  const fetchPages = async (from: number, to: number, replace: boolean) => {
    const gen = replace ? ++generation.current : generation.current;
    if (busy.current && !replace) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    try {
      const got: InboxItem[] = [];
      let last: Awaited<ReturnType<typeof load>> | undefined;
      for (let p = from; p <= to; p++) {
        last = await load(p);
        got.push(...last.rows);
        if (last.rows.length < PAGE_SIZE) break;
      }
      if (gen !== generation.current || !last) return;
      setRows((prev) => {
        const base = replace ? [] : prev;
        const seen = new Set(base.map((r) => r.key));
        return [...base, ...got.filter((r) => !seen.has(r.key))];
      });
      setTotal(last.total);
      setCounts(last.counts);
      setPage(Math.max(from, last.page));
    } catch (err) {
      if (gen === generation.current) {
        const { key = '', text = '' } = (err ?? {}) as { key?: string; text?: string };
        setError({ key: typeof key === 'string' ? key : '', text: typeof text === 'string' ? text : '' });
      }
    } finally {
      if (gen === generation.current) {
        busy.current = false;
        setLoading(false);
      }
    }
  };
  const load = (p: number) =>
    request(inboxApi.list, {
      page: p,
      pageSize: PAGE_SIZE,
      area: filter === 'all' ? undefined : filter,
      sort,
      keyword: keyword || undefined,
    });

  useEffect(() => {
    if (first.current && keep) {
      first.current = false;
      void fetchPages(1, Math.max(1, keep.page), true);
      return;
    }
    first.current = false;
    setRows([]);
    setTotal(0);
    setPage(0);
    void fetchPages(1, 1, true);
  }, [filter, sort, keyword]);

  const hasMore = rows.length < total;
  const list: PagedList<InboxItem> = {
    rows,
    total,
    loading,
    failed: !!error,
    error,
    hasMore,
    loadMore: () => (hasMore && !busy.current ? fetchPages(page + 1, page + 1, false) : Promise.resolve()),
    refresh: () => fetchPages(1, Math.max(1, page), true),
  };
  return {
    list,
    counts,
    page,
    remove: (ids: string[]) => (
      setRows((r) => r.filter((x) => !ids.includes(x.id))), setTotal((n) => Math.max(0, n - ids.length))
    ),
  };
}

/** The item after `id` in `order` that is still in `rows`; the one before it when it was the last. */
function nextAfter(order: InboxItem[], rows: InboxItem[], id: string): InboxItem | undefined {
  const left = new Set(rows.map((r) => r.key));
  const at = order.findIndex((r) => r.id === id);
  const after = order.slice(at + 1).find((r) => left.has(r.key) && r.id !== id);
  return after ?? [...order.slice(0, Math.max(0, at))].reverse().find((r) => left.has(r.key) && r.id !== id);
}

/** The inbox's own Back leaves the inbox, past the item open in its pane. */
const INBOX_NAVIGATION: UiNavigation = { back: leavePage };

interface BatchResult {
  id: string;
  ok: boolean;
  reason: string;
}

/** Each area's one-item read, as its page asks for it: opening an item starts it with the tap. */
const DETAIL = {
  sap: sapApi.detail,
  srm: srmApi.detail,
  qms: qmsApi.detail,
  gs001p: gs001pApi.detail,
} satisfies Record<InboxArea, unknown>;

/** /pages/inbox/inbox: everything waiting for me, oldest first; on a big screen the open item on the right. */
export function Inbox({ query }: PageProps) {
  const t = useT();
  const locale = useStore($locale);
  const big = useBigScreen();
  const handledOnOpen = query.next ?? '';
  const start = useRef(saved).current;
  const [filter, setFilter] = useState<Filter>(
    start?.filter ?? (INBOX_AREAS.includes(query.area as InboxArea) ? (query.area as InboxArea) : 'all'),
  );
  const [sort, setSort] = useState<InboxSort>(start?.sort ?? 'waiting');
  const [keyword, setKeyword] = useState(start?.keyword ?? '');
  const search = useDebounced(keyword.trim());
  const { list, counts, page, remove } = useInboxList(filter, sort, search, start, handledOnOpen);
  // On a big screen the item opened from the list is a step of the inbox's history (see openStep): Back, the
  // pane's or the browser's, closes it and the list stays. `closed` keeps the pane empty until the next choice.
  const [selected, setSelected] = useState<string | null>(() => currentStep() || null);
  const [closed, setClosed] = useState(false);
  const refocus = useRef<string | null>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState(false);
  const [progress, setProgress] = useState<{ done: number; count: number } | null>(null);
  const [results, setResults] = useState<BatchResult[] | null>(null);
  const [allDone, setAllDone] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const now = Date.now();
  // The scroll position as last seen while the list was on screen (a detached list reads 0).
  const scrollTop = useRef(start?.scrollTop ?? 0);
  useEffect(() => {
    const el = scroller(root.current, big);
    if (!el) return;
    const onScroll = () => {
      scrollTop.current = el.scrollTop;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [big]);

  // Keep what is on screen for Back and for approve-and-next.
  const snapshot = (): Saved => ({
    filter,
    sort,
    keyword,
    rows: list.rows,
    total: list.total,
    counts,
    page,
    scrollTop: scrollTop.current,
  });
  useEffect(() => () => {
    saved = snapshot();
  });

  // Back (or the next item's arrival) keeps the place in the list; again once the lazy pull-to-refresh frame is in.
  useLayoutEffect(() => {
    const want = start?.scrollTop ?? 0;
    if (!want) return;
    const restore = () => {
      const el = scroller(root.current, big);
      if (el && Math.abs(el.scrollTop - want) > 2) el.scrollTop = want;
    };
    restore();
    const frame = requestAnimationFrame(restore);
    const later = setTimeout(restore, 150);
    return () => (cancelAnimationFrame(frame), clearTimeout(later));
  }, []);

  // Approve and next on a phone: the handled item's page came back here with next=<id>; open the one after it.
  useEffect(() => {
    if (!handledOnOpen || big) return;
    const order = start?.rows ?? [];
    const next = nextAfter(order, order, handledOnOpen);
    saved = {
      ...(start ?? snapshot()),
      rows: order.filter((r) => r.id !== handledOnOpen),
      total: Math.max(0, (start?.total ?? 1) - 1),
    };
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
    saved = snapshot();
    navigateTo(fromQueue(item.route));
  };

  const batchable = list.rows.filter((r) => r.batch);
  const toggle = (key: string) =>
    setPicked((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const actionKey = useActionKey();
  const [runBatch, running] = useSingleFlight(async (action: 'approve' | 'return') => {
    const items = list.rows.filter((r) => picked.has(r.key) && r.batch);
    if (!items.length) return;
    const text = comment.trim();
    if (action === 'return' && !text) {
      setCommentError(true);
      return;
    }
    setCommentError(false);
    const ok = await confirm(action === 'approve' ? 'inbox.batch.confirmApprove' : 'inbox.batch.confirmReturn', {
      params: { count: items.length },
      danger: action === 'return',
    });
    if (!ok) return;
    const out: BatchResult[] = [];
    setProgress({ done: 0, count: items.length });
    // One request per form, each with its own idempotency key: a retry of the same form is done once.
    for (const item of items) {
      try {
        await request(
          action === 'approve' ? sapApi.approve : sapApi.reject,
          { id: item.id, comment: text },
          { silent: true, idempotencyKey: actionKey.for([action, item.id, text]) },
        );
        out.push({ id: item.id, ok: true, reason: '' });
      } catch (error) {
        out.push({ id: item.id, ok: false, reason: errorText(t, error) });
      }
      setProgress({ done: out.length, count: items.length });
    }
    setProgress(null);
    setResults(out);
    const done = out.filter((r) => r.ok).map((r) => r.id);
    remove(done);
    setPicked(new Set(out.filter((r) => !r.ok).map((r) => items.find((i) => i.id === r.id)!.key)));
    if (!out.some((r) => !r.ok)) setComment('');
    void list.refresh();
  });

  const chip = (f: Filter) => {
    const n = counts ? (f === 'all' ? counts.all : counts[f]) : null;
    return (
      <button
        key={f}
        type="button"
        className={chipStyle}
        aria-pressed={filter === f}
        onClick={() => setFilter(f)}
        data-filter={f}
      >
        <span>{f === 'all' ? t('inbox.all') : t(`inbox.area.${f}`)}</span>
        {n !== null && (
          <span className={css.chipCount} data-testid="chip-count">
            {n}
          </span>
        )}
      </button>
    );
  };

  const renderRow = (item: InboxItem) => {
    const rowButton = (
      <button
        type="button"
        className={css.row}
        aria-current={selected === item.key ? 'true' : undefined}
        onClick={() => (picking && item.batch ? toggle(item.key) : open(item))}
        data-item={item.key}
        disabled={picking && !item.batch}
      >
        <span className={css.rowMain}>
          <span className={css.rowHead}>
            <span className={`${ui.badge} ${ui.tone.info}`}>{t(`inbox.area.${item.area}`)}</span>
            <span className={css.rowId}>{item.id}</span>
            {item.urgency > 0 && (
              <span className={`${ui.badge} ${item.urgency === 2 ? ui.tone.danger : ui.tone.warning}`}>
                {t(`inbox.urgency.${item.urgency}`)}
              </span>
            )}
            {item.onBehalfOf && (
              <span className={`${ui.badge} ${ui.tone.neutral}`} data-testid="on-behalf">
                {t('inbox.onBehalf', { name: item.onBehalfOf.userName })}
              </span>
            )}
          </span>
          <span className={`${css.rowTitle} ${ui.wrapAny}`}>{item.title || '-'}</span>
          <span className={css.rowMeta}>
            <span className={ui.wrapAny}>
              {t(item.partyKind === 'supplier' ? 'inbox.supplier' : 'inbox.applicant', { name: item.party || '-' })}
            </span>
            {item.amount !== null && (
              <span className={css.amount}>{formatMoney(item.amount, item.currency, locale)}</span>
            )}
          </span>
          <span className={css.waited} data-testid="waited">
            {t('inbox.waiting', { time: waitedText(t, item.waitingSinceMs, now) })}
          </span>
        </span>
      </button>
    );
    if (!picking || !item.batch) return rowButton;
    return (
      <div className={css.rowWrap}>
        <label className={css.checkLabel}>
          <input
            type="checkbox"
            className={css.check}
            checked={picked.has(item.key)}
            onChange={() => toggle(item.key)}
            aria-label={t('inbox.selectItem', { id: item.id })}
          />
        </label>
        {rowButton}
      </div>
    );
  };

  // A big screen shows the first item at once, as a mail client does; the user goes down the list from there.
  useEffect(() => {
    if (big && !picking && !allDone && !closed && list.rows.length && !list.rows.some((r) => r.key === selected))
      setSelected(list.rows[0].key);
  }, [big, list.rows, picking, closed]);
  const current = list.rows.find((r) => r.key === selected);
  const pane = big && (
    <section className={css.itemPane} aria-label={current ? current.id : t('inbox.title')} data-testid="item-pane">
      {current ? (
        <NavigationProvider value={paneNavigation}>
          <EmbeddedPage key={current.key} location={parseHash(fromQueue(current.route))} />
        </NavigationProvider>
      ) : (
        <p className={css.paneEmpty}>
          {allDone || (counts && counts.all === 0) ? t('inbox.pane.done') : t('inbox.pane.empty')}
        </p>
      )}
    </section>
  );

  return (
    <NavigationProvider value={INBOX_NAVIGATION}>
      <Page
        titleKey="inbox.title"
        // Pull to refresh is a touch gesture; on a big screen each pane scrolls on its own instead.
        onRefresh={big ? undefined : list.refresh}
        bare
        right={
          batchable.length > 0 && (
            <button
              type="button"
              className={ui.navPill}
              onClick={() => (setPicking((p) => !p), setPicked(new Set()), setResults(null))}
              aria-pressed={picking}
            >
              {picking ? t('inbox.selectDone') : t('inbox.select')}
            </button>
          )
        }
      >
        <div className={big ? css.split : undefined}>
          <div className={big ? css.listPane : `${css.listPane} ${css.narrow}`} ref={root}>
            <nav className={css.headLinks} aria-label={t('inbox.title')}>
              <Link href="/pages/inbox/applications" className={css.link}>
                {t('inbox.links.applications')}
              </Link>
              <Link href="/pages/inbox/delegation" className={css.link}>
                {t('inbox.links.delegation')}
              </Link>
            </nav>
            <div className={css.toolbar}>
              <SearchInput
                value={keyword}
                onValue={setKeyword}
                label={t('inbox.searchLabel')}
                placeholder={t('inbox.searchPlaceholder')}
              />
              <div className={css.chips} role="group" aria-label={t('inbox.areasLabel')}>
                {(['all', ...INBOX_AREAS] as Filter[]).map(chip)}
              </div>
              <label className={css.sortRow}>
                <span>{t('inbox.sortLabel')}</span>
                <select
                  className={css.select}
                  value={sort}
                  onChange={(e) => setSort((e.target as HTMLSelectElement).value as InboxSort)}
                >
                  <option value="waiting">{t('inbox.sort.waiting')}</option>
                  <option value="urgency">{t('inbox.sort.urgency')}</option>
                </select>
                {counts && counts.onBehalf > 0 && (
                  <span className={ui.muted}>{t('inbox.onBehalfCount', { count: counts.onBehalf })}</span>
                )}
              </label>
              {picking && <p className={ui.muted}>{t('inbox.onlyBatch')}</p>}
            </div>
            <InfiniteList list={list} label={t('inbox.listLabel')} keyOf={(r) => r.key} renderItem={renderRow} />
            {picking && (
              <div className={css.batchBar} data-testid="batch-bar">
                <span aria-live="polite">
                  {progress ? t('inbox.batch.working', progress) : t('inbox.batch.selected', { count: picked.size })}
                </span>
                <label className={css.field}>
                  <span>
                    {t('inbox.batch.comment')} <span className={ui.muted}>{t('inbox.batch.commentHint')}</span>
                  </span>
                  <textarea
                    className={ui.textarea}
                    value={comment}
                    maxLength={500}
                    aria-invalid={commentError || undefined}
                    aria-describedby={commentError ? 'inbox-comment-error' : undefined}
                    onInput={(e) => setComment((e.target as HTMLTextAreaElement).value)}
                  />
                </label>
                {commentError && (
                  <p id="inbox-comment-error" className={ui.fieldError} role="alert">
                    {t('inbox.batch.needComment')}
                  </p>
                )}
                <div className={css.batchButtons}>
                  <button
                    type="button"
                    className={`${ui.button.primary} ${ui.grow}`}
                    disabled={!picked.size || running}
                    onClick={() => void runBatch('approve')}
                  >
                    {t('inbox.batch.approve', { count: picked.size })}
                  </button>
                  <button
                    type="button"
                    className={`${ui.button.danger} ${ui.grow}`}
                    disabled={!picked.size || running}
                    onClick={() => void runBatch('return')}
                  >
                    {t('inbox.batch.return', { count: picked.size })}
                  </button>
                </div>
                {results && (
                  <div data-testid="batch-results">
                    <p className={css.panelTitle}>
                      {t('inbox.batch.resultTitle', {
                        ok: results.filter((r) => r.ok).length,
                        failed: results.filter((r) => !r.ok).length,
                      })}
                    </p>
                    <ul className={css.results}>
                      {results.map((r) => (
                        <li key={r.id} className={css.result} data-ok={r.ok}>
                          <span className={css.rowId}>{r.id}</span>
                          <span className={`${ui.badge} ${r.ok ? ui.tone.success : ui.tone.danger}`}>
                            {r.ok ? t('inbox.batch.ok') : t('inbox.batch.failed')}
                          </span>
                          {!r.ok && <span className={ui.wrapAny}>{r.reason}</span>}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            )}
          </div>
          {pane}
        </div>
      </Page>
    </NavigationProvider>
  );
}
