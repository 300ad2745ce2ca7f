import { defineConfig, type Options } from 'tsup';
import type { Metafile, Plugin } from 'esbuild';
import { transform } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { fileURLToPath } from 'node:url';
import { mergeChunks } from './scripts/merge-chunks';
import { PREACT_ALIAS } from './build/alias';

/**
 * Two builds of one source: Preact (preact/compat, the default, for size) and React. They differ only by the
 * alias in build/alias.ts; every framework import in the code goes through src/framework.ts or the JSX runtime.
 */
const isReact = process.env.BUILD === 'react';
// OUT_DIR lets parallel work build into its own folder without wiping dist/ under a running test.
const outDir = process.env.OUT_DIR || (isReact ? 'dist-react' : 'dist');

const registry = fileURLToPath(new URL('./src/ui/styles/registry.ts', import.meta.url));

/**
 * vanilla-extract's esbuild plugin writes CSS files that nothing loads. This plugin runs first and turns each
 * virtual CSS module into JS that hands the minified CSS to our registry, which adopts it as a constructable
 * stylesheet in the widget's shadow root. So each area's CSS travels in its own chunk, never touches the host
 * page, and needs no 'unsafe-inline' under a strict Content-Security-Policy.
 */
const cssToRegistry: Plugin = {
  name: 'css-to-registry',
  setup(build) {
    build.onResolve({ filter: virtualCssFileFilter }, (args) => ({ path: args.path, namespace: 'css-registry' }));
    build.onLoad({ filter: /.*/, namespace: 'css-registry' }, async ({ path }) => {
      const { source } = await getSourceFromVirtualCssFile(path);
      const { code } = await transform(source, { loader: 'css', minify: true, target: ['chrome107', 'safari16'] });
      return {
        contents: `import { addStyles } from ${JSON.stringify(registry)}; addStyles(${JSON.stringify(code.trim())});`,
        loader: 'js',
        resolveDir: process.cwd(),
      };
    });
  },
};

/** esbuild's account of the loader build (which sources each chunk holds), handed to the chunk merge. */
let loaderMetafile: Metafile | undefined;
const keepMetafile: Plugin = {
  name: 'keep-metafile',
  setup(build) {
    build.onEnd((result) => {
      loaderMetafile = result.metafile;
    });
  },
};

/**
 * The component entries (loader/react.ts, loader/element.ts) name the loader's API through its declaration,
 * ./public.ts; built, that import is the loader file beside them, so a page that uses a component and the loader
 * runs one loader and one widget runtime.
 */
const loaderBeside: Plugin = {
  name: 'loader-beside',
  setup(build) {
    build.onResolve({ filter: /^\.\/public$/ }, () => ({ path: './loader.js', external: true }));
  },
};

const shared: Options = {
  format: 'esm',
  target: ['chrome107', 'safari16'],
  platform: 'browser',
  minify: true,
  treeshake: true,
  sourcemap: false,
  metafile: !!process.env.METAFILE,
  dts: false,
  outDir,
  // A browser bundle: every dependency ships inside it (tsup leaves package.json dependencies external by default).
  noExternal: [/.*/],
  define: {
    'process.env.NODE_ENV': '"production"',
    __BUILD__: JSON.stringify(isReact ? 'react' : 'preact'),
  },
  esbuildPlugins: [cssToRegistry, vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.alias = isReact ? {} : { ...PREACT_ALIAS };
    options.chunkNames = 'chunks/[name]-[hash]';
    options.assetNames = 'assets/[name]-[hash]';
    options.jsx = 'automatic';
    options.jsxImportSource = 'react';
  },
  outExtension: () => ({ js: '.js' }),
};

export default defineConfig([
  {
    ...shared,
    // The loader is the only entry a host page loads; areas, viewers and dictionaries become lazy chunks.
    entry: { loader: 'loader/index.ts' },
    splitting: true,
    clean: true,
    publicDir: 'src/public',
    esbuildPlugins: [...shared.esbuildPlugins!, keepMetafile],
    onSuccess: () => mergeChunks(outDir, loaderMetafile),
  },
  {
    ...shared,
    // For hosts that cannot load modules: a classic script that queues calls until the loader arrives.
    entry: { embed: 'loader/embed.ts' },
    format: 'iife',
    splitting: false,
    clean: false,
  },
  {
    ...shared,
    // `esign-client/react` and `esign-client/element`. The host's React stays the host's (a peer, never bundled).
    entry: { react: 'loader/react.ts', element: 'loader/element.ts' },
    splitting: false,
    clean: false,
    noExternal: [],
    external: ['react'],
    esbuildPlugins: [loaderBeside],
    esbuildOptions(options) {
      options.alias = {};
    },
  },
  {
    ...shared,
    // The viewers' workers, beside loader.js: src/viewers/assets.ts finds them relative to the viewer chunks.
    // Self-contained module workers from this origin (CSP worker-src 'self'), no eval (docs/SECURITY.md).
    entry: {
      'pdf.worker': 'node_modules/pdfjs-dist/legacy/build/pdf.worker.mjs',
      'sheet.worker': 'src/viewers/sheet/sheet.worker.ts',
    },
    splitting: false,
    clean: false,
    esbuildPlugins: [],
  },
]);
