import { configDefaults, defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { preactAliasForVite } from './build/alias.ts';
import CostSequencer from './tests/sequencer.ts';

/** Unit tests run on the same Preact alias as the default build (STACK-NOTES: hooks break without it). */
const preactAlias = preactAliasForVite();

export default defineConfig({
  define: { __BUILD__: JSON.stringify('preact') },
  test: {
    // Two files at a time, each e2e worker with its own demo servers (tests/e2e/support/global-setup.ts): the browser
    // tests mostly wait on pages, so two Chromiums on two cores finish in about half the time.
    maxWorkers: 2,
    // Longest files first on a fresh clone too (tests/sequencer.ts).
    sequence: { sequencer: CostSequencer },
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias: preactAlias },
        define: { __BUILD__: JSON.stringify('preact') },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          globals: true,
          // The demo server's API tests walk whole flows; on two shared cores (CI runs them beside the browsers) 5 s is too tight.
          testTimeout: 20_000,
          // Area tests start a demo server in beforeAll; on two loaded cores that can pass the 10 s default.
          hookTimeout: 30_000,
          // Where tests live (tests/unit/boundaries.test.ts keeps it so): the core's in tests/unit/<folder> mirroring src
          // and loader, an area's beside its code, the demo server's beside its code, bundle budgets in tests/size.
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/size/*.test.ts',
            'widgets/**/*.test.{ts,tsx}',
            'demo/**/*.test.ts',
          ],
          // The mutation run's sandboxes and reports (npm run mutate) are copies, never tests of this tree.
          exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'reports/**'],
          server: { deps: { inline: ['wouter', '@nanostores/react'] } },
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          globals: true,
          include: ['tests/e2e/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          setupFiles: ['tests/e2e/support/setup.ts'],
          // The files of a worker run in one module graph: playwright and the helpers load once per worker, not
          // once per file. Each test still opens its own browser context, so no storage is shared.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One more try for a browser test that fails: on two shared cores a real Chromium now and then misses a
          // 30 s wait that passes on every rerun. It is never silent: .ci/run lists every test that passed only
          // on its second try, and a test that fails twice still fails the run. Unit tests get no retry.
          retry: 1,
          // expect.poll waits for something a page will do; 1 s (the default) is a timing assertion on a loaded machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
