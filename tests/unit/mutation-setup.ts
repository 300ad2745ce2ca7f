import { configure } from '@testing-library/preact';

// The mutation run (stryker.vitest.config.ts) runs instrumented code on shared cores: the testing library's
// waits get 10 s instead of 1 s, so a slow machine is not counted as a killed mutant or a failed dry run.
configure({ asyncUtilTimeout: 10_000 });
