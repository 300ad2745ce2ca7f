import type { BrowserContext, Page, Response } from 'playwright-core';

/**
 * One tab that the tests of a file load their pages into, one after the other. A new document in a live tab is a
 * fresh app (its memory, modules and listeners start over) without the cost of starting a new tab's renderer.
 * What a tab keeps across documents is its session storage; `open` clears it for the origin it leaves.
 */
export interface Tab {
  /** Loads url as a new document and returns the tab with the errors logged from then on. */
  open(url: string): Promise<{ page: Page; errors: string[]; response: Response | null }>;
  /**
   * Clears local and session storage of the origin the tab is on: the next test starts signed out and with no
   * stored language, as in a new profile, where a file's pages all come from that origin.
   */
  clearStorage(): Promise<void>;
  /** The tab itself (opened if needed), e.g. to set its viewport before the next `open`. */
  current(): Promise<Page>;
}

/**
 * `ignore` leaves console errors matching it out of `errors` (e.g. Chromium's own line for a failed request that
 * the test provoked).
 */
export function reusedTab(ctx: () => BrowserContext, ignore?: RegExp): Tab {
  let page: Page | undefined;
  let errors: string[] = [];
  async function current(): Promise<Page> {
    if (page && !page.isClosed()) return page;
    const opened = await ctx().newPage();
    opened.on('pageerror', (error) => errors.push(`page: ${error.message}`));
    opened.on('console', (message) => {
      if (message.type() === 'error' && !ignore?.test(message.text())) errors.push(`console: ${message.text()}`);
    });
    page = opened;
    return opened;
  }
  return {
    current,
    async open(url) {
      const page = await current();
      await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
      errors = [];
      let response = await page.goto(url);
      // A change of the hash alone loads nothing: load the document again so the test starts from a fresh app.
      if (!response) response = await page.reload();
      return { page, errors, response };
    },
    async clearStorage() {
      if (page && !page.isClosed())
        await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => undefined);
    },
  };
}
