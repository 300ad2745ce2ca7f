// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from '../../src/api/schema';
import { openApiPath } from '../../src/api/schema/openapi';
import { createDemoServer, type DemoServer } from './app';

for (const name of ['localStorage', 'sessionStorage'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= { clear() {} };
}

/** The demo server enforces the contract at its boundary, and serves the contract as OpenAPI. */
let server: DemoServer;
let token = '';
beforeAll(async () => {
  server = await createDemoServer({
    port: 0,
    flood: false,
    build: 'preact',
    clock: () => Date.UTC(2025, 5, 2, 1, 0, 0),
  });
  token = ((await (await fetch(`${server.url}/demo/token?userNo=10001`)).json()) as { token: string }).token;
}, 60_000);
afterAll(() => server.close());

const auth = () => ({ Authorization: `Bearer ${token}`, 'X-Access-Token': token });

async function post(path: string, body: BodyInit, type = 'application/json') {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': type },
    body,
  });
  return {
    status: res.status,
    body: (await res.json()) as { type: string; success: number; code: number; message: string; data: unknown },
  };
}

describe('requests are validated against their schemas', () => {
  it('a body of the wrong shape answers 400 in the error envelope, names the field, and stores nothing', async () => {
    const before = server.storeDigest();
    const res = await post('/gateway/bpm/sap/forms/4500012345/approve', JSON.stringify({ comment: 42 }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'error', success: 0, code: 400, data: null });
    expect(res.body.message).toMatch(/^Invalid request: comment: /);
    expect(server.storeDigest()).toBe(before);
  });

  it('a wrong enum, a missing field and a non-object body are each refused by name', async () => {
    const before = server.storeDigest();
    const act = await post(
      '/gateway/esign-srm/cases/SE20240001/actions',
      JSON.stringify({ action: 'delete', comment: 'x' }),
    );
    expect([act.status, act.body.code]).toEqual([400, 400]);
    expect(act.body.message).toContain('action');
    const batch = await post('/gateway/bpm/sap/batch/approve', JSON.stringify({ comment: 'ok' }));
    expect(batch.body.message).toContain('ids');
    const list = await post('/gateway/bpm/sap/batch/approve', '["4500012345"]');
    expect([list.status, list.body.message]).toEqual([400, 'Invalid request: body: expected a JSON object.']);
    expect(server.storeDigest()).toBe(before);
  });

  it('query values are checked too: page=0 is refused, page=2 is read as a number', async () => {
    const bad = await fetch(`${server.url}/api/notices?page=0`, { headers: auth() });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^Invalid request: page: /);
    const good = await fetch(`${server.url}/api/notices?page=2&pageSize=5`, { headers: auth() });
    expect(((await good.json()) as { data: { page: number; pageSize: number } }).data).toMatchObject({
      page: 2,
      pageSize: 5,
    });
  });

  it('an upload without a file, or with a path in its name, is refused; any Unicode name is accepted', async () => {
    const before = server.storeDigest();
    const none = new FormData();
    none.append('file', 'not a file');
    const res = await fetch(`${server.url}/gateway/bpm/sap/forms/4500012345/files`, {
      method: 'POST',
      headers: auth(),
      body: none,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Invalid request: file: /);
    const pathName = new FormData();
    pathName.append('file', new Blob(['x']), '../etc/passwd');
    expect(
      (
        await fetch(`${server.url}/gateway/bpm/sap/forms/4500012345/files`, {
          method: 'POST',
          headers: auth(),
          body: pathName,
        })
      ).status,
    ).toBe(400);
    expect(server.storeDigest()).toBe(before);
    const unicode = new FormData();
    unicode.append('file', new Blob(['x'], { type: 'text/plain' }), '報價單 ✓ 2025.txt');
    const ok = await fetch(`${server.url}/gateway/bpm/sap/forms/4500012345/files`, {
      method: 'POST',
      headers: auth(),
      body: unicode,
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { name: string } }).data.name).toBe('報價單 ✓ 2025.txt');
  });

  it('without a token the answer is 401 before any validation', async () => {
    const res = await fetch(`${server.url}/gateway/bpm/sap/batch/approve`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
  });
});

describe('/openapi.json', () => {
  it('is OpenAPI 3.1 with every endpoint, the envelope, paging, newtoken, both token headers and a tag per service', async () => {
    const res = await fetch(`${server.url}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { description: string };
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            security: unknown[];
            parameters?: Array<{ name: string; in: string }>;
            responses: Record<
              string,
              {
                headers?: Record<string, unknown>;
                content?: Record<string, { schema: { properties?: Record<string, unknown> } }>;
              }
            >;
          }
        >
      >;
      components: {
        securitySchemes: Record<string, { type: string; name?: string; scheme?: string }>;
        schemas: Record<string, unknown>;
      };
      tags: Array<{ name: string; 'x-base-path': string }>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    expect(operations.map((o) => o.operationId).sort()).toEqual(CONTRACT.map((e) => e.id).sort());
    for (const entry of CONTRACT) {
      const op = doc.paths[openApiPath(entry)][entry.endpoint.method.toLowerCase()];
      expect(op.responses['200'].headers, entry.id).toHaveProperty('newtoken');
      expect(op.responses['400'], entry.id).toBeDefined();
      if (entry.response !== 'binary')
        expect(Object.keys(op.responses['200'].content!['application/json'].schema.properties!)).toEqual([
          'type',
          'success',
          'code',
          'message',
          'data',
        ]);
      expect(op.security, entry.id).toEqual(entry.public ? [] : [{ bearer: [], accessToken: [] }]);
      if (entry.idempotent)
        expect(
          op.parameters?.some((p) => p.name === 'Idempotency-Key' && p.in === 'header'),
          entry.id,
        ).toBe(true);
    }
    expect(doc.paths['/api/notices'].get.parameters?.map((p) => p.name)).toEqual([
      'page',
      'pageSize',
      'keyword',
      'status',
    ]);
    expect(doc.info.description).toContain('`pageSize` (default 30)');
    expect(doc.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      accessToken: { type: 'apiKey', name: 'X-Access-Token' },
    });
    expect(doc.components.schemas).toHaveProperty('ErrorEnvelope');
    expect(doc.tags.map((t) => [t.name, t['x-base-path']])).toEqual([
      ['main', '/api'],
      ['bpm', '/gateway/bpm'],
      ['srm', '/gateway/esign-srm'],
      ['qmsBpm', '/qms-gateway/bpm'],
      ['qms', '/qms-gateway/qmsv2-web'],
      ['bid', '/bid-api'],
    ]);
  });
});
