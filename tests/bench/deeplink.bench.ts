import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createDemoServer, type DemoServer } from '../../demo/server/app';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/harness';
import { node, peersDir, servePeer } from './peers.bench';
import { median, ms, writeSection } from './report';

/**
 * The chat deep link (issue 31): the tap on a messaging-app message that opens a purchase order, timed by
 * peers/deeplink.mjs (WeCom user agent, 4x CPU, 150 ms round trip, 1.6 Mbit/s) until the form's number shows,
 * cold and warm, for both builds, beside uni-app's login button in the same run, in alternating rounds. Then one
 * cold load per build, its network log read as a waterfall: when the form's read starts, and in how many waves
 * the scripts it runs were asked for (a script asked for after another script had arrived is one wave later).
 * DEEPLINK_ROUNDS (3) rounds; DEEPLINK_NO_WRITE=1 prints without writing docs/BENCHMARKS.md.
 * Run: npm run bench -- deeplink (after npm run build:all: tsx tests/bench/run.ts deeplink).
 */
const ROUNDS = Number(process.env.DEEPLINK_ROUNDS ?? 3);
const FORM = '4500012345';
const ROUTE = `/pages/SAP/processingInfo/purchaseOrder?id=${FORM}`;
const UA =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 wxwork/4.1.22 MicroMessenger/7.0.1';
const NET = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const x = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
const list = (xs: number[]) => xs.map((n) => Math.round(n)).join(', ');

type Build = 'preact' | 'react';
interface Entry {
  path: string;
  start: number;
  end?: number;
  script: boolean;
}
export interface Waterfall {
  readStart: number;
  /** When the last script of the first wave had arrived. */
  firstWaveEnd: number;
  shown: number;
  /** Scripts asked for before the form showed, by wave. */
  waves: string[][];
}

/**
 * Waves of script: a script asked for before any script had arrived is in wave 1; any other is one wave later
 * than the latest wave among the scripts that had arrived by then (what could have asked for it).
 */
export function scriptWaves(entries: Entry[], before: number): string[][] {
  const scripts = entries.filter((e) => e.script && e.start < before).sort((a, b) => a.start - b.start);
  const wave = new Map<Entry, number>();
  for (const s of scripts) {
    const arrived = scripts.filter((o) => o !== s && o.end !== undefined && o.end <= s.start);
    wave.set(s, 1 + Math.max(0, ...arrived.map((o) => wave.get(o) ?? 0)));
  }
  const out: string[][] = [];
  for (const [s, n] of wave) {
    out[n - 1] ??= [];
    out[n - 1].push(s.path);
  }
  return out.filter(Boolean);
}

/** A wave's scripts by name, hashes left off: the named chunks, then how many dictionaries and shared chunks. */
export function waveSummary(paths: string[]): string {
  const names = paths.map((p) => p.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''));
  const dictionaries = names.filter((n) => /^(?:kit\.)?(?:en|zh-Hans|zh-Hant|ja)$/.test(n)).length;
  const shared = names.filter((n) => n === 'chunk').length;
  const named = names.filter((n) => n !== 'chunk' && !/^(?:kit\.)?(?:en|zh-Hans|zh-Hant|ja)$/.test(n));
  return [
    ...named,
    ...(dictionaries ? [`${dictionaries} dictionaries`] : []),
    ...(shared ? [`${shared} shared chunks`] : []),
  ].join(', ');
}

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/demo/token?userNo=10001`);
  return ((await res.json()) as { token: string }).token;
}

/** One cold load of the deep link under the same throttling, with its network log. */
async function waterfall(base: string): Promise<Waterfall> {
  const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'deeplink-wf-')), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 412, height: 823 },
    args: CHROMIUM_FLAGS,
    userAgent: UA,
  });
  try {
    const page = ctx.pages()[0];
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', NET);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const entries = new Map<string, Entry>();
    let t0 = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      t0 ||= e.timestamp;
      const path = new URL(e.request.url).pathname;
      entries.set(e.requestId, { path, start: (e.timestamp - t0) * 1000, script: /\.js$/.test(path) });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const entry = entries.get(e.requestId);
      if (entry) entry.end = (e.timestamp - t0) * 1000;
    });
    const link = `${base}/?${new URLSearchParams({ wxworkredirect_uri: ROUTE, token: await token(base), userNo: '10001' })}`;
    await page.goto(link, { timeout: 60_000 });
    await page.locator('h2', { hasText: FORM }).first().waitFor({ timeout: 60_000 });
    // The network clock and the page's clock differ in origin: the form counts as shown when the test saw it.
    const shownAt = Math.max(...[...entries.values()].map((e) => e.end ?? e.start));
    const all = [...entries.values()];
    const read = all.find((e) => e.path === `/gateway/bpm/sap/forms/${FORM}`);
    const waves = scriptWaves(all, shownAt);
    const firstWaveEnd = Math.max(...all.filter((e) => waves[0]?.includes(e.path)).map((e) => e.end ?? e.start));
    return { readStart: read?.start ?? Number.NaN, firstWaveEnd, shown: shownAt, waves };
  } finally {
    await ctx.close();
  }
}

export async function runDeepLinkBench(): Promise<string> {
  const dir = peersDir();
  const peer = await servePeer(dir, 'uniapp');
  const servers: Record<Build, DemoServer | undefined> = { preact: undefined, react: undefined };
  try {
    servers.preact = await createDemoServer({ port: 0, build: 'preact' });
    servers.react = await createDemoServer({ port: 0, build: 'react' });
    const login = `${peer.url}/#/pages/login/login`;
    const all = {
      peer: [] as number[],
      preact: { cold: [] as number[], warm: [] as number[] },
      react: { cold: [] as number[], warm: [] as number[] },
    };
    for (let round = 0; round < ROUNDS; round++) {
      const builds: Build[] = round % 2 ? ['react', 'preact'] : ['preact', 'react'];
      for (const build of builds) {
        const out = await node(resolve(dir, 'deeplink.mjs'), [servers[build]!.url, login, '1']);
        const result = JSON.parse(out.split('\n')[0]) as { runs: { peer: number[]; cold: number[]; warm: number[] } };
        all.peer.push(...result.runs.peer);
        all[build].cold.push(...result.runs.cold);
        all[build].warm.push(...result.runs.warm);
        console.log(`[deeplink] round ${round + 1} ${build}: ${JSON.stringify(result.runs)}`);
      }
    }
    const falls = { preact: await waterfall(servers.preact.url), react: await waterfall(servers.react.url) };
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
    const base = median(all.peer);
    const name = (b: Build) => (b === 'preact' ? 'Preact' : 'React');
    const lines = [
      '## The chat deep link: a purchase order opened from a messaging-app message',
      '',
      `One run, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load} (1, 5, 15 min) at its end.`,
      `\`../shared/peers/deeplink.mjs\` (WeCom user agent, 4x CPU, 150 ms RTT, 1.6 Mbit/s), ${ROUNDS} alternating`,
      'rounds, each with uni-app’s login button in the same run; until the form’s number shows in its header.',
      'Source: `tests/bench/deeplink.bench.ts` (`npm run bench -- deeplink`).',
      '',
      '| what | median | / uni-app login | runs (ms) |',
      '|---|---|---|---|',
      `| uni-app: login button, cold | ${ms(base)} | 1.00x | ${list(all.peer)} |`,
      ...(['preact', 'react'] as const).flatMap((b) => [
        `| client, ${name(b)} build: purchase order, cold | ${ms(median(all[b].cold))} | ${x(median(all[b].cold), base)} | ${list(all[b].cold)} |`,
        `| client, ${name(b)} build: purchase order, warm | ${ms(median(all[b].warm))} | ${x(median(all[b].warm), base)} | ${list(all[b].warm)} |`,
      ]),
      '',
      'Targets: Preact cold ≤ 1.2x, warm ≤ 0.5x; React cold ≤ 1.4x. A run on a loaded machine (load average above',
      'its core count) says nothing about them.',
      '',
      '### The cold waterfall (one load per build, same throttling)',
      '',
      '| build | form’s read starts | first wave arrived | scripts before the form | waves of script | form shown |',
      '|---|---|---|---|---|---|',
      ...(['preact', 'react'] as const).map((b) => {
        const f = falls[b];
        const count = f.waves.reduce((n, w) => n + w.length, 0);
        return `| ${name(b)} | ${ms(f.readStart)} | ${ms(f.firstWaveEnd)} | ${count} | ${f.waves.length} (${f.waves.map((w) => w.length).join(' + ')}) | ${ms(f.shown)} |`;
      }),
      '',
      ...(['preact', 'react'] as const).flatMap((b) =>
        falls[b].waves.map((w, i) => `- ${name(b)}, wave ${i + 1} (${w.length}): ${waveSummary(w)}.`),
      ),
      '',
      'Times from the document request; a script is one wave later than the latest script arrived when it was asked',
      'for. Target: the read starts before wave 1 has arrived; at most two waves.',
      '',
    ];
    return process.env.DEEPLINK_NO_WRITE ? lines.join('\n') : writeSection('deeplink', lines);
  } finally {
    for (const server of Object.values(servers)) await server?.close();
    peer.child.kill('SIGTERM');
  }
}
