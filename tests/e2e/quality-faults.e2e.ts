import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  clearFaults,
  fault,
  launchBrowser,
  launchUrl,
  openPage,
  resetDemo,
  seedRecords,
  type FaultSpec,
} from './support/harness';
import { writeMatrix, type Cell, type Check } from '../hostile/matrix';
import { demoUrl } from './support/servers';

/**
 * The fault matrix (issue 6, Reliability): every server fault on every flow that talks to the server, in a real
 * browser, in Simplified Chinese. Each cell checks what the user cares about:
 *  - message: a clear message in the user's language (the SPEC 8 modal text; for the slow answer, the loading
 *    state and then the result);
 *  - console: no uncaught error and no console error besides Chromium's own "Failed to load resource" lines;
 *  - usable: once the fault is gone, the same action works (after a 401, after signing in again);
 *  - input: what the user typed is still there (null where the flow has nothing to type).
 * Faults last until cleared (`times: 0`), so the client's read retries and Chromium's own GET retry all meet it.
 * Time-out: the server holds the answer past 60 s, and the page's clock (Playwright's fake timers, installed just
 * before the action) jumps 61 s, so the client's real 60 s timer fires; the upload uses XMLHttpRequest's own
 * timer, which fake time cannot move: there the time-out cell checks a 5 s hold instead (progress shown, then
 * the result) and the 60 s rule is the unit test of src/http/transfer.ts's options.
 */

const base = demoUrl();
const COMMAND = 'QUALITY_MATRIX_DOC=1 npx vitest run --project e2e tests/e2e/quality-faults.e2e.ts';

const T = {
  timeout: '请求超时，请重试',
  getFailed: '获取失败，请重试',
  notLoggedIn: '您还未登录，请重新尝试',
  notFound: '内容不存在，请重试',
  nonAuthoritative: '您没有权限查看该信息',
  ok: '确定',
  retry: '重试',
};

interface FaultCase {
  name: string;
  spec: Omit<FaultSpec, 'path'>;
  /** The modal text; undefined: no error, the loading state then the result. */
  message?: string;
  /** The session ends (SPEC 8: 401, and a 500 with code 100). */
  logsOut?: boolean;
  /** Move the page's clock past the 60 s time-out once the request is out. */
  clock?: boolean;
}

const FAULTS: FaultCase[] = [
  { name: 'time-out (60 s)', spec: { delayMs: 61_000, status: 504 }, message: T.timeout, clock: true },
  { name: 'abort (cut mid-body)', spec: { network: 'abort' }, message: T.getFailed },
  { name: '401', spec: { status: 401 }, message: T.notLoggedIn, logsOut: true },
  { name: '404', spec: { status: 404 }, message: T.notFound },
  { name: '500 without message', spec: { status: 500 }, message: T.getFailed },
  {
    name: '500 with code 100',
    spec: { status: 500, body: { type: 'error', success: 0, code: 100, data: null } },
    message: T.notLoggedIn,
    logsOut: true,
  },
  {
    name: 'code 203',
    spec: { status: 200, body: { type: 'error', success: 0, code: 203, data: null } },
    message: T.nonAuthoritative,
  },
  { name: 'network drop', spec: { network: 'drop' }, message: T.getFailed },
  {
    name: 'malformed JSON',
    spec: { status: 200, body: '{"type":"success","success":1,"data":{' },
    message: T.getFailed,
  },
  { name: '3-second delay', spec: { delayMs: 3000 } },
];

interface Flow {
  name: string;
  /** Where the flow starts; null: the logged-out login page. */
  start: () => string | null;
  /** The API path prefix the fault applies to. */
  path: () => string;
  /** Brings the page to the moment before the action, typing what a user would. */
  prepare: (page: Page) => Promise<void>;
  /** The user's action that reaches the server. */
  act: (page: Page) => Promise<void>;
  /** Shown while the request is in flight. */
  busy: (page: Page) => Locator;
  /** After the error was dismissed (still signed in): the typed text is still there; null when nothing is typed. */
  typed: ((page: Page) => Promise<boolean>) | null;
  /** The action once more after the fault is gone (retry button or the same button). */
  again: (page: Page) => Promise<void>;
  /** The time-out cell holds the answer 5 s instead (loading, then the result): see the file comment. */
  realTimeOnly?: boolean;
  /** What is typed is a search term: not worth keeping across a logout (drafts and comments are). */
  transient?: boolean;
  /** The result of a successful action is on screen. */
  done: (page: Page) => Promise<void>;
  /** Who signs in for the flow (default the approver 10001) and the greeting home shows them. */
  user?: { no: string; hello: string };
  /** The flow changes the server's data, so each of its cells starts from a new seed; reads share one. */
  mutates?: boolean;
}

let ctx: BrowserContext;
let form = '';
const cells: Cell[] = [];

const alert = (page: Page) => page.getByRole('alertdialog');
const confirmOk = (page: Page) => page.getByRole('dialog').getByRole('button', { name: T.ok }).click();
const loginButton = (page: Page) => page.getByRole('button', { name: '登录', exact: true });

async function signIn(page: Page, userNo = '10001') {
  await page.getByLabel('账号').fill(userNo);
  await page.getByLabel('密码', { exact: true }).fill('demo');
  await loginButton(page).click();
}

/** Every field of the account-permission form but the one the user types in the test. */
const DRAFT = {
  department: '業務一部',
  position: '業務專員',
  company: '2000',
  systemName: 'SAP',
  accessClass: 'system',
  rolesFunctions: 'Z_SD_SALES',
};
const PURPOSE = '查詢客戶訂單與出貨狀態。';
const COMMENT = '同意，請於月底前交貨。';
const KEYWORD = '林美玲';

const FLOWS: Flow[] = [
  {
    name: 'login',
    start: () => null,
    path: () => '/api/auth/login',
    prepare: async (page) => {
      await page.getByLabel('账号').fill('10001');
      await page.getByLabel('密码', { exact: true }).fill('demo');
    },
    act: (page) => loginButton(page).click(),
    busy: (page) => page.getByRole('button', { name: '正在登录…' }),
    typed: async (page) =>
      (await page.getByLabel('账号').inputValue()) === '10001' &&
      (await page.getByLabel('密码', { exact: true }).inputValue()) === 'demo',
    again: (page) => loginButton(page).click(),
    done: (page) => page.getByText('您好，陳志明').waitFor(),
  },
  {
    name: 'list',
    start: () => '/pages/SAP/PDSProcessing/PDSProcessing',
    path: () => '/gateway/bpm/sap/forms',
    prepare: async (page) => {
      await page.locator('[data-form-id]').first().waitFor();
    },
    act: (page) => page.getByRole('searchbox', { name: '单号或申请人' }).fill(KEYWORD),
    busy: (page) => page.getByText('加载中…'),
    typed: async (page) => (await page.getByRole('searchbox', { name: '单号或申请人' }).inputValue()) === KEYWORD,
    transient: true,
    again: async (page) => {
      const retry = page.getByRole('button', { name: T.retry });
      if (await retry.count()) await retry.first().click();
      else await page.getByRole('searchbox', { name: '单号或申请人' }).fill(KEYWORD);
    },
    done: async (page) => {
      await expect
        .poll(
          async () => {
            const texts = await page.locator('[data-form-id]').allTextContents();
            return texts.length > 0 && texts.every((t) => t.includes(KEYWORD));
          },
          { timeout: 15_000 },
        )
        .toBe(true);
    },
  },
  {
    name: 'open a form',
    start: () => '/pages/SAP/PDSProcessing/PDSProcessingPucOrder',
    path: () => `/gateway/bpm/sap/forms/${form}`,
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: '单号或申请人' }).fill(form);
      await page.locator(`[data-form-id="${form}"]`).waitFor();
    },
    act: (page) => page.locator(`[data-form-id="${form}"]`).click(),
    busy: (page) => page.getByText('加载中…'),
    typed: null,
    again: async (page) => {
      const retry = page.getByRole('button', { name: T.retry });
      if (await retry.count()) await retry.first().click();
      else await page.locator(`[data-form-id="${form}"]`).click();
    },
    done: (page) => page.getByRole('heading', { name: form }).waitFor(),
  },
  {
    name: 'approve',
    mutates: true,
    start: () => `/pages/SAP/processingInfo/purchaseOrder?id=${form}`,
    path: () => `/gateway/bpm/sap/forms/${form}/approve`,
    prepare: async (page) => {
      await page.getByLabel('签核意见').fill(COMMENT);
    },
    act: async (page) => {
      await page.getByRole('button', { name: '核准', exact: true }).click();
      await confirmOk(page);
    },
    busy: (page) => page.getByRole('button', { name: '核准', exact: true, disabled: true }),
    typed: async (page) => (await page.getByLabel('签核意见').inputValue()) === COMMENT,
    again: async (page) => {
      await page.getByRole('button', { name: '核准', exact: true }).click();
      await confirmOk(page);
    },
    done: async (page) => {
      // Signed: the action bar is gone (the form moves on to the next signer).
      await expect
        .poll(() => page.getByRole('button', { name: '核准', exact: true }).count(), { timeout: 15_000 })
        .toBe(0);
    },
  },
  {
    name: 'submit a new form',
    mutates: true,
    start: () => '/pages/SAP/accountPermissions/add',
    path: () => '/gateway/bpm/sap/applications',
    prepare: async (page) => {
      // The rest of the form is an earlier draft: wait until it is back before typing on top of it.
      await page.getByText('已恢复您未送出的草稿。').waitFor();
      await page.getByLabel('工作用途').fill(PURPOSE);
      await page.getByRole('button', { name: '预览' }).click();
      await page.waitForURL((u) => u.hash.includes('/accountPermissions/preview'));
    },
    act: async (page) => {
      await page.getByRole('button', { name: '送出签核' }).click();
      await confirmOk(page);
    },
    busy: (page) => page.getByRole('button', { name: '送出签核', disabled: true }),
    typed: async (page) => {
      // The preview still shows it, and the edit page still holds it.
      await page.getByText(PURPOSE).waitFor({ timeout: 5000 });
      await page.getByRole('button', { name: '修改' }).click();
      const kept = (await page.getByLabel('工作用途').inputValue()) === PURPOSE;
      await page.getByRole('button', { name: '预览' }).click();
      await page.waitForURL((u) => u.hash.includes('/accountPermissions/preview'));
      return kept;
    },
    again: async (page) => {
      await page.getByRole('button', { name: '送出签核' }).click();
      await confirmOk(page);
    },
    done: (page) =>
      page.waitForURL((u) => u.hash.includes('/accountPermissions/processingInfo?id=AP'), { timeout: 15_000 }),
  },
  {
    name: 'upload',
    mutates: true,
    start: () => `/pages/SAP/file/fileList?id=${form}`,
    path: () => `/gateway/bpm/sap/forms/${form}/files`,
    prepare: async (page) => {
      // The list's own read must be back first: answered after the fault is set, it would be the cell's error.
      await page.locator('[data-esign-root] main section h2').waitFor();
      await page.getByRole('link', { name: '新增附件' }).click();
      await page.waitForURL((u) => u.hash.includes('/pages/SAP/file/fileAdd'));
      await page
        .getByLabel('选择文件')
        .setInputFiles({ name: '比價表 Q4.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(64 * 1024, 37) });
    },
    act: async (page) => {
      await page.getByRole('button', { name: '上传' }).click();
      await confirmOk(page);
    },
    busy: (page) => page.getByTestId('upload-progress'),
    typed: async (page) =>
      (await page.getByLabel('选择文件').evaluate((input) => (input as HTMLInputElement).files?.[0]?.name)) ===
      '比價表 Q4.pdf',
    again: async (page) => {
      await page.getByRole('button', { name: '上传' }).click();
      await confirmOk(page);
    },
    // A chosen file cannot outlive a logout (a page cannot keep a file handle); the user picks it again.
    transient: true,
    // XMLHttpRequest's time-out is the browser's own timer: fake time cannot move it.
    realTimeOnly: true,
    done: async (page) => {
      await page.waitForURL((u) => u.hash.includes('/pages/SAP/file/fileList'), { timeout: 15_000 });
      await page.getByText('比價表 Q4.pdf').waitFor();
    },
  },
  {
    // The inbox: one list across areas, searched (a new request per search, as the areas' lists).
    name: 'inbox',
    start: () => '/pages/inbox/inbox',
    path: () => '/api/inbox/items',
    prepare: async (page) => {
      await page.locator('[data-item]').first().waitFor();
    },
    act: (page) => page.getByRole('searchbox', { name: '搜索待办' }).fill(KEYWORD),
    busy: (page) => page.getByText('加载中…'),
    typed: async (page) => (await page.getByRole('searchbox', { name: '搜索待办' }).inputValue()) === KEYWORD,
    transient: true,
    again: async (page) => {
      const retry = page.getByRole('button', { name: T.retry });
      if (await retry.count()) await retry.first().click();
      else await page.getByRole('searchbox', { name: '搜索待办' }).fill(KEYWORD);
    },
    done: async (page) => {
      await expect
        .poll(
          async () => {
            const texts = await page.locator('[data-item]').allTextContents();
            return texts.length > 0 && texts.every((t) => t.includes(KEYWORD));
          },
          { timeout: 15_000 },
        )
        .toBe(true);
    },
  },
  {
    // My applications: the applicant reminds the current signer of the oldest waiting one.
    name: 'remind',
    mutates: true,
    user: { no: '10002', hello: '您好，林美玲' },
    start: () => '/pages/inbox/applications',
    path: () => '/api/inbox/remind',
    prepare: async (page) => {
      await page.locator('[data-app]').first().getByRole('button', { name: /^催办/ }).waitFor();
    },
    act: (page) => page.locator('[data-app]').first().getByRole('button', { name: /^催办/ }).click(),
    busy: (page) => page.locator('[data-app]').first().getByRole('button', { name: /^催办/, disabled: true }),
    typed: null,
    again: (page) => page.locator('[data-app]').first().getByRole('button', { name: /^催办/ }).click(),
    done: (page) => page.getByText(/^已提醒 .+。$/).waitFor({ timeout: 15_000 }),
  },
];

beforeAll(async () => {
  ctx = await launchBrowser({ locale: 'zh-CN' });
  await ctx.addInitScript(() => {
    if (!localStorage.getItem('Locale')) localStorage.setItem('Locale', 'zh-Hans');
    localStorage.setItem('isSetDefaultLang', 'true');
  });
  await resetDemo(base);
  const seed = await seedRecords(base);
  const po = seed.find(
    (r) => r.area === 'sap' && r.type === 'purchaseOrder' && r.status === 'under approval' && r.assignee === '10001',
  )!;
  form = po.id;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  writeMatrix(
    cells,
    FLOWS.map((f) => f.name),
    FAULTS.map((f) => f.name),
    COMMAND,
  );
});

async function startPage(flow: Flow): Promise<{ page: Page; errors: string[] }> {
  const route = flow.start();
  // A fresh session per cell: a 401 in the previous cell logged the browser out, and drafts must not carry over.
  // Any page of the origin gives its storage; the health answer loads nothing else.
  const blank = await openPage(ctx, `${base}/healthz`);
  await blank.page.evaluate((draft) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('esign.draft.')) localStorage.removeItem(key);
    localStorage.setItem('esign.draft.sap.accountPermissions.10001', JSON.stringify(draft));
    localStorage.removeItem('LoginInfo');
  }, DRAFT);
  await blank.page.close();
  const opened = await openPage(
    ctx,
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

const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

async function runCell(flow: Flow, given: FaultCase, cell: Cell): Promise<void> {
  const fc: FaultCase = given.clock && flow.realTimeOnly ? { name: given.name, spec: { delayMs: 5000 } } : given;
  // A new seed costs the server seconds of work; only a flow that changed the data needs one.
  if (flow.mutates) await resetDemo(base);
  const { page, errors } = await startPage(flow);
  const checks = cell.checks;
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
      cell.seen = `${fc === given ? '' : '5 s hold: '}loading: "${(await flow.busy(page).first().textContent())?.trim()}"`;
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
    throw error;
  } finally {
    await clearFaults(base);
    await page.close();
  }
}

describe('fault matrix (issue 6): every fault on every flow', () => {
  for (const flow of FLOWS) {
    describe(flow.name, () => {
      for (const fc of FAULTS) {
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
      await page.close();
    }
  }, 60_000);
});
