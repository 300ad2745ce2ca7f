import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import ts from 'typescript';

/**
 * The project's import rules as a pure checker: it reads files' import specifiers (static, re-exports and
 * dynamic `import()`) and names every import that breaks a rule. docs/ARCHITECTURE.md describes the rules;
 * boundaries.test.ts runs this over the repository and over small bad inputs, so each rule is seen to fail.
 */

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  /** The module specifiers the file imports, as written. */
  imports: string[];
}

/**
 * The folders of `src`, lowest first. A folder may import only folders of a lower rank (and itself): the kit
 * never imports the router, the router never the account code, nothing the shell. Folders of the same rank
 * do not import each other. A new folder must be placed here (and in docs/ARCHITECTURE.md) to be allowed.
 */
export const SRC_LAYERS: Readonly<Record<string, number>> = {
  framework: 0,
  config: 0,
  session: 1,
  api: 1,
  i18n: 2,
  http: 2,
  cache: 2,
  ui: 3,
  router: 4,
  account: 5,
  forms: 6,
  viewers: 6,
  review: 7,
  flow: 7,
  signing: 7,
  shell: 8,
};

/** The only file that names the UI framework. */
export const FRAMEWORK_FILE = 'src/framework.ts';
/** The React host component renders in the host's own React, a peer of the package, never the widget's. */
const HOST_REACT_FILE = 'loader/react.ts';
const FRAMEWORK_PACKAGES = ['preact', 'react', 'react-dom'];

export const isTestFile = (path: string) => /\.(test|e2e)\.tsx?$/.test(path);

/** What part of the project a path belongs to: `src:<folder>`, `area:<name>`, `loader`, `demo`, or other. */
export function zoneOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'src') return `src:${parts.length === 2 ? parts[1].replace(/\.tsx?$/, '') : parts[1]}`;
  if (parts[0] === 'widgets') return `area:${parts[1]}`;
  if (parts[0] === 'loader' || parts[0] === 'demo' || parts[0] === 'tests') return parts[0];
  return 'other';
}

const namesFramework = (spec: string) =>
  FRAMEWORK_PACKAGES.some((name) => spec === name || spec.startsWith(`${name}/`));

/** Resolves a relative specifier against the importing file; bare package names come back unchanged. */
export function resolveImport(from: string, spec: string): string {
  return spec.startsWith('.') ? posix.normalize(posix.join(posix.dirname(from), spec)) : spec;
}

/** Every broken rule among `files`, one line each: `<file> imports <target>: <rule>`. */
export function checkImports(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const from = zoneOf(file.path);
    for (const spec of file.imports) {
      const say = (rule: string) => problems.push(`${file.path} imports ${spec}: ${rule}`);
      if (!spec.startsWith('.')) {
        if (
          namesFramework(spec) &&
          file.path !== FRAMEWORK_FILE &&
          file.path !== HOST_REACT_FILE &&
          !isTestFile(file.path)
        )
          say(`only ${FRAMEWORK_FILE} names the UI framework`);
        continue;
      }
      const target = resolveImport(file.path, spec);
      const to = zoneOf(target);
      if (from.startsWith('area:') && to.startsWith('area:') && to !== from)
        say('an area never imports another area (link by route path)');
      if (from.startsWith('src:') && (to.startsWith('area:') || to === 'loader'))
        say('src never imports widgets or loader');
      if (from.startsWith('area:') && to === 'src:shell')
        say('the shell is the mount code on top: areas use what is below it (e.g. src/account)');
      if (
        from === 'demo' &&
        (to.startsWith('area:') || to === 'loader' || (to.startsWith('src:') && to !== 'src:api'))
      ) {
        say('the demo server imports nothing of the client but src/api');
      }
      if (from.startsWith('src:') && to.startsWith('src:') && from !== to && !isTestFile(file.path)) {
        const a = SRC_LAYERS[from.slice(4)];
        const b = SRC_LAYERS[to.slice(4)];
        if (a === undefined) say(`src/${from.slice(4)} has no place in the layers of src`);
        else if (b === undefined) say(`src/${to.slice(4)} has no place in the layers of src`);
        else if (b >= a)
          say(`inside src, arrows point down: ${from.slice(4)} (${a}) may not import ${to.slice(4)} (${b})`);
      }
    }
  }
  return problems;
}

/** The file a relative specifier names among `known` paths (with .ts, .tsx or an index file), if any. */
function fileOf(from: string, spec: string, known: ReadonlySet<string>): string | undefined {
  const target = resolveImport(from, spec).replace(/\.js$/, '');
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find((p) =>
    known.has(p),
  );
}

/**
 * Every import cycle among `files`, type-only and dynamic imports included, one line each (`a -> b -> a`): a cycle
 * means neither module is below the other, so neither can be read, tested or moved alone.
 */
export function findCycles(files: readonly SourceFile[]): string[] {
  const known = new Set(files.map((f) => f.path));
  const edges = new Map(
    files.map((f) => [
      f.path,
      [...new Set(f.imports.filter((s) => s.startsWith('.')).map((s) => fileOf(f.path, s, known)))].filter(
        (p): p is string => !!p,
      ),
    ]),
  );
  // Tarjan's strongly connected components, without recursion (some chains are deep).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[] = [];
  let next = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; at: number }> = [{ node: root, at: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const top = work[work.length - 1];
      const targets = edges.get(top.node) ?? [];
      if (top.at < targets.length) {
        const to = targets[top.at++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, at: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) !== index.get(top.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== top.node);
      const selfLoop = (edges.get(top.node) ?? []).includes(top.node);
      if (component.length > 1 || selfLoop) cycles.push(describeCycle(component.sort(), edges));
    }
  }
  return cycles.sort();
}

/** One loop through a component, from its first file back to it. */
function describeCycle(component: string[], edges: ReadonlyMap<string, string[]>): string {
  const inside = new Set(component);
  const start = component[0];
  // Breadth-first from the start to any file that imports the start: the shortest loop through it.
  const back = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const at = queue.shift()!;
    for (const to of edges.get(at) ?? []) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const path = [at];
        while (path[0] !== start) path.unshift(back.get(path[0])!);
        return `import cycle: ${[...path, start].join(' -> ')}`;
      }
      if (!back.has(to)) {
        back.set(to, at);
        queue.push(to);
      }
    }
  }
  return `import cycle among ${component.join(', ')}`;
}

/**
 * Where tests live. Core tests mirror the core: tests/unit/<folder of src or loader>/ (and project-wide tests
 * directly in tests/unit); an area's tests sit beside its code in widgets/<area>/; the demo server's beside
 * its code in demo/; bundle budgets in tests/size; browser tests in tests/e2e, their helpers in
 * tests/e2e/support. Nothing else is a test.
 */
export function checkTestPlaces(paths: readonly string[], srcFolders: readonly string[]): string[] {
  const problems: string[] = [];
  for (const path of paths) {
    const parts = path.split('/');
    const say = (rule: string) => problems.push(`${path}: ${rule}`);
    if (path.endsWith('.e2e.ts')) {
      if (parts[0] !== 'tests' || parts[1] !== 'e2e' || parts.length !== 3)
        say('browser tests are tests/e2e/<name>.e2e.ts');
      continue;
    }
    if (!isTestFile(path)) {
      if (parts[0] === 'tests' && parts[1] === 'e2e' && parts.length === 3)
        say('helpers of the browser tests live in tests/e2e/support/');
      continue;
    }
    if (parts[0] === 'src' || parts[0] === 'loader')
      say('core tests live in tests/unit/<folder>, mirroring src and loader');
    else if (parts[0] === 'tests') {
      if (parts[1] === 'size' && parts.length === 3) continue;
      if (parts[1] !== 'unit') say('unit tests live in tests/unit');
      else if (parts.length > 3 && !srcFolders.includes(parts[2]) && parts[2] !== 'loader')
        say(`tests/unit/${parts[2]} mirrors no folder of src or loader`);
      else if (parts.length > 4) say("tests/unit/<folder> holds the folder's tests directly");
    } else if (parts[0] !== 'widgets' && parts[0] !== 'demo')
      say('a test lives beside an area or the demo server, or in tests/');
  }
  return problems;
}

const CODE = /\.(ts|tsx)$/;

/** Files under `dir` (relative to `root`), skipping node_modules and build output. */
export function listFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    for (const name of readdirSync(abs)) {
      if (name === 'node_modules' || name.startsWith('dist')) continue;
      const next = join(abs, name);
      if (statSync(next).isDirectory()) walk(next);
      else out.push(relative(root, next).split('\\').join('/'));
    }
  };
  walk(join(root, dir));
  return out;
}

/** The import specifiers of one file, read by TypeScript's own pre-processor (comments and strings are skipped). */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

export function readSources(root: string, dirs: readonly string[]): SourceFile[] {
  return dirs
    .flatMap((dir) => listFiles(root, dir))
    .filter((path) => CODE.test(path) && !path.endsWith('.d.ts'))
    .map((path) => ({ path, imports: importsOf(readFileSync(join(root, path), 'utf8')) }));
}

export const repoRoot = join(dirname(new URL(import.meta.url).pathname), '..', '..');

/** Every route names a page of its area, and every page of an area is a route of that area. */
export function checkRoutePages(
  routes: readonly { path: string; area: string }[],
  pagesByArea: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): string[] {
  const problems: string[] = [];
  for (const route of routes)
    if (!pagesByArea[route.area]?.[route.path]) problems.push(`${route.path}: no page in widgets/${route.area}`);
  for (const [area, pages] of Object.entries(pagesByArea)) {
    for (const path of Object.keys(pages))
      if (!routes.some((r) => r.path === path && r.area === area))
        problems.push(`${path}: a page of widgets/${area} with no route`);
  }
  return problems;
}
