// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { createDemoServer, type DemoServer } from '../../app';
import { cjkFont } from './font';

/**
 * The sealed PDF as an auditor checks it with poppler-utils (installed by .ci/run): pdfsig finds the PAdES
 * signature valid and invalid after one changed byte; pdftotext finds the Chinese and Japanese text.
 */
let server: DemoServer;
const now = Date.UTC(2025, 5, 2, 1, 0, 0);
const dir = mkdtempSync(join(tmpdir(), 'seal-'));
const JAPANESE_FILE = '見積書_やまだ太郎.pdf';

beforeAll(async () => {
  server = await createDemoServer({ port: 0, flood: false, build: 'preact', clock: () => now });
}, 60_000);
afterAll(() => server.close());

async function auth(userNo: string) {
  const { token } = (await (await fetch(`${server.url}/demo/token?userNo=${userNo}`)).json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'x-access-token': token };
}

async function firstWaitingForm(): Promise<string> {
  const res = await fetch(`${server.url}/gateway/bpm/sap/forms?list=pds&status=underApproval`, {
    headers: await auth('10001'),
  });
  const { data } = (await res.json()) as { data: { rows: Array<{ id: string; canApprove: boolean }> } };
  return data.rows.find((r) => r.canApprove)!.id;
}

const sealed = async (id: string) =>
  fetch(`${server.url}/gateway/bpm/evidence/sap/${id}/sealed.pdf`, { headers: await auth('10001') });

/** pdfsig's verdict on a file: its exit status and what it printed. */
function pdfsig(path: string): { status: number | null; out: string } {
  const run = spawnSync('pdfsig', [path], { encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('GET /evidence/sap/:id/sealed.pdf', () => {
  let pdf: Buffer;
  let id: string;

  beforeAll(async () => {
    id = await firstWaitingForm();
    const upload = new FormData();
    upload.append('file', new Blob(['%PDF-1.4 quote']), JAPANESE_FILE);
    const up = await fetch(`${server.url}/gateway/bpm/sap/forms/${id}/files`, {
      method: 'POST',
      headers: await auth('10001'),
      body: upload,
    });
    expect(up.status).toBe(200);
    expect((await sealed(id)).status).toBe(409);
    const approve = await fetch(`${server.url}/gateway/bpm/sap/forms/${id}/approve`, {
      method: 'POST',
      headers: { ...(await auth('10001')), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(approve.status).toBe(200);
    const res = await sealed(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    pdf = Buffer.from(await res.arrayBuffer());
  }, 60_000);

  it('carries a PAdES signature that pdfsig reports valid', () => {
    const path = join(dir, 'sealed.pdf');
    writeFileSync(path, pdf);
    const { out } = pdfsig(path);
    expect(out).toContain('ETSI.CAdES.detached');
    expect(out).toContain('Signature is Valid');
    expect(out).toContain('Total document signed');
  });

  it('is reported invalid after one byte of the signed content changes', () => {
    const changed = Buffer.from(pdf);
    const at = changed.indexOf('/Producer');
    changed[at + 2] ^= 0x01;
    const path = join(dir, 'changed.pdf');
    writeFileSync(path, changed);
    expect(pdfsig(path).out).not.toContain('Signature is Valid');
  });

  it('holds the Chinese signer and the Japanese file name as extractable text', () => {
    const path = join(dir, 'text.pdf');
    writeFileSync(path, pdf);
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
    expect(text).toContain('陳志明');
    expect(text).toContain(JAPANESE_FILE);
    expect(text).toContain('Chain verified: intact, 1 steps.');
  });

  it('shows a broken chain on the evidence page after an entry is altered', async () => {
    await fetch(`${server.url}/demo/tamper`, { method: 'POST', body: JSON.stringify({ area: 'sap', id, seq: 1 }) });
    const path = join(dir, 'broken.pdf');
    writeFileSync(path, Buffer.from(await (await sealed(id)).arrayBuffer()));
    expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })).toContain('broken at step 1 (altered)');
  });
});

describe('the CJK font subset', () => {
  it('keeps every glyph drawable, after odd-length glyph records too', async () => {
    const font = fontkit.create(cjkFont() as Buffer);
    const subset = font.createSubset();
    const text = 'Sealed record 簽核存證 やまだ';
    const ids = [...text].map((ch) => subset.includeGlyph(font.glyphForCodePoint(ch.codePointAt(0)!)));
    const parts: Uint8Array[] = [];
    await new Promise<void>((done) => {
      const stream = subset.encodeStream();
      stream.on('data', (chunk: Uint8Array) => parts.push(chunk));
      stream.on('end', () => done());
    });
    const small = fontkit.create(Buffer.concat(parts));
    [...text].forEach((ch, i) => {
      const want = font.glyphForCodePoint(ch.codePointAt(0)!).path.toSVG();
      expect(small.getGlyph(ids[i]).path.toSVG(), ch).toBe(want);
    });
  });
});
