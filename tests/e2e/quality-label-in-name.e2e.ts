import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, launchUrl, resetDemo, seedRecords } from './support/harness';
import {
  LOCALES,
  SIGNED_OUT,
  openRoute,
  routeAddresses,
  settle,
  switchLocale,
  unlockSalary,
} from './support/quality-a11y-helpers';
import { a11yBase } from './support/quality-a11y-suite';

/**
 * WCAG 2.5.3 Label in Name (level A), which axe does not check: on every route of ROUTES.md, in each of the four
 * languages, every control whose name is given apart from its content (aria-label, aria-labelledby) has a name
 * that contains its visible text, so a voice-control user who says what they see reaches it. Visible text is what
 * is shown and not hidden from assistive technology (a "+" glyph marked aria-hidden is a symbol, not a label).
 * A11Y_BUILD=react runs it against the React build.
 */
const base = a11yBase();
const routes = routeAddresses(await seedRecords(base));

/** Controls in the widget whose name does not contain their visible text: "visible text → name". */
async function mismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-esign-mount]')?.shadowRoot ?? document;
    const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
    const hidden = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) if (e.getAttribute('aria-hidden') === 'true') return true;
      return false;
    };
    // As the accessible name is computed from content: a box that is not inline (a flex item, a block) is set
    // apart by spaces, so "王建國" over "10101 · 資訊部" reads "王建國 10101 · 資訊部".
    const visibleText = (el: Element): string => {
      let text = '';
      const walk = (node: Node) => {
        if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
        else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') {
          const style = getComputedStyle(node);
          if (style.display === 'none' || style.visibility === 'hidden') return;
          const apart = !style.display.startsWith('inline') && style.display !== 'contents';
          if (apart) text += ' ';
          node.childNodes.forEach(walk);
          if (apart) text += ' ';
        }
      };
      el.childNodes.forEach(walk);
      return norm(text);
    };
    const nameOf = (el: Element): string | null => {
      const by = el.getAttribute('aria-labelledby');
      if (by)
        return norm(
          by
            .split(/\s+/)
            .map((id) => (el.getRootNode() as Document).getElementById(id)?.textContent ?? '')
            .join(' '),
        );
      const label = el.getAttribute('aria-label');
      return label === null ? null : norm(label);
    };
    const controls = root.querySelectorAll(
      'button, a[href], [role=button], [role=link], [role=tab], [role=menuitem], [role=checkbox], [role=radio], [role=switch], [role=option], summary',
    );
    const out: string[] = [];
    for (const el of controls) {
      if (hidden(el) || !(el as HTMLElement).offsetParent) continue;
      const name = nameOf(el);
      const text = visibleText(el);
      if (name === null || !text) continue;
      if (!name.includes(text)) out.push(`${text} → ${name}`);
    }
    return out;
  });
}

describe.each(LOCALES)('label in name, %s', (locale) => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    await resetDemo(base);
    ctx = await launchBrowser({ locale: 'en-US' });
    page = await ctx.newPage();
    await page.goto(`${base}/#/pages/login/login?clear=1`);
    await switchLocale(page, locale);
  });
  afterAll(() => ctx?.close());

  it('the check finds a control named apart from what it shows', async () => {
    await openRoute(page, '/pages/login/login');
    const bad = await page.evaluate(() => {
      const root = document.querySelector('[data-esign-mount]')!.shadowRoot!;
      const button = document.createElement('button');
      button.textContent = 'Remind';
      button.setAttribute('aria-label', 'Notify the signer');
      root.querySelector('main, [data-esign-root]')!.appendChild(button);
      return true;
    });
    expect(bad).toBe(true);
    expect(await mismatches(page)).toContain('remind → notify the signer');
    await page.reload();
    await settle(page);
  });

  it('signed out: the login pages', async () => {
    const found: string[] = [];
    for (const path of SIGNED_OUT) {
      await openRoute(page, path);
      for (const m of await mismatches(page)) found.push(`${path}: ${m}`);
    }
    expect(found).toEqual([]);
  });

  describe('signed in as 10001', () => {
    beforeAll(async () => {
      await page.goto(launchUrl(base, { userNo: '10001' }));
      await page.locator(`[data-esign-root][lang="${locale}"]`).waitFor();
      await settle(page);
    });

    it.each(routes)('$address', async ({ path, address }) => {
      if (path === '/pages/salary/index') await unlockSalary(page);
      await openRoute(page, address);
      expect(await mismatches(page)).toEqual([]);
    });
  });
});
