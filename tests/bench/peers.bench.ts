import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoServer, type DemoServer } from '../../demo/server/app';
import { launchUrl } from '../e2e/support/harness';
import { audit, signIn, startChromium, type LhFigures } from './lighthouse-chromium';
import { writeSection } from './report';

/**
 * The client beside the reference builds of the stack it replaces (uni-app), of a React + antd-mobile app and
 * of the physical floor (a static login form), in one run, in alternating rounds: the machine's load moves
 * absolute times by ±30 %, so the figures that count are ratios against uni-app measured side by side.
 *
 *  - login button visible at 4x CPU, cold, pooled over the rounds (peers/measure.mjs), with the JS+CSS weight;
 *  - the everyday launch under phone throttling (peers/daily.mjs): uni-app's login button, and the client's
 *    home to-do counts cold and warm, for each build;
 *  - Lighthouse mobile (default settings) on the login page of each site and on the client's home, signed in.
 *
 * The peers folder: PEERS_DIR, else ../shared/peers beside the project, else /work/shared/peers.
 * PEERS_ROUNDS (3), PEERS_RUNS (5 loads per site and round), PEERS_DAILY_ROUNDS (5), PEERS_LH_RUNS (3);
 * PEERS_PARTS=login,daily,lighthouse picks parts; PEERS_NO_WRITE=1 prints without writing docs/BENCHMARKS.md.
 * Run: npm run bench -- peers (after npm run build:all: tsx tests/bench/run.ts peers).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = Number(process.env.PEERS_ROUNDS ?? 3);
const RUNS = Number(process.env.PEERS_RUNS ?? 5);
const DAILY_ROUNDS = Number(process.env.PEERS_DAILY_ROUNDS ?? 5);
const LH_RUNS = Number(process.env.PEERS_LH_RUNS ?? 3);
const PARTS = (process.env.PEERS_PARTS ?? 'login,daily,lighthouse').split(',');

export function peersDir(): string {
  const candidates = [
    process.env.PEERS_DIR,
    resolve(ROOT, '../shared/peers'),
    resolve(ROOT, '../../shared/peers'),
    '/work/shared/peers',
  ];
  const found = candidates.find((dir) => dir && existsSync(resolve(dir, 'measure.mjs')));
  if (!found) throw new Error(`peers folder not found (tried ${candidates.filter(Boolean).join(', ')}); set PEERS_DIR`);
  return found;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/** peers/serve.mjs on a free port; resolves once it listens. */
export async function servePeer(dir: string, name: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [resolve(dir, 'serve.mjs'), resolve(dir, name), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`serve.mjs ${name} exited with ${code}`)));
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('serving') && ok());
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

export function node(script: string, args: string[]): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.once('exit', (code) =>
      code === 0 ? ok(out) : fail(new Error(`${script} ${args.join(' ')}: exit ${code}\n${err}`)),
    );
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (n: number) => `${Math.round(n)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const x = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
const list = (xs: number[]) => xs.map((n) => Math.round(n)).join(', ');

interface Site {
  key: string;
  name: string;
  login: string;
  home?: string;
}

interface MeasureResult {
  js: { files: number; gzip9: number };
  css: { files: number; gzip9: number };
  timeToLoginButtonMs: { runs: number[] };
}

export async function runPeersBench(): Promise<string> {
  const dir = peersDir();
  const peers = await Promise.all(['floor', 'uniapp', 'react-antd'].map((name) => servePeer(dir, name)));
  const servers: DemoServer[] = [];
  try {
    const [floor, uniapp, antd] = peers.map((p) => p.url);
    const preact = await createDemoServer({ port: 0, build: 'preact' });
    servers.push(preact);
    const react = await createDemoServer({ port: 0, build: 'react' });
    servers.push(react);
    const LOGIN = '/#/pages/login/login';
    const HOME = '/#/pages/index/index';
    const sites: Site[] = [
      { key: 'floor', name: 'floor (static form, no script)', login: `${floor}/` },
      { key: 'uniapp', name: 'uni-app 3 (H5)', login: `${uniapp}${LOGIN}` },
      { key: 'antd', name: 'React 19 + antd-mobile 5', login: `${antd}${LOGIN}` },
      { key: 'preact', name: 'client, Preact build', login: `${preact.url}${LOGIN}`, home: `${preact.url}${HOME}` },
      { key: 'react', name: 'client, React build', login: `${react.url}${LOGIN}`, home: `${react.url}${HOME}` },
    ];
    const lines: string[] = [
      '## Peers: the client beside the stack it replaces',
      '',
      'The reference builds of the stack the client replaces (uni-app 3 H5, React 19 + antd-mobile 5, and the',
      "static floor: `../shared/peers`, its README), served by the peers' own `serve.mjs` beside both client builds",
      'and measured in alternating rounds of one run: the ratios against uni-app count, not absolute times. Source:',
      '`tests/bench/peers.bench.ts` (`npm run bench -- peers`).',
      '',
    ];

    if (PARTS.includes('login')) {
      const pooled = new Map<string, number[]>(sites.map((s) => [s.key, []]));
      const weight = new Map<string, MeasureResult>();
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate the order too, so no site always runs right after the same neighbour.
        const order = round % 2 ? [...sites].reverse() : sites;
        for (const site of order) {
          const out = await node(resolve(dir, 'measure.mjs'), [site.login, '--json', '--runs', String(RUNS)]);
          const result = JSON.parse(out) as MeasureResult;
          if (!weight.has(site.key)) weight.set(site.key, result);
          pooled.get(site.key)!.push(...result.timeToLoginButtonMs.runs);
          console.log(`[peers] round ${round + 1} ${site.key}: ${result.timeToLoginButtonMs.runs.join(', ')}`);
        }
      }
      const base = median(pooled.get('uniapp')!);
      lines.push(
        `### Login button visible, cold, CPU 4x (measure.mjs; ${ROUNDS} alternating rounds of ${RUNS} loads, pooled median)`,
        '',
        '| site | JS + CSS gzip -9 (files) | login button | / uni-app | runs (ms) |',
        '|---|---|---|---|---|',
        ...sites.map((s) => {
          const w = weight.get(s.key)!;
          const runs = pooled.get(s.key)!;
          return `| ${s.name} | ${kb(w.js.gzip9)} + ${kb(w.css.gzip9)} (${w.js.files + w.css.files}) | ${ms(median(runs))} | ${x(median(runs), base)} | ${list(runs)} |`;
        }),
        '',
        'Targets: Preact build ≤ 0.60x, React build ≤ 0.90x.',
        '',
      );
    }

    if (PARTS.includes('daily')) {
      type Daily = { runs: { peer: number[]; cold: number[]; warm: number[] } };
      const rows = {
        peer: [] as number[],
        preact: { cold: [] as number[], warm: [] as number[] },
        react: { cold: [] as number[], warm: [] as number[] },
      };
      for (let round = 0; round < DAILY_ROUNDS; round++) {
        const builds = round % 2 ? (['react', 'preact'] as const) : (['preact', 'react'] as const);
        for (const build of builds) {
          const server = build === 'preact' ? preact : react;
          const out = await node(resolve(dir, 'daily.mjs'), [server.url, `${uniapp}${LOGIN}`, '1']);
          const result = JSON.parse(out.split('\n')[0]) as Daily;
          rows.peer.push(...result.runs.peer);
          rows[build].cold.push(...result.runs.cold);
          rows[build].warm.push(...result.runs.warm);
          console.log(`[peers] daily round ${round + 1} ${build}: ${JSON.stringify(result.runs)}`);
        }
      }
      const base = median(rows.peer);
      lines.push(
        `### The everyday launch, phone throttling (daily.mjs: 4x CPU, 150 ms RTT, 1.6 Mbit/s; ${DAILY_ROUNDS} alternating rounds)`,
        '',
        '| what | median | / uni-app login | runs (ms) |',
        '|---|---|---|---|',
        `| uni-app: login button, cold | ${ms(base)} | 1.00x | ${list(rows.peer)} |`,
        ...(['preact', 'react'] as const).flatMap((b) => [
          `| client, ${b === 'preact' ? 'Preact' : 'React'} build: home to-do counts, cold | ${ms(median(rows[b].cold))} | ${x(median(rows[b].cold), base)} | ${list(rows[b].cold)} |`,
          `| client, ${b === 'preact' ? 'Preact' : 'React'} build: home to-do counts, warm | ${ms(median(rows[b].warm))} | ${x(median(rows[b].warm), base)} | ${list(rows[b].warm)} |`,
        ]),
        '',
        'Targets: home cold ≤ 1.0x, home warm ≤ 0.35x of uni-app’s throttled login button.',
        '',
      );
    }

    if (PARTS.includes('lighthouse')) {
      // One signed-out browser for the login pages, one signed-in browser for the client's home pages.
      const targets = [
        ...sites.map((s) => ({ key: `${s.key} login`, name: `${s.name}, login`, url: s.login, signedIn: false })),
        ...sites
          .filter((s) => s.home)
          .map((s) => ({ key: `${s.key} home`, name: `${s.name}, home (signed in)`, url: s.home!, signedIn: true })),
      ];
      const out = new Map<string, LhFigures[]>(targets.map((t) => [t.key, []]));
      const guest = await startChromium();
      const member = await startChromium();
      try {
        await signIn(
          member.port,
          launchUrl(preact.url, { userNo: '10001' }),
          '[data-esign-root] [data-testid=todo-count]',
        );
        await signIn(
          member.port,
          launchUrl(react.url, { userNo: '10001' }),
          '[data-esign-root] [data-testid=todo-count]',
        );
        for (let run = 0; run < LH_RUNS; run++) {
          for (const t of run % 2 ? [...targets].reverse() : targets) {
            const f = await audit((t.signedIn ? member : guest).port, t.url);
            out.get(t.key)!.push(f);
            console.log(`[peers] lighthouse ${t.key}: ${JSON.stringify(f)}`);
          }
        }
      } finally {
        await guest.close();
        await member.close();
      }
      const base = median(out.get('uniapp login')!.map((f) => f.lcp));
      lines.push(
        `### Lighthouse mobile (default settings: simulated slow 4G, 4x CPU; ${LH_RUNS} alternating runs, medians)`,
        '',
        '| page | score | FCP | LCP | LCP / uni-app login | TBT | LCP runs (ms) |',
        '|---|---|---|---|---|---|---|',
        ...targets.map((t) => {
          const runs = out.get(t.key)!;
          const lcp = median(runs.map((f) => f.lcp));
          return `| ${t.name} | ${Math.round(median(runs.map((f) => f.score)) * 100)} | ${ms(median(runs.map((f) => f.fcp)))} | ${ms(lcp)} | ${x(lcp, base)} | ${ms(median(runs.map((f) => f.tbt)))} | ${list(runs.map((f) => f.lcp))} |`;
        }),
        '',
        'Targets: login LCP ≤ 0.70x uni-app’s with score 100; home LCP ≤ 1.2 s.',
        '',
      );
    }

    return process.env.PEERS_NO_WRITE ? lines.join('\n') : writeSection('peers', lines);
  } finally {
    for (const server of servers) await server.close();
    for (const p of peers) p.child.kill('SIGTERM');
  }
}
