import { inject } from 'vitest';

/**
 * Each e2e worker has its own pair of demo servers (see global-setup.ts), so files running side by side never
 * reset or fault each other's store. VITEST_POOL_ID numbers the workers from 1.
 */
function mine(urls: string[]): string {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length];
}

/** This worker's demo server on the default (Preact) build. */
export const demoUrl = (): string => mine(inject('baseUrls'));

/** This worker's demo server on the React build. */
export const reactUrl = (): string => mine(inject('reactUrls'));
