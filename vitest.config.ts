import { defineConfig } from 'vitest/config';
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
          // Two cores: one Chromium at a time keeps runs steady.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
