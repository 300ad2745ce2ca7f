import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isTestFile, listFiles, repoRoot } from './boundaries';

/**
 * Small files and small components (docs/ARCHITECTURE.md): no source file over 300 lines outside seed data and
 * no component function over 120 lines, so each can be read in one sitting. A file or component still over the
 * limit is named below with its present size as a ceiling: it may shrink, never grow, and its entry goes once
 * it fits. Each rule is also fed a bad input to show it can fail.
 */

const MAX_FILE_LINES = 300;
const MAX_COMPONENT_LINES = 120;
const SOURCE_DIRS = ['src', 'widgets', 'loader', 'demo/server', 'scripts', 'build'];

/** Data, not logic: the length is the number of records, and splitting would only scatter them. */
const SEED_DATA: Readonly<Record<string, string>> = {
  'demo/server/areas/sap-seed.ts': 'the seeded SAP forms of every list and status',
  'demo/server/areas/sample-files.ts': 'the sample files built byte by byte for the viewers',
  'widgets/sap/registry.ts': 'the SAP forms as data: fields and sections of each form type',
};

/** Files being split now, at their present line count: the ceiling until the split lands. */
const FILE_CEILINGS: Readonly<Record<string, number>> = {
  'demo/server/core/flow/engine.ts': 332,
};

/** Components still over the limit (`file#Name`), at their present line count. */
const COMPONENT_CEILINGS: Readonly<Record<string, number>> = {
  'widgets/gs001p/pages/Edit.tsx#Editor': 125,
};

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Each file over the limit, unless it is seed data or within its ceiling: `<file>: <n> lines (...)`. */
function oversizedFiles(files: ReadonlyArray<{ path: string; lines: number }>): string[] {
  return files
    .filter((f) => !(f.path in SEED_DATA))
    .filter((f) => f.lines > (FILE_CEILINGS[f.path] ?? MAX_FILE_LINES))
    .map((f) =>
      f.path in FILE_CEILINGS
        ? `${f.path}: ${f.lines} lines, above its ceiling of ${FILE_CEILINGS[f.path]}`
        : `${f.path}: ${f.lines} lines, above ${MAX_FILE_LINES}`,
    );
}

const FUNCTION = /^(\s*)(?:export\s+)?(?:default\s+)?function\s+([A-Z]\w*)/;
const ARROW = /^(\s*)(?:export\s+)?const\s+([A-Z]\w*)\s*=.*=>\s*[({]\s*$/;

/**
 * The components of a .tsx file and their lengths: a function (or one-line-headed arrow) whose name starts with
 * a capital letter, counted from its first line to the brace or parenthesis that closes it at the same indent.
 * The formatter keeps that indentation exact, so the count needs no parser.
 */
function componentLengths(text: string): Array<{ name: string; lines: number }> {
  const lines = text.split('\n');
  const out: Array<{ name: string; lines: number }> = [];
  lines.forEach((line, i) => {
    const m = FUNCTION.exec(line) ?? ARROW.exec(line);
    if (!m) return;
    const close = new RegExp(`^${m[1]}[})]`);
    const end = lines.findIndex((l, j) => j > i && close.test(l));
    out.push({ name: m[2], lines: end < 0 ? lines.length - i : end - i + 1 });
  });
  return out;
}

function longComponents(path: string, text: string): string[] {
  return componentLengths(text)
    .filter((c) => c.lines > (COMPONENT_CEILINGS[`${path}#${c.name}`] ?? MAX_COMPONENT_LINES))
    .map(
      (c) =>
        `${path}#${c.name}: ${c.lines} lines, above ${COMPONENT_CEILINGS[`${path}#${c.name}`] ?? MAX_COMPONENT_LINES}`,
    );
}

const sources = SOURCE_DIRS.flatMap((dir) => listFiles(repoRoot, dir))
  .filter((path) => /\.tsx?$/.test(path) && !isTestFile(path))
  .map((path) => {
    const text = readFileSync(join(repoRoot, path), 'utf8');
    return { path, text, lines: lineCount(text) };
  });

describe('source files and components stay small', () => {
  it('reads the source tree', () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(sources.some((f) => f.path === 'demo/server/areas/gs001p.ts')).toBe(true);
    expect(sources.some((f) => f.path.endsWith('.test.ts'))).toBe(false);
  });

  it('has no file over 300 lines but seed data and the named ceilings', () => {
    expect(oversizedFiles(sources)).toEqual([]);
  });

  it('has no component over 120 lines but the named ceilings', () => {
    expect(sources.filter((f) => f.path.endsWith('.tsx')).flatMap((f) => longComponents(f.path, f.text))).toEqual([]);
  });

  it('names only exceptions that are still needed, so a split file leaves the list', () => {
    const byPath = new Map(sources.map((f) => [f.path, f]));
    const stale = [
      ...Object.keys(SEED_DATA).filter((p) => (byPath.get(p)?.lines ?? 0) <= MAX_FILE_LINES),
      ...Object.keys(FILE_CEILINGS).filter((p) => (byPath.get(p)?.lines ?? 0) <= MAX_FILE_LINES),
      ...Object.keys(COMPONENT_CEILINGS).filter((key) => {
        const [path, name] = key.split('#');
        const found = componentLengths(byPath.get(path)?.text ?? '').find((c) => c.name === name);
        return (found?.lines ?? 0) <= MAX_COMPONENT_LINES;
      }),
    ];
    expect(stale).toEqual([]);
  });
});

describe('each rule fails on a bad input', () => {
  it('a long file, and a file above its ceiling', () => {
    expect(oversizedFiles([{ path: 'src/ui/Big.tsx', lines: 301 }])).toEqual(['src/ui/Big.tsx: 301 lines, above 300']);
    expect(oversizedFiles([{ path: 'src/ui/Fits.tsx', lines: 300 }])).toEqual([]);
    expect(oversizedFiles([{ path: 'demo/server/core/flow/engine.ts', lines: 333 }])).toEqual([
      'demo/server/core/flow/engine.ts: 333 lines, above its ceiling of 332',
    ]);
    expect(oversizedFiles([{ path: 'demo/server/areas/sap-seed.ts', lines: 5000 }])).toEqual([]);
  });

  it('a long component, whichever way it is declared', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const text = [
      `export function Long() {\n${body(119)}\n}`,
      `function Short() {\n${body(10)}\n}`,
      `export const Arrow = ({ a }: Props) => {\n${body(121)}\n};`,
      `function helper() {\n${body(200)}\n}`,
    ].join('\n\n');
    expect(componentLengths(text)).toEqual([
      { name: 'Long', lines: 121 },
      { name: 'Short', lines: 12 },
      { name: 'Arrow', lines: 123 },
    ]);
    expect(longComponents('widgets/x/pages/X.tsx', text)).toEqual([
      'widgets/x/pages/X.tsx#Long: 121 lines, above 120',
      'widgets/x/pages/X.tsx#Arrow: 123 lines, above 120',
    ]);
  });
});
