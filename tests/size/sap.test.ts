import { resolve } from 'node:path';
import { builtWith, ownWeight } from './chunks';

/**
 * The SAP area's own weight: its chunk plus every chunk only it needs (its pages, src/forms, its dictionaries
 * in one language), gzip level 9, at most 30 kB. Shared code (the shell, the UI kit, the framework) is paid by
 * the first screen, not here. Runs against dist/ (or SIZE_DIST) when a build exists; skipped otherwise.
 */
const dist = resolve(process.env.SIZE_DIST ?? 'dist');
const LIMIT = 30 * 1024;

describe.skipIf(!builtWith(dist, 'sap'))('SAP chunk size', () => {
  it('the SAP area and what only it needs stay within 30 kB gzip', () => {
    const weight = ownWeight(dist, 'sap');
    expect(weight.files.some((f) => f.startsWith('sap-'))).toBe(true);
    expect(weight.total, JSON.stringify(weight)).toBeLessThanOrEqual(LIMIT);
  });
});
