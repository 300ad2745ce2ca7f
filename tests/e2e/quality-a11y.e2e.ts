import { describe, expect, it } from 'vitest';
import { launchBrowser, launchUrl, resetDemo } from './support/harness';
import { settle } from './support/quality-a11y-helpers';
import { a11yBase, audit, axeSuite } from './support/quality-a11y-suite';

/** Issue 6, accessibility: axe proves it looks inside the widget's shadow root, then English and Simplified Chinese. */
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
      await page.evaluate(() =>
        document.querySelector('[data-esign-mount]')!.shadowRoot!.getElementById('planted')!.remove(),
      );
      expect(await audit(page)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

await axeSuite(['en', 'zh-Hans']);
