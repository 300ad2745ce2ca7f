import type { RenderedChunk } from 'rollup';
import { buildManifest } from '../../../build/routeClosures';
import { routeFiles } from '../../../loader/deepLink';

/** The build's manifest of each deep-linked route's module closure, and the loader's reading of it. */
const chunk = (fileName: string, modules: string[], imports: string[] = [], dynamicImports: string[] = []) =>
  ({
    fileName,
    name: fileName.replace(/^chunks\/|-H\.js$/g, ''),
    moduleIds: modules,
    facadeModuleId: modules[0],
    imports,
    dynamicImports,
  }) as unknown as RenderedChunk;

// esbuild's chunks (rollup's modules) and the sources they are entries of.
const entryOf = new Map(
  Object.entries({
    '/d/shell.js': 'loader/shell.ts',
    '/d/frame.js': 'src/router/RouterFrame.tsx',
    '/d/host.js': 'src/shell/host.ts',
    '/d/menu.js': 'src/account/menu.ts',
    '/d/actions.js': 'src/account/actions.ts',
    '/d/sap.js': 'widgets/sap/index.ts',
    '/d/sapPaint.js': 'widgets/sap/paint.ts',
    '/d/srm.js': 'widgets/srm/index.ts',
    '/d/srmPage.js': 'widgets/srm/pages/ProcessingInfo.tsx',
    '/d/srmList.js': 'widgets/srm/pages/List.tsx',
    '/d/qms.js': 'widgets/qms/index.ts',
    '/d/qmsPage.js': 'widgets/qms/pages/ProcessingInfo.tsx',
    '/d/gs.js': 'widgets/gs001p/index.ts',
    '/d/gsPage.js': 'widgets/gs001p/pages/CaseView.tsx',
    '/d/core.zh.js': 'src/i18n/dict/zh-Hans.ts',
    '/d/core.en.js': 'src/i18n/dict/en.ts',
    '/d/sap.zh.js': 'widgets/sap/i18n/zh-Hans.ts',
    '/d/viewer.js': 'src/viewers/pdf/PdfViewer.tsx',
  }),
);
const ROUTES = [
  '/pages/SAP/processingInfo/purchaseOrder',
  '/pages/SRM/processingInfo/processingInfoNsr',
  '/pages/QMS/processingInfo/processingInfoIdr',
  '/pages/GS001P/detail',
];
const chunks = [
  chunk('chunks/loader-H.js', ['/d/loader.js']),
  chunk('chunks/deepLink-H.js', ['/d/deepLink.js'], ['chunks/loader-H.js']),
  chunk(
    'chunks/shell-H.js',
    ['/d/shell.js'],
    ['chunks/loader-H.js', 'chunks/ui-H.js'],
    ['chunks/core.zh-H.js', 'chunks/core.en-H.js'],
  ),
  chunk('chunks/ui-H.js', ['/d/ui.js'], ['chunks/loader-H.js']),
  chunk('chunks/core.zh-H.js', ['/d/core.zh.js']),
  chunk('chunks/core.en-H.js', ['/d/core.en.js']),
  chunk('chunks/frame-H.js', ['/d/frame.js', '/d/host.js', '/d/menu.js', '/d/actions.js'], ['chunks/ui-H.js']),
  chunk('chunks/sap-H.js', ['/d/sap.js'], ['chunks/forms-H.js'], ['chunks/sap.zh-H.js', 'chunks/viewer-H.js']),
  chunk('chunks/forms-H.js', ['/d/forms.js'], ['chunks/ui-H.js']),
  // The form painted before the framework (widgets/sap/paint.ts), from the area's dictionaries.
  chunk('chunks/paint-H.js', ['/d/sapPaint.js'], ['chunks/forms-H.js'], ['chunks/sap.zh-H.js']),
  chunk('chunks/sap.zh-H.js', ['/d/sap.zh.js'], ['chunks/dict-H.js']),
  chunk('chunks/dict-H.js', ['/d/dict.js']),
  chunk('chunks/viewer-H.js', ['/d/viewer.js'], ['chunks/forms-H.js']),
  chunk('chunks/srm-H.js', ['/d/srm.js'], [], ['chunks/srmPage-H.js', 'chunks/srmList-H.js']),
  chunk('chunks/srmPage-H.js', ['/d/srmPage.js'], ['chunks/forms-H.js']),
  chunk('chunks/srmList-H.js', ['/d/srmList.js']),
  chunk('chunks/qms-H.js', ['/d/qms.js', '/d/qmsPage.js']),
  chunk('chunks/gs-H.js', ['/d/gs.js', '/d/gsPage.js']),
];

describe('the deep-linked routes’ module closures (build/routeClosures.ts)', () => {
  const manifest = buildManifest(chunks, 'chunks/deepLink-H.js', entryOf);
  const files = (route: string, locale: string) =>
    routeFiles(route, locale, manifest).map((href) => href.slice(href.lastIndexOf('/') + 1));

  it('a route’s closure: the area with all it imports statically, its dictionaries per locale', () => {
    expect(files('/pages/SAP/processingInfo/purchaseOrder', 'zh-Hans').sort()).toEqual(
      [
        'shell-H.js',
        'ui-H.js',
        'frame-H.js',
        'sap-H.js',
        'paint-H.js',
        'forms-H.js',
        'core.zh-H.js',
        'sap.zh-H.js',
        'dict-H.js',
      ].sort(),
    );
    expect(files('/pages/SAP/processingInfo/purchaseOrder', 'en')).toContain('core.en-H.js');
    expect(files('/pages/SAP/processingInfo/purchaseOrder', 'en')).not.toContain('sap.zh-H.js');
  });

  it('the shell and its static imports too: a host page without the shell hint gets them in the same wave', () => {
    for (const route of ROUTES)
      expect(files(route, 'zh-Hans')).toEqual(expect.arrayContaining(['shell-H.js', 'ui-H.js']));
  });

  it('never the loader’s chunk or the deep link’s own, nor what the page loads only later (a viewer, another page of the area)', () => {
    const all = ROUTES.flatMap((route) => files(route, 'zh-Hans'));
    expect(all).not.toContain('loader-H.js');
    expect(all).not.toContain('deepLink-H.js');
    expect(all).not.toContain('viewer-H.js');
    expect(files('/pages/SRM/processingInfo/processingInfo', 'zh-Hans')).toContain('srmPage-H.js');
    expect(files('/pages/SRM/processingInfo/processingInfo', 'zh-Hans')).not.toContain('srmList-H.js');
  });

  it('a route that is not deep-linked, or no manifest (sources not built), preloads nothing', () => {
    expect(files('/pages/SAP/index', 'zh-Hans')).toEqual([]);
    expect(files('/pages/SRM/findSupplier/processingInfo', 'zh-Hans')).toEqual([]);
    expect(routeFiles('/pages/SAP/processingInfo/purchaseOrder', 'zh-Hans')).toEqual([]);
  });

  it('a source the build cannot find is an error of the build, not a silent empty list', () => {
    expect(() => buildManifest(chunks.slice(0, 6), 'chunks/deepLink-H.js', entryOf)).toThrow(/no chunk holds/);
  });
});
