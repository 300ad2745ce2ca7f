import type { ManualChunkMeta } from 'rollup';
import { DICTIONARY } from './routeClosures';

const areaOf = (entryPoint: string | undefined) => /^widgets\/([^/]+)\//.exec(entryPoint ?? '')?.[1];

/**
 * The shared library's chunks, named. Split by the exact set of lazy entries that use it, the code that the pages
 * of several areas share (requests, list and form kits, the sign flow, the viewers' frame) came in some thirty
 * files of a few hundred bytes each, and a page opened from a chat link waited one round trip per six of them. So:
 *  - `lib`: every module that lazy entries of two or more areas run at once (their static imports);
 *  - `lib.<locale>`: the dictionaries those modules load, one file per locale;
 *  - `paintLib`: what home's paint before the framework (widgets/app/homePaint.ts) runs besides the pinned
 *    modules, and what a form's paint from a chat link (widgets/sap/paint.ts) shares with other areas, kept
 *    apart so that neither paint waits for the whole of `lib`. The form's paint shares the rest with its area.
 * `pinned` modules (the loader's, the first paint's, and the shell's and app area's that every launch loads)
 * keep their chunks. Code that one area alone runs is left to Rollup, beside that area.
 */
export function sharedChunks(
  meta: ManualChunkMeta,
  entryOf: ReadonlyMap<string, string>,
  pinned: (id: string) => boolean,
  paints: { home?: string; form?: string },
): Map<string, string> {
  const closure = (from: string) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || pinned(id)) return;
      seen.add(id);
      for (const next of meta.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(from);
    return seen;
  };
  const areas = new Map<string, Set<string>>();
  for (const id of meta.getModuleIds()) {
    const area = areaOf(entryOf.get(id));
    if (!area || !meta.getModuleInfo(id)?.dynamicImporters.length) continue;
    for (const m of closure(id)) {
      if (!areas.has(m)) areas.set(m, new Set());
      areas.get(m)!.add(area);
    }
  }
  const chunks = new Map<string, string>();
  for (const [id, users] of areas) if (users.size > 1 && !DICTIONARY.test(entryOf.get(id) ?? '')) chunks.set(id, 'lib');
  if (paints.home) for (const id of closure(paints.home)) if (id !== paints.home) chunks.set(id, 'paintLib');
  if (paints.form) for (const id of closure(paints.form)) if (chunks.get(id) === 'lib') chunks.set(id, 'paintLib');
  for (const [id, name] of [...chunks]) {
    if (name !== 'lib') continue;
    for (const dict of meta.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      const locale = DICTIONARY.exec(entryOf.get(dict) ?? '')?.[1];
      if (locale && !pinned(dict)) chunks.set(dict, `lib.${locale}`);
    }
  }
  return chunks;
}
