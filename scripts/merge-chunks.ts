import { rollup } from 'rollup';
import { transform, type Metafile } from 'esbuild';
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routeClosures } from '../build/routeClosures';
import { sharedChunks } from '../build/sharedChunks';

/**
 * Small modules the login page and most areas share. Left to the algorithm, each would be a file of its own that
 * the first screen fetches beside the shell (a few hundred bytes each, paid again in request and import
 * overhead); they travel in the shell instead. Nothing here has a side effect on import (no styles).
 */
const IN_SHELL = ['src/ui/DomSlot.tsx', 'src/router/wouter.ts'];

/**
 * esbuild splits shared code by the exact set of entries that use it, so every area added cuts the core into
 * more tiny chunks, and the first screen pays for each file. Rollup re-chunks esbuild's output knowing that a
 * dynamically imported chunk runs after its importer: code its importer already loaded is not split out
 * again. The code is esbuild's; after merging, each chunk is minified once more (names clashing across merged
 * chunks got `$1` suffixes) without changing what it does.
 */
export async function mergeChunks(outDir: string, metafile?: Metafile): Promise<void> {
  // esbuild's chunks (rollup's modules) named by the sources inside them.
  const sources = new Map(
    Object.entries(metafile?.outputs ?? {}).map(([file, out]) => [file, Object.keys(out.inputs)]),
  );
  // The shell's own module (esbuild's chunk for loader/shell.ts): the modules of IN_SHELL join its output chunk.
  // The login page painted before the framework (widgets/app/firstPaint.ts): what it shares with the shell (the
  // dictionaries' engine, the theme, the controls' styles) is pinned to a chunk of its own, so that the shell
  // never takes it along and the first paint never waits for the framework's chunk.
  // Home painted before the framework (widgets/app/homePaint.ts) and a form from a chat link (widgets/sap/paint.ts)
  // are pinned the same way: what they share with the shell or the app area joins that chunk too, so the login page
  // gets no extra file and neither paint waits for the framework's chunk.
  const moduleOf = (entryPoint: string) => {
    const file = Object.entries(metafile?.outputs ?? {}).find(([, out]) => out.entryPoint === entryPoint)?.[0];
    return file && join(process.cwd(), file);
  };
  const shellModule = moduleOf('loader/shell.ts');
  const paintModule = moduleOf('widgets/app/firstPaint.ts');
  const homePaintModule = moduleOf('widgets/app/homePaint.ts');
  const formPaintModule = moduleOf('widgets/sap/paint.ts');
  const appModule = moduleOf('widgets/app/index.ts');
  const inShell = (id: string) => {
    const inputs = sources.get(relative(process.cwd(), id));
    return !!inputs?.length && inputs.every((input) => IN_SHELL.includes(input));
  };
  const entry = join(process.cwd(), outDir, 'loader.js');
  let loaderModules: Set<string> | undefined;
  let paintModules = new Set<string>();
  let shared = new Map<string, string>();
  const entryOf = new Map(
    Object.entries(metafile?.outputs ?? {}).flatMap(([file, out]) =>
      out.entryPoint ? [[join(process.cwd(), file), out.entryPoint] as const] : [],
    ),
  );
  const staging = `${outDir}.merge`;
  rmSync(staging, { recursive: true, force: true });
  const bundle = await rollup({
    input: entry,
    // esbuild already tree-shook; keeping rollup out of it keeps module side effects (styles, dictionaries) intact.
    treeshake: false,
    onwarn(warning, warn) {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
    plugins: [
      {
        // Merging renames clashing top-level names (`n$4`) and adds import/export lines: minify each merged
        // chunk once more, names and whitespace only (same target, same semantics).
        name: 'reminify',
        async renderChunk(code, chunk) {
          // loader.js is one re-export line already.
          if (chunk.isEntry) return null;
          const out = await transform(code, {
            format: 'esm',
            minify: true,
            target: ['chrome107', 'safari16'],
            legalComments: 'none',
          });
          return { code: out.code, map: null };
        },
      },
      // After the minify: the deep-linked routes' closures, by their file names (build/routeClosures.ts).
      routeClosures(metafile),
    ],
  });
  const { output } = await bundle.write({
    dir: staging,
    format: 'es',
    compact: true,
    manualChunks(id, meta) {
      const { getModuleInfo } = meta;
      if (!shellModule) return undefined;
      // A manual chunk takes its modules' dependencies along: the loader's own code is pinned to the loader's
      // chunk first, so the shell never takes it (the loader must not import the shell statically).
      const closure = (from: string, skip = new Set<string>()) => {
        const seen = new Set<string>();
        const visit = (m: string) => {
          if (seen.has(m) || skip.has(m)) return;
          seen.add(m);
          for (const next of getModuleInfo(m)?.importedIds ?? []) visit(next);
        };
        visit(from);
        return seen;
      };
      if (!loaderModules) {
        loaderModules = closure(entry);
        paintModules = paintModule ? closure(paintModule, loaderModules) : new Set();
        if (paintModule) paintModules.delete(paintModule);
        const framework = new Set([
          ...closure(shellModule, loaderModules),
          ...(appModule ? closure(appModule, loaderModules) : []),
        ]);
        for (const paint of [homePaintModule, formPaintModule])
          if (paint)
            for (const m of closure(paint, loaderModules)) if (m !== paint && framework.has(m)) paintModules.add(m);
        // What every launch loads stays where it is: the shared chunks are for the pages.
        const pinned = (m: string) =>
          loaderModules!.has(m) || paintModules.has(m) || framework.has(m) || m === paintModule;
        shared = sharedChunks(meta, entryOf, pinned, { home: homePaintModule, form: formPaintModule });
      }
      if (loaderModules.has(id)) return 'loader';
      if (paintModules.has(id)) return 'first';
      return id === shellModule || inShell(id) ? 'shell' : shared.get(id);
    },
    entryFileNames: '[name].js',
    // Keep the readable part of esbuild's name (mount, app, sap, en...) and hash the merged content.
    chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
  });
  await bundle.close();
  // With METAFILE=1 (tsup.config.ts), say which of esbuild's chunks each merged chunk holds, for size work:
  // esbuild's metafile names the sources inside each of its chunks.
  if (process.env.METAFILE) {
    const report = Object.fromEntries(
      output.flatMap((o) =>
        o.type === 'chunk'
          ? [
              [
                o.fileName,
                Object.fromEntries(
                  Object.entries(o.modules).map(([id, m]) => [id.slice(id.indexOf(`${outDir}/`)), m.renderedLength]),
                ),
              ],
            ]
          : [],
      ),
    );
    writeFileSync(join(staging, 'merge-report.json'), JSON.stringify(report, null, 1));
  }
  rmSync(join(outDir, 'chunks'), { recursive: true, force: true });
  renameSync(join(staging, 'chunks'), join(outDir, 'chunks'));
  for (const file of readdirSync(staging)) renameSync(join(staging, file), join(outDir, file));
  rmSync(staging, { recursive: true, force: true });
}
