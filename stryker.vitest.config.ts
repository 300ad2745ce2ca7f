import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The mutation run (`npm run mutate`) uses the unit project's setup with the core's tests only (no build output:
 * the sandbox does not copy dist/), one worker each. Stryker's vitest runner then narrows each run to the tests that import the mutated file.
 */
const unit = (base.test?.projects ?? []).find(
  (p): p is Exclude<typeof p, string> & { test: { name: string } } =>
    typeof p === 'object' && p !== null && 'test' in p && (p as { test?: { name?: string } }).test?.name === 'unit',
);
if (!unit) throw new Error('vitest.config.ts has no "unit" project');

export default defineConfig({
  ...unit,
  define: base.define,
  test: {
    ...unit.test,
    name: undefined,
    // The tests of the core and the SAP list's request test (page size, debounce, record length at its call site).
    include: ['tests/unit/{session,http,router,ui,api}/**/*.test.{ts,tsx}', 'widgets/sap/list.test.tsx'],
    // The viewers' tests (pdf.js, SheetJS) test no mutated module and time their workers; under instrumentation
    // one of them misses its call, so they stay out of the mutation run.
    exclude: [
      '**/node_modules/**',
      '.stryker-tmp/**',
      'reports/**',
      'dist/**',
      'dist-react/**',
      '.tmp/**',
      'tests/unit/viewers/**',
    ],
    maxWorkers: 1,
    setupFiles: [...[unit.test.setupFiles ?? []].flat(), 'tests/unit/mutation-setup.ts'],
    // Instrumented code on two shared cores: the property tests need more than the default 5 s.
    testTimeout: 60_000,
  },
});
