import { resolve } from 'node:path';
import { builtWith, ownWeight } from './chunks';

/**
 * The inbox's own weight: its chunk plus every chunk only it needs (its pages and its dictionary in one
 * language), gzip level 9, at most 15 kB. Shared code (the shell, the UI kit, the framework) is paid by the first
 * screen. Runs against dist/ (or SIZE_DIST) when a build exists; skipped otherwise.
 */
const dist = resolve(process.env.SIZE_DIST ?? 'dist');
const LIMIT = 15 * 1024;

describe.skipIf(!builtWith(dist, 'inbox'))('inbox chunk size', () => {
  it('the inbox is its own lazy chunk and, with what only it needs, stays within 15 kB gzip', () => {
    const weight = ownWeight(dist, 'inbox');
    console.log(
      `inbox: ${weight.total} B gzip (code ${weight.code}, dictionary ${weight.dictionary}) in ${weight.files.join(', ')}`,
    );
    expect(weight.files.some((f) => f.startsWith('inbox-'))).toBe(true);
    expect(weight.total, JSON.stringify(weight)).toBeLessThanOrEqual(LIMIT);
  });
});
