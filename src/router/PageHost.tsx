import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from '../framework';
import { ensureMessages, registerMessages } from '../i18n';
import { ensureKit } from '../i18n/kit';
import { Loading } from '../ui/States';
import { lazyPage } from './lazyPage';
import { PAGE_LOAD_TIMEOUT_MS, withTimeout, type AreaLoaders, type AreaModule } from './area';
import type { HashLocation } from './location';
import { findRoute, type Area } from './routes';

/** An area's pages, and the router frame they render in (none for the app area's entry page). */
export interface LoadedArea {
  mod: AreaModule;
  Frame?: ComponentType<{ children: ReactNode }>;
}

const cache = new Map<Area, Promise<LoadedArea>>();
/**
 * Areas whose load has ended. A page host renders from here: an area loaded before its first render (the shell
 * starts the first page's as it mounts, src/shell/mount.tsx) shows at once, not a render and an effect later.
 */
const ready: Partial<Record<Area, LoadedArea>> = {};

/**
 * Loads an area's chunk, its dictionaries for the active locale and, in parallel, the router frame; a failed
 * load can be tried again. The app area (the login page) needs neither the kit strings nor the router: its
 * other pages are lazy pages that bring both.
 */
export function loadArea(area: Area, loaders: AreaLoaders): Promise<LoadedArea> {
  let pending = cache.get(area);
  if (!pending) {
    const loader = loaders[area];
    const entry = area === 'app';
    pending = loader
      ? withTimeout(
          Promise.all([loader(), entry ? undefined : import('./RouterFrame')]).then(
            async ([{ default: mod }, frame]) => {
              if (mod.messages) registerMessages(mod.messages);
              await (entry ? ensureMessages() : ensureKit());
              return { mod, Frame: frame?.RouterFrame };
            },
          ),
          PAGE_LOAD_TIMEOUT_MS,
        )
      : Promise.resolve({ mod: { pages: {} } });
    pending.then(
      (loaded) => {
        ready[area] = loaded;
      },
      () => cache.delete(area),
    );
    cache.set(area, pending);
  }
  return pending;
}

/** The area map of the widget's own host, for a page that shows another route inside itself (the inbox's pane). */
export let hostLoaders: AreaLoaders = {};

/** The not-found and failure views carry the page frame (navigation bar, icons): loaded only when shown. */
const NotFound = lazyPage(() => import('./NotFound'), 'NotFound');
const LoadFailed = lazy(() => import('./NotFound').then((m) => ({ default: m.LoadFailed })));

/**
 * Renders the page of the current address. The loading view appears only after 200 ms; a failed chunk shows
 * the failure view with retry; a route whose area has no such page is not found (never a placeholder).
 */
export function PageHost({
  loaders,
  location,
  onShown,
}: {
  loaders: AreaLoaders;
  location: HashLocation;
  onShown?: () => void;
}) {
  hostLoaders = loaders;
  const route = findRoute(location.path);
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState<Area | null>(null);
  const [attempt, setAttempt] = useState(0);
  const area = route?.area;

  const loaded = area && ready[area];
  useEffect(() => {
    if (!area || loaded) return;
    let live = true;
    setFailed(null);
    loadArea(area, loaders).then(
      () => live && setLoads((n) => n + 1),
      () => live && setFailed(area),
    );
    return () => {
      live = false;
    };
  }, [area, attempt]);

  const shown = !!(route && loaded);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown]);

  if (!route) return <NotFound query={location.query} route={{ path: location.path, area: 'app' }} />;
  if (failed === route.area) {
    return (
      <Suspense fallback={<Loading />}>
        <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />
      </Suspense>
    );
  }
  if (!loaded) return <Loading />;
  const Component = loaded.mod.pages[route.path];
  if (!Component) return <NotFound query={location.query} route={route} />;
  const page = (
    <Component key={`${location.path}?${JSON.stringify(location.query)}`} query={location.query} route={route} />
  );
  return loaded.Frame ? <loaded.Frame>{page}</loaded.Frame> : page;
}
