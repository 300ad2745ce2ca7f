import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { chunk, dynamicImportsOf, gzipSize, staticClosure } from './chunks';

/**
 * The inbox's own weight: its chunk plus every chunk only it needs (its pages and its dictionary in one
 * language), gzip level 9, at most 15 kB. Shared code (the shell, the UI kit, the framework) is paid by the first
 * screen. Runs against dist/ (or SIZE_DIST) when a build exists; skipped otherwise.
 */
const dist = resolve(process.env.SIZE_DIST ?? 'dist');
const built = existsSync(join(dist, 'loader.js')) && existsSync(join(dist, 'chunks')) && readdirSync(join(dist, 'chunks')).some((f) => f.startsWith('inbox-'));
const LIMIT = 15 * 1024;
const LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'ja'];

function reach(from: string, blocked?: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from) || from === blocked) return seen;
  for (const f of staticClosure(from)) {
    if (f === blocked || seen.has(f)) continue;
    seen.add(f);
    for (const next of dynamicImportsOf([f])) reach(next, blocked, seen);
  }
  return seen;
}

export function inboxOwnWeight(dir: string): { files: string[]; code: number; dictionary: number; total: number } {
  const inbox = chunk(dir, 'inbox');
  const everythingElse = reach(join(dir, 'loader.js'), inbox);
  const only = [...reach(inbox)].filter((f) => !everythingElse.has(f));
  const isDict = (f: string) => LOCALES.some((l) => basename(f).startsWith(`${l}-`));
  const code = only.filter((f) => !isDict(f)).reduce((n, f) => n + gzipSize(f), 0);
  const dictionary = Math.max(...LOCALES.map((l) => only.filter((f) => basename(f).startsWith(`${l}-`)).reduce((n, f) => n + gzipSize(f), 0)));
  return { files: only.map((f) => basename(f)), code, dictionary, total: code + dictionary };
}

describe.skipIf(!built)('inbox chunk size', () => {
  it('the inbox is its own lazy chunk and, with what only it needs, stays within 15 kB gzip', () => {
    const weight = inboxOwnWeight(dist);
    console.log(`inbox: ${weight.total} B gzip (code ${weight.code}, dictionary ${weight.dictionary}) in ${weight.files.join(', ')}`);
    expect(weight.files.some((f) => f.startsWith('inbox-'))).toBe(true);
    expect(weight.total, JSON.stringify(weight)).toBeLessThanOrEqual(LIMIT);
  });
});
