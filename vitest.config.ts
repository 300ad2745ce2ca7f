import { configDefaults, defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Unit tests run on the same Preact alias as the default build (STACK-NOTES: hooks break without it). */
const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'preact/compat' },
];

export default defineConfig({
  define: { __BUILD__: JSON.stringify('preact') },
  test: {
    // Two files at a time, each e2e worker with its own demo servers (tests/e2e/global-setup.ts): the browser
    // tests mostly wait on pages, so two Chromiums on two cores finish in about half the time.
    maxWorkers: 2,
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias: preactAlias },
        define: { __BUILD__: JSON.stringify('preact') },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          globals: true,
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/size/**/*.test.ts', '{src,widgets,loader}/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
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
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One more try for a browser test that fails: on two shared cores a real Chromium now and then misses a
          // 30 s wait that passes on every rerun. It is never silent: .ci/run lists every test that passed only
          // on its second try, and a test that fails twice still fails the run. Unit tests get no retry.
          retry: 1,
        },
      },
    ],
  },
});
