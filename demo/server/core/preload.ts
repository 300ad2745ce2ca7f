import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { RECORD_FILES_MANIFEST, recordArea, type RecordFilesManifest } from '../../../src/api/record-routes';

/**
 * Module preload hints for the host pages. Without them the browser finds the client's first-screen files one
 * round trip after another (loader.js, then the loader chunk, then the first paint, then the dictionary); listed
 * in the page, they download at once, beside the loader. The files of later stages are named in meta tags, for the
 * loader to preload when the launch comes to them (loader/hints.ts). The lists are read from the build itself, so
 * they always name this build's hashed files; loader.js is always revalidated.
 */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const chunkImport = (name: string) => new RegExp(`import\\(\\s*["'](\\.{1,2}\\/[^"']*\\b${name}-[^"']+)["']\\s*\\)`);
const SHELL_IMPORT = chunkImport('shell');
// The app area holds the entry pages (login, home): the first page of most launches.
const APP_IMPORT = chunkImport('app');
// The login page painted without the framework (widgets/app/firstPaint.ts): the first thing a new user sees.
const FIRST_PAINT_IMPORT = chunkImport('firstPaint');

function staticClosure(file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) staticClosure(resolve(dirname(file), m[1]), seen);
}

const ZH_HANS_IMPORT = /import\(\s*["'](\.{1,2}\/(?:[^"']*\/)?zh-Hans-[^"']+)["']\s*\)/g;

/** The zh-Hans dictionaries (the first launch's locale) that `files`, apart from the app area's pages, load. */
function firstLaunchDictionaries(files: Set<string>): string[] {
  const found = new Set<string>();
  for (const file of [...files].filter((f) => !/\/app-[^/]+\.js$/.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(ZH_HANS_IMPORT)) found.add(resolve(dirname(file), m[1]));
  }
  return [...found];
}

/** The core dictionary is the one with the login page's strings; the others are the app's other pages'. */
const isCore = (dict: string) => /\blogin:\{/.test(readFileSync(dict, 'utf8'));

/** Adds to `files` the static closure of the chunk that some file of `files` imports dynamically by `pattern`. */
function follow(files: Set<string>, pattern: RegExp): void {
  for (const file of [...files]) {
    const found = readFileSync(file, 'utf8').match(pattern);
    if (found) staticClosure(resolve(dirname(file), found[1]), files);
  }
}

const sitePath = (buildDir: string, file: string) => `/${relative(buildDir, file).split(sep).join('/')}`;

/**
 * The first screen's files as site paths ('/chunks/...'), loader.js itself excluded (the page's script tag fetches
 * it), in two groups. `paint`: the loader chunk, the login page painted before the framework and the core
 * dictionary of the first launch's locale (SPEC 1: zh-Hans; a returning user of another locale has theirs in the
 * HTTP cache already, hashed and immutable). `framework`: the shell chunk, the app area chunk and their static
 * imports. The page preloads the first group itself; the loader preloads the second once a page painted before
 * the framework is on screen, or at once on a launch that paints none (loader/hints.ts): downloaded beside the
 * paint's files, the framework's were as many bytes again on a phone network before the login form could show.
 */
export function firstScreen(buildDir: string): { paint: string[]; framework: string[] } {
  const loader = join(buildDir, 'loader.js');
  const paint = new Set<string>();
  staticClosure(loader, paint);
  follow(paint, FIRST_PAINT_IMPORT);
  const all = new Set(paint);
  follow(all, SHELL_IMPORT);
  follow(all, APP_IMPORT);
  for (const dict of firstLaunchDictionaries(all).filter(isCore)) staticClosure(dict, paint);
  paint.delete(loader);
  all.delete(loader);
  return {
    paint: [...paint].map((f) => sitePath(buildDir, f)),
    framework: [...all].filter((f) => !paint.has(f)).map((f) => sitePath(buildDir, f)),
  };
}

/** Both groups of firstScreen(). */
export function firstScreenFiles(buildDir: string): string[] {
  const { paint, framework } = firstScreen(buildDir);
  return [...paint, ...framework];
}

/**
 * The files of a signed-in home launch that the first screen does not already have, in two stages. `paint`:
 * what home painted before the framework waits for (widgets/app/homePaint.ts and home's dictionary). `page`:
 * the framework's home (the page, its reads that the shell starts (widgets/app/homeReads.ts), the router frame,
 * the tab bar), with their static imports. Found only once the shell has run and the page has arrived, they would
 * be two more waves of round trips; the page names them in meta tags, and the loader preloads them when the launch
 * is a signed-in one on home (loader/hints.ts). A signed-out visitor never fetches them early.
 */
export function homeFiles(buildDir: string): { paint: string[]; page: string[] } {
  const first = new Set(firstScreenFiles(buildDir).map((path) => resolve(buildDir, `.${path}`)));
  first.add(resolve(buildDir, 'loader.js'));
  const closureOf = (names: string[], into: Set<string>) => {
    for (const name of names) {
      const pattern = chunkImport(name);
      for (const file of first) {
        const found = readFileSync(file, 'utf8').match(pattern);
        if (found) staticClosure(resolve(dirname(file), found[1]), into);
      }
    }
    return into;
  };
  const paint = closureOf(['homePaint'], new Set());
  for (const dict of firstLaunchDictionaries(first).filter((d) => !isCore(d))) staticClosure(dict, paint);
  const page = closureOf(['RouterFrame', 'TabBar', 'homeReads', 'Home'], new Set());
  const sitePaths = (files: Set<string>, skip: Set<string>) =>
    [...files].filter((f) => !first.has(f) && !skip.has(f)).map((f) => sitePath(buildDir, f));
  return { paint: sitePaths(paint, new Set()), page: sitePaths(page, paint) };
}

/**
 * The area of a launch into one record that the address's query names: the messaging login's return
 * (`?wxworkredirect_uri=<route>&token=…`, loader/address.ts), a signed-in launch. The hash is never sent.
 */
export function recordLaunchArea(search: string): string | undefined {
  const query = new URLSearchParams(search);
  const route = query.get('wxworkredirect_uri') ?? '';
  return query.get('token')?.trim() ? recordArea(route.split('?')[0]) : undefined;
}

/**
 * What a launch into a record of `area` runs before its page shows, as site paths, none of the login page painted
 * before the framework: the loader's deep-link chunk (it starts the record's read), the shell, the area, the page
 * and everything they import, with the first launch's dictionaries (SPEC 1: zh-Hans), from the build's own list
 * (build/routeClosures.ts). Named in the page, they all download in the first wave beside the loader, and the
 * read starts as soon as the loader and the deep-link chunk have run.
 */
export function recordFiles(buildDir: string, area: string): string[] {
  let entry: RecordFilesManifest[string] | undefined;
  try {
    entry = (JSON.parse(readFileSync(join(buildDir, RECORD_FILES_MANIFEST), 'utf8')) as RecordFilesManifest)[area];
  } catch {
    return [];
  }
  const files = [...(entry?.files ?? []), ...(entry?.dictionaries['zh-Hans'] ?? [])];
  return files.filter((file) => /^chunks\/[\w.-]+\.js$/.test(file)).map((file) => `/${file}`);
}

const cache = new Map<string, { mtimeMs: number; tags: string }>();

/**
 * Rewrites the page's loader script (`<script type="module" src="/loader.js">`) for this build: the preload
 * hints of its first-screen files, and the script pointed at the hashed loader chunk that loader.js re-exports.
 * loader.js is revalidated on every launch (it must name the newest build), which costs a round trip before
 * anything runs; the page itself is revalidated anyway, so when it names the chunk, a returning user's launch
 * starts from the HTTP cache at once. Pages without that script (the classic-script host) are returned
 * unchanged. Recomputed when loader.js changes (a new build).
 */
export function withPreloads(html: string, buildDir: string, search = ''): string {
  const marker = '<script type="module" src="/loader.js"></script>';
  if (!html.includes(marker)) return html;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(join(buildDir, 'loader.js')).mtimeMs;
  } catch {
    return html;
  }
  const area = recordLaunchArea(search);
  const key = `${buildDir} ${area ?? ''}`;
  let hit = cache.get(key);
  if (!hit || hit.mtimeMs !== mtimeMs) {
    const { paint: first, framework } = firstScreen(buildDir);
    const entry = first.find((path) => /^\/chunks\/loader-[^/]+\.js$/.test(path));
    const script = entry ? `<script type="module" src="${entry}"></script>` : marker;
    // A signed-in launch into a record paints no login page: its own files and the framework's instead, all in the
    // first wave.
    const record = area ? recordFiles(buildDir, area) : [];
    const preloads = record.length
      ? [...new Set([...record, ...framework, ...first.filter((path) => !/\/firstPaint-/.test(path))])]
      : first;
    const tags = preloads.filter((path) => path !== entry).map((path) => `<link rel="modulepreload" href="${path}" />`);
    const { paint, page } = homeFiles(buildDir);
    const hints = [
      `<meta name="esign-preload" data-stage="shell" content="${framework.join(' ')}" />`,
      `<meta name="esign-preload" data-route="/pages/index/index" data-stage="paint" content="${paint.join(' ')}" />`,
      `<meta name="esign-preload" data-route="/pages/index/index" data-stage="page" content="${page.join(' ')}" />`,
    ];
    // The loader's chunk first: on HTTP/1.1 the browser opens six connections per host, and the script that
    // starts everything must not queue behind the preloads (module scripts run after parsing anyway).
    hit = { mtimeMs, tags: [script, ...tags, ...hints].join('\n    ') };
    cache.set(key, hit);
  }
  return html.replace(marker, hit.tags);
}
