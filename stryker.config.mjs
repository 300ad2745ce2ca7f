// Mutation testing of the modules that hold SPEC rules: `npm run mutate`. Not part of `npm test` or CI; the score,
// per-module figures and the survivors accepted are in docs/QUALITY.md. Two shared cores: concurrency 2, and each
// mutant runs only the unit tests that import its file (vitest "related").
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'stryker.vitest.config.ts', related: true },
  mutate: [
    'src/session/**/*.ts',
    'src/http/**/*.ts',
    'src/i18n/*.ts',
    'src/router/**/*.{ts,tsx}',
    'src/ui/**/*.{ts,tsx}',
    'src/api/srmScore.ts',
    // Styles, icons and barrels hold no rule a test could state.
    '!src/**/*.css.ts',
    '!src/ui/styles/**',
    '!src/ui/icons.tsx',
    '!src/{http,router,ui}/index.ts',
    '!src/**/*.test.{ts,tsx}',
  ],
  ignorePatterns: ['dist', 'dist-react', '.tmp', '.screens', 'coverage', 'reports', 'docs/**/*.png', 'demo/public'],
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 20000,
  timeoutFactor: 2,
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 90, low: 85, break: null },
};
