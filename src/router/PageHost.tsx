import { useEffect, useState } from '../framework';
import { ensureMessages, registerMessages } from '../i18n';
import { useT } from '../ui/hooks';
import { Page } from '../ui/Page';
import { ErrorView, Loading } from '../ui/States';
import * as ui from '../ui/controls.css';
import { PAGE_LOAD_TIMEOUT_MS, withTimeout, type AreaLoaders, type AreaModule } from './area';
import { reLaunch } from './navigation';
import type { HashLocation } from './location';
import { findRoute, HOME_PATH, type Area } from './routes';

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
            await ensureMessages();
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

export function NotFound() {
  const t = useT();
  return (
    <Page titleKey="router.notFound">
      <div className={ui.center} data-testid="not-found">
        <strong>{t('router.notFound')}</strong>
        <span>{t('router.notFoundHint')}</span>
        <button type="button" className={ui.button.primary} onClick={() => reLaunch(HOME_PATH)}>
          {t('router.goHome')}
        </button>
      </div>
    </Page>
  );
}

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

  if (!route) return <NotFound />;
  if (failed === route.area) {
    return (
      <Page titleKey="app.name">
        <ErrorView messageKey="router.loadFailed" onRetry={() => setAttempt((n) => n + 1)} />
      </Page>
    );
  }
  const mod = modules[route.area];
  if (!mod) return <Loading />;
  const Component = mod.pages[route.path];
  if (!Component) return <NotFound />;
  return <Component key={`${location.path}?${JSON.stringify(location.query)}`} query={location.query} route={route} />;
}
