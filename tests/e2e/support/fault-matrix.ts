import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { clearFaults, fault, launchBrowser, launchUrl, openPage, resetDemo, seedRecords } from './harness';
import { writeMatrix, type Cell, type Check } from '../../hostile/matrix';
import { tapSignedOrder } from './quality-a11y-helpers';
import { demoUrl } from './servers';
import { DRAFT } from './tap-records';
import {
  FAULTS,
  FLOWS,
  PURPOSE,
  faultsOf,
  T,
  alert,
  loginButton,
  seeded,
  signIn,
  type FaultCase,
  type Flow,
} from './fault-flows';

/**
 * The fault matrix (issue 6, Reliability): the server's faults on every flow that talks to the server, in a real
 * browser, in Simplified Chinese: every fault where the flow has a request path of its own, one fault of each
 * kind elsewhere (fault-flows.ts, faultsOf). Each cell checks what the user cares about:
 *  - message: a clear message in the user's language (the SPEC 8 modal text; for the slow answer, the loading
 *    state and then the result);
 *  - console: no uncaught error and no console error besides Chromium's own "Failed to load resource" lines;
 *  - usable: once the fault is gone, the same action works (after a 401, after signing in again);
 *  - input: what the user typed is still there (null where the flow has nothing to type).
 * Faults last until cleared (`times: 0`), so the client's read retries and Chromium's own GET retry all meet it.
 * Time-out: the server holds the answer past 60 s, and the page's clock (Playwright's fake timers, installed just
 * before the action) jumps 61 s, so the client's real 60 s timer fires; the upload uses XMLHttpRequest's own
 * timer, which fake time cannot move: there the time-out cell checks a 2 s hold instead (progress shown, then
 * the result) and the 60 s rule is the unit test of src/http/transfer.ts's options.
 */
export const base = demoUrl();
const COMMAND = 'QUALITY_MATRIX_DOC=1 npx vitest run --project e2e tests/e2e/quality-faults';
let ctx: BrowserContext;
const cells: Cell[] = [];
/** The upload's stand-in for its time-out: long enough to see the progress, as the 3-second delay is. */
const HOLD_MS = 2000;

/** The file's one tab: every cell loads the app afresh in it, which costs far less than a new tab per cell. */
let tab: { page: Page; errors: string[] } | undefined;

export async function startPage(flow: Flow): Promise<{ page: Page; errors: string[] }> {
  const route = flow.start();
  tab ??= await openPage(ctx, `${base}/healthz`);
  const opened = tab;
  // A fresh session per cell: a 401 in the previous cell logged the browser out, and drafts must not carry over.
  // The health answer first, so the app of the previous cell is gone and cannot write a draft after the reset.
  await opened.page.goto(`${base}/healthz`);
  opened.errors.length = 0;
  await opened.page.evaluate((draft) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('esign.draft.')) localStorage.removeItem(key);
    localStorage.setItem('esign.draft.sap.accountPermissions.10001', JSON.stringify(draft));
    localStorage.removeItem('LoginInfo');
    sessionStorage.clear();
  }, DRAFT);
  await opened.page.goto(
    route === null ? `${base}/#/pages/login/login` : launchUrl(base, { userNo: flow.user?.no ?? '10001', to: route }),
  );
  const ready = () =>
    (route === null ? loginButton(opened.page) : opened.page.locator('h1').first()).waitFor({ timeout: 15_000 });
  await ready().catch(async (error) => {
    await opened.page.screenshot({ path: `.tmp/quality/start-failed-${Date.now()}.png` }).catch(() => undefined);
    console.warn(`start page not ready (${(error as Error).message.split('\n')[0]}); reloading once`);
    await opened.page.reload();
    await ready();
  });
  return opened;
}

/**
 * Ends a cell's use of the tab. A tab whose clock was faked keeps fake timers for its lifetime, and one left in
 * an unknown state by a failed cell could spoil the next: those are closed, and the next cell opens a new tab.
 */
export async function endPage(keep: boolean): Promise<void> {
  if (keep) return;
  await tab?.page.close();
  tab = undefined;
}

export const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

async function runCell(flow: Flow, given: FaultCase, cell: Cell): Promise<void> {
  const fc: FaultCase = given.clock && flow.realTimeOnly ? { name: given.name, spec: { delayMs: HOLD_MS } } : given;
  // A new seed costs the server seconds of work; only a flow that changed the data needs one.
  if (flow.mutates) await resetDemo(base);
  const { page, errors } = await startPage(flow);
  const checks = cell.checks;
  let keep = !fc.clock;
  const setCheck = (name: Check, value: boolean | null) => (checks[name] = value);
  try {
    await flow.prepare(page);
    await fault(base, { path: flow.path(), times: 0, ...fc.spec });
    if (fc.clock) await page.clock.install();
    const requested = fc.clock
      ? page.waitForRequest((r) => new URL(r.url()).pathname.startsWith(flow.path()), { timeout: 10_000 })
      : null;
    await flow.act(page);

    if (!fc.message) {
      // The slow answer: the loading state first, then the result, with nothing typed lost on the way.
      await flow.busy(page).first().waitFor({ timeout: 2500 });
      cell.seen = `${fc === given ? '' : `${HOLD_MS / 1000} s hold: `}loading: "${(await flow.busy(page).first().textContent())?.trim()}"`;
      setCheck('message', true);
      await flow.done(page);
      setCheck('usable', true);
      setCheck('input', flow.typed === null ? null : true);
      await clearFaults(base);
    } else {
      if (fc.clock) {
        await requested;
        await page.clock.fastForward(61_000);
      }
      // SPEC 8: every error in the single-button modal (a page's inline retry view may show it as well).
      const modal = alert(page);
      await modal.waitFor({ timeout: 15_000 });
      const text = ((await modal.locator('p').first().textContent()) ?? '').trim();
      cell.seen = `modal: "${text}"`;
      setCheck('message', text.includes(fc.message));
      await clearFaults(base);
      await modal.getByRole('button', { name: T.ok }).click();
      await modal.waitFor({ state: 'detached' });
      if (fc.logsOut) {
        // SPEC 8: alerted, then logged out. Signing in again brings the user back to work.
        await loginButton(page).waitFor();
        if (flow.start() === null) {
          setCheck('input', flow.typed ? await flow.typed(page) : null);
          await flow.again(page);
        } else {
          await signIn(page, flow.user?.no);
          await page.getByText(flow.user?.hello ?? '您好，陳志明').waitFor();
          await page.goto(`${base}/#${flow.start()}`);
          await page.locator('h1').first().waitFor();
          // What survives a logout: drafts do; a comment or a search box does not come back by itself.
          if (flow.name === 'submit a new form') {
            setCheck('input', (await page.getByLabel('工作用途').inputValue()) === PURPOSE);
          } else if (flow.typed === null || flow.transient) setCheck('input', null);
          else setCheck('input', await flow.typed(page).catch(() => false));
          await flow.prepare(page);
          await flow.act(page);
        }
      } else {
        setCheck('input', flow.typed === null ? null : await flow.typed(page));
        await flow.again(page);
      }
      await flow.done(page);
      setCheck('usable', true);
    }
    setCheck('console', realErrors(errors).length === 0);
    if (!checks.console) cell.error = realErrors(errors).join(' / ');
  } catch (error) {
    cell.error = (error as Error).message.split('\n')[0];
    if (checks.console === undefined) checks.console = realErrors(errors).length === 0;
    keep = false;
    throw error;
  } finally {
    await clearFaults(base);
    await endPage(keep);
  }
}

/**
 * The matrix's cells for the named flows, in one file: the flows are split over two files so the two e2e
 * workers share them. Each file writes its part of the results; the doc table is drawn once all parts are in.
 */
export function faultMatrix(part: string, flowNames: string[]): void {
  beforeAll(async () => {
    // The module outlives the file (isolate is off for e2e): each file records only its own cells.
    cells.length = 0;
    tab = undefined;
    ctx = await launchBrowser({ locale: 'zh-CN' });
    await ctx.addInitScript(() => {
      if (!localStorage.getItem('Locale')) localStorage.setItem('Locale', 'zh-Hans');
      localStorage.setItem('isSetDefaultLang', 'true');
    });
    await resetDemo(base);
    const seed = await seedRecords(base);
    seeded.form = tapSignedOrder(seed).id;
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    writeMatrix(
      part,
      cells,
      FLOWS.map((f) => f.name),
      FAULTS.map((f) => f.name),
      FLOWS.reduce((n, f) => n + faultsOf(f).length, 0),
      COMMAND,
    );
  });

  describe('fault matrix (issue 6): every fault on every flow', () => {
    for (const flow of FLOWS.filter((f) => flowNames.includes(f.name))) {
      describe(flow.name, () => {
        for (const fc of faultsOf(flow)) {
          it(fc.name, async () => {
            const cell: Cell = { flow: flow.name, fault: fc.name, checks: {} };
            cells.push(cell);
            await runCell(flow, fc, cell);
            expect(cell.checks, cell.seen).toEqual({
              message: true,
              console: true,
              usable: true,
              input: flow.typed === null || (flow.transient && fc.logsOut) ? null : true,
            });
          }, 90_000);
        }
      });
    }
  });
}
