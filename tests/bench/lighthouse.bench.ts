import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoServer, type Build } from '../../demo/server/app';
import { launchUrl } from '../e2e/support/harness';
import { gzipSize, loginPath, sumGzip } from '../size/chunks';
import { audit, signIn, startChromium, type LhFigures as Figures } from './lighthouse-chromium';
import { writeSection } from './report';

/**
 * Lighthouse 12 (issue 6) with its default mobile settings (Moto G Power screen, simulated slow 4G and a 4x
 * slower CPU) on four pages of the demo, for the Preact and the React builds in one run: scores, LCP, TBT and
 * CLS, the median of RUNS runs each, and the gzip size of every chunk of both builds, into docs/BENCHMARKS.md.
 * Targets for the Preact build: performance >= 0.98, TBT <= 50 ms, CLS 0 on every page.
 * Run: npm run bench (builds both, runs every bench), or after a build: npm run bench -- lighthouse.
 * DEMO_DIST / DEMO_DIST_REACT point at other build folders, as for the demo server.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const PAGES = [
  { name: 'Home', route: '/pages/index/index' },
  { name: 'SAP purchase order, 200 line items', route: '/pages/SAP/processingInfo/purchaseOrder?id=4500012345' },
  { name: 'SRM supplier evaluations (list)', route: '/pages/SRM/index/index' },
  { name: 'Salary', route: '/pages/salary/index' },
] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const distOf = (build: Build) =>
  resolve(
    ROOT,
    (build === 'react' ? process.env.DEMO_DIST_REACT : process.env.DEMO_DIST) ||
      (build === 'react' ? 'dist-react' : 'dist'),
  );

async function measureBuild(build: Build): Promise<Figures[]> {
  const server = await createDemoServer({ port: 0, build });
  const browser = await startChromium();
  try {
    await signIn(
      browser.port,
      launchUrl(server.url, { userNo: '10001' }),
      '[data-esign-root] [data-testid=todo-count]',
    );
    const out: Figures[] = [];
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(browser.port, `${server.url}/#${page.route}`));
      const pick = (k: keyof Figures) => median(runs.map((r) => r[k]));
      out.push({ score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), fcp: pick('fcp') });
      console.log(`[lighthouse] ${build} ${page.name}: ${JSON.stringify(runs)}`);
    }
    return out;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Every JS file of a build with its gzip size, by path relative to the build folder. */
function chunkSizes(dist: string): Map<string, number> {
  const files = [
    ...readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, resolve(dist, f)] as const),
    ...readdirSync(resolve(dist, 'chunks'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => [`chunks/${f}`, resolve(dist, 'chunks', f)] as const),
  ];
  return new Map(files.map(([name, file]) => [name, gzipSize(file)]));
}

/** The name without its content hash: what matches across the two builds ("chunks/sap", "chunks/zh-Hans"). */
const stemOf = (name: string) => name.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '–');
const ms = (n: number) => `${Math.round(n)} ms`;

/**
 * One row per stem: its files and their gzip total in each build (dictionaries and shared chunks come in
 * several files each), then every file of both builds with its own size.
 */
function chunkTable(preact: Map<string, number>, react: Map<string, number>): string[] {
  const group = (m: Map<string, number>) => {
    const out = new Map<string, { files: number; bytes: number }>();
    for (const [name, bytes] of m) {
      const g = out.get(stemOf(name)) ?? { files: 0, bytes: 0 };
      out.set(stemOf(name), { files: g.files + 1, bytes: g.bytes + bytes });
    }
    return out;
  };
  const [p, r] = [group(preact), group(react)];
  const cell = (g?: { files: number; bytes: number }) =>
    g ? `${kb(g.bytes)}${g.files > 1 ? ` (${g.files} files)` : ''}` : '–';
  const rows = [...new Set([...p.keys(), ...r.keys()])]
    .sort()
    .map(
      (k) =>
        `| ${k} | ${cell(p.get(k))} | ${cell(r.get(k))} | ${p.has(k) && r.has(k) ? ratio(p.get(k)!.bytes, r.get(k)!.bytes) : '–'} |`,
    );
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([k, v]) => `${k} ${kb(v)}`)
      .join(' · ');
  return [
    '| Chunk (hash removed) | Preact gzip | React gzip | Preact / React |',
    '|---|---|---|---|',
    ...rows,
    '',
    '<details><summary>Every file, Preact build</summary>',
    '',
    list(preact),
    '',
    '</details>',
    '',
    '<details><summary>Every file, React build</summary>',
    '',
    list(react),
    '',
    '</details>',
  ];
}

export async function runLighthouseBench(): Promise<string> {
  const builds: Build[] = ['preact', 'react'];
  const figures: Record<string, Figures[]> = {};
  for (const build of builds) figures[build] = await measureBuild(build);

  const [p, r] = builds.map(distOf);
  const [pChunks, rChunks] = [p, r].map(chunkSizes);
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const [pLogin, rLogin] = [p, r].map((d) => sumGzip(loginPath(d)));

  const rows = PAGES.flatMap((page, i) =>
    builds.map((build) => {
      const f = figures[build][i];
      const other = figures[build === 'preact' ? 'react' : 'preact'][i];
      const note =
        build === 'preact' ? ` LCP ${ratio(f.lcp, other.lcp)}, TBT ${other.tbt ? ratio(f.tbt, other.tbt) : '–'}` : '';
      return `| ${page.name} | ${build === 'preact' ? 'Preact' : 'React'} | ${f.score.toFixed(2)} | ${ms(f.fcp)} | ${ms(f.lcp)} | ${ms(f.tbt)} | ${f.cls.toFixed(3)} |${note} |`;
    }),
  );
  const missed = PAGES.filter((_, i) => {
    const f = figures.preact[i];
    return f.score < 0.98 || f.tbt > 50 || f.cls > 0;
  }).map((page) => page.name);

  const lines = [
    '## Lighthouse (mobile)',
    '',
    `Lighthouse 12.8, default mobile settings (412 x 823 Moto G Power screen, simulated slow 4G: 150 ms RTT,`,
    '1.6 Mbit/s; CPU 4x slower), performance category only, cold HTTP cache, signed in as 10001 (the session',
    `is in local storage, as after a launch). Median of ${RUNS} runs per page and build, ${new Date().toISOString().slice(0, 10)}, demo server on`,
    'localhost, headless Chromium, two cores with nothing else running. The first-launch language is Simplified Chinese.',
    'Source: `tests/bench/lighthouse.bench.ts`.',
    '',
    'Targets for the Preact build: score ≥ 0.98, TBT ≤ 50 ms, CLS 0. ' +
      (missed.length ? `**Missed on: ${missed.join(', ')}** (see below).` : 'Met on every page.'),
    '',
    '| Page | Build | Score | FCP | LCP | TBT | CLS | Preact / React |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Pages: home (`/pages/index/index`), the SAP purchase order 4500012345 with 200 line items, the SRM list of',
    'supplier evaluations (`/pages/SRM/index/index`) and the salary page (`/pages/salary/index`): a cold open',
    'always shows its second-password form, because the salary unlock lives in memory only (widgets/salary/gate.ts).',
    '',
    'What moved the figures (issue 6; home scored 0.78 to 0.95 with LCP 2.8 to 3.7 s before): the demo server gzips',
    'static files and large API answers (the 200-line order: 50 kB of JSON to 5 kB); the host pages list the',
    'first-screen files as `<link rel="modulepreload">` read from the build (`demo/server/core/preload.ts`), so',
    'the loader chunk, the shell and the app area download at once instead of one round trip after another; the',
    "shell starts the first page's area and lazy-page chunks beside the dictionaries (`src/shell/mount.tsx`,",
    '`src/router/lazyPage.tsx`); line items render 20 cards at first instead of 40 (`src/forms/LineItems.tsx`).',
    'Then (the SAP order at 0.94 to 0.97, TBT 68 to 228 ms): numbers are formatted without Intl (`src/ui/format.ts`,',
    'same output, checked against Intl in `tests/unit/ui/format.test.ts`): the first Intl.NumberFormat of a page',
    'starts ICU, and on the simulated phone that alone was an 80 ms task on opening the order; the draft key of the',
    'approve bar sorts without a locale collator for the same reason. The messaging host page paints a mark at once',
    '(an inline SVG in `demo/public/index.html`, replaced on screen by the shadow root), so the first paint no',
    'longer waits for the scripts: FCP 1.7 s to 1.0 to 1.3 s. The order renders its first 5 line items with the',
    'page and the rest of the first 20 in a task of its own (`src/forms/LineItems.tsx`): two short tasks, not one',
    'long one (4x CPU throttling, cold cache, 5 opens: TBT 84 to 135 ms before, 17 to 93 ms after).',
    '',
    'Then (on an idle machine, medians of 5: the SAP order at TBT 61 ms, the SRM list at 66 ms): the shell follows',
    'only whether a user is signed in (`$signedIn`), and a profile from the server equal to the stored one sets',
    'nothing (`src/session/index.ts`), so the profile load of a returning user no longer re-renders the whole',
    'widget; the order adds its line items 5 per task up to the first 20; header sections and line-item cards',
    'below the fold carry `content-visibility: auto` (`src/forms/forms.css.ts`), so their layout waits until they',
    'come near the view. After: the SAP order at 30 ms and the SRM list at 25 ms.',
    '',
    "Reading the figures: Lighthouse simulates the phone's CPU by multiplying the main-thread time it observed by",
    '4, so TBT and part of LCP carry the load of the machine they ran on: on two cores shared with other test',
    'runs, where the same page varied from 0 to 240 ms TBT between runs; the median of the runs is shown (the',
    'salary page, unchanged, measured a median of 1 ms in one run and 72 ms in the next, an hour apart). What',
    'keeps the SAP order (and in some runs the SRM list) behind home is its chain: area chunk, then page chunk, then',
    'the API answer the largest text waits for, each a round trip on the simulated 150 ms network.',
    '',
    '### Bundle sizes (gzip level 9)',
    '',
    `| | Preact | React | Preact / React |`,
    '|---|---|---|---|',
    `| Login path (loader, shell, app area, zh-Hans core strings) | ${kb(pLogin)} | ${kb(rLogin)} | ${ratio(pLogin, rLogin)} |`,
    `| Every JS file (all areas, viewers and workers) | ${kb(total(pChunks))} | ${kb(total(rChunks))} | ${ratio(total(pChunks), total(rChunks))} |`,
    '',
    ...chunkTable(pChunks, rChunks),
  ];
  // LIGHTHOUSE_NO_WRITE=1 prints the section only (trial runs while others edit the file).
  return process.env.LIGHTHOUSE_NO_WRITE ? lines.join('\n') : writeSection('lighthouse', lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await runLighthouseBench());
}
