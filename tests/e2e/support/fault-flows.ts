import type { Locator, Page } from 'playwright-core';
import type { FaultSpec } from './harness';

/**
 * The fault matrix's rows and columns (tests/e2e/support/fault-matrix.ts runs them): the server faults, each with
 * what the user must see, and the flows that talk to the server, each with how a user starts, acts and retries.
 */

/** The record the form flows act on, chosen from the seed before the first cell. */
export const seeded = { form: '' };

export const T = {
  timeout: '请求超时，请重试',
  getFailed: '获取失败，请重试',
  notLoggedIn: '您还未登录，请重新尝试',
  notFound: '内容不存在，请重试',
  nonAuthoritative: '您没有权限查看该信息',
  ok: '确定',
  retry: '重试',
};

export interface FaultCase {
  name: string;
  spec: Omit<FaultSpec, 'path'>;
  /** The modal text; undefined: no error, the loading state then the result. */
  message?: string;
  /** The session ends (SPEC 8: 401, and a 500 with code 100). */
  logsOut?: boolean;
  /** Move the page's clock past the 60 s time-out once the request is out. */
  clock?: boolean;
}

export const FAULTS: FaultCase[] = [
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

/**
 * One fault of each kind of outcome the user sees: the time-out, a failed connection, a server error with its own
 * message, the logout, the slow answer. The other faults reach the page through the same request function and the
 * same modal as one of these (tests/unit/http/errors-table.test.ts maps each of them), so a flow that adds nothing
 * of its own to that path meets these five; the flows with a path of their own (`everyFault`) meet all ten.
 */
const ONE_OF_EACH_KIND = ['time-out (60 s)', 'network drop', '404', '401', '3-second delay'];

/** The faults a flow meets in the browser. */
export const faultsOf = (flow: Flow): FaultCase[] =>
  flow.everyFault ? FAULTS : FAULTS.filter((f) => (flow.faults ?? ONE_OF_EACH_KIND).includes(f.name));

export interface Flow {
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
  /** The time-out cell holds the answer 2 s instead (loading, then the result): see the file comment. */
  realTimeOnly?: boolean;
  /** What is typed is a search term: not worth keeping across a logout (drafts and comments are). */
  transient?: boolean;
  /** The result of a successful action is on screen. */
  done: (page: Page) => Promise<void>;
  /** Who signs in for the flow (default the approver 10001) and the greeting home shows them. */
  user?: { no: string; hello: string };
  /** The flow changes the server's data, so each of its cells starts from a new seed; reads share one. */
  mutates?: boolean;
  /**
   * The flow meets every fault, not one of each kind (faultsOf): the read the tap starts and the page takes over,
   * the write sent once with its idempotency key, and the upload on XMLHttpRequest, each a path of its own.
   */
  everyFault?: true;
  /**
   * Fewer faults than one of each kind, for a flow whose page reads and shows errors through the same list hook
   * or button as a flow that meets them all: only what could differ on it (the failed request, the logout).
   */
  faults?: readonly string[];
}

export const alert = (page: Page) => page.getByRole('alertdialog');
export const confirmOk = (page: Page) => page.getByRole('dialog').getByRole('button', { name: T.ok }).click();
export const loginButton = (page: Page) => page.getByRole('button', { name: '登录', exact: true });

export async function signIn(page: Page, userNo = '10001') {
  await page.getByLabel('账号').fill(userNo);
  await page.getByLabel('密码', { exact: true }).fill('demo');
  await loginButton(page).click();
}

export const PURPOSE = '查詢客戶訂單與出貨狀態。';
export const COMMENT = '同意，請於月底前交貨。';
export const KEYWORD = '林美玲';

export const FLOWS: Flow[] = [
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
    everyFault: true,
    start: () => '/pages/SAP/PDSProcessing/PDSProcessingPucOrder',
    path: () => `/gateway/bpm/sap/forms/${seeded.form}`,
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: '单号或申请人' }).fill(seeded.form);
      await page.locator(`[data-form-id="${seeded.form}"]`).waitFor();
    },
    act: (page) => page.locator(`[data-form-id="${seeded.form}"]`).click(),
    busy: (page) => page.getByText('加载中…'),
    typed: null,
    again: async (page) => {
      const retry = page.getByRole('button', { name: T.retry });
      if (await retry.count()) await retry.first().click();
      else await page.locator(`[data-form-id="${seeded.form}"]`).click();
    },
    done: (page) => page.getByRole('heading', { name: seeded.form }).waitFor(),
  },
  {
    name: 'approve',
    everyFault: true,
    mutates: true,
    start: () => `/pages/SAP/processingInfo/purchaseOrder?id=${seeded.form}`,
    path: () => `/gateway/bpm/sap/forms/${seeded.form}/approve`,
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
    everyFault: true,
    mutates: true,
    start: () => `/pages/SAP/file/fileList?id=${seeded.form}`,
    path: () => `/gateway/bpm/sap/forms/${seeded.form}/files`,
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
    // The inbox: one list across areas, searched (a new request per search). It pages and reports errors through
    // usePagedList, as the SAP list does, so it meets the failed request and the logout; the rest is that path.
    name: 'inbox',
    faults: ['network drop', '401'],
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
    // My applications: the applicant reminds the current signer of the oldest waiting one. A button's write, as
    // approve is: the time-out (the reminder may have gone), the failed request and the logout.
    name: 'remind',
    faults: ['time-out (60 s)', 'network drop', '401'],
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
