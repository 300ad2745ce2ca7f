// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreen, firstScreenFiles, homeFiles, recordFiles, recordLaunchArea, withPreloads } from './preload';
import { RECORD_FILES_MANIFEST } from '../../../src/api/record-routes';

/** A build laid out like tsup + merge-chunks writes it: a facade loader, hashed chunks. */
const dir = mkdtempSync(join(tmpdir(), 'esign-preload-'));
mkdirSync(join(dir, 'chunks'));
const files: Record<string, string> = {
  'loader.js': "export{m as mount}from'./chunks/loader-AAAA1111.js';",
  'chunks/loader-AAAA1111.js':
    "import{x}from'./chunk-SHARED01.js';import('./firstPaint-FFFF6666.js');import('./homePaint-IIII9999.js');import('./shell-BBBB2222.js').then(()=>x);",
  // The first paint's shared chunk holds the loaders of the core dictionary and of the app pages' strings.
  'chunks/firstPaint-FFFF6666.js':
    "import{x}from'./chunk-SHARED01.js';import('./zh-Hans-PAGE0001.js');export const p=x;",
  'chunks/homePaint-IIII9999.js': "import{x}from'./chunk-SHARED01.js';export const h=x;",
  'chunks/zh-Hans-PAGE0001.js': "export default {home:{title:'首页'}};",
  'chunks/chunk-SHARED01.js': 'export const x=1;',
  'chunks/shell-BBBB2222.js':
    "import('./kit.zh-Hans-KKKK0001.js');import('./app-CCCC3333.js');import('./sap-DDDD4444.js');import('./zh-Hans-EEEE5555.js');import('./TabBar-GGGG7777.js');",
  'chunks/app-CCCC3333.js':
    "import{y}from'./chunk-APPDEP01.js';export default {pages:{home:()=>import('./Home-HHHH8888.js')},messages:{'zh-Hans':()=>import('./zh-Hans-APPD0001.js')}};",
  'chunks/zh-Hans-APPD0001.js': 'export default {};',
  'chunks/Home-HHHH8888.js':
    "import{y}from'./chunk-APPDEP01.js';import{k}from'./chunk-KIT00001.js';export const Home=y+k;",
  'chunks/chunk-KIT00001.js': 'export const k=4;',
  'chunks/TabBar-GGGG7777.js': "import{k}from'./chunk-KIT00001.js';export const TabBar=k;",
  'chunks/chunk-APPDEP01.js': 'export const y=2;',
  'chunks/sap-DDDD4444.js': 'export default 3;',
  'chunks/zh-Hans-EEEE5555.js': "export default {login:{submit:'登录'}};",
  'chunks/kit.zh-Hans-KKKK0001.js': 'export default {};',
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('module preload hints of the host pages', () => {
  it('names the loader chunk, the first paint, the shell, the app area, their static imports and the first launch core dictionary; not other areas or dictionaries', () => {
    expect(firstScreenFiles(dir).sort()).toEqual(
      [
        '/chunks/app-CCCC3333.js',
        '/chunks/chunk-APPDEP01.js',
        '/chunks/chunk-SHARED01.js',
        '/chunks/firstPaint-FFFF6666.js',
        '/chunks/loader-AAAA1111.js',
        '/chunks/shell-BBBB2222.js',
        '/chunks/zh-Hans-EEEE5555.js',
      ].sort(),
    );
  });

  it("preloads the paint's files in the page, after the loader script, which names the hashed loader chunk; leaves pages without it alone", () => {
    // The login page painted before the framework and the core dictionary; the loader chunk is the script itself.
    expect(firstScreen(dir).paint.sort()).toEqual([
      '/chunks/chunk-SHARED01.js',
      '/chunks/firstPaint-FFFF6666.js',
      '/chunks/loader-AAAA1111.js',
      '/chunks/zh-Hans-EEEE5555.js',
    ]);
    const page = '<head><script type="module" src="/loader.js"></script></head>';
    const out = withPreloads(page, dir);
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(out).not.toContain('/loader.js');
    expect(out).not.toContain('modulepreload" href="/chunks/loader-AAAA1111.js');
    expect(out.indexOf('<script type="module" src="/chunks/loader-AAAA1111.js"></script>')).toBeLessThan(
      out.indexOf('modulepreload'),
    );
    expect(withPreloads('<script src="/embed.js"></script>', dir)).toBe('<script src="/embed.js"></script>');
  });

  it('names the framework (shell, app area and their static imports) for the loader, not as preloads of the page', () => {
    expect(firstScreen(dir).framework.sort()).toEqual([
      '/chunks/app-CCCC3333.js',
      '/chunks/chunk-APPDEP01.js',
      '/chunks/shell-BBBB2222.js',
    ]);
    const out = withPreloads('<head><script type="module" src="/loader.js"></script></head>', dir);
    expect(out).toMatch(/<meta name="esign-preload" data-stage="shell" content="[^"]*shell-BBBB2222\.js[^"]*" \/>/);
    expect(out).not.toContain('modulepreload" href="/chunks/shell-');
    expect(out).not.toContain('modulepreload" href="/chunks/app-');
  });

  it("names a signed-in home's own chunks apart, for the loader to preload on such a launch only: the paint's first", () => {
    // Home painted before the framework and home's own strings, then the framework's page; nothing the first
    // screen already names, and nothing twice.
    const { paint, page } = homeFiles(dir);
    expect(paint).toEqual(['/chunks/homePaint-IIII9999.js', '/chunks/zh-Hans-PAGE0001.js']);
    expect(page.sort()).toEqual([
      '/chunks/Home-HHHH8888.js',
      '/chunks/TabBar-GGGG7777.js',
      '/chunks/chunk-KIT00001.js',
    ]);
    const out = withPreloads('<head><script type="module" src="/loader.js"></script></head>', dir);
    expect(out).toContain(
      '<meta name="esign-preload" data-route="/pages/index/index" data-stage="paint" content="/chunks/homePaint-IIII9999.js /chunks/zh-Hans-PAGE0001.js" />',
    );
    expect(out).toMatch(
      /<meta name="esign-preload" data-route="\/pages\/index\/index" data-stage="page" content="[^"]*Home-HHHH8888\.js/,
    );
    expect(out).not.toContain('modulepreload" href="/chunks/Home-');
  });

  it('names a signed-in launch into a record, which the address names, with all its files as preloads of the page', () => {
    // build/routeClosures.ts's list: the deep-link chunk first, the area's closure, per locale its dictionaries.
    const manifest = {
      SAP: {
        files: [
          'chunks/deepLink-LLLL0001.js',
          'chunks/shell-BBBB2222.js',
          'chunks/sap-DDDD4444.js',
          '//evil.example/x.js',
        ],
        dictionaries: { 'zh-Hans': ['chunks/zh-Hans-SAP00001.js'], en: ['chunks/en-SAP00001.js'] },
      },
    };
    writeFileSync(join(dir, RECORD_FILES_MANIFEST), JSON.stringify(manifest));
    const link = (route: string, token = 'T0K3N') =>
      `?${new URLSearchParams({ wxworkredirect_uri: route, ...(token ? { token } : {}), userNo: '10001' })}`;
    const order = link('/pages/SAP/processingInfo/purchaseOrder?id=4500012345');
    expect(recordLaunchArea(order)).toBe('SAP');
    expect(recordLaunchArea(link('/pages/SAP/processingInfo/purchaseOrder?id=1', ''))).toBeUndefined();
    expect(recordLaunchArea(link('/pages/SAP/index'))).toBeUndefined();
    expect(recordFiles(dir, 'SAP')).toEqual([
      '/chunks/deepLink-LLLL0001.js',
      '/chunks/shell-BBBB2222.js',
      '/chunks/sap-DDDD4444.js',
      '/chunks/zh-Hans-SAP00001.js',
    ]);
    const page = '<head><script type="module" src="/loader.js"></script></head>';
    const preloads = (html: string) => [...html.matchAll(/modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    const out = withPreloads(page, dir, order);
    // The loader's script first, then the deep-link chunk that starts the read, then the rest, each once.
    expect(out.indexOf('src="/chunks/loader-AAAA1111.js"')).toBeLessThan(out.indexOf('modulepreload'));
    expect(preloads(out)[0]).toBe('/chunks/deepLink-LLLL0001.js');
    expect(preloads(out)).toEqual(expect.arrayContaining(['/chunks/sap-DDDD4444.js', '/chunks/zh-Hans-SAP00001.js']));
    expect(new Set(preloads(out)).size).toBe(preloads(out).length);
    // No login page painted first; no other locale's strings; nothing from another origin.
    expect(out).not.toContain('firstPaint-');
    expect(out).not.toContain('en-SAP00001');
    expect(out).not.toContain('evil.example');
    // Any other launch gets the first screen's page as before.
    for (const search of ['', link('/pages/SAP/index'), link('/pages/SAP/processingInfo/purchaseOrder?id=1', '')])
      expect(preloads(withPreloads(page, dir, search))).toHaveLength(3);
  });
});
