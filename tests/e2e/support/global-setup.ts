import type { TestProject } from 'vitest/node';
import { createDemoServer } from '../../../demo/server/app';

/**
 * Demo servers for the e2e run, one Preact and one React per worker, on free ports, each with its own store.
 * Tests read their worker's addresses through demoUrl() and reactUrl() in servers.ts.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
    reactUrls: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1);
  const start = (build: 'preact' | 'react') =>
    Promise.all(Array.from({ length: workers }, () => createDemoServer({ port: 0, build })));
  const [preact, react] = await Promise.all([start('preact'), start('react')]);
  project.provide(
    'baseUrls',
    preact.map((s) => s.url),
  );
  project.provide(
    'reactUrls',
    react.map((s) => s.url),
  );
  return async () => {
    await Promise.all([...preact, ...react].map((server) => server.close()));
  };
}
