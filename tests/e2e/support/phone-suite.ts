import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { resetDemo, type LaunchOptions } from './harness';

/**
 * The start most flow files share: one browser with a phone's viewport for the whole file, opened by the file's
 * own `open` (the SAP or the GS001P way of choosing English), and a fresh seed before each test.
 * Call it at the top of the file; the getter gives the browser inside the tests.
 */
export function phoneSuite(
  base: string,
  open: (options: LaunchOptions) => Promise<BrowserContext>,
): () => BrowserContext {
  let phone: BrowserContext | undefined;
  beforeAll(async () => {
    phone = await open({ viewport: 'phone' });
  });
  afterAll(() => phone?.close());
  beforeEach(() => resetDemo(base));
  return () => {
    if (!phone) throw new Error('phoneSuite: the browser is opened in beforeAll');
    return phone;
  };
}
