import { lazy, Suspense, useEffect, useState } from '../framework';
import { ensureMessages, registerMessages } from '../i18n';
import { ensureKit } from '../i18n/kit';
import { Loading } from '../ui/States';
import { lazyPage } from './lazyPage';
import { PAGE_LOAD_TIMEOUT_MS, withTimeout, type AreaLoaders, type AreaModule } from './area';
import type { HashLocation } from './location';
import { findRoute, type Area } from './routes';

const cache = new Map<Area, Promise<AreaModule>>();

/** Loads an area's chunk and its dictionaries for the active locale; a failed load can be tried again. */
export function loadArea(area: Area, loaders: AreaLoaders): Promise<AreaModule> {
  let pending = cache.get(area);
  if (!pending) {
    const loader = loaders[area];
    pending = loader
      ? withTimeout(
          loader().then(async ({ default: mod }) => {
            if (mod.messages) registerMessages(mod.messages);
            // The app area's entry page is the first screen: it needs none of the kit strings.
            await (area === 'app' ? ensureMessages() : ensureKit());
            return mod;
          }),
          PAGE_LOAD_TIMEOUT_MS,
        )
      : Promise.resolve({ pages: {} });
    pending.catch(() => cache.delete(area));
    cache.set(area, pending);
  }
  return pending;
}

/** The not-found and failure views carry the page frame (navigation bar, icons): loaded only when shown. */
const NotFound = lazyPage(() => import('./NotFound'), 'NotFound');
const LoadFailed = lazy(() => import('./NotFound').then((m) => ({ default: m.LoadFailed })));

/**
 * Renders the page of the current address. The loading view appears only after 200 ms; a failed chunk shows
 * the failure view with retry; a route whose area has no such page is not found (never a placeholder).
 */
export function PageHost({ loaders, location }: { loaders: AreaLoaders; location: HashLocation }) {
  const route = findRoute(location.path);
  const [modules, setModules] = useState<Partial<Record<Area, AreaModule>>>({});
  const [failed, setFailed] = useState<Area | null>(null);
  const [attempt, setAttempt] = useState(0);
  const area = route?.area;

  useEffect(() => {
    if (!area || modules[area]) return;
    let live = true;
    setFailed(null);
    loadArea(area, loaders).then(
      (mod) => live && setModules((m) => ({ ...m, [area]: mod })),
      () => live && setFailed(area),
    );
    return () => {
      live = false;
    };
  }, [area, attempt]);

  if (!route) return <NotFound query={location.query} route={{ path: location.path, area: 'app' }} />;
  if (failed === route.area) {
    return (
      <Suspense fallback={<Loading />}>
        <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />
      </Suspense>
    );
  }
  const mod = modules[route.area];
  if (!mod) return <Loading />;
  const Component = mod.pages[route.path];
  if (!Component) return <NotFound query={location.query} route={route} />;
  return <Component key={`${location.path}?${JSON.stringify(location.query)}`} query={location.query} route={route} />;
}
