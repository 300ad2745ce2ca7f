import { useEffect, useState, type ComponentType, type ReactNode } from '../framework';
import { registerMessages, type DictLoaders } from '../i18n';
import { ensureKit } from '../i18n/kit';
import { ErrorView, Loading } from '../ui/States';
import type { PageProps } from './area';
import { PAGE_LOAD_TIMEOUT_MS, withTimeout } from './area';

/**
 * A page in its own chunk, for pages that are rarely the first one opened. The same rules as an area load:
 * loading view after 200 ms, failure view with retry, 60 s time-out. `messages` are the page's dictionaries,
 * fetched with it, so the first screen does not carry the strings of pages it does not show. The page renders
 * inside the router frame, which arrives with it.
 */
interface Loaded {
  Component: ComponentType<PageProps>;
  Frame: ComponentType<{ children: ReactNode }>;
}

/** Lazy page downloads under way, and what waits for them to end (the shell's idle work, src/shell/App.tsx). */
let downloading = 0;
let waiting: (() => void)[] = [];

/** Runs `next` once no page is downloading: work after the first screen must not compete with it for the network. */
export function afterPageLoads(next: () => void): void {
  if (downloading === 0) next();
  else waiting.push(next);
}

function settled(): void {
  if (--downloading > 0) return;
  const run = waiting;
  waiting = [];
  for (const next of run) next();
}

export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType<PageProps>>>,
  name: K,
  messages?: DictLoaders,
): ComponentType<PageProps> {
  let loaded: Loaded | undefined;
  let pending: Promise<[Record<K, ComponentType<PageProps>>, { RouterFrame: Loaded['Frame'] }, unknown]> | undefined;
  // One download however often it is asked for: by preload (the shell, for the first page) or by the render.
  const fetchAll = () => {
    if (messages) registerMessages(messages);
    if (!pending) {
      downloading++;
      pending = withTimeout(Promise.all([load(), import('./RouterFrame'), ensureKit()]), PAGE_LOAD_TIMEOUT_MS);
      pending.then(settled, () => {
        pending = undefined;
        settled();
      });
    }
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table is built, over that route's download.
  function LazyPage(props: PageProps) {
    const [ready, setReady] = useState<Loaded | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      fetchAll().then(
        ([mod, frame]) => {
          loaded = { Component: mod[name], Frame: frame.RouterFrame };
          if (live) setReady(loaded);
        },
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (ready) {
      return (
        <ready.Frame>
          <ready.Component {...props} />
        </ready.Frame>
      );
    }
    if (failed)
      return <ErrorView messageKey="router.loadFailed" onRetry={() => (setFailed(false), setAttempt((n) => n + 1))} />;
    return <Loading />;
  }
  LazyPage.preload = () => void fetchAll().catch(() => undefined);
  return LazyPage;
}
