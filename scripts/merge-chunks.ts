import { rollup } from 'rollup';
import { readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * esbuild splits shared code by the exact set of entries that use it, so every area added cuts the core into
 * more tiny chunks, and the first screen pays for each file. Rollup re-chunks esbuild's output knowing that a
 * dynamically imported chunk runs after its importer: code its importer already loaded is not split out
 * again. The code itself is untouched (no re-minify); only import/export lines and file boundaries change.
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
  });
  await bundle.write({
    dir: staging,
    format: 'es',
    compact: true,
    entryFileNames: '[name].js',
    // Keep the readable part of esbuild's name (mount, app, sap, en...) and hash the merged content.
    chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
  });
  await bundle.close();
  rmSync(join(outDir, 'chunks'), { recursive: true, force: true });
  renameSync(join(staging, 'chunks'), join(outDir, 'chunks'));
  for (const file of readdirSync(staging)) renameSync(join(staging, file), join(outDir, file));
  rmSync(staging, { recursive: true, force: true });
}
