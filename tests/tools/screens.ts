/**
 * Screenshots of routes at phone and desktop widths, in the given locales, for looking at the product as a
 * user would. Usage:
 *   npx tsx tests/tools/screens.ts <baseUrl> <outDir> <userNo|-> <locale,locale> <route> [route...]
 * e.g. npx tsx tests/tools/screens.ts http://127.0.0.1:4173 .screens 10001 zh-Hans,en /pages/index/index
 */
import { mkdirSync } from 'node:fs';
import { launchBrowser, launchUrl, VIEWPORTS } from '../e2e/support/harness';

const [base, out, userNo, locales, ...routes] = process.argv.slice(2);
mkdirSync(out, { recursive: true });

for (const locale of locales.split(',')) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const ctx = await launchBrowser({ viewport });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
    await page.addInitScript((loc) => {
      localStorage.setItem('isSetDefaultLang', 'true');
      localStorage.setItem('Locale', loc);
    }, locale);
    for (const route of routes) {
      const url = userNo === '-' ? `${base}/#${route}` : launchUrl(base, { userNo, to: route });
      await page.goto(url);
      await page.waitForTimeout(1200);
      const file = `${out}/${route.replace(/[^\w]+/g, '_')}-${locale}-${name}.png`;
      await page.screenshot({ path: file });
      console.log(file);
    }
    await ctx.close();
  }
}
