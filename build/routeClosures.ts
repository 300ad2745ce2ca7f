import type { Metafile } from 'esbuild';
import { join } from 'node:path';
import type { OutputChunk, Plugin, RenderedChunk } from 'rollup';
import { RECORD_READS } from '../loader/deepLink';
import { RECORD_FILES_MANIFEST, type RecordFilesManifest } from '../src/api/record-routes';

/**
 * The deep-linked routes and the sources their first screen runs (esbuild entry points: the shell and what it
 * loads for any page, the area, a lazily loaded page). A launch straight into one of them (loader/deepLink.ts)
 * asks for the whole module closure of these at once, with the dictionaries they load, instead of finding each
 * import level one round trip after the other.
 */
const FRAMEWORK = [
  'loader/shell.ts',
  'src/router/RouterFrame.tsx',
  'src/shell/host.ts',
  'src/account/menu.ts',
  'src/account/actions.ts',
];
/** The sources of each area's record page (its area, its page chunk), by the area loader/deepLink.ts names. */
export const PAGE_SOURCES: Record<string, string[]> = {
  // A form opened from a chat link is painted before the framework (widgets/sap/paint.ts), from the launch read.
  SAP: ['widgets/sap/paint.ts', 'widgets/sap/index.ts'],
  SRM: ['widgets/srm/index.ts', 'widgets/srm/pages/ProcessingInfo.tsx'],
  QMS: ['widgets/qms/index.ts', 'widgets/qms/pages/ProcessingInfo.tsx'],
  GS001P: ['widgets/gs001p/index.ts', 'widgets/gs001p/pages/CaseView.tsx'],
};

/** The string in loader/deepLink.ts that the build replaces with the manifest. */
export const MANIFEST_MARK = '__ESIGN_ROUTE_CLOSURES__';
/** A dictionary module's source: `<locale>.ts` or `<name>.<locale>.ts`; the group names the locale. */
export const DICTIONARY = /(?:^|[/.])(en|zh-Hans|zh-Hant|ja)\.ts$/;

/** What loader/deepLink.ts reads: chunk file names, and per area its files and per locale its dictionaries. */
export interface RouteManifest {
  files: string[];
  areas: Record<string, { files: number[]; dictionaries: Record<string, number[]> }>;
}

/**
 * Writes the manifest, built from the merged chunk graph, into the chunk that holds loader/deepLink.ts. It runs
 * in rollup's renderChunk, where chunk names still carry hash placeholders: rollup fills them in afterwards and
 * hashes that chunk with the names it now holds, so a cached manifest never names files of another build.
 * Once the names are final, the same lists go beside loader.js (RECORD_FILES_MANIFEST, with the deep link's own chunk
 * first), for a server that sees the route in the address to name them in the page (demo/server/core/preload.ts).
 */
export function routeClosures(metafile: Metafile | undefined): Plugin {
  const entryOf = new Map<string, string>();
  for (const [file, out] of Object.entries(metafile?.outputs ?? {}))
    if (out.entryPoint) entryOf.set(join(process.cwd(), file), out.entryPoint);
  return {
    name: 'route-closures',
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes(MANIFEST_MARK)) return null;
      const manifest = buildManifest(Object.values(chunks), chunk.fileName, entryOf);
      const literal = JSON.stringify(JSON.stringify(manifest));
      return { code: code.replace(new RegExp(`(["'\`])${MANIFEST_MARK}\\1`), () => literal), map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const own = chunks.find((c) => c.moduleIds.some((id) => entryOf.get(id) === 'loader/deepLink.ts'));
      if (!own) return;
      const { files, areas } = buildManifest(chunks, own.fileName, entryOf);
      const paths = (list: number[]) => list.map((i) => `chunks/${files[i]}`);
      const source: RecordFilesManifest = Object.fromEntries(
        Object.entries(areas).map(([area, entry]) => [
          area,
          {
            files: [own.fileName, ...paths(entry.files)],
            dictionaries: Object.fromEntries(Object.entries(entry.dictionaries).map(([l, d]) => [l, paths(d)])),
          },
        ]),
      );
      this.emitFile({ type: 'asset', fileName: RECORD_FILES_MANIFEST, source: JSON.stringify(source) });
    },
  };
}

export function buildManifest(chunks: RenderedChunk[], ownFile: string, entryOf: Map<string, string>): RouteManifest {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // The chunk that holds a source's esbuild entry (a merged chunk may hold several); the loader's is loaded already.
  const chunkOf = (source: string) => {
    const found = chunks.find((c) => c.moduleIds.some((id) => entryOf.get(id) === source));
    if (!found) throw new Error(`route closures: no chunk holds ${source}`);
    return found;
  };
  const skip = new Set([ownFile, ...chunks.filter((c) => c.name === 'loader').map((c) => c.fileName)]);
  const closure = (start: RenderedChunk, into: Set<string>) => {
    const visit = (file: string) => {
      if (into.has(file) || skip.has(file) || !byFile.has(file)) return;
      into.add(file);
      for (const next of byFile.get(file)!.imports) visit(next);
    };
    visit(start.fileName);
    return into;
  };
  const files: string[] = [];
  const index = (file: string) => {
    const name = file.slice(file.lastIndexOf('/') + 1);
    const at = files.indexOf(name);
    return at >= 0 ? at : files.push(name) - 1;
  };
  const areas: RouteManifest['areas'] = {};
  for (const area of Object.keys(RECORD_READS)) {
    const sources = PAGE_SOURCES[area];
    if (!sources) throw new Error(`route closures: no sources for ${area}`);
    const code = new Set<string>();
    for (const source of [...FRAMEWORK, ...sources]) closure(chunkOf(source), code);
    const dictionaries: Record<string, number[]> = {};
    for (const file of code) {
      for (const target of byFile.get(file)!.dynamicImports) {
        const dict = byFile.get(target);
        const locale = dict && localeOf(dict, entryOf);
        if (!dict || !locale) continue;
        const own = [...closure(dict, new Set())].filter((f) => !code.has(f)).map(index);
        dictionaries[locale] = [...new Set([...(dictionaries[locale] ?? []), ...own])];
      }
    }
    areas[area] = { files: [...code].map(index), dictionaries };
  }
  return { files, areas };
}

/** The locale of a dictionary chunk: one whose every module is a dictionary of that locale (a merged one too). */
function localeOf(chunk: RenderedChunk, entryOf: Map<string, string>): string | undefined {
  const locales = new Set(chunk.moduleIds.map((id) => entryOf.get(id)?.match(DICTIONARY)?.[1]));
  const [only] = locales;
  return locales.size === 1 ? only : undefined;
}
