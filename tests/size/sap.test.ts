import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { chunk, dynamicImportsOf, gzipSize, staticClosure } from './chunks';

/**
 * The SAP area's own weight: its chunk plus every chunk only it needs (its pages, src/forms, its dictionaries
 * in one language), gzip level 9, at most 30 kB. Shared code (the shell, the UI kit, the framework) is paid by
 * the first screen, not here. Runs against dist/ (or SIZE_DIST) when a build exists; skipped otherwise.
 */
const dist = resolve(process.env.SIZE_DIST ?? 'dist');
const built = existsSync(join(dist, 'loader.js')) && existsSync(join(dist, 'chunks')) && readdirSync(join(dist, 'chunks')).some((f) => f.startsWith('sap-'));
const LIMIT = 30 * 1024;
const LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'ja'];

/** Everything reachable from `from` through static and dynamic imports, not walking into `blocked`. */
function reach(from: string, blocked?: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from) || from === blocked) return seen;
  for (const f of staticClosure(from)) {
    if (f === blocked || seen.has(f)) continue;
    seen.add(f);
    for (const next of dynamicImportsOf([f])) reach(next, blocked, seen);
  }
  return seen;
}

export function sapOwnWeight(dir: string): { files: string[]; code: number; dictionary: number; total: number } {
  const sap = chunk(dir, 'sap');
  const everythingElse = reach(join(dir, 'loader.js'), sap);
  const only = [...reach(sap)].filter((f) => !everythingElse.has(f));
  const isDict = (f: string) => LOCALES.some((l) => basename(f).startsWith(`${l}-`));
  const code = only.filter((f) => !isDict(f)).reduce((n, f) => n + gzipSize(f), 0);
  // A user loads one language: count the heaviest.
  const dictionary = Math.max(...LOCALES.map((l) => only.filter((f) => basename(f).startsWith(`${l}-`)).reduce((n, f) => n + gzipSize(f), 0)));
  return { files: only.map((f) => basename(f)), code, dictionary, total: code + dictionary };
}

describe.skipIf(!built)('SAP chunk size', () => {
  it('the SAP area and what only it needs stay within 30 kB gzip', () => {
    const weight = sapOwnWeight(dist);
    expect(weight.files.some((f) => f.startsWith('sap-'))).toBe(true);
    expect(weight.total, JSON.stringify(weight)).toBeLessThanOrEqual(LIMIT);
  });
});
