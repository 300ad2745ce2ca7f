import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createDemoServer } from '../../../demo/server/app';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './harness';

/**
 * Demo servers for the e2e run, one Preact and one React per worker, on free ports, each with its own store, and
 * one Chromium per worker that every file of that worker connects to: a file then pays for a connection, not for
 * a browser start. Tests read their worker's addresses through servers.ts; harness.ts connects.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
    reactUrls: string[];
    browserEndpoints: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1);
  const each = <T>(make: () => Promise<T>) => Array.from({ length: workers }, make);
  const preact = each(() => createDemoServer({ port: 0, build: 'preact' }));
  const react = each(() => createDemoServer({ port: 0, build: 'react' }));
  const browsers = each(() =>
    chromium.launchServer({
      executablePath: TEST_CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_FLAGS,
    }),
  );
  // Everything is waited for, so that a failure closes whatever did start and never leaves the run unable to end.
  const settled = await Promise.allSettled<{ close(): Promise<void> }>([...preact, ...react, ...browsers]);
  const started = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const closeAll = async () => {
    await Promise.all(started.map((x) => x.close().catch(() => undefined)));
  };
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) {
    await closeAll();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    (await Promise.all(preact)).map((s) => s.url),
  );
  project.provide(
    'reactUrls',
    (await Promise.all(react)).map((s) => s.url),
  );
  project.provide(
    'browserEndpoints',
    (await Promise.all(browsers)).map((b) => b.wsEndpoint()),
  );
  return closeAll;
}
