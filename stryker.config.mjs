// Mutation testing of the modules that hold SPEC rules: `npm run mutate`. Not part of `npm test` or CI; the score,
// per-module figures and the survivors accepted are in docs/QUALITY.md. Two shared cores: concurrency 2, and each
// mutant runs only the unit tests that import its file (vitest "related").
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'stryker.vitest.config.ts', related: true },
  // The pure logic that holds SPEC rules (session expiry, client state, error mapping and success rules, hash
  // parsing, debounce, watermark tile, zoom, picker ranges, pull-to-refresh states, toast, the SRM score bands). Components proved in the browser and the transport plumbing (request.ts,
  // transfer.ts) are left out: on two shared cores each of their mutants costs minutes. Figures: docs/QUALITY.md.
  mutate: [
    'src/session/loginInfo.ts',
    'src/session/client.ts',
    'src/http/errors.ts',
    'src/http/success.ts',
    'src/router/location.ts',
    'src/ui/hooks.ts',
    'src/ui/timing.ts',
    'src/ui/watermarkTile.ts',
    'src/ui/zoom.ts',
    'src/ui/pickerRange.ts',
    'src/ui/ptrMachine.ts',
    'src/ui/Toast.ts',
    'src/api/srmScore.ts',
  ],
  ignorePatterns: ['dist', 'dist-react', '.tmp', '.screens', 'coverage', 'reports', 'docs/**/*.png', 'demo/public'],
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 20000,
  dryRunTimeoutMinutes: 30,
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
