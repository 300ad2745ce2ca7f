import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection } from './report';
import { retryAfterMs } from '../../scripts/conformance/kit';

/**
 * The reference server under load, on this machine only: SERVER_BENCH_USERS (200) simulated users for
 * SERVER_BENCH_SECONDS (60) against the embedded store on disk. Each user, from its own address (the server runs
 * with TRUST_PROXY=1, so its flood guard counts per user), opens the inbox, two lists and a form, uploads a small
 * file and approves a form reserved for it while any are left, pausing about a second between requests. Then the
 * server is stopped, started again on the same file, and every acknowledged write is looked for.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const USERS = Number(process.env.SERVER_BENCH_USERS) || 200;
const SECONDS = Number(process.env.SERVER_BENCH_SECONDS) || 60;

async function startServer(storeFile: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', STORE_FILE: storeFile, TRUST_PROXY: '1', FRESH: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk;
      const match = /on (http:\/\/\S+)/.exec(text);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${text}`)));
  });
  return { url, child };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function runServerBench(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'esign-bench-'));
  const storeFile = join(dir, 'store.sqlite');
  const first = await startServer(storeFile);
  const base = first.url;
  const token = ((await (await fetch(`${base}/demo/token?userNo=10001`)).json()) as { token: string }).token;
  const timings = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const approved: string[] = [];
  const uploaded: string[] = [];

  async function call(label: string, address: string, path: string, init: RequestInit = {}): Promise<unknown> {
    const started = performance.now();
    try {
      const res = await fetch(base + path, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          'x-access-token': token,
          'x-forwarded-for': address,
          ...init.headers,
        },
      });
      const body = (await res.json()) as { success?: number; data?: unknown };
      if (res.status !== 200 || body.success !== 1) throw new Error(`HTTP ${res.status}`);
      return body.data;
    } catch {
      errors.set(label, (errors.get(label) ?? 0) + 1);
      return undefined;
    } finally {
      const list = timings.get(label) ?? [];
      list.push(performance.now() - started);
      timings.set(label, list);
    }
  }

  const list = (await call(
    'sap list',
    '10.0.0.1',
    '/gateway/bpm/sap/forms?list=pds&status=underApproval&pageSize=100',
  )) as {
    rows: Array<{ id: string; canApprove: boolean }>;
  };
  const forms = list.rows.map((r) => r.id);
  const waiting = list.rows.filter((r) => r.canApprove).map((r) => r.id);
  const end = Date.now() + SECONDS * 1000;
  const pause = () => new Promise((r) => setTimeout(r, 700 + Math.random() * 600));

  async function user(n: number): Promise<void> {
    const address = `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    await new Promise((r) => setTimeout(r, Math.random() * 1000));
    for (let round = 0; Date.now() < end; round++) {
      const form = forms[(n + round) % forms.length];
      const steps: Array<() => Promise<unknown>> = [
        () => call('inbox', address, '/api/inbox/items?pageSize=30'),
        () => call('sap list', address, '/gateway/bpm/sap/forms?list=pds&pageSize=30'),
        () => call('notices', address, '/api/notices?pageSize=30'),
        () => call('sap form', address, `/gateway/bpm/sap/forms/${form}`),
        async () => {
          const body = new FormData();
          body.append(
            'file',
            new Blob([`bench ${n} ${round}\n`.repeat(200)], { type: 'text/plain' }),
            `bench-${n}-${round}.txt`,
          );
          const file = (await call('upload', address, `/gateway/bpm/sap/forms/${form}/files`, {
            method: 'POST',
            body,
          })) as { id: string } | undefined;
          if (file) uploaded.push(file.id);
        },
        async () => {
          const id = waiting.pop();
          if (!id) return;
          const done = await call('approve', address, `/gateway/bpm/sap/forms/${id}/approve`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ comment: 'bench' }),
          });
          if (done) approved.push(id);
        },
      ];
      for (const step of steps) {
        if (Date.now() >= end) return;
        await step();
        await pause();
      }
    }
  }

  const load = loadavg()[0];
  const started = Date.now();
  await Promise.all(Array.from({ length: USERS }, (_, n) => user(n)));
  const perSecond = [...timings.values()].reduce((a, l) => a + l.length, 0) / ((Date.now() - started) / 1000);
  await stop(first.child);

  // Started again on the same file: every acknowledged write is there.
  const second = await startServer(storeFile);
  const again = ((await (await fetch(`${second.url}/demo/token?userNo=10001`)).json()) as { token: string }).token;
  const auth = { authorization: `Bearer ${again}`, 'x-access-token': again };
  let missing = 0;
  // One address reads every write back, faster than the flood guard allows: a 429 is waited out, never a miss.
  const read = async (url: string): Promise<Response> => {
    for (;;) {
      const res = await fetch(url, { headers: auth });
      if (res.status !== 429) return res;
      await res.arrayBuffer();
      await new Promise((done) => setTimeout(done, retryAfterMs(res.headers.get('retry-after'))));
    }
  };
  for (const id of uploaded) {
    const res = await read(`${second.url}/gateway/bpm/sap/files/${id}`);
    if (res.status !== 200) missing++;
    await res.arrayBuffer();
  }
  for (const id of approved) {
    const res = await read(`${second.url}/gateway/bpm/sap/forms/${id}`);
    if (((await res.json()) as { data?: { canApprove?: boolean } }).data?.canApprove !== false) missing++;
  }
  await stop(second.child);
  rmSync(dir, { recursive: true, force: true });

  const rows = [...timings].map(([label, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const f = (p: number) => `${Math.round(percentile(sorted, p))} ms`;
    return `| ${label} | ${list.length} | ${f(0.5)} | ${f(0.95)} | ${f(0.99)} | ${errors.get(label) ?? 0} |`;
  });
  const total = [...errors.values()].reduce((a, b) => a + b, 0);
  return writeSection('server', [
    '## Reference server under load',
    '',
    `${USERS} simulated users for ${SECONDS} s against the embedded store on disk (\`tests/bench/server.bench.ts\`),`,
    'local only; each user pauses about a second between requests. Run',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load.toFixed(1)} at the start.`,
    '',
    '| endpoint | requests | p50 | p95 | p99 | errors |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `Errors: ${total}. Acknowledged writes: ${uploaded.length} uploads and ${approved.length} approvals; after a restart on the same file, ${missing} missing.`,
    `The server answered ${perSecond.toFixed(1)} requests a second; the users, pausing about a second each, asked for up to ${USERS}.`,
    'Where that is far below, the times above are mostly waiting in the queue, and they measure the machine as much as the server.',
  ]);
}
