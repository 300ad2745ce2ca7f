import { existsSync } from 'node:fs';
import { firstPaintPath, loginPath, staticClosure, sumGzip } from './chunks';

/**
 * Size budgets of issue 2, on the default (Preact) build in dist/. Sizes are deterministic, so a budget is a
 * test; the figures are also printed for the README. `npm test` builds dist/ first.
 */
const DIST = 'dist';
const LOADER_BUDGET = 5_000;
// 25 kB before the host handle API (events, themes, deployment configuration) joined the first screen; the launch
// work is to bring it back under 25 kB (docs/BENCHMARKS.md). Lowered as it shrinks (28,563 B in 10 files, then
// 25,966 B in 7), never raised silently; the login page painted without the framework (widgets/app/firstPaint.ts)
// then joined the path: 28,485 B in 10 files; translation stays on rosetta (a package the design card fixes): 28,866 B
// in 9 files; then each language's own CJK fonts (src/ui/styles/tokens.ts: traditional Chinese and Japanese were
// drawn with simplified Chinese glyph shapes), 55 B, raised on purpose: 28,953 B in 9 files. Counted since with the
// chunk hashes in import paths as one fixed string (chunks.ts, CHUNK_HASH): the same login code measured 28,953,
// 28,973 and 28,964 B as other chunks' hashes changed, and 28,431, 28,432 and 28,429 B counted so. 28,429 B.
// Raised on purpose by 61 B (28,436 to 28,497 B): the user's first tap, key or focused field fetches the error
// dialog's code (src/shell/App.tsx), so someone who types at once and then loses the network is still told why.
// Raised on purpose by 78 B (28,497 to 28,575 B): the loader asks for the framework once the browser reports the
// first paint shown (loader/afterPaint.ts), which took Lighthouse's login LCP from 1.5-1.7 s to 1.15-1.3 s.
// Lowered to 27,920 B in 8 files (27,917 B): one login form, built without the framework (src/account/form.ts),
// which the framework's page takes over as painted, instead of a framework form beside a painted look-alike.
const LOGIN_BUDGET = 27_920;
// What the login form painted without the framework waits for: the loader, the first paint with what it shares
// with the shell (one chunk pinned apart by scripts/merge-chunks.ts, so it never waits for the framework's chunk),
// and the core dictionary. 11.8 kB; raised on purpose to 12,520 B (12,500 B, chunk hashes counted as one string):
// the painted form is now the login form itself (validation with its field errors, the texts following the
// locale, the sign-in), not a look-alike that handed its fields to a framework form.
const FIRST_PAINT_BUDGET = 12_520;

describe.skipIf(!existsSync(`${DIST}/loader.js`))('bundle size budgets (gzip)', () => {
  it(`the loader is at most ${LOADER_BUDGET} bytes`, () => {
    const size = sumGzip(staticClosure(`${process.cwd()}/${DIST}/loader.js`));
    console.log(`loader: ${size} B gzip`);
    expect(size).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  it(`the login form painted before the framework waits for at most ${FIRST_PAINT_BUDGET} bytes (chunk hashes counted as one string), none of them the framework's`, () => {
    const files = firstPaintPath(DIST);
    const size = sumGzip(files, true);
    console.log(`first paint: ${size} B gzip in ${files.size} files`);
    expect([...files].some((f) => /\/(shell|app)-[^/]+\.js$/.test(f))).toBe(false);
    expect(size).toBeLessThanOrEqual(FIRST_PAINT_BUDGET);
  });

  it(`the loader plus everything the login page needs is at most ${LOGIN_BUDGET} bytes (chunk hashes counted as one string)`, () => {
    const files = loginPath(DIST);
    const size = sumGzip(files, true);
    console.log(
      `login path: ${size} B gzip in ${files.size} files, chunk hashes as one string (${sumGzip(files)} B as served)`,
    );
    expect(size).toBeLessThanOrEqual(LOGIN_BUDGET);
  });
});
