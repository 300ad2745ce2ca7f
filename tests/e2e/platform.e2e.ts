import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { relative, resolve } from 'node:path';
import { loginPath } from '../size/chunks';
import {
  clearFaults,
  demoToken,
  fault,
  launchBrowser,
  launchUrl,
  resetDemo,
  setServerVersion,
} from './support/harness';
import { demoUrl } from './support/servers';

/**
 * The platform as a user meets it (issue 2): first launch, login and logout, address launches, the request
 * rules, errors, navigation, language, the portal host and the SRM variant. Chromium, zh-CN browser.
 */
const base = demoUrl();
const WXWORK_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36 wxwork/4.1.22';
let ctx: BrowserContext;
/** One tab for the whole file: every test starts it afresh at the site's health answer (a new tab costs a renderer). */
let tab: Page;
let errors: string[] = [];

beforeAll(async () => {
  ctx = await launchBrowser({ locale: 'zh-CN' });
  tab = await ctx.newPage();
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  tab.on('pageerror', (error) => errors.push(`page: ${error.message}`));
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await resetDemo(base);
  await ctx.clearCookies();
});
afterEach(async () => {
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
  for (const page of ctx.pages()) if (page !== tab) await page.close();
});

/** The file's tab at url, its errors counted from here on. */
async function open(url: string): Promise<Page> {
  errors = [];
  await tab.goto(url);
  return tab;
}

/**
 * The site with empty storage, not yet at any address of the client: a fresh first launch follows. The health
 * answer gives the origin's storage without loading the client, and makes the next address a new document.
 */
async function blank(): Promise<Page> {
  const page = await open(`${base}/healthz`);
  // sessionStorage too, as in a new tab: the once-a-session update check of an earlier test is not this one's.
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  return page;
}

async function fresh(url: string): Promise<Page> {
  const page = await blank();
  await page.goto(url);
  return page;
}

const root = (page: Page) => page.locator('[data-esign-root]');
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('LoginInfo') ?? '{}'));

async function signIn(page: Page, account = '10001', password = 'demo') {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

describe('first launch and login (SPEC 1, 4, 5)', () => {
  it('starts in Simplified Chinese once, on the login page', async () => {
    const page = await fresh(`${base}/`);
    // The page first (a cold first load can take longer than a poll), then its language.
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    await expect.poll(() => root(page).getAttribute('lang')).toBe('zh-Hans');
    expect(await page.evaluate(() => localStorage.getItem('isSetDefaultLang'))).toBe('true');
    expect(errors).toEqual([]);
  });

  it('asks for an account and a password, keeps what was typed after a wrong password', async () => {
    const page = await fresh(`${base}/#/pages/login/login`);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('请输入账号').waitFor();
    await page.getByText('请输入密码').waitFor();
    await signIn(page, '10001', 'wrong');
    await page.getByRole('alertdialog').getByText('账号或密码错误').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    expect(await page.getByLabel('账号').inputValue()).toBe('10001');
  });

  it('five wrong passwords lock the sign-in; the form says until when and keeps what was typed', async () => {
    const page = await fresh(`${base}/#/pages/login/login`);
    for (let i = 0; i < 4; i++) {
      await signIn(page, '10002', `wrong-${i}`);
      await page.getByRole('alertdialog').getByText('账号或密码错误').waitFor();
      await page.getByRole('button', { name: '确定' }).click();
    }
    await signIn(page, '10002', 'wrong-4');
    const locked = page.getByRole('alert').filter({ hasText: '登录已锁定' });
    await expect
      .poll(() => locked.textContent())
      .toMatch(/^密码错误次数过多，登录已锁定至 \d{2}:\d{2}，请在此之后再试。$/);
    // No dialog for a lock: the answer is under the form, and the right password is refused until then.
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await signIn(page, '10002', 'demo');
    await expect.poll(() => locked.count()).toBe(1);
    expect(await page.getByLabel('账号').inputValue()).toBe('10002');
  });

  it('logs in to home with the menu and to-do counts, and logs out to login with clear=1', async () => {
    const page = await fresh(`${base}/`);
    await signIn(page);
    await page.getByText('您好，陳志明').waitFor();
    expect(page.url()).toContain('#/pages/index/index');
    // The greeting shows at once; the menu and its counts follow with their own request.
    await page.getByTestId('todo-count').first().waitFor();
    const info = await stored(page);
    expect(info).toMatchObject({ login: true, userNo: '10001' });
    expect(info.expires_in - Date.now()).toBeGreaterThan(23 * 3600_000);

    await page.getByRole('link', { name: '我的' }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(page.url()).toContain('#/pages/login/login?clear=1');
    expect(await stored(page)).toMatchObject({ login: false, access_token: '', userNo: '', userName: '' });
    expect(errors).toEqual([]);
  });

  it('a logged-out deep link goes to login and returns to the page after signing in', async () => {
    const page = await fresh(`${base}/#/pages/setting/setting`);
    await signIn(page);
    await page.getByRole('heading', { name: '设置' }).waitFor();
  });
});

describe('address launches (SPEC 1) and the token never stays in the address', () => {
  it('Authorization in the address signs in and opens the deep link; the token is gone', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001', to: '/pages/setting/setting' }));
    await page.getByRole('heading', { name: '设置' }).waitFor();
    const token = (await stored(page)).access_token;
    expect(token.length).toBeGreaterThan(10);
    expect(page.url()).not.toContain(token);
    expect(page.url()).not.toMatch(/Authorization/i);
    expect(await page.evaluate(() => location.href)).toBe(`${base}/#/pages/setting/setting`);
  });

  it('the messaging-app redirect form signs in as userNo with phone and opens the page', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10002', via: 'wxwork', to: '/pages/my/my' }));
    await page.getByText('林美玲').waitFor();
    expect(page.url()).toBe(`${base}/#/pages/my/my`);
    const info = await stored(page);
    expect(info).toMatchObject({ userNo: '10002', login: true });
    expect(info.phone).not.toBe('');
    // The avatar falls back to the product logo when the account has none.
    expect(await page.getByTestId('avatar').getAttribute('src')).toBe('/static/logo.png');
  });

  it('inside the messaging app, a logged-out user goes through its login and comes back to the page', async () => {
    const agent = await launchBrowser({ locale: 'zh-CN', userAgent: WXWORK_AGENT });
    const page = await agent.newPage();
    await page.goto(`${base}/#/pages/setting/setting`);
    await page.getByRole('heading', { name: '设置' }).waitFor();
    expect(page.url()).toBe(`${base}/#/pages/setting/setting`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('LoginInfo')!).userNo)).toBe('10001');
    await agent.close();
  });

  it('from_company_type is stored as ApiCompanyType', async () => {
    const page = await fresh(`${base}/?from_company_type=2#/pages/login/login`);
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ApiCompanyType'))).toBe('2');
    expect(page.url()).not.toContain('from_company_type');
  });
});

describe('requests (SPEC 7) and responses (SPEC 8)', () => {
  it('every API request carries the bearer token and X-Access-Token', async () => {
    const page = await blank();
    // Listening before the launch: the first API request may leave while the page is still loading.
    const sent = page.waitForRequest((r) => r.url().includes('/api/user/'));
    await page.goto(launchUrl(base, { userNo: '10001' }));
    const request = await sent;
    const token = (await stored(page)).access_token;
    expect(request.headers().authorization).toBe(`Bearer ${token}`);
    expect(request.headers()['x-access-token']).toBe(token);
  });

  it('a stored token past its expiry is blanked at start: login again', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001' }));
    await page.getByText('您好，陳志明').waitFor();
    await page.evaluate(() => {
      const info = JSON.parse(localStorage.getItem('LoginInfo')!);
      localStorage.setItem('LoginInfo', JSON.stringify({ ...info, expires_in: Date.now() - 1000 }));
    });
    await page.goto(`${base}/#/pages/my/my`);
    await page.reload();
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect((await stored(page)).access_token).toBe('');
  });

  it('a newtoken response header replaces the stored token', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001', to: '/pages/setting/setting' }));
    await page.getByRole('heading', { name: '设置' }).waitFor();
    const fresher = await demoToken(base, '10001');
    await fault(base, { path: '/api/user/menu', headers: { newtoken: fresher } });
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByText('您好，陳志明').waitFor();
    await expect.poll(async () => (await stored(page)).access_token).toBe(fresher);
  });

  it('401 in the middle of a session: the user is alerted, then logged out', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001', to: '/pages/setting/setting' }));
    await page.getByRole('heading', { name: '设置' }).waitFor();
    await fault(base, { path: '/api/user/menu', status: 401 });
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByRole('alertdialog').getByText('您还未登录，请重新尝试').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect((await stored(page)).access_token).toBe('');
  });

  it('500 without a message shows "get failed" in one modal; the page stays usable', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001', to: '/pages/setting/setting' }));
    await page.getByRole('heading', { name: '设置' }).waitFor();
    // Until cleared: the host's to-do badge may refresh the menu silently in the background first, and a fault
    // for one request only would then be used up before home asks.
    await fault(base, { path: '/api/user/menu', status: 500, times: 0 });
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByRole('alertdialog').getByText('获取失败，请重试').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(1);
    await clearFaults(base);
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByText('SAP 签核').waitFor();
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('a dropped network shows "get failed" after the read retries, and recovers', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001', to: '/pages/setting/setting' }));
    await page.getByRole('heading', { name: '设置' }).waitFor();
    // Until cleared: Chromium itself retries a GET once on a reset connection, on top of our own retries.
    await fault(base, { path: '/api/user/menu', network: 'drop', times: 0 });
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByRole('alertdialog').getByText('获取失败，请重试').waitFor();
    await clearFaults(base);
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByText('SAP 签核').waitFor();
  });
});

describe('navigation (SPEC 2)', () => {
  it('an unknown page shows the not-found view with a way home', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001', to: '/pages/nowhere/at/all' }));
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.getByText('您好，陳志明').waitFor();
  });

  it('offers the update dialog over the page, once, when the server has a newer version', async () => {
    await setServerVersion(base, '1.1.0', 110);
    const page = await fresh(launchUrl(base, { userNo: '10001', to: '/pages/setting/setting' }));
    await page.getByRole('dialog').getByText('发现新版本').waitFor();
    // The page below stays rendered under the transparent overlay.
    expect(await page.getByRole('heading', { name: '设置' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '稍后' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: '设置' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Asked for by hand, it still answers.
    await page.getByRole('link', { name: /检查更新/ }).click();
    await page.getByRole('dialog').getByText('发现新版本').waitFor();
  });

  it('says so when this is the latest version', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001', to: '/pages/appUpdateModel/appUpdateModel' }));
    await page.getByRole('dialog').getByText('当前已是最新版本 1.0.0').waitFor();
  });
});

describe('language (SPEC 1)', () => {
  it('switches every string and the lang attribute at once, and keeps the choice', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001', to: '/pages/langSetting/langSetting' }));
    await page.getByRole('radio', { name: 'English' }).click();
    await expect.poll(() => root(page).getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { name: 'Language' }).waitFor();
    await page.getByRole('radio', { name: '日本語' }).click();
    await page.getByRole('heading', { name: '言語' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '言語' }).waitFor();
    expect(await root(page).getAttribute('lang')).toBe('ja');
  });
});

describe('first screen size (issue 2 budget)', () => {
  it('the browser fetches exactly the files the size budget counts to show the login page, then warms up', async () => {
    const page = await blank();
    const scripts: string[] = [];
    page.on(
      'request',
      (r) => r.url().endsWith('.js') && r.url().startsWith(base) && scripts.push(new URL(r.url()).pathname),
    );
    await page.goto(`${base}/#/pages/login/login`);
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    // After the page shows, idle time fetches what error paths need (src/shell/warmup.ts), starting with warmup-*.js.
    await expect.poll(() => scripts.some((p) => /\/warmup-[^/]+\.js$/.test(p))).toBe(true);
    await page.waitForLoadState('networkidle');
    const firstScreen = scripts
      .slice(
        0,
        scripts.findIndex((p) => /\/warmup-/.test(p)),
      )
      .filter((p) => p !== '/demo.js');
    const dist = resolve(process.env.DEMO_DIST ?? 'dist');
    // The page names the hashed loader chunk itself (demo/server/core/preload.ts): loader.js is for other hosts.
    const counted = [...loginPath(dist)]
      .map((f) => `/${relative(dist, f)}`)
      .filter((p) => p !== '/loader.js')
      .sort();
    expect(firstScreen.sort()).toEqual(counted);
    expect(scripts.some((p) => /\/ModalHost-[^/]+\.js$/.test(p))).toBe(true);
  });

  it('after the first screen, going offline still shows errors in the dialog, in the user language', async () => {
    const page = await fresh(`${base}/#/pages/login/login`);
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await ctx.setOffline(true);
    try {
      await signIn(page);
      await page.getByRole('alertdialog').getByText('获取失败，请重试').waitFor();
      expect(await page.getByLabel('账号').inputValue()).toBe('10001');
    } finally {
      await ctx.setOffline(false);
    }
  });
});

describe('hosts', () => {
  it('in the portal, hostile global CSS neither breaks the widget nor is changed by it', async () => {
    const page = await fresh(`${base}/portal.html#/pages/login/login`);
    const button = page.getByRole('button', { name: '登录', exact: true });
    await button.waitFor();
    // Polled: the first paint is taken over by the framework's page (an element read while it moves
    // has no computed style); both must look the same.
    const look = () =>
      button.evaluate((el) => {
        const s = getComputedStyle(el);
        return { bg: s.backgroundColor, minHeight: s.minHeight, display: s.display, sizing: s.boxSizing };
      });
    // The brand blue of buttons (vars.color.brand, darkened from the SPEC blue for WCAG AA contrast).
    await expect
      .poll(look)
      .toEqual({ bg: 'rgb(10, 102, 194)', minHeight: '44px', display: 'flex', sizing: 'border-box' });
    // The field label keeps the widget's size, not the portal's `div { font-size: 20px }`.
    await expect
      .poll(() => page.getByText('账号', { exact: true }).evaluate((el) => getComputedStyle(el).fontSize))
      .toBe('15px');
    // The host keeps its own look: our styles live in the widget's shadow root only.
    const hostButtonReset = await page.evaluate(() => {
      const probe = document.createElement('button');
      document.body.appendChild(probe);
      const s = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return s;
    });
    expect(hostButtonReset).not.toBe('rgb(10, 102, 194)');
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  });

  it('a classic-script host mounts through the global, and unmount removes the widget', async () => {
    const page = await fresh(`${base}/classic.html#/pages/login/login`);
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await page.evaluate(() => typeof window.EsignClient?.mount)).toBe('function');
    await page.getByRole('button', { name: 'Unmount' }).click();
    await expect.poll(() => page.locator('[data-esign-root]').count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('the SRM variant covers the page with a watermark of the user number that never catches clicks', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001', via: 'srm', to: '/pages/setting/setting' }));
    await page.getByRole('heading', { name: '设置' }).waitFor();
    expect(page.url()).toContain('/srm/#/pages/setting/setting');
    const mark = page.getByTestId('watermark');
    await expect.poll(() => mark.getAttribute('data-watermark-user')).toBe('10001');
    const style = await mark.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        pointer: s.pointerEvents,
        z: s.zIndex,
        png: s.backgroundImage.startsWith('url("data:image/png;base64,'),
        size: s.backgroundSize,
      };
    });
    expect(style).toEqual({ pointer: 'none', z: '1000', png: true, size: '180px 150px' });
    await page.getByRole('link', { name: /语言/ }).click();
    await page.getByRole('heading', { name: '语言' }).waitFor();
  });

  it('logout in the SRM variant goes to the SRM login', async () => {
    const page = await fresh(launchUrl(base, { userNo: '10001', via: 'srm', to: '/pages/my/my' }));
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await expect.poll(() => page.url()).toContain('/srm/#/pages/SRM/login/login?clear=1');
  });
});
