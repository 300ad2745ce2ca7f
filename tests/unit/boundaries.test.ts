import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../../src/router/routes';
import type { AreaModule } from '../../src/router/area';
import {
  checkImports,
  checkRoutePages,
  checkTestPlaces,
  findCycles,
  importsOf,
  isTestFile,
  listFiles,
  readSources,
  repoRoot,
  SRC_LAYERS,
  type SourceFile,
} from './boundaries';

/**
 * The structure rules of docs/ARCHITECTURE.md, enforced: areas never import each other, src never imports
 * widgets or loader, one file names the UI framework, the demo server uses only the contract, arrows inside
 * src point down, no import cycle (type-only included), every route has a page, and tests live in one place each. Each rule is also fed a bad input
 * to show it can fail.
 */

const srcFolders = readdirSync(join(repoRoot, 'src')).filter(
  (name) => statSync(join(repoRoot, 'src', name)).isDirectory() && name !== 'public',
);

describe('the repository keeps its import rules', () => {
  const sources = readSources(repoRoot, ['src', 'widgets', 'loader', 'demo']);

  it('reads every source file with its imports', () => {
    expect(sources.length).toBeGreaterThan(200);
    const app = sources.find((f) => f.path === 'src/shell/App.tsx');
    expect(app?.imports).toContain('../router/PageHost');
    // Dynamic imports count too: the shell loads the account actions lazily.
    expect(sources.find((f) => f.path === 'src/shell/mount.tsx')?.imports).toContain('../account/actions');
  });

  it('breaks none of them', () => {
    expect(checkImports(sources)).toEqual([]);
  });

  it('has no import cycle, type-only and dynamic imports included', () => {
    expect(findCycles(sources)).toEqual([]);
  });

  it('places every folder of src in the layers', () => {
    expect(srcFolders.filter((name) => !(name in SRC_LAYERS))).toEqual([]);
  });

  it('keeps every test where the rule for tests says', () => {
    const paths = ['src', 'widgets', 'loader', 'demo', 'tests']
      .flatMap((dir) => listFiles(repoRoot, dir))
      .filter((p) => /\.tsx?$/.test(p));
    expect(checkTestPlaces(paths, srcFolders)).toEqual([]);
    expect(paths.filter(isTestFile).length).toBeGreaterThan(40);
  });
});

describe('each rule fails on a bad input', () => {
  const one = (path: string, ...imports: string[]): SourceFile[] => [{ path, imports }];

  it('an area importing another area', () => {
    expect(checkImports(one('widgets/srm/pages/CaseList.tsx', '../../qms/parts/CaseCard'))).toEqual([
      'widgets/srm/pages/CaseList.tsx imports ../../qms/parts/CaseCard: an area never imports another area (link by route path)',
    ]);
    // Within the area, and down into src, is allowed.
    expect(checkImports(one('widgets/srm/pages/CaseList.tsx', '../parts/CaseCard', '../../../src/ui'))).toEqual([]);
  });

  it('src importing widgets or loader', () => {
    expect(checkImports(one('src/router/PageHost.tsx', '../../widgets/sap/index', '../../loader/areas'))).toHaveLength(
      2,
    );
  });

  it('a file other than src/framework.ts naming preact, react or react-dom', () => {
    expect(checkImports(one('src/ui/Page.tsx', 'preact/hooks', 'react', 'react-dom/client'))).toHaveLength(3);
    expect(checkImports(one('widgets/app/pages/Home.tsx', 'react'))).toHaveLength(1);
    expect(checkImports(one('src/framework.ts', 'react', 'react-dom', 'react-dom/client'))).toEqual([]);
    // Names that merely start alike are other packages.
    expect(checkImports(one('src/ui/hooks.ts', 'reactive-thing', 'preactor'))).toEqual([]);
  });

  it('the demo server importing the client beyond src/api', () => {
    expect(checkImports(one('demo/server/areas/sap.ts', '../../../src/api/sap'))).toEqual([]);
    expect(
      checkImports(
        one(
          'demo/server/areas/sap.ts',
          '../../../src/forms/format',
          '../../../widgets/sap/registry',
          '../../../loader/address',
        ),
      ),
    ).toHaveLength(3);
  });

  it('an arrow pointing up inside src', () => {
    expect(checkImports(one('src/ui/Page.tsx', '../router/navigation'))).toEqual([
      'src/ui/Page.tsx imports ../router/navigation: inside src, arrows point down: ui (3) may not import router (4)',
    ]);
    expect(checkImports(one('src/review/ReviewLogin.tsx', '../shell/LoginForm'))).toHaveLength(1);
    expect(checkImports(one('src/forms/DetailView.tsx', '../viewers/index'))).toHaveLength(1);
    expect(checkImports(one('src/mystery/x.ts', '../ui/hooks'))).toEqual([
      'src/mystery/x.ts imports ../ui/hooks: src/mystery has no place in the layers of src',
    ]);
    expect(checkImports(one('src/shell/App.tsx', '../account/mode', '../ui/Page', '../framework'))).toEqual([]);
    expect(checkImports(one('widgets/app/pages/My.tsx', '../../../src/shell/actions'))).toEqual([
      'widgets/app/pages/My.tsx imports ../../../src/shell/actions: the shell is the mount code on top: areas use what is below it (e.g. src/account)',
    ]);
    expect(checkImports(one('widgets/app/pages/My.tsx', '../../../src/account/actions'))).toEqual([]);
  });

  it('a test in the wrong place', () => {
    const folders = ['ui', 'forms', 'router'];
    expect(checkTestPlaces(['src/forms/forms.test.tsx'], folders)).toHaveLength(1);
    expect(checkTestPlaces(['tests/unit/srm/score.test.ts'], folders)).toEqual([
      'tests/unit/srm/score.test.ts: tests/unit/srm mirrors no folder of src or loader',
    ]);
    expect(checkTestPlaces(['tests/e2e/harness.ts', 'tests/e2e/sub/x.e2e.ts'], folders)).toHaveLength(2);
    expect(
      checkTestPlaces(
        [
          'tests/unit/forms/forms.test.tsx',
          'tests/unit/loader/address.test.ts',
          'widgets/srm/score.test.ts',
          'demo/server/app.test.ts',
          'tests/e2e/support/harness.ts',
          'tests/e2e/platform.e2e.ts',
          'tests/size/budget.test.ts',
        ],
        folders,
      ),
    ).toEqual([]);
  });

  it('reads static, re-exported, dynamic and side-effect imports, and not imports in comments', () => {
    const source = `import a from './a';\nexport { b } from './b';\nimport './c.css';\nconst d = () => import('./d');\n// import e from './e';\nimport type { F } from './f';`;
    expect(importsOf(source).sort()).toEqual(['./a', './b', './c.css', './d', './f']);
  });
});

describe('the route table', () => {
  const areas = import.meta.glob<{ default: AreaModule }>('../../widgets/*/index.ts');

  it('has a page in its area for every route, and no page without a route', async () => {
    const pagesByArea: Record<string, AreaModule['pages']> = {};
    for (const area of new Set(ROUTES.map((r) => r.area)))
      pagesByArea[area] = (await areas[`../../widgets/${area}/index.ts`]()).default.pages;
    expect(Object.keys(pagesByArea).sort()).toEqual(
      Object.keys(areas)
        .map((p) => p.split('/')[3])
        .sort(),
    );
    expect(checkRoutePages(ROUTES, pagesByArea)).toEqual([]);
  }, 60_000);

  it('fails on a route without a page and a page without a route', () => {
    const page = () => null;
    expect(checkRoutePages([{ path: '/pages/a', area: 'sap' }], { sap: { '/pages/b': page } })).toEqual([
      '/pages/a: no page in widgets/sap',
      '/pages/b: a page of widgets/sap with no route',
    ]);
    // A page in the wrong area does not count.
    expect(checkRoutePages([{ path: '/pages/a', area: 'sap' }], { sap: {}, srm: { '/pages/a': page } })).toHaveLength(
      2,
    );
  });
});

describe('the cycle check', () => {
  const file = (path: string, ...imports: string[]): SourceFile => ({ path, imports });

  it('names a loop made of type-only imports, through .ts, .tsx and index files', () => {
    const files = [
      file('src/api/sap.ts', './schema/sap'),
      file('src/api/schema/sap.ts', '../sap', './common'),
      file('src/api/schema/common.ts'),
    ];
    expect(findCycles(files)).toEqual(['import cycle: src/api/sap.ts -> src/api/schema/sap.ts -> src/api/sap.ts']);
    const longer = [
      file('src/ui/a.tsx', './b'),
      file('src/ui/b/index.ts', '../c'),
      file('src/ui/c.ts', './a', 'preact'),
    ];
    expect(findCycles(longer)).toEqual([
      'import cycle: src/ui/a.tsx -> src/ui/b/index.ts -> src/ui/c.ts -> src/ui/a.tsx',
    ]);
  });

  it('accepts a graph whose arrows all point one way', () => {
    const files = [
      file('src/api/sap.ts', './schema/sap'),
      file('src/api/schema/sap.ts', './common'),
      file('src/api/schema/sap.contract.ts', '../sap', './sap'),
      file('src/api/schema/common.ts'),
    ];
    expect(findCycles(files)).toEqual([]);
  });
});
