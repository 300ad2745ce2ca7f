import { configureServices, serviceBase } from '../src/api/services';
import { recordArea } from '../src/api/record-routes';
import type { ServiceName } from '../src/api/define';
import type { LaunchRead } from '../src/http/launchRead';
import { KEYS, readText } from '../src/session/storage';
import type { MountOptions } from './types';
import type { FirstPaintControl } from '../src/account/paint';
import type { RouteManifest } from '../build/routeClosures';

/** src/i18n/locale.ts's LOCALES: that module is the shell's, and importing it here would split it from the shell. */
const LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'ja'];

/**
 * A launch straight into one record (the tap on a messaging-app message that opens a form). The loader knows the
 * route and the token long before the page's code has arrived; this chunk, which only such a launch loads
 * (./index.ts), starts the page's read of the record (the page takes the answer over: src/http/launchRead.ts)
 * and asks at once for every file the page runs, which the build lists here (build/routeClosures.ts), so that
 * they come in one wave instead of one wave per import level. A host page that sees the route in its address (the
 * messaging login's return) names this chunk and the same files itself (demo/server/core/preload.ts): then they
 * come with the loader, and these preloads find them on their way.
 */

/** Each area's record read: its service and the path before the id (src/api/*: `detail`). */
export const RECORD_READS: Record<string, [ServiceName, string]> = {
  SAP: ['bpm', '/sap/forms/'],
  SRM: ['srm', '/cases/'],
  QMS: ['qms', '/cases/'],
  GS001P: ['main', '/gs001p/cases/'],
};

/** The address of the record read that `hash` (`#/route?id=…`) opens with, if it opens with one. */
export function recordReadUrl(hash: string, apiBase: string): string | undefined {
  const [path, search] = hash.replace(/^#/, '').split('?');
  const query = new URLSearchParams(search);
  const id = query.get('id')?.trim() ?? '';
  // Only an id of the shape every area accepts; a GS001P detail that opens one of its files shows the file.
  const read = /^[\w-]{1,40}$/.test(id) && !query.has('file') && RECORD_READS[recordArea(path) ?? ''];
  return read ? `${serviceBase(read[0], apiBase)}${read[1]}${id}` : undefined;
}

/** Where src/http/launchRead.ts takes the read over (its LAUNCH_SLOT). */
const SLOT = '__esignLaunchRead';

export function startLaunchRead(url: string, token: string): void {
  const read: LaunchRead = {
    url,
    token,
    // SPEC 7 and 9: the token's two headers, no Referer, 60 s at most. The body is read here too, so that an
    // answer cut off mid-body fails like a dropped network.
    answer: fetch(url, {
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Access-Token': token },
      referrerPolicy: 'no-referrer',
      // Ahead of the page's files queued for the same host's six connections: the form waits on the read.
      priority: 'high',
      signal: AbortSignal.timeout(60_000),
    }).then(async (res) => ({ status: res.status, headers: res.headers, body: await res.text() })),
  };
  // Whoever takes it over reports a failure; nobody taking it, it fails quietly.
  const answered = () => {
    read.answered = Date.now();
  };
  read.answer.then((result) => {
    read.result = result;
    answered();
  }, answered);
  (globalThis as { [SLOT]?: LaunchRead })[SLOT] = read;
}

/** What build/routeClosures.ts writes in place of the mark; in a test run of the sources, nothing is preloaded. */
function manifest(): RouteManifest {
  try {
    return JSON.parse('__ESIGN_ROUTE_CLOSURES__') as RouteManifest;
  } catch {
    return { files: [], areas: {} };
  }
}

/**
 * The locale the shell will start in, where storage or the host names it (src/i18n: a first launch is zh-Hans).
 * For the browser's own language the dictionaries are left to the shell: only the code is preloaded.
 */
export function startLocale(option: string | undefined): string {
  const named = (value: string | undefined) => (LOCALES as readonly string[]).includes(value ?? '') && value;
  return named(option) || (readText(KEYS.isSetDefaultLang) ? named(readText(KEYS.locale)) || '' : 'zh-Hans');
}

/** The files a launch of `path` in `locale` runs before its page shows, as addresses. */
export function routeFiles(path: string, locale: string, found = manifest()): string[] {
  const entry = found.areas[recordArea(path) ?? ''];
  return (entry ? [...entry.files, ...(entry.dictionaries[locale] ?? [])] : []).map(
    // A chunk's bare name is a path relative to this chunk (never a template here: Vite rewrites those in tests).
    (i) => new URL(found.files[i], import.meta.url).href,
  );
}

/**
 * Called on a signed-in launch into a record route (./index.ts), once bootstrap() has read the address. The
 * service addresses are the ones the shell will use (src/http/config.ts: the stored API address, else the host's).
 */
export function startDeepLink(
  element: Element,
  hash: string,
  token: string,
  options: MountOptions,
): Promise<FirstPaintControl | undefined> | undefined {
  configureServices(options.services);
  const url = recordReadUrl(hash, (readText(KEYS.apiUrl) || options.apiBase || location.origin).replace(/\/+$/, ''));
  if (!url) return undefined;
  startLaunchRead(url, token);
  const path = hash.replace(/^#/, '').split('?')[0];
  // All at once: the browser fetches them side by side and runs none until the shell imports it.
  for (const href of routeFiles(path, startLocale(options.locale)))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  // An SAP form is painted from the read before the framework (widgets/sap/paint.ts); the other areas' records
  // show with their pages.
  return recordArea(path) === 'SAP'
    ? import('../widgets/sap/paint').then((m) => m.paintForm(element, options, hash)).catch(() => undefined)
    : undefined;
}
