import type { ComponentType } from '../framework';
import type { DictLoaders } from '../i18n';
import type { Area, RouteDef } from './routes';

/** What a page receives: the query of its address (the names are the page's own, SPEC 2). */
export interface PageProps {
  query: Record<string, string>;
  route: RouteDef;
}

/** What an area widget's chunk exports as its default. */
export interface AreaModule {
  /** Route path -> page. A route of ROUTES.md the area does not list shows the not-found view. */
  pages: Partial<Record<string, ComponentType<PageProps>>>;
  /** The area's dictionaries, one lazy chunk per locale. */
  messages?: DictLoaders;
}

export type AreaLoader = () => Promise<{ default: AreaModule }>;
export type AreaLoaders = Partial<Record<Area, AreaLoader>>;

/** SPEC 9: asynchronous page loads give up after 60000 ms and show the failure view. */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('page load timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
