// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The store on disk: a server process killed with SIGKILL in the middle of a burst of approvals and uploads
 * comes back with every write it had answered, and with no record half written.
 */
const dir = mkdtempSync(join(tmpdir(), 'esign-store-'));
const storeFile = join(dir, 'store.sqlite');
const children: ChildProcess[] = [];

async function start(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    env: { ...process.env, PORT: '0', STORE_FILE: storeFile, DEMO: 'on', FRESH: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /on (http:\/\/\S+)/.exec(text);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${text}`)));
  });
  return { url, child };
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'x-access-token': token });

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: '10001', password: 'demo' }),
  });
  return (await res.json()).data.access_token;
}

describe('durable store', () => {
  it('keeps every acknowledged approval and upload across a SIGKILL, and no half-written one', async () => {
    const first = await start();
    const token = await signIn(first.url);
    const listRes = await fetch(`${first.url}/gateway/bpm/sap/forms?list=pds&status=underApproval&pageSize=100`, {
      headers: auth(token),
    });
    const forms = ((await listRes.json()).data.rows as Array<{ id: string; canApprove: boolean }>).filter(
      (f) => f.canApprove,
    );
    expect(forms.length).toBeGreaterThan(3);

    const approved: string[] = [];
    const uploaded = new Map<string, string>();
    let answered = 0;
    const approve = async (id: string) => {
      const res = await fetch(`${first.url}/gateway/bpm/sap/forms/${id}/approve`, {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ comment: 'ok' }),
      });
      if ((await res.json()).success === 1) approved.push(id);
      answered++;
    };
    const upload = async (id: string, n: number) => {
      const bytes = createHash('sha512').update(String(n)).digest().toString('hex').repeat(4000);
      const body = new FormData();
      body.append('file', new Blob([bytes], { type: 'text/plain' }), `burst-${n}.txt`);
      const res = await fetch(`${first.url}/gateway/bpm/sap/forms/${id}/files`, {
        method: 'POST',
        headers: auth(token),
        body,
      });
      const json = await res.json();
      if (json.success === 1) uploaded.set(json.data.id, bytes);
      answered++;
    };
    const burst = [
      ...forms.map((f) => approve(f.id).catch(() => {})),
      ...Array.from({ length: 30 }, (_, n) => upload(forms[n % forms.length].id, n).catch(() => {})),
    ];
    // Kill once some writes were answered and others are still on their way.
    while (answered < Math.min(8, burst.length / 3)) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    await Promise.allSettled(burst);
    expect(approved.length + uploaded.size).toBeGreaterThan(0);

    const second = await start();
    const again = await signIn(second.url);
    for (const id of approved) {
      const detail = await (await fetch(`${second.url}/gateway/bpm/sap/forms/${id}`, { headers: auth(again) })).json();
      expect(detail.data.canApprove, `approval of ${id}`).toBe(false);
    }
    for (const [fileId, bytes] of uploaded) {
      const res = await fetch(`${second.url}/gateway/bpm/sap/files/${fileId}`, { headers: auth(again) });
      expect(res.status, `upload ${fileId}`).toBe(200);
      expect(await res.text()).toBe(bytes);
    }
    // Every burst file that is there at all is whole.
    for (const form of forms) {
      const files = await (
        await fetch(`${second.url}/gateway/bpm/sap/forms/${form.id}/files`, { headers: auth(again) })
      ).json();
      for (const file of files.data as Array<{ id: string; name: string; size: number }>) {
        const n = /^burst-(\d+)\.txt$/.exec(file.name)?.[1];
        if (n === undefined) continue;
        const expected = createHash('sha512').update(n).digest().toString('hex').repeat(4000);
        expect(file.size).toBe(expected.length);
      }
    }
    // The store file and its journal hold no password in clear.
    const onDisk = readFileSync(storeFile, 'latin1') + readFileSync(`${storeFile}.journal`, 'latin1');
    expect(onDisk).not.toContain('salary123');
    expect(onDisk).toContain('scrypt$');
    second.child.kill('SIGKILL');
  }, 240_000);
});
