import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { SapFormDetail, SapFormSummary } from '../../src/api/sap';
import type { Page as ApiPage } from '../../src/api/define';
import { clearFaults, demoToken, fault, launchBrowser, launchUrl, resetDemo } from './support/harness';
import { audit } from './support/axe';
import { api, confirmDialog, englishBrowser, openAs } from './support/sap-helpers';
import { drawZigzag } from './support/signing-helpers';
import { demoUrl, reactUrl } from './support/servers';
import { reusedTab } from './support/tab';

/**
 * Signing in a real browser against the demo server: the PIN for a large purchase order (set on first need), a
 * drawn signature for scrapping a fixed asset, a form changed under an open page, a tampered evidence chain,
 * the sealed PDF as saved from the page checked with poppler-utils, the PIN in the settings with its lock. Both
 * builds; axe on the PIN and pad dialogs.
 */
const base = demoUrl();
const PIN = '482916';
let phone: BrowserContext;

beforeAll(async () => {
  phone = await englishBrowser({ viewport: 'phone' });
});
afterAll(() => phone?.close());
beforeEach(() => resetDemo(base));

// The tests load their forms into one tab (support/tab.ts); Chromium's own line for a failed request the test
// provoked is no page error.
const tab = reusedTab(() => phone, /Failed to load resource/);
/** Signs in as 10001 and opens route in the tab; waits for the page title. */
async function load(url: string, route: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await tab.open(launchUrl(url, { userNo: '10001', to: route }));
  await page.locator('h1').first().waitFor();
  return { page, errors };
}

async function send(url: string, method: string, path: string, body?: unknown, form?: FormData) {
  const token = await demoToken(url, '10001');
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-access-token': token };
  if (!form) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}/gateway/bpm${path}`, { method, headers, body: form ?? JSON.stringify(body) });
  return (await res.json()) as { code: number; data: unknown };
}

/** A form waiting for 10001 with the given policy, and its route. */
async function waitingWith(url: string, list: string, policy: string): Promise<SapFormDetail & { route: string }> {
  const page = await api<ApiPage<SapFormSummary>>(
    url,
    '10001',
    `/sap/forms?list=${list}&status=underApproval&pageSize=100`,
  );
  for (const row of page.rows.filter((r) => r.canApprove)) {
    const detail = await api<SapFormDetail>(url, '10001', `/sap/forms/${row.id}`);
    if (detail.signing.policy === policy)
      return { ...detail, route: `/pages/SAP/processingInfo/${detail.type}?id=${detail.id}` };
  }
  throw new Error(`no waiting ${policy} form in ${list}`);
}

async function approve(page: Page) {
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirmDialog(page);
}

/** Ink on the pad: how many pixels are not transparent. */
const inked = (page: Page) =>
  page.getByTestId('signature-pad').evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n;
  });

describe('signing', () => {
  it.each([
    ['preact', base],
    ['react', reactUrl()],
  ])('%s: a large purchase order asks for the PIN, set on first need (axe clean)', async (_build, url) => {
    await resetDemo(url);
    const form = await waitingWith(url, 'pucOrder', 'confirm');
    expect(form.amount).toBeGreaterThanOrEqual(50_000);
    const { page, errors } = await load(url, form.route);
    await approve(page);
    const dialog = page.getByRole('dialog', { name: 'Signing PIN' });
    await dialog.getByLabel('New PIN (6 digits)').fill(PIN);
    await dialog.getByLabel('New PIN again').fill('111111');
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await dialog.getByText('The two PINs are not the same.').waitFor();
    expect(await audit(page)).toEqual([]);
    await dialog.getByLabel('New PIN (6 digits)').fill(PIN);
    await dialog.getByLabel('New PIN again').fill(PIN);
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
    const evidence = await api<{ entries: Array<{ policy: string }> }>(url, '10001', `/evidence/sap/${form.id}`);
    expect(evidence.entries.at(-1)?.policy).toBe('confirm');
    expect(page.url()).not.toContain(PIN);
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
    ).not.toContain(PIN);
    expect(errors).toEqual([]);
  });

  it('a wrong PIN says how many tries are left and signs nothing', async () => {
    await send(base, 'POST', '/signing/pin', { pin: PIN });
    const form = await waitingWith(base, 'pucOrder', 'confirm');
    const { page } = await load(base, form.route);
    await approve(page);
    const dialog = page.getByRole('dialog', { name: 'Signing PIN' });
    await dialog.getByLabel('Signing PIN').fill('000000');
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await dialog.getByText('Wrong PIN. 4 tries left.').waitFor();
    expect((await api<{ entries: unknown[] }>(base, '10001', `/evidence/sap/${form.id}`)).entries).toEqual([]);
    await dialog.getByLabel('Signing PIN').fill(PIN);
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
  });

  it('scrapping a fixed asset asks for a drawn signature, refuses an empty pad, keeps strokes through rotation', async () => {
    await send(base, 'POST', '/signing/pin', { pin: PIN });
    const form = await waitingWith(base, 'fixedAssets', 'drawn');
    const { page, errors } = await load(base, form.route);
    await approve(page);
    const pad = page.getByRole('dialog', { name: 'Draw your signature' });
    await pad.getByRole('button', { name: 'Next' }).click();
    await pad.getByText('Draw your signature or type your name first.').waitFor();
    expect(await audit(page)).toEqual([]);
    await drawZigzag(page);
    const before = await inked(page);
    expect(before).toBeGreaterThan(100);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/pad-portrait.png` });
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(() => inked(page)).toBeGreaterThan(100);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/pad-landscape.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => inked(page)).toBeGreaterThan(100);
    await pad.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signing PIN' });
    await dialog.getByLabel('Signing PIN').fill(PIN);
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
    const evidence = page.getByTestId('evidence');
    await evidence.getByText('Record intact').waitFor();
    await evidence.getByRole('img', { name: /Drawn signature of/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a touch-drawn signature, or a typed name from the keyboard, signs too', async () => {
    await send(base, 'POST', '/signing/pin', { pin: PIN });
    const form = await waitingWith(base, 'fixedAssets', 'drawn');
    const { page } = await load(base, form.route);
    await approve(page);
    const canvas = page.getByTestId('signature-pad');
    const box = (await canvas.boundingBox())!;
    const at = (fx: number, fy: number) => ({
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      bubbles: true,
      clientX: box.x + box.width * fx,
      clientY: box.y + box.height * fy,
    });
    await canvas.dispatchEvent('pointerdown', at(0.2, 0.5));
    for (const fx of [0.3, 0.4, 0.5, 0.6]) await canvas.dispatchEvent('pointermove', at(fx, fx));
    await canvas.dispatchEvent('pointerup', at(0.6, 0.6));
    expect(await inked(page)).toBeGreaterThan(50);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => inked(page)).toBe(0);
    await page.getByRole('button', { name: 'Type my name instead' }).click();
    // The name field takes the focus once it is drawn: type only then, as a person would.
    const name = page.getByLabel('Your name, as your signature');
    await expect.poll(() => name.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.type('陳志明');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Signing PIN' });
    await dialog.getByLabel('Signing PIN').fill(PIN);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
  });

  it('a dropped network while signing keeps the drawing and the dialog; the retry signs once', async () => {
    await send(base, 'POST', '/signing/pin', { pin: PIN });
    const form = await waitingWith(base, 'fixedAssets', 'drawn');
    const { page } = await load(base, form.route);
    await approve(page);
    await drawZigzag(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await fault(base, { path: `/gateway/bpm/sap/forms/${form.id}/approve`, network: 'drop', times: 0 });
    const dialog = page.getByRole('dialog', { name: 'Signing PIN' });
    await dialog.getByLabel('Signing PIN').fill(PIN);
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await dialog.getByText('The connection dropped. Try again: the form is signed only once.').waitFor();
    await clearFaults(base);
    await dialog.getByLabel('Signing PIN').fill(PIN);
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
    const { entries } = await api<{ entries: Array<{ imageDigest: string }> }>(
      base,
      '10001',
      `/evidence/sap/${form.id}`,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0].imageDigest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a form changed under the open page is refused, reloaded and explained; the comment stays', async () => {
    const form = await waitingWith(base, 'pucOrder', 'tap');
    const { page } = await load(base, form.route);
    await page.getByLabel('Comment').fill('價格已確認');
    const upload = new FormData();
    upload.append('file', new Blob(['added later']), 'late.txt');
    await send(base, 'POST', `/sap/forms/${form.id}/files`, undefined, upload);
    await approve(page);
    const alert = page.getByRole('alertdialog');
    await alert.getByText(/This form changed after you opened it \(the attachments\)/).waitFor();
    await alert.getByRole('button').click();
    expect(await page.getByLabel('Comment').inputValue()).toBe('價格已確認');
    await approve(page);
    await page.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
  });

  it('a tampered evidence entry shows where the chain breaks, in English and Chinese; the sealed PDF opens', async () => {
    const form = await waitingWith(base, 'pucOrder', 'tap');
    await send(base, 'POST', `/sap/forms/${form.id}/approve`, { contentDigest: form.signing.contentDigest });
    const { page } = await load(base, form.route);
    const evidence = page.getByTestId('evidence');
    await evidence.getByText('Record intact').waitFor();
    await evidence.getByRole('button', { name: 'Open sealed PDF' }).click();
    const viewer = page.getByTestId('sealed-pdf');
    await viewer.locator('canvas').first().waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await fetch(`${base}/demo/tamper`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ area: 'sap', id: form.id }),
    });
    await page.reload();
    await evidence.getByText('Record broken at step 1: an entry was changed after it was recorded').waitFor();
    const zh = await launchBrowser({ viewport: 'phone', locale: 'zh-CN' });
    const { page: zhPage } = await openAs(zh, base, '10001', form.route);
    await zhPage.getByText('记录在第 1 步断裂：有记录在写入后被更改').waitFor();
    await zh.close();
  });

  it('the sealed PDF saved from the evidence passes pdfsig, fails it after one changed byte, and holds real text', async () => {
    const form = await waitingWith(base, 'pucOrder', 'tap');
    await send(base, 'POST', `/sap/forms/${form.id}/approve`, { contentDigest: form.signing.contentDigest });
    const { page } = await load(base, form.route);
    const evidence = page.getByTestId('evidence');
    await evidence.getByText('Record intact').waitFor();
    const saved = page.waitForEvent('download');
    await evidence.getByRole('button', { name: 'Download sealed PDF' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const dir = mkdtempSync(join(tmpdir(), 'sealed-'));
    const path = join(dir, 'sealed.pdf');
    await download.saveAs(path);
    // As an auditor checks it, with poppler-utils (installed by .ci/run).
    expect(spawnSync('pdfsig', [path], { encoding: 'utf8' }).stdout).toContain('Signature is Valid');
    expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })).toContain('陳志明');
    const changed = readFileSync(path);
    changed[changed.indexOf('/Producer') + 2] ^= 0x01;
    writeFileSync(join(dir, 'changed.pdf'), changed);
    expect(spawnSync('pdfsig', [join(dir, 'changed.pdf')], { encoding: 'utf8' }).stdout).not.toContain(
      'Signature is Valid',
    );
  });

  it('the settings set and change the PIN; five wrong old PINs lock it until a time', async () => {
    const { page } = await load(base, '/pages/setting/setting');
    await page.getByRole('button', { name: /Signing PIN\s*Not set/ }).click();
    let dialog = page.getByRole('dialog', { name: 'Signing PIN' });
    await dialog.getByLabel('New PIN (6 digits)').fill(PIN);
    await dialog.getByLabel('New PIN again').fill(PIN);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: /Signing PIN\s*Set/ }).click();
    dialog = page.getByRole('dialog', { name: 'Signing PIN' });
    for (let i = 0; i < 5; i++) {
      await dialog.getByLabel('Current PIN').fill('000000');
      await dialog.getByLabel('New PIN (6 digits)').fill('135790');
      await dialog.getByLabel('New PIN again').fill('135790');
      await dialog.getByRole('button', { name: 'Save' }).click();
      if (i < 4) await dialog.getByText(`Wrong PIN. ${4 - i} tries left.`).waitFor();
    }
    await dialog.getByText(/Signing is locked until \d{1,2}:\d{2}/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });
});
