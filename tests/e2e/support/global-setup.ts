import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createDemoServer } from '../../../demo/server/app';
import { CHROMIUM_FLAGS } from './harness';

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
  const start = (build: 'preact' | 'react') =>
    Promise.all(Array.from({ length: workers }, () => createDemoServer({ port: 0, build })));
  const [preact, react, browsers] = await Promise.all([
    start('preact'),
    start('react'),
    Promise.all(
      Array.from({ length: workers }, () =>
        chromium.launchServer({
          executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
          headless: true,
          args: CHROMIUM_FLAGS,
        }),
      ),
    ),
  ]);
  project.provide(
    'baseUrls',
    preact.map((s) => s.url),
  );
  project.provide(
    'reactUrls',
    react.map((s) => s.url),
  );
  project.provide(
    'browserEndpoints',
    browsers.map((b) => b.wsEndpoint()),
  );
  return async () => {
    await Promise.all([...preact, ...react, ...browsers].map((server) => server.close()));
  };
}
