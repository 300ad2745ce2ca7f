import { describe, expect, it } from 'vitest';
import { launchBrowser, launchUrl, resetDemo } from './support/harness';
import { labelMismatches } from './support/label-in-name';
import { settle } from './support/quality-a11y-helpers';
import { LANGUAGE_RULES, audit } from './support/axe';
import { a11yBase, axeSuite } from './support/quality-a11y-suite';

/**
 * Issue 6, accessibility: axe and the Label-in-Name check prove they look inside the widget's shadow root and can
 * fail, then the walk runs in English (every rule, touch targets) and Simplified Chinese (the rules a language
 * can change).
 */
const base = a11yBase();

describe('axe sees inside the widget', () => {
  it('reports a nameless button planted in the shadow root, and nothing once it is gone', async () => {
    await resetDemo(base);
    const ctx = await launchBrowser({ locale: 'en-US' });
    try {
      const page = await ctx.newPage();
      await page.goto(launchUrl(base, { userNo: '10001', to: '/pages/setting/setting' }));
      await settle(page);
      await page.evaluate(() => {
        const root = document.querySelector('[data-esign-mount]')!.shadowRoot!.querySelector('[data-esign-root] main')!;
        const planted = document.createElement('button');
        planted.id = 'planted';
        root.append(planted);
      });
      const found = await audit(page);
      expect(found.find((f) => f.rule === 'button-name')?.targets[0]).toContain('#planted');
      // The language passes run only the rules a language can change: a missing name is one of them.
      const named = await audit(page, LANGUAGE_RULES);
      expect(named.find((f) => f.rule === 'button-name')?.targets[0]).toContain('#planted');
      await page.evaluate(() =>
        document.querySelector('[data-esign-mount]')!.shadowRoot!.getElementById('planted')!.remove(),
      );
      expect(await audit(page)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

describe('the Label-in-Name check sees inside the widget', () => {
  it('finds a control named apart from what it shows, and nothing once it is gone', async () => {
    const ctx = await launchBrowser({ locale: 'en-US' });
    try {
      const page = await ctx.newPage();
      await page.goto(`${base}/#/pages/login/login?clear=1`);
      await settle(page);
      const clean = await labelMismatches(page);
      await page.evaluate(() => {
        const button = document.createElement('button');
        button.id = 'planted';
        button.textContent = 'Remind';
        button.setAttribute('aria-label', 'Notify the signer');
        document.querySelector('[data-esign-mount]')!.shadowRoot!.querySelector('[data-esign-root]')!.append(button);
      });
      expect(await labelMismatches(page)).toEqual([...clean, 'remind → notify the signer']);
      await page.evaluate(() =>
        document.querySelector('[data-esign-mount]')!.shadowRoot!.getElementById('planted')!.remove(),
      );
      expect(await labelMismatches(page)).toEqual(clean);
    } finally {
      await ctx.close();
    }
  });
});

await axeSuite([
  { locale: 'en', scheme: 'light', rules: 'all', touch: true },
  { locale: 'zh-Hans', scheme: 'light', rules: 'language' },
]);
