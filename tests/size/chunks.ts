import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Reads the import graph of a build from its output files: what a browser would fetch, not what the source
 * intends. Sizes are gzip level 9, the figure a CDN serves.
 */
export function gzipSize(file: string, stableHashes = false): number {
  const data = readFileSync(file);
  return gzipSync(stableHashes ? Buffer.from(data.toString('utf8').replace(CHUNK_HASH, SAME_HASH)) : data, { level: 9 })
    .length;
}

/**
 * The content hash in a chunk's name where a file names another chunk (`import("./SheetViewer-B1NHNuSq.js")`).
 * Eight random characters each, so a change to any chunk moves the gzip size of every file that names it, by up
 * to about 20 B on the login path, though not a byte of that path's code changed. Budgets count them as one
 * fixed string (sumGzip's `stableHashes`), so a budget moves only with the code it guards.
 */
const CHUNK_HASH = /-[\w-]{8}(?=\.js\b)/g;
/** What every such hash is counted as: eight characters, the same in every name. */
const SAME_HASH = '-00000000';

function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(file, 'utf8');
  const dir = dirname(file);
  const found = (re: RegExp) => [...code.matchAll(re)].map((m) => resolve(dir, m[1]));
  return {
    static: found(/(?:^|[;}\s])(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g),
    dynamic: found(/import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g),
  };
}

/** Every file a browser loads to run `file`: itself and its static imports, transitively. */
export function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of importsOf(file).static) staticClosure(next, seen);
  return seen;
}

export function dynamicImportsOf(files: Iterable<string>): string[] {
  return [...new Set([...files].flatMap((f) => importsOf(f).dynamic))];
}

export function chunk(dist: string, prefix: string): string {
  const name = readdirSync(join(dist, 'chunks')).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!name) throw new Error(`no chunk ${prefix} in ${dist}`);
  return resolve(dist, 'chunks', name);
}

export function sumGzip(files: Iterable<string>, stableHashes = false): number {
  let total = 0;
  for (const f of files) total += gzipSize(f, stableHashes);
  return total;
}

/**
 * Everything the login page needs on a first launch: the loader, the login page painted without the framework
 * (widgets/app/firstPaint.ts), the shell, the app area, the host events (every
 * mount wires them, beside the first page) and the core zh-Hans dictionary (the first-launch locale; the login
 * page uses core strings only). The e2e size test checks the same set against what a browser really fetches.
 */
export function loginPath(dist: string): Set<string> {
  const files = new Set<string>();
  const app = chunk(dist, 'app');
  for (const entry of [
    resolve(dist, 'loader.js'),
    chunk(dist, 'firstPaint'),
    chunk(dist, 'shell'),
    app,
    chunk(dist, 'host'),
  ])
    staticClosure(entry, files);
  // The core dictionary's loaders sit in whichever shared chunk holds src/i18n/core.ts, beside the loaders of the
  // app's other pages' strings (home painted before the framework registers those): the core one is the zh-Hans
  // dictionary with the login strings.
  const core = dynamicImportsOf(files)
    .filter((f) => basename(f).startsWith('zh-Hans-'))
    .filter((f) => /\blogin:\{/.test(readFileSync(f, 'utf8')));
  for (const dict of core) staticClosure(dict, files);
  return files;
}

/** What the login form painted without the framework waits for: the loader, the first paint and the core dictionary. */
export function firstPaintPath(dist: string): Set<string> {
  const files = new Set<string>();
  staticClosure(resolve(dist, 'loader.js'), files);
  staticClosure(chunk(dist, 'firstPaint'), files);
  for (const dict of [...loginPath(dist)].filter((f) => basename(f).startsWith('zh-Hans-'))) staticClosure(dict, files);
  return files;
}

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

const LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'ja'];

/**
 * A lazy chunk's own weight: the chunk named `prefix` plus every chunk only it needs (its pages, its code, its
 * dictionaries in one language, the heaviest, since a user loads one). Shared code is paid by the first screen.
 */
export function ownWeight(
  dist: string,
  prefix: string,
): { files: string[]; code: number; dictionary: number; total: number } {
  const own = chunk(dist, prefix);
  const everythingElse = reach(join(dist, 'loader.js'), own);
  const only = [...reach(own)].filter((f) => !everythingElse.has(f));
  const isDict = (f: string) => LOCALES.some((l) => basename(f).startsWith(`${l}-`));
  const code = only.filter((f) => !isDict(f)).reduce((n, f) => n + gzipSize(f), 0);
  const dictionary = Math.max(
    ...LOCALES.map((l) => only.filter((f) => basename(f).startsWith(`${l}-`)).reduce((n, f) => n + gzipSize(f), 0)),
  );
  return { files: only.map((f) => basename(f)), code, dictionary, total: code + dictionary };
}

/** Whether `dist` holds a build with a chunk named `prefix` (the size tests skip otherwise). */
export function builtWith(dist: string, prefix: string): boolean {
  return (
    existsSync(join(dist, 'loader.js')) &&
    existsSync(join(dist, 'chunks')) &&
    readdirSync(join(dist, 'chunks')).some((f) => f.startsWith(`${prefix}-`))
  );
}
