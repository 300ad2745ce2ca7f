import type { TestProject } from 'vitest/node';
import { createDemoServer, type DemoServer } from '../../demo/server/app';

/**
 * One demo server per build for the whole e2e run: the Preact build (the default) and the React build, on
 * free ports. Tests read the addresses with inject('baseUrl') and inject('reactUrl').
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    reactUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const servers: DemoServer[] = await Promise.all([
    createDemoServer({ port: 0, build: 'preact' }),
    createDemoServer({ port: 0, build: 'react' }),
  ]);
  project.provide('baseUrl', servers[0].url);
  project.provide('reactUrl', servers[1].url);
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
