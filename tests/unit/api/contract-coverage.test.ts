// @vitest-environment node
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint } from '../../../src/api/define';
import { CONTRACT, contractOf } from '../../../src/api/schema';

/** Every endpoint object exported by a module of src/api (any depth of plain objects). */
async function declaredEndpoints(): Promise<Array<{ name: string; endpoint: Endpoint<unknown, unknown> }>> {
  const found: Array<{ name: string; endpoint: Endpoint<unknown, unknown> }> = [];
  for (const file of readdirSync('src/api').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(/* @vite-ignore */ `../../../src/api/${file}`)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(mod)) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      for (const [key, ep] of Object.entries(value)) {
        const e = ep as Partial<Endpoint<unknown, unknown>>;
        if (
          e &&
          typeof e === 'object' &&
          typeof e.path === 'string' &&
          typeof e.method === 'string' &&
          typeof e.service === 'string'
        ) {
          found.push({ name: `${file}: ${exportName}.${key}`, endpoint: e as Endpoint<unknown, unknown> });
        }
      }
    }
  }
  return found;
}

describe('the contract covers every endpoint', () => {
  it('every endpoint declared in src/api has a schema entry', async () => {
    const declared = await declaredEndpoints();
    expect(declared.length).toBeGreaterThan(40);
    const missing = declared.filter((d) => !contractOf(d.endpoint)).map((d) => d.name);
    expect(missing).toEqual([]);
  });

  it('every entry is a declared endpoint, once, with a unique id and method + path', async () => {
    const declared = new Set((await declaredEndpoints()).map((d) => d.endpoint));
    expect(CONTRACT.filter((e) => !declared.has(e.endpoint)).map((e) => e.id)).toEqual([]);
    expect(new Set(CONTRACT.map((e) => e.endpoint)).size).toBe(CONTRACT.length);
    expect(new Set(CONTRACT.map((e) => e.id)).size).toBe(CONTRACT.length);
    const routes = CONTRACT.map((e) => `${e.endpoint.method} ${e.endpoint.service} ${e.endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('every path parameter is a field of the request schema', () => {
    for (const e of CONTRACT) {
      for (const [, name] of e.endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)) {
        expect(Object.keys(e.request.shape), `${e.id} :${name}`).toContain(name);
      }
    }
  });
});

/**
 * The client imports types from the schema modules, never values: zod must not reach the browser. Checked on the
 * built bundles when they exist (`npm test` builds first).
 */
describe.skipIf(!existsSync('dist/loader.js'))('no validator in the client bundles', () => {
  it('no file of dist/ or dist-react/ contains zod', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.m?js$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          // zod's own error text and class names; none of them is a word the client uses.
          if (/ZodError|\$ZodType|_zod\b|zod-to-openapi|openapi\(/.test(text)) offenders.push(path);
        }
      }
    };
    for (const dir of ['dist', 'dist-react']) if (existsSync(dir)) walk(dir);
    expect(offenders).toEqual([]);
  });
});
