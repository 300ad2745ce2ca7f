import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Module preload hints for the host pages. Without them the browser finds the client's first-screen files one
 * round trip after another (loader.js, then the loader chunk, then the shell, then what the shell imports);
 * listed in the page, they all download at once, beside the loader. On a phone network each of those round
 * trips costs 150 ms or more. The list is read from the build itself, so it always names this build's hashed files. A cached host page
 * that names files of an older build only preloads files nobody asks for: loader.js is always revalidated.
 */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const chunkImport = (name: string) => new RegExp(`import\\(\\s*["'](\\.{1,2}\\/[^"']*\\b${name}-[^"']+)["']\\s*\\)`);
const SHELL_IMPORT = chunkImport('shell');
// The app area holds the entry pages (login, home): the first page of most launches.
const APP_IMPORT = chunkImport('app');

function staticClosure(file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) staticClosure(resolve(dirname(file), m[1]), seen);
}

/**
 * The loader, the shell chunk, the app area chunk and their static imports, as site paths ('/chunks/...'),
 * loader.js itself excluded (the page's script tag fetches it).
 */
export function firstScreenFiles(buildDir: string): string[] {
  const loader = join(buildDir, 'loader.js');
  const files = new Set<string>();
  staticClosure(loader, files);
  for (const pattern of [SHELL_IMPORT, APP_IMPORT]) {
    for (const file of [...files]) {
      const found = readFileSync(file, 'utf8').match(pattern);
      if (found) staticClosure(resolve(dirname(file), found[1]), files);
    }
  }
  files.delete(loader);
  return [...files].map((f) => `/${relative(buildDir, f).split(sep).join('/')}`);
}

const cache = new Map<string, { mtimeMs: number; tags: string }>();

/**
 * Adds `<link rel="modulepreload">` for the first-screen files right before the page's loader script
 * (`<script type="module" src="/loader.js">`). Pages without it (the demo index, the classic-script host) are
 * returned unchanged. Recomputed when loader.js changes (a new build).
 */
export function withPreloads(html: string, buildDir: string): string {
  const marker = '<script type="module" src="/loader.js"></script>';
  if (!html.includes(marker)) return html;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(join(buildDir, 'loader.js')).mtimeMs;
  } catch {
    return html;
  }
  let hit = cache.get(buildDir);
  if (!hit || hit.mtimeMs !== mtimeMs) {
    const tags = firstScreenFiles(buildDir)
      .map((path) => `<link rel="modulepreload" href="${path}" />`)
      .join('\n    ');
    hit = { mtimeMs, tags };
    cache.set(buildDir, hit);
  }
  return hit.tags ? html.replace(marker, `${hit.tags}\n    ${marker}`) : html;
}
