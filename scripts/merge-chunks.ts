import { rollup } from 'rollup';
import { transform } from 'esbuild';
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * esbuild splits shared code by the exact set of entries that use it, so every area added cuts the core into
 * more tiny chunks, and the first screen pays for each file. Rollup re-chunks esbuild's output knowing that a
 * dynamically imported chunk runs after its importer: code its importer already loaded is not split out
 * again. The code is esbuild's; after merging, each chunk is minified once more (names clashing across merged
 * chunks got `$1` suffixes) without changing what it does.
 */
export async function mergeChunks(outDir: string): Promise<void> {
  const staging = `${outDir}.merge`;
  rmSync(staging, { recursive: true, force: true });
  const bundle = await rollup({
    input: join(outDir, 'loader.js'),
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
          const out = await transform(code, { format: 'esm', minify: true, target: ['chrome107', 'safari16'], legalComments: 'none' });
          return { code: out.code, map: null };
        },
      },
    ],
  });
  const { output } = await bundle.write({
    dir: staging,
    format: 'es',
    compact: true,
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
          ? [[o.fileName, Object.fromEntries(Object.entries(o.modules).map(([id, m]) => [id.slice(id.indexOf(`${outDir}/`)), m.renderedLength]))]]
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
