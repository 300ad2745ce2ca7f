import { afterAll } from 'vitest';
import { closeContexts } from './harness';

// The files of a worker share its modules and its Chromium (vitest.config.ts: isolate off for e2e): whatever a
// file left open is closed before the next one starts.
afterAll(closeContexts);
