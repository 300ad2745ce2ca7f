import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, resetDemo } from './support/harness';
import { demoUrl } from './support/servers';
import { portalTests } from './support/embed-portals';

/**
 * The package as a host project gets it: `npm pack` of this build, installed offline into a new project, a host
 * file that uses the whole public API type-checked by tsc against the package's declarations (and a wrong use
 * rejected), bundled by esbuild, and mounted in Chromium against the demo server.
 */
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const base = demoUrl();
let dir: string;
let tarball: string;

const HOST = `import { mount, type EsignHandle, type EsignEvents, type MountOptions, type EsignTodoCounts } from 'esign-client';

const options: MountOptions = {
  apiBase: location.origin,
  services: { main: location.origin + '/api', bpm: location.origin + '/gateway/bpm' },
  messagingLoginUrl: '/demo/wxwork/authorize',
  assetBase: '/pkg/node_modules/esign-client/dist/',
  locale: 'en',
  theme: { primary: '#7a1fa2', radius: 4, scheme: 'dark' },
  route: '/pages/login/login',
  demo: true,
};
const log: string[] = [];
const widget: EsignHandle = mount(document.getElementById('app')!, options);
widget.on('ready', () => log.push('ready'));
widget.on('route', ({ path }) => log.push('route ' + path));
widget.on('todo', ({ total, byArea }: EsignEvents['todo']) => log.push('todo ' + total + ' ' + (byArea satisfies EsignTodoCounts).sap));
widget.on('login', ({ userNo }) => log.push('login ' + userNo));
const off = widget.on('logout', () => log.push('logout'));
widget.on('sessionExpired', () => log.push('sessionExpired'));
widget.on('error', ({ code, message }) => log.push('error ' + code + ' ' + message.length));
off();
widget.navigate('/pages/langSetting/langSetting');
widget.setLocale('en');
const later: () => void = widget.unmount;
void later;
void widget.logout;
window.EsignClient?.mount;
(window as unknown as { hostLog: string[]; widget: EsignHandle }).hostLog = log;
(window as unknown as { widget: EsignHandle }).widget = widget;
`;

const WRONG = `import { mount } from 'esign-client';
const widget = mount(document.body, { theme: { scheme: 'sepia' } });
widget.on('todo', (detail) => detail.count);
widget.on('nope', () => undefined);
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2020',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    noEmit: true,
    lib: ['ES2022', 'DOM'],
    types: [],
    // TypeScript's own lib files need no checking here; the package's declarations still are checked.
    skipDefaultLibCheck: true,
  },
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'esign-host-'));
  // The build under test is the one the e2e setup serves (dist/): packed as it is. On a fresh clone, `prepack`
  // builds it first (package.json).
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
    cwd: ROOT,
  });
  tarball = join(dir, JSON.parse(stdout)[0].filename);
  const project = join(dir, 'host');
  await mkdir(project);
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'portal', private: true, type: 'module' }));
  await run('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund'], { cwd: project });
  await writeFile(join(project, 'tsconfig.json'), JSON.stringify({ ...TSCONFIG, files: ['main.ts'] }));
  await writeFile(join(project, 'main.ts'), HOST);
}, 240_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the npm package', () => {
  it('holds the build, the declarations and the changelog, and no source or runtime dependency', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const files = stdout.split('\n').filter(Boolean);
    for (const f of [
      'package/dist/loader.js',
      'package/dist/embed.js',
      'package/dist/types/public.d.ts',
      'package/dist/pdf.worker.js',
      'package/dist/sheet.worker.js',
      'package/dist/react.js',
      'package/dist/element.js',
      'package/dist/types/react.d.ts',
      'package/dist/types/element.d.ts',
      'package/dist/openapi.json',
      'package/CHANGELOG.md',
    ]) {
      expect(files).toContain(f);
    }
    expect(files.filter((f) => /^package\/(src|loader|widgets|tests|demo)\//.test(f))).toEqual([]);
    const manifest = JSON.parse(await readFile(join(dir, 'host/node_modules/esign-client/package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.exports['.']).toMatchObject({ types: './dist/types/public.d.ts', import: './dist/loader.js' });
    expect(manifest.exports['./embed']).toBe('./dist/embed.js');
    expect(manifest.exports['./react']).toMatchObject({ types: './dist/types/react.d.ts', import: './dist/react.js' });
    expect(manifest.exports['./pdf.worker.js']).toBe('./dist/pdf.worker.js');
    expect(manifest.scripts.prepack).toBe('npm run build');
    // The host's React is a peer, never installed with the package (the widget runs its own Preact).
    expect(manifest.peerDependenciesMeta.react.optional).toBe(true);
    const openapi = JSON.parse(await readFile(join(dir, 'host/node_modules/esign-client/dist/openapi.json'), 'utf8'));
    expect(openapi.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.paths).length).toBeGreaterThan(20);
    // Nothing else installed; the one command is the conformance kit, runnable as `npx esign-conformance`.
    expect(await readdir(join(dir, 'host/node_modules'))).toEqual(['.bin', '.package-lock.json', 'esign-client']);
    expect(await readdir(join(dir, 'host/node_modules/.bin'))).toEqual(['esign-conformance']);
  });

  it('type-checks a host file using the whole public API, and rejects a wrong use', async () => {
    const project = join(dir, 'host');
    // One tsc run over the right and the wrong file: every error must be in the wrong one.
    await writeFile(join(project, 'wrong.ts'), WRONG);
    await writeFile(
      join(project, 'tsconfig.both.json'),
      JSON.stringify({ ...TSCONFIG, files: ['main.ts', 'wrong.ts'] }),
    );
    const failed = await run('node', [TSC, '-p', 'tsconfig.both.json', '--pretty', 'false'], { cwd: project }).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    const errorLines = failed.split('\n').filter((line) => /error TS\d+/.test(line));
    expect(errorLines.length).toBeGreaterThan(0);
    expect(errorLines.filter((line) => !line.startsWith('wrong.ts('))).toEqual([]);
    expect(failed).toContain('\'"sepia"\' is not assignable');
    expect(failed).toContain("Property 'count' does not exist");
    expect(failed).toContain('"nope"');
    // The declarations carry their documentation.
    const types = await readFile(join(project, 'node_modules/esign-client/dist/types/types.d.ts'), 'utf8');
    expect(types).toContain('Calling it unmounts');
  }, 120_000);

  it('bundles with esbuild and mounts in Chromium against the demo server', async () => {
    const project = join(dir, 'host');
    await build({
      entryPoints: [join(project, 'main.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(project, 'out'),
      absWorkingDir: project,
      logLevel: 'silent',
    });
    await resetDemo(base);
    const ctx = await launchBrowser({ viewport: 'desktop', locale: 'en-US' });
    try {
      // The host's files under /pkg/ of the demo server's origin: the host page, its bundle and the package.
      await ctx.route(`${base}/pkg/**`, async (route) => {
        const path = new URL(route.request().url()).pathname.replace(/^\/pkg\//, '');
        if (path === 'index.html') {
          return route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><script type="module" src="/pkg/out/main.js"></script></head><body><main id="app" style="height:640px"></main></body></html>',
          });
        }
        return route.fulfill({ path: join(project, path), contentType: 'text/javascript' });
      });
      const { page, errors } = await openPage(ctx, `${base}/pkg/index.html`);
      await page.getByRole('heading', { name: 'Language' }).waitFor({ timeout: 30_000 });
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { hostLog: string[] }).hostLog))
        .toContain('ready');
      expect(await page.evaluate(() => (window as unknown as { hostLog: string[] }).hostLog)).toContain(
        'route /pages/langSetting/langSetting',
      );
      expect(await page.locator('[data-esign-root]').getAttribute('data-scheme')).toBe('dark');
      await page.evaluate(() => (window as unknown as { widget: () => void }).widget());
      await expect.poll(() => page.locator('[data-esign-root]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});

describe('portals built on the package', () => portalTests(() => tarball));
