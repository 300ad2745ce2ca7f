import { describe, expect, it } from 'vitest';
import { clearFaults, fault, resetDemo } from './support/harness';
import { FLOWS, T, alert } from './support/fault-flows';
import { base, endPage, faultMatrix, realErrors, startPage } from './support/fault-matrix';

/** The fault matrix's reading flows (the writing ones: quality-faults-writes.e2e.ts); see support/fault-matrix.ts. */
faultMatrix('reads', ['login', 'list', 'open a form', 'inbox']);

describe('a read started by the tap, and a page that asks for it late', () => {
  it('the page takes the read over however long it was out, so a time-out still reaches the user', async () => {
    // The matrix's time-out cell in one fixed order: the browser's clock jumps past the 60 s before the form's
    // page asks for its data (on a busy machine its mount can come after the jump). A page that asked the server
    // again instead, because the tap's read was started "too long ago", waited for an answer that never came.
    const flow = FLOWS.find((f) => f.name === 'open a form')!;
    await resetDemo(base);
    const { page, errors } = await startPage(flow);
    try {
      await flow.prepare(page);
      const path = flow.path();
      await fault(base, { path, times: 0, delayMs: 61_000, status: 504 });
      const asked: string[] = [];
      page.on('request', (r) => void (new URL(r.url()).pathname === path && asked.push(r.method())));
      await page.clock.install();
      // Time stands still from the tap to the jump: the page mounts and asks only afterwards.
      await page.clock.pauseAt(Date.now() + 1000);
      const requested = page.waitForRequest((r) => new URL(r.url()).pathname === path);
      await flow.act(page);
      await requested;
      await page.clock.fastForward(61_000);
      await page.clock.resume();
      await alert(page).waitFor({ timeout: 10_000 });
      expect(await alert(page).locator('p').first().textContent()).toContain(T.timeout);
      expect(asked).toEqual(['GET']);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await clearFaults(base);
      await endPage(false);
    }
  }, 60_000);
});
